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
