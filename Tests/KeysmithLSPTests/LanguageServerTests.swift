import Foundation
import Testing

@testable import KeysmithLSP
@testable import LayoutFormat

@Suite struct LanguageServerTests {
    static func body(_ json: String) -> [UInt8] { Array(json.utf8) }

    static func decoded(_ message: [UInt8]) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(message))) as? [String: Any] ?? [:]
    }

    /// The error code of a response, or `nil`.
    static func errorCode(_ message: [UInt8]) -> Int? {
        (decoded(message)["error"] as? [String: Any])?["code"] as? Int
    }

    static let initialize = Self.body(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)

    @Test func theLifecycleAndItsExitCodes() {
        var server = LanguageServer()
        // Before initialize, a request is refused and a notification ignored.
        var output = server.handle([Self.body(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#)])
        #expect(Self.errorCode(output.messages[0]) == -32002)
        output = server.handle([Self.initialize, Self.body(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)])
        let result = Self.decoded(output.messages[0])["result"] as? [String: Any]
        let capabilities = result?["capabilities"] as? [String: Any]
        let encoding = capabilities?["positionEncoding"] as? String
        #expect(encoding == "utf-16")
        // A second initialize is an invalid request.
        output = server.handle([Self.initialize])
        #expect(Self.errorCode(output.messages[0]) == -32600)
        output = server.handle([Self.body(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#)])
        #expect(Self.decoded(output.messages[0]).keys.contains("result"))
        // After shutdown every request is refused; exit then gives 0.
        output = server.handle([Self.body(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#)])
        #expect(Self.errorCode(output.messages[0]) == -32600)
        #expect(server.handle([Self.body(#"{"jsonrpc":"2.0","method":"exit"}"#)]).exitCode == 0)

        var early = LanguageServer()
        _ = early.handle([Self.initialize])
        #expect(early.handle([Self.body(#"{"jsonrpc":"2.0","method":"exit"}"#)]).exitCode == 1)
    }

    @Test func diagnosticsAreValidatesAndAChangeRepublishes() {
        var server = LanguageServer()
        _ = server.handle([Self.initialize])
        let text =
            "format: 1\\nid: a\\nname: A\\nlocale: en\\nsize: {width: 390, height: 216}\\nlayers:\\n  l:\\n    rows:\\n      - [a, {acton: x}]\\n"
        var output = server.handle([
            Self.body(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/a.yaml","languageId":"yaml","version":1,"text":"\#(text)"}}}"#
            )
        ])
        let params = Self.decoded(output.messages[0])["params"] as? [String: Any]
        let diagnostics = params?["diagnostics"] as? [[String: Any]] ?? []
        // Line 9 `      - [a, {acton: x}]`: `{` at column 13, `acton` at 14 (0-based 12 and 13).
        var places: [String] = []
        for diagnostic in diagnostics {
            let range = diagnostic["range"] as? [String: Any]
            let start = range?["start"] as? [String: Int] ?? [:]
            let code = diagnostic["code"] as? String ?? ""
            places.append("\(code) \(start["line"] ?? -1):\(start["character"] ?? -1)")
        }
        #expect(places == ["KS2003 8:12", "KS2001 8:13"])
        // A batch of two changes publishes once, for the last text.
        let change = { (version: Int, text: String) in
            Self.body(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///tmp/a.yaml","version":\#(version)},"contentChanges":[{"text":"\#(text)"}]}}"#
            )
        }
        output = server.handle([change(2, "format: 2"), change(3, text.replacing("acton", with: "action"))])
        #expect(output.messages.count == 1)
        let republished = Self.decoded(output.messages[0])["params"] as? [String: Any]
        #expect(republished?["version"] as? Int == 3)
    }

    @Test func aRequestSeesAChildChangedInTheSameBatch() {
        var server = LanguageServer()
        _ = server.handle([Self.initialize])
        let parent =
            "format: 1\\nid: p\\nname: P\\nlocale: en\\nsize: {width: 390, height: 216}\\nlayers:\\n  l:\\n    rows:\\n"
            + "      - [a, {action: backspace, id: del}]\\n"
        let child = "format: 1\\nid: c\\nextends: p.yaml\\nname: C\\n"
        func open(_ name: String, _ text: String) -> [UInt8] {
            Self.body(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/ks-batch/\#(name)","languageId":"yaml","version":1,"text":"\#(text)"}}}"#
            )
        }
        _ = server.handle([open("p.yaml", parent), open("c.yaml", child)])
        // The child starts naming the parent's key `del`, and the rename comes in the same read.
        let changed = child + "constraints:\\n  - del.width >= a.width\\n"
        let output = server.handle([
            Self.body(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///tmp/ks-batch/c.yaml","version":2},"contentChanges":[{"text":"\#(changed)"}]}}"#
            ),
            // `      - [a, {action: backspace, id: del}]`: `del` at line 8, character 36.
            Self.body(
                #"{"jsonrpc":"2.0","id":9,"method":"textDocument/rename","params":{"textDocument":{"uri":"file:///tmp/ks-batch/p.yaml"},"position":{"line":8,"character":36},"newName":"erase"}}"#
            ),
        ])
        let answer = output.messages.map(Self.decoded).first { $0["id"] as? Int == 9 }
        let changes = (answer?["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]] ?? [:]
        func starts(_ name: String) -> [String] {
            (changes["file:///tmp/ks-batch/" + name] ?? []).map { edit in
                let start = (edit["range"] as? [String: Any])?["start"] as? [String: Int] ?? [:]
                return "\(start["line"] ?? -1):\(start["character"] ?? -1) \(edit["newText"] as? String ?? "")"
            }
        }
        #expect(starts("p.yaml") == ["8:36 erase"])
        // `  - del.width >= a.width`, the child's line 5: `del` at character 4.
        #expect(starts("c.yaml") == ["5:4 erase"])
    }

    @Test func aCancelReachesOnlyTheRequestsBeforeIt() {
        var server = LanguageServer()
        _ = server.handle([Self.initialize])
        let request = Self.body(#"{"jsonrpc":"2.0","id":5,"method":"custom/x"}"#)
        let cancel = Self.body(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":5}}"#)
        // Request then cancel: cancelled. Cancel then request: answered (here MethodNotFound).
        #expect(server.handle([request, cancel]).messages.map(Self.errorCode) == [-32800])
        #expect(server.handle([cancel, request]).messages.map(Self.errorCode) == [-32601])
    }

    /// The format's nesting as docs/FORMAT.md describes it, written out by hand: which field's
    /// value is which mapping (a flick's direction holds a key's output).
    @Test func everyMappingFieldHasTheMappingOfItsValue() {
        var nesting: Set<String> = []
        for kind in MappingKind.allCases {
            for spec in kind.specs {
                if let child = kind.child(spec.name) { nesting.insert("\(kind).\(spec.name) → \(child)") }
            }
        }
        let flicks = ["n", "ne", "e", "se", "s", "sw", "w", "nw"].map { "flicks.\($0) → key" }
        let expected: Set<String> = [
            "layout.size → size", "layout.metrics → metrics", "layout.behavior → behavior",
            "metrics.insets → insets", "key.flicks → flicks", "form.size → size", "form.metrics → metrics",
            "theme.fonts → themeFonts", "theme.light → appearance", "theme.dark → appearance",
            "themeFonts.label → themeFont", "themeFonts.word → themeFont", "themeFonts.hint → themeFont",
            "themeFonts.legend → themeFont", "appearance.character → keyStyle", "appearance.function → keyStyle",
            "appearance.space → keyStyle", "appearance.primary → keyStyle", "appearance.bubble → keyStyle",
            "appearance.callout → keyStyle", "keyStyle.pressed → keyStyle", "keyStyle.active → keyStyle",
            "keyStyle.disabled → keyStyle", "keyStyle.selected → keyStyle",
        ]
        #expect(nesting == expected.union(flicks))
    }

    @Test func uriAndPathRoundTrip() {
        let path = "/home/ada/Layouts/en US/日本.yaml"
        let uri = DocumentURI.uri(of: path)
        #expect(uri == "file:///home/ada/Layouts/en%20US/%E6%97%A5%E6%9C%AC.yaml")
        #expect(DocumentURI.path(of: uri) == path)
        #expect(DocumentURI.path(of: "file://localhost/a/b.yaml") == "/a/b.yaml")
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
    }

    @Test func suggestionsAreReadFromMessages() {
        let found = LanguageServer.Workspace.suggestion(in: "unknown field 'acton' in a key; did you mean 'action'?")
        #expect(found?.wrong == "acton" && found?.suggestion == "action")
        #expect(LanguageServer.Workspace.suggestion(in: "'key-gap' must not be negative, found -6") == nil)
    }
}

extension LanguageServerTests {
    /// A theme file gets its theme's problems, where they are, and theme fields as completions.
    @Test func aThemeFileGetsItsOwnDiagnosticsAndCompletions() {
        var server = LanguageServer()
        _ = server.handle([Self.initialize])
        // Line 4 `  charcter: {fill: "#FFF"}`: `charcter` at character 2.
        let text = ##"format: 1\nid: mine\nextends: ios\nlight:\n  charcter: {fill: \"#FFFFFF\"}\n"##
        let output = server.handle([
            Self.body(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/mine.yaml","languageId":"yaml","version":1,"text":"\#(text)"}}}"#
            ),
            // At the start of `charcter`: the appearance's fields.
            Self.body(
                #"{"jsonrpc":"2.0","id":4,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///tmp/mine.yaml"},"position":{"line":4,"character":2}}}"#
            ),
        ])
        let messages = output.messages.map(Self.decoded)
        let published = messages.first { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let reply = messages.first { $0["id"] as? Int == 4 }
        let params = published?["params"] as? [String: Any]
        let diagnostics = params?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map { $0["code"] as? String } == ["KS2001"])
        #expect(
            diagnostics.first?["message"] as? String
                == "unknown field 'charcter' in an appearance; did you mean 'character'?")
        let start = (diagnostics.first?["range"] as? [String: Any])?["start"] as? [String: Int]
        #expect(start == ["line": 4, "character": 2])
        let items = (reply?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        let labels = items.compactMap { $0["label"] as? String }
        #expect(labels.contains("background") && labels.contains("character") && labels.contains("callout"))
        #expect(!labels.contains("layers"))
    }
}
