/// A place in a source file: 1-based line and column, the column counted in `Character`s.
///
/// Locations travel with nodes and model values so that every problem can be reported where it
/// was written. They never take part in the equality of the values that carry them (see
/// ``SourceMark``).
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The file (see ``SourceFile``: a handle, so that copying a location copies no string).
    public var sourceFile: SourceFile
    /// The 1-based line, as stored (a location is 12 bytes).
    private var storedLine: Int32
    /// The 1-based column, as stored.
    private var storedColumn: Int32

    /// The path of the file as the user gave it.
    public var file: String {
        get { sourceFile.path }
        set { sourceFile = SourceFile(newValue) }
    }
    /// The 1-based line (kept in 32 bits: no file a limit lets through has more lines).
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The 1-based column, in `Character`s (extended grapheme clusters) from the line start.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - file: The path of the file as the user gave it.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column in `Character`s.
    /// - Complexity: One look-up of `file` in the process's table of paths; a reader that makes
    ///   many locations makes its ``SourceFile`` once and calls ``init(in:line:column:)``.
    public init(file: String, line: Int, column: Int) {
        self.init(in: SourceFile(file), line: line, column: column)
    }

    /// Creates a location in `file`.
    ///
    /// - Parameters:
    ///   - file: The file.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column in `Character`s.
    @inlinable public init(in file: SourceFile, line: Int, column: Int) {
        self.init(sourceFile: file, line: Int32(clamping: line), column: Int32(clamping: column))
    }

    @usableFromInline init(sourceFile: SourceFile, line: Int32, column: Int32) {
        self.sourceFile = sourceFile
        storedLine = line
        storedColumn = column
    }

    /// The first character of `file`, for problems that concern a whole file.
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// The first character of `file`, for problems that concern a whole file.
    public static func start(of file: SourceFile) -> SourceLocation {
        SourceLocation(sourceFile: file, line: 1, column: 1)
    }

    /// `file:line:column`, the form editors and CI parse.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.sourceFile != rhs.sourceFile { return lhs.sourceFile < rhs.sourceFile }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
