/// A place in a source file: 1-based line and column, the column counted in `Character`s.
///
/// Locations travel with nodes and model values so that every problem can be reported where it
/// was written. They never take part in the equality of the values that carry them (see
/// ``SourceMark``).
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The path of the file as the user gave it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in `Character`s (extended grapheme clusters) from the line start.
    public var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The path of the file as the user gave it.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column in `Character`s.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The first character of `file`, for problems that concern a whole file.
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// `file:line:column`, the form editors and CI parse.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
