extension LSP {
    /// `textDocument/didOpen`.
    package struct DidOpenParams: Decodable, Sendable {
        package var textDocument: TextDocumentItem
    }

    package struct TextDocumentItem: Decodable, Sendable {
        package var uri: String
        package var languageId: String?
        package var version: Int
        package var text: String
    }

    /// `textDocument/didChange`.
    package struct DidChangeParams: Decodable, Sendable {
        package var textDocument: VersionedTextDocumentIdentifier
        package var contentChanges: [ContentChange]
    }

    package struct VersionedTextDocumentIdentifier: Decodable, Sendable {
        package var uri: String
        package var version: Int
    }

    /// A change: the whole text when `range` is absent, else the range replaced by `text`.
    package struct ContentChange: Decodable, Sendable {
        package var range: Range?
        package var text: String
    }

    /// `textDocument/publishDiagnostics`.
    package struct PublishDiagnosticsParams: Encodable, Sendable {
        package var uri: String
        package var version: Int?
        package var diagnostics: [Diagnostic]
    }

    package struct Diagnostic: Codable, Sendable, Hashable {
        package var range: Range
        /// 1 error, 2 warning, 3 information, 4 hint.
        package var severity: Int
        package var code: String?
        package var source: String
        package var message: String
        package var relatedInformation: [RelatedInformation]?
    }

    package struct RelatedInformation: Codable, Sendable, Hashable {
        package var location: Location
        package var message: String
    }

    /// `$/cancelRequest`.
    package struct CancelParams: Decodable, Sendable {
        package var id: RPCID
    }

    /// `window/logMessage`.
    package struct LogMessageParams: Encodable, Sendable {
        /// 1 error, 2 warning, 3 info, 4 log.
        package var type: Int
        package var message: String
    }
}
