import KeyboardModel
import KeysmithLSP
import LayoutDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
extension Benchmarks {
    /// The language server, warm: a change of en-US to its published diagnostics (parse,
    /// validate, lay out every layer of every form at its size, the JSON in and out).
    static var lsp: [Benchmark] {
        [
            Benchmark(name: "lsp.keystroke.en-US") {
                var session = try LSPSession()
                let texts = try session.alternatingTexts()
                var turn = false
                return {
                    turn.toggle()
                    blackHole(session.change(toText: turn ? texts.0 : texts.1))
                }
            },
            // One character typed and taken back, as ranges: the change an editor sends per key.
            Benchmark(name: "lsp.keystroke-incremental.en-US") {
                var session = try LSPSession()
                var turn = false
                return {
                    turn.toggle()
                    blackHole(session.typeOrErase(turn))
                }
            },
        ]
    }

    /// A server with en-US open.
    @MainActor struct LSPSession {
        var server = LanguageServer()
        let uri: String
        var version = 1
        /// Where the incremental benchmark types: after `key-gap: 6` (line 12, 0-based 11).
        let line = 11
        let column = 12

        init() throws {
            let path = Fixtures.root + "/Layouts/en-US.yaml"
            uri = "file://" + path
            let text = String(decoding: try Fixtures.layoutBytes("en-US"), as: UTF8.self)
            _ = server.handle([
                Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#.utf8),
                Array(
                    (#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","#
                        + #""languageId":"yaml","version":1,"text":"# + JSONText.quoted(text) + "}}}").utf8),
            ])
        }

        /// en-US and en-US with a wider key gap, for full changes that each change something.
        func alternatingTexts() throws -> (String, String) {
            let text = String(decoding: try Fixtures.layoutBytes("en-US"), as: UTF8.self)
            let other = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0 == "  key-gap: 6" ? "  key-gap: 7" : $0
            }.joined(separator: "\n")
            guard other != text else { throw Fixtures.Missing(path: "Layouts/en-US.yaml with 'key-gap: 6'") }
            return (text, other)
        }

        /// A full-text change; returns what the server wrote.
        mutating func change(toText text: String) -> [[UInt8]] {
            version += 1
            let body =
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":"#
                + JSONText.quoted(text) + "}]}}"
            return server.handle([Array(body.utf8)]).messages
        }

        /// Types `0` after the key gap (`6` → `60`), or takes it back.
        mutating func typeOrErase(_ type: Bool) -> [[UInt8]] {
            version += 1
            let end = type ? column : column + 1
            let body =
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(line),"character":\#(column)},"end":{"line":\#(line),"character":\#(end)}},"text":"\#(type ? "0" : "")"}]}}"#
            return server.handle([Array(body.utf8)]).messages
        }
    }

    /// The resident memory after 0, 1 000, … `edits` incremental edits of en-US, in KiB: flat
    /// when the server keeps nothing per edit.
    static func lspMemory(edits: Int) throws -> [(edits: Int, kibibytes: Int)] {
        var session = try LSPSession()
        var samples: [(Int, Int)] = [(0, residentKiB())]
        for edit in 1...max(1, edits) {
            blackHole(session.typeOrErase(edit % 2 == 1))
            if edit % 1000 == 0 { samples.append((edit, residentKiB())) }
        }
        return samples
    }

    /// This process's resident set size in KiB: on Linux from /proc/self/statm (0 where there is
    /// none); on Apple platforms, which have no /proc, the peak so far (`getrusage`, in bytes
    /// there), which shows growth as well.
    static func residentKiB() -> Int {
        #if canImport(Darwin)
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss) / 1024
        #else
            return linuxResidentKiB()
        #endif
    }

    #if !canImport(Darwin)
        /// The resident set size from /proc/self/statm, in KiB (0 where there is none).
        private static func linuxResidentKiB() -> Int {
            guard let file = fopen("/proc/self/statm", "r") else { return 0 }
            defer { fclose(file) }
            var line = [CChar](repeating: 0, count: 256)
            guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
            // "size resident shared …", in pages.
            let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
            guard fields.count > 1, let resident = Int(fields[1]) else { return 0 }
            return resident * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        }
    #endif
}
