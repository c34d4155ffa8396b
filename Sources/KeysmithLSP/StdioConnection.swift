import LayoutFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a ``LanguageServer`` over a pair of file descriptors (standard input and output):
/// frames what it reads, hands the server every message that arrived together, and writes the
/// answers. Nothing but protocol messages goes to the output; problems with the stream itself
/// are answered (a null-id error, per JSON-RPC) and logged to standard error.
package struct StdioConnection {
    private var server: LanguageServer
    private var framer = MessageFramer()
    private let input: Int32
    private let output: Int32

    /// A connection reading `input` and writing `output`, for a server of `version`.
    package init(
        version: String, input: Int32 = 0, output: Int32 = 1, maxBodySize: Int = MessageFramer.defaultMaxBodySize
    ) {
        server = LanguageServer(version: version)
        self.input = input
        self.output = output
        framer = MessageFramer(maxBodySize: maxBodySize)
    }

    /// Serves until `exit` or the end of the input.
    ///
    /// - Returns: The exit code: 0 after `shutdown` then `exit`, else 1 (the protocol's rule).
    package mutating func run() -> Int32 {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                SystemCall.read(input, bytes.baseAddress, bytes.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if case .shutDown = server.phase { return 0 }
                return 1
            }
            framer.append(buffer[0..<count])
            var bodies: [[UInt8]] = []
            var answers: [[UInt8]] = []
            while let frame = framer.next() {
                switch frame {
                case .message(let body): bodies.append(body)
                case .badHeader(let reason):
                    answers.append(problem("a message's header cannot be read: \(reason)"))
                case .tooLarge(let size):
                    answers.append(
                        problem(
                            "a message of \(size) bytes is over the limit of \(framer.maxBodySize) bytes; it was skipped"
                        ))
                }
            }
            let handled = bodies.isEmpty ? LanguageServer.Output() : server.handle(bodies)
            for message in answers + handled.messages { write(MessageFramer.frame(message)) }
            if let code = handled.exitCode { return code }
        }
    }

    /// A stream problem: logged to standard error, and answered with a null-id error.
    private func problem(_ message: String) -> [UInt8] {
        var line = "keysmith lsp: " + message + "\n"
        _ = line.withUTF8 { SystemCall.writeAll(UnsafeRawBufferPointer($0), to: 2) }
        return server.response(id: nil, error: RPCError(.invalidRequest, message))
    }

    /// Writes all of `bytes`; when the client is gone, `read` sees the end next.
    private func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { SystemCall.writeAll($0, to: output) }
    }
}
