/// A line and character column without its file, in 8 bytes: what a table of places in one file
/// keys by, or what a value keeps of where one of its fields was written (the file is the
/// table's, or the value's).
package struct LineColumn: Sendable, Hashable, Comparable {
    /// The 1-based line.
    package var line: Int32
    /// The 1-based column, in `Character`s from the line start.
    package var column: Int32

    /// The line and column of `location`.
    package init(_ location: SourceLocation) {
        self.init(line: location.line, column: location.column)
    }

    /// A line and column (clamped to 32 bits).
    package init(line: Int, column: Int) {
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    /// The place in `file`.
    package func location(in file: SourceFile) -> SourceLocation {
        SourceLocation(sourceFile: file, line: line, column: column)
    }

    package static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
