import KeyboardModel
import LayoutFormat

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LanguageServer.Workspace {
    /// The answer to a feature's request: its parameters read as the feature's type, its
    /// document checked open, then the feature's own answer, one line each.
    mutating func answer(_ feature: Feature, _ data: Data, writer: MessageWriter) -> Result<AnyResult, RPCError> {
        switch feature {
        case .completion:
            read(LSP.TextDocumentPositionParams.self, data, feature, writer) {
                .success(AnyResult($0.completion($2, at: $1.position)))
            }
        case .hover:
            read(LSP.TextDocumentPositionParams.self, data, feature, writer) {
                .success(AnyResult($0.hover($2, at: $1.position)))
            }
        case .definition:
            read(LSP.TextDocumentPositionParams.self, data, feature, writer) {
                .success(AnyResult($0.definition($2, at: $1.position)))
            }
        case .prepareRename:
            read(LSP.TextDocumentPositionParams.self, data, feature, writer) {
                $0.prepareRename($2, at: $1.position).map { AnyResult($0) }
            }
        case .references:
            read(LSP.ReferenceParams.self, data, feature, writer) { workspace, params, uri in
                let include = params.context?.includeDeclaration ?? true
                return .success(AnyResult(workspace.references(uri, at: params.position, includeDeclaration: include)))
            }
        case .documentSymbol:
            read(LSP.TextDocumentParams.self, data, feature, writer) { .success(AnyResult($0.symbols($2))) }
        case .rename:
            read(LSP.RenameParams.self, data, feature, writer) {
                $0.rename($2, at: $1.position, to: $1.newName).map { AnyResult($0) }
            }
        case .codeAction:
            read(LSP.CodeActionParams.self, data, feature, writer) { .success(AnyResult($0.codeActions($2, $1))) }
        }
    }

    /// Reads a request's parameters as `Params`, and answers it by `body` (given the workspace,
    /// the parameters and their document's uri) when that document is open.
    private mutating func read<Params: Decodable & DocumentRequest>(
        _ type: Params.Type, _ data: Data, _ feature: Feature, _ writer: MessageWriter,
        _ body: (inout Self, Params, String) -> Result<AnyResult, RPCError>
    ) -> Result<AnyResult, RPCError> {
        guard let params = writer.decode(type, data) else {
            return .failure(RPCError(.invalidParams, "the parameters of '\(feature.rawValue)' cannot be read"))
        }
        let uri = params.textDocument.uri
        guard documents[uri] != nil else { return .failure(RPCError(.requestFailed, "'\(uri)' is not open")) }
        return body(&self, params, uri)
    }

    /// The occurrence at a protocol position of an open document, with the outline.
    mutating func occurrence(_ uri: String, at position: LSP.Position) -> (
        LayoutOutline.Occurrence, LayoutOutline, OpenDocument
    )? {
        guard let document = documents[uri], let outline = outline(of: uri) else { return nil }
        let (line, column) = document.lines.lineAndColumn(of: position, encoding: encoding)
        guard let found = outline.occurrence(atLine: line, column: column) else { return nil }
        return (found, outline, document)
    }

    /// The protocol location of a span of an open document.
    func location(_ span: TextSpan, in document: OpenDocument) -> LSP.Location {
        LSP.Location(uri: document.uri, range: span.range(in: document.lines, encoding: encoding))
    }
}
