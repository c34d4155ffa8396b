/// A span of a layout file in the format's terms: 1-based lines, columns in `Character`s, the
/// end exclusive.
package struct TextSpan: Sendable, Hashable, Comparable {
    package var line: Int
    package var column: Int
    package var endLine: Int
    package var endColumn: Int

    package init(line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// A span on one line.
    package init(line: Int, column: Int, length: Int) {
        self.init(line: line, column: column, endLine: line, endColumn: column + length)
    }

    /// Whether the place is inside the span or at its end (where a cursor after a word is).
    package func contains(line: Int, column: Int) -> Bool {
        (self.line, self.column) <= (line, column) && (line, column) <= (endLine, endColumn)
    }

    package static func < (lhs: TextSpan, rhs: TextSpan) -> Bool {
        (lhs.line, lhs.column, lhs.endLine, lhs.endColumn) < (rhs.line, rhs.column, rhs.endLine, rhs.endColumn)
    }

    /// The span in the protocol's terms.
    package func range(in lines: TextLines, encoding: PositionEncoding) -> LSP.Range {
        LSP.Range(
            start: lines.position(line: line, column: column, encoding: encoding),
            end: lines.position(line: endLine, column: endColumn, encoding: encoding))
    }
}
