/// The requests the server answers once initialized, by method.
enum Feature: String, CaseIterable {
    case completion = "textDocument/completion"
    case hover = "textDocument/hover"
    case definition = "textDocument/definition"
    case references = "textDocument/references"
    case documentSymbol = "textDocument/documentSymbol"
    case prepareRename = "textDocument/prepareRename"
    case rename = "textDocument/rename"
    case codeAction = "textDocument/codeAction"
}

/// The document notifications the server follows, by method.
enum DocumentNotification: String, CaseIterable {
    case didOpen = "textDocument/didOpen"
    case didChange = "textDocument/didChange"
    case didClose = "textDocument/didClose"
}

/// The parameters of a request about one document.
protocol DocumentRequest {
    var textDocument: LSP.TextDocumentIdentifier { get }
}

extension LSP.TextDocumentPositionParams: DocumentRequest {}
extension LSP.TextDocumentParams: DocumentRequest {}
extension LSP.ReferenceParams: DocumentRequest {}
extension LSP.RenameParams: DocumentRequest {}
extension LSP.CodeActionParams: DocumentRequest {}
