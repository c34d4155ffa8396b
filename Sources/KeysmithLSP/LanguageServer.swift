import KeyboardModel
import LayoutFormat

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The language server for layout files: reads message bodies, answers them, and says what to
/// write back — with no input or output of its own, so tests and the fuzz target drive it
/// directly (``StdioConnection`` runs it over standard input and output).
///
/// Its phases follow the protocol's lifecycle: before `initialize` only `initialize` (and
/// `exit`) are answered; after `shutdown` every request is refused until `exit`.
package struct LanguageServer {
    /// Where in its life the server is.
    package enum Phase: Sendable {
        /// Waiting for `initialize`.
        case waiting
        /// Initialized: serving the workspace.
        case running(Workspace)
        /// `shutdown` was received; waiting for `exit`.
        case shutDown
    }

    /// The documents open in the client and what checking them gave.
    package struct Workspace: Sendable {
        /// The encoding positions are counted in.
        package var encoding: PositionEncoding
        /// The open documents, by URI.
        package var documents: [String: OpenDocument] = [:]
        /// Each open document's check, by URI (missing for one changed since).
        var analyses: [String: DocumentAnalysis] = [:]
        /// Each open document's outline, by URI, built when a request needs it.
        var outlines: [String: LayoutOutline] = [:]
    }

    /// What handling messages gave: bodies to write, in order, and whether to exit.
    package struct Output: Sendable {
        /// Message bodies (JSON) to frame and write.
        package var messages: [[UInt8]] = []
        /// The process's exit code, once `exit` was received: 0 after `shutdown`, else 1.
        package var exitCode: Int32?
    }

    package private(set) var phase = Phase.waiting
    /// The version `initialize` reports (the `keysmith` binary's).
    private let version: String

    /// Reads and writes messages' JSON.
    private let writer = MessageWriter()

    /// A server that reports `version` as its own.
    package init(version: String = "0.1.0") {
        self.version = version
    }

    // MARK: - Messages

    /// Handles message bodies received together, in order. A `$/cancelRequest` among them
    /// cancels a request before it in the same batch that is not answered yet; diagnostics are
    /// published once per changed document, after the batch.
    ///
    /// - Parameter bodies: The bodies, each a JSON-RPC message.
    /// - Returns: What to write and whether to exit.
    package mutating func handle(_ bodies: [[UInt8]]) -> Output {
        var output = Output()
        let envelopes = bodies.map { try? writer.decoder.decode(RPCEnvelope.self, from: Data($0)) }
        // Each cancelled id, with the position of the last cancel of it in the batch.
        var cancelled: [RPCID: Int] = [:]
        for (index, (body, envelope)) in zip(bodies, envelopes).enumerated()
        where envelope?.method == "$/cancelRequest" {
            let params = try? writer.decoder.decode(RPCEnvelope.WithParams<LSP.CancelParams>.self, from: Data(body))
            if let id = params?.params.id { cancelled[id] = index }
        }
        var changed: [String] = []
        for (index, (body, envelope)) in zip(bodies, envelopes).enumerated() {
            guard let envelope else {
                output.messages.append(
                    response(id: nil, error: RPCError(.parseError, "the message is not a JSON-RPC object")))
                continue
            }
            if let id = envelope.id, envelope.method != nil, let cancel = cancelled[id], cancel > index {
                output.messages.append(
                    response(id: id, error: RPCError(.requestCancelled, "the request was cancelled")))
                continue
            }
            handle(body, envelope, into: &output, changed: &changed)
            if output.exitCode != nil { return output }
        }
        publishDiagnostics(of: changed, into: &output)
        return output
    }

    /// One message.
    private mutating func handle(
        _ body: [UInt8], _ envelope: RPCEnvelope, into output: inout Output, changed: inout [String]
    ) {
        guard let method = envelope.method else {
            // A response to a request of the server's (it sends none that need one), or junk.
            if envelope.id == nil {
                output.messages.append(response(id: nil, error: RPCError(.invalidRequest, "a message needs a method")))
            }
            return
        }
        guard envelope.jsonrpc == "2.0" else {
            if let id = envelope.id {
                output.messages.append(response(id: id, error: RPCError(.invalidRequest, "'jsonrpc' must be \"2.0\"")))
            }
            return
        }
        let data = Data(body)
        if let id = envelope.id {
            output.messages.append(request(method, id: id, data: data))
        } else {
            notification(method, data: data, output: &output, changed: &changed)
        }
    }

    /// The answer to a request.
    private mutating func request(_ method: String, id: RPCID, data: Data) -> [UInt8] {
        switch (phase, method) {
        case (.waiting, "initialize"):
            guard let params = decode(LSP.InitializeParams.self, data) else {
                return response(
                    id: id, error: RPCError(.invalidParams, "the parameters of 'initialize' cannot be read"))
            }
            return response(id: id, result: initialize(params))
        case (.waiting, _):
            return response(id: id, error: RPCError(.serverNotInitialized, "the server is not initialized yet"))
        case (.shutDown, _):
            return response(id: id, error: RPCError(.invalidRequest, "the server is shut down"))
        case (.running, "initialize"):
            return response(id: id, error: RPCError(.invalidRequest, "the server is initialized already"))
        case (.running, "shutdown"):
            phase = .shutDown
            return response(id: id, result: Optional<Int>.none)
        case (.running, _):
            guard let feature = Feature(rawValue: method) else {
                return response(id: id, error: RPCError(.methodNotFound, "no method '\(method)'"))
            }
            let writer = self.writer
            let answer = withWorkspace { $0.answer(feature, data, writer: writer) }
            switch answer {
            case .success(let result)?: return response(id: id, result: result)
            case .failure(let error)?: return response(id: id, error: error)
            case nil: return response(id: id, error: RPCError(.serverNotInitialized, "the server is not initialized"))
            }
        }
    }

    /// Runs `body` on the workspace, changed in place, while the server is running.
    private mutating func withWorkspace<Value>(_ body: (inout Workspace) -> Value) -> Value? {
        guard case .running(var workspace) = phase else { return nil }
        // The workspace is moved out of the phase for the change (so it is not copied) and back.
        phase = .waiting
        defer { phase = .running(workspace) }
        return body(&workspace)
    }

    /// Handles a notification; unknown ones are ignored, as the protocol asks.
    private mutating func notification(_ method: String, data: Data, output: inout Output, changed: inout [String]) {
        if method == "exit" {
            if case .shutDown = phase { output.exitCode = 0 } else { output.exitCode = 1 }
            return
        }
        let writer = self.writer
        let messages = withWorkspace { workspace in
            workspace.notification(method, data: data, writer: writer, changed: &changed)
        }
        output.messages += messages ?? []
    }

    // MARK: - Diagnostics

    /// Checks the changed documents, and the open documents that read them through `extends`,
    /// and publishes their diagnostics.
    private mutating func publishDiagnostics(of changed: [String], into output: inout Output) {
        guard !changed.isEmpty else { return }
        let writer = self.writer
        output.messages += withWorkspace { $0.publishDiagnostics(of: changed, writer: writer) } ?? []
    }

    // MARK: - Writing

    private mutating func initialize(_ params: LSP.InitializeParams) -> LSP.InitializeResult {
        let encoding = PositionEncoding.negotiated(from: params.capabilities?.general?.positionEncodings)
        phase = .running(Workspace(encoding: encoding))
        let capabilities = LSP.ServerCapabilities(
            positionEncoding: encoding.rawValue, textDocumentSync: LSP.SyncOptions(),
            completionProvider: LSP.CompletionOptions(triggerCharacters: [":", " ", ".", "-", "/", "{", ","]))
        return LSP.InitializeResult(
            capabilities: capabilities, serverInfo: LSP.ServerInfo(name: "keysmith", version: version))
    }

    func decode<Params: Decodable>(_ type: Params.Type, _ data: Data) -> Params? {
        writer.decode(type, data)
    }

    func response<Result: Encodable>(id: RPCID?, result: Result) -> [UInt8] { writer.response(id: id, result: result) }

    func response(id: RPCID?, error: RPCError) -> [UInt8] { writer.response(id: id, error: error) }

    /// A `window/logMessage` notification.
    package func log(_ type: MessageWriter.LogType, _ message: String) -> [UInt8] { writer.log(type, message) }
}
