import KeyboardModel
import LayoutFormat

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LanguageServer.Workspace {
    /// The answer to a feature's request.
    mutating func answer(_ feature: Feature, _ data: Data, writer: MessageWriter) -> Result<AnyResult, RPCError> {
        let unreadable = RPCError(.invalidParams, "the parameters of '\(feature.rawValue)' cannot be read")
        func notOpen(_ uri: String) -> RPCError { RPCError(.requestFailed, "'\(uri)' is not open") }
        switch feature {
        case .completion, .hover, .definition, .prepareRename:
            guard let params = writer.decode(LSP.TextDocumentPositionParams.self, data) else {
                return .failure(unreadable)
            }
            let uri = params.textDocument.uri
            guard documents[uri] != nil else { return .failure(notOpen(uri)) }
            switch feature {
            case .completion: return .success(AnyResult(completion(uri, at: params.position)))
            case .hover: return .success(AnyResult(hover(uri, at: params.position)))
            case .definition: return .success(AnyResult(definition(uri, at: params.position)))
            default: return prepareRename(uri, at: params.position).map { AnyResult($0) }
            }
        case .references:
            guard let params = writer.decode(LSP.ReferenceParams.self, data) else { return .failure(unreadable) }
            let uri = params.textDocument.uri
            guard documents[uri] != nil else { return .failure(notOpen(uri)) }
            let include = params.context?.includeDeclaration ?? true
            return .success(AnyResult(references(uri, at: params.position, includeDeclaration: include)))
        case .documentSymbol:
            guard let params = writer.decode(LSP.TextDocumentParams.self, data) else { return .failure(unreadable) }
            let uri = params.textDocument.uri
            guard documents[uri] != nil else { return .failure(notOpen(uri)) }
            return .success(AnyResult(symbols(uri)))
        case .rename:
            guard let params = writer.decode(LSP.RenameParams.self, data) else { return .failure(unreadable) }
            let uri = params.textDocument.uri
            guard documents[uri] != nil else { return .failure(notOpen(uri)) }
            return rename(uri, at: params.position, to: params.newName).map { AnyResult($0) }
        case .codeAction:
            guard let params = writer.decode(LSP.CodeActionParams.self, data) else { return .failure(unreadable) }
            let uri = params.textDocument.uri
            guard documents[uri] != nil else { return .failure(notOpen(uri)) }
            return .success(AnyResult(codeActions(uri, params)))
        }
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
