extension LSP {
    /// What `initialize` tells the server: where the workspace is and what the client can do.
    package struct InitializeParams: Decodable, Sendable {
        package var processId: Int?
        package var rootUri: String?
        package var capabilities: ClientCapabilities?

        package struct ClientCapabilities: Decodable, Sendable {
            package var general: General?
        }

        package struct General: Decodable, Sendable {
            /// The encodings the client can count positions in, preferred first.
            package var positionEncodings: [String]?
        }
    }

    /// The server's answer to `initialize`.
    package struct InitializeResult: Encodable, Sendable {
        package var capabilities: ServerCapabilities
        package var serverInfo: ServerInfo
    }

    package struct ServerInfo: Encodable, Sendable {
        package var name: String
        package var version: String
    }

    /// What the server does.
    package struct ServerCapabilities: Encodable, Sendable {
        package var positionEncoding: String
        package var textDocumentSync: SyncOptions
        package var completionProvider: CompletionOptions
        package var hoverProvider = true
        package var definitionProvider = true
        package var referencesProvider = true
        package var documentSymbolProvider = true
        package var renameProvider = RenameOptions()
        package var codeActionProvider = CodeActionOptions()
    }

    package struct SyncOptions: Encodable, Sendable {
        package var openClose = true
        /// 2: incremental changes.
        package var change = 2
    }

    package struct CompletionOptions: Encodable, Sendable {
        package var triggerCharacters: [String]
    }

    package struct RenameOptions: Encodable, Sendable {
        package var prepareProvider = true
    }

    package struct CodeActionOptions: Encodable, Sendable {
        package var codeActionKinds = ["quickfix"]
    }
}
