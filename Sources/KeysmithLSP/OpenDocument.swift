/// A document the client has open: its text as the editor holds it (saved or not) and version.
package struct OpenDocument: Sendable {
    /// The URI the client names it by.
    package let uri: String
    /// The path it stands for, which diagnostics name and `extends` resolves against.
    package let path: String
    /// The client's version of the text.
    package var version: Int
    /// The lines of the text.
    package private(set) var lines: TextLines

    package var text: String { lines.text }

    package init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        lines = TextLines(text)
    }

    /// Applies the client's changes in order: a change without a range replaces the text, one
    /// with a range replaces that range (positions in `encoding`).
    package mutating func apply(_ changes: [LSP.ContentChange], version: Int, encoding: PositionEncoding) {
        for change in changes {
            guard let range = change.range else {
                lines = TextLines(change.text)
                continue
            }
            var text = lines.text
            let start = lines.index(of: range.start, encoding: encoding)
            let end = max(start, lines.index(of: range.end, encoding: encoding))
            text.replaceSubrange(start..<end, with: change.text)
            lines = TextLines(text)
        }
        self.version = version
    }
}
