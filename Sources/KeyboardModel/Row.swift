/// One row of keys, left to right as displayed (for every script).
public struct Row: Sendable, Hashable, Codable {
    /// The keys, left to right.
    public var keys: [Key]
    /// The row's share of the keyboard's height, relative to the other rows (default 1).
    public var height: Double
    /// Where the row sits when it is narrower than the widest row of its layer.
    public var alignment: RowAlignment
    /// Where the row was written.
    public var source: SourceMark

    /// Creates a row.
    public init(keys: [Key], height: Double = 1, alignment: RowAlignment = .center, source: SourceMark = .none) {
        self.keys = keys
        self.height = height
        self.alignment = alignment
        self.source = source
    }
}

/// Where a row narrower than the widest row of its layer sits.
public enum RowAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case left
    case center
    case right
}
