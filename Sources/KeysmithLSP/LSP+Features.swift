extension LSP {
    package struct CompletionItem: Encodable, Sendable, Hashable {
        package var label: String
        /// 5 field, 10 property, 12 value, 13 enum, 14 keyword, 17 file, 18 reference, 20 enum member.
        package var kind: Int
        package var detail: String?
        package var documentation: MarkupContent?
        package var insertText: String?
        package var sortText: String?
    }

    package struct CompletionList: Encodable, Sendable {
        package var isIncomplete = false
        package var items: [CompletionItem]
    }

    package struct Hover: Encodable, Sendable {
        package var contents: MarkupContent
        package var range: Range?
    }

    package struct ReferenceParams: Decodable, Sendable {
        package var textDocument: TextDocumentIdentifier
        package var position: Position
        package var context: Context?

        package struct Context: Decodable, Sendable {
            package var includeDeclaration: Bool
        }
    }

    package struct DocumentSymbol: Encodable, Sendable, Hashable {
        package var name: String
        package var detail: String?
        /// 2 module, 5 class, 7 property, 8 field, 13 variable, 14 constant, 23 struct, 10 enum, 22 enum member.
        package var kind: Int
        package var range: Range
        package var selectionRange: Range
        package var children: [DocumentSymbol]?
    }

    package struct RenameParams: Decodable, Sendable {
        package var textDocument: TextDocumentIdentifier
        package var position: Position
        package var newName: String
    }

    package struct PrepareRenameResult: Encodable, Sendable {
        package var range: Range
        package var placeholder: String
    }

    package struct CodeActionParams: Decodable, Sendable {
        package var textDocument: TextDocumentIdentifier
        package var range: Range
        package var context: Context

        package struct Context: Decodable, Sendable {
            package var diagnostics: [Diagnostic]
        }
    }

    package struct CodeAction: Encodable, Sendable, Hashable {
        package var title: String
        package var kind = "quickfix"
        package var diagnostics: [Diagnostic]?
        package var isPreferred: Bool?
        package var edit: WorkspaceEdit
    }
}
