/// The types of the Language Server Protocol 3.17 that the server reads and writes, as Codable
/// values for Foundation's JSON coders. Only the fields the server uses are declared; a client's
/// other fields are ignored when decoding.
package enum LSP {
    /// A place in a document: 0-based line and character offset in the negotiated encoding.
    package struct Position: Codable, Sendable, Hashable, Comparable {
        package var line: Int
        package var character: Int

        package init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        package static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.character) < (rhs.line, rhs.character)
        }
    }

    /// A span of a document, `end` exclusive.
    package struct Range: Codable, Sendable, Hashable {
        package var start: Position
        package var end: Position

        package init(start: Position, end: Position) {
            self.start = start
            self.end = end
        }

        /// Whether `position` is inside the range or at its end.
        package func contains(_ position: Position) -> Bool { start <= position && position <= end }
    }

    /// A range in a document.
    package struct Location: Codable, Sendable, Hashable {
        package var uri: String
        package var range: Range
    }

    /// A replacement of a range by a text.
    package struct TextEdit: Codable, Sendable, Hashable {
        package var range: Range
        package var newText: String
    }

    /// Edits to several documents, by URI.
    package struct WorkspaceEdit: Codable, Sendable, Hashable {
        package var changes: [String: [TextEdit]]
    }

    /// Text for the client to show, in Markdown.
    package struct MarkupContent: Codable, Sendable, Hashable {
        package var kind = "markdown"
        package var value: String

        package init(markdown: String) { value = markdown }
    }

    /// `{ textDocument: { uri } }`.
    package struct TextDocumentIdentifier: Codable, Sendable {
        package var uri: String
    }

    /// The parameters of requests about one place of one document.
    package struct TextDocumentPositionParams: Codable, Sendable {
        package var textDocument: TextDocumentIdentifier
        package var position: Position
    }

    /// The parameters of requests about one whole document.
    package struct TextDocumentParams: Codable, Sendable {
        package var textDocument: TextDocumentIdentifier
    }
}
