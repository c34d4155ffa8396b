/// One row of keys, left to right as displayed (for every script).
public struct Row: Sendable, Hashable, Codable {
    /// The keys, left to right.
    public var keys: [Key]
    /// The row's share of the keyboard's height, relative to the other rows (default 1).
    public var height: Double
    /// Where the row sits when it is narrower than the widest row of its layer.
    public var alignment: RowAlignment
    /// Spacers between keys: space with no key and no hit region of its own (the neighbours'
    /// hit regions share it, as they share the gaps between keys), sorted by position.
    public var gaps: [RowGap]
    /// Where the row was written.
    public var source: SourceMark

    /// Creates a row.
    public init(
        keys: [Key], height: Double = 1, alignment: RowAlignment = .center, gaps: [RowGap] = [],
        source: SourceMark = .none
    ) {
        self.keys = keys
        self.height = height
        self.alignment = alignment
        self.gaps = gaps
        self.source = source
    }
}

/// Where a row narrower than the widest row of its layer sits.
public enum RowAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case left
    case center
    case right
}

/// A spacer in a row: a width with no key.
public struct RowGap: Sendable, Hashable, Codable {
    /// Where it stands: before the key at this index of the row (the row's key count: after the
    /// last key).
    public var index: Int
    /// Its width: units (one unit is a missing key with its gap: `u + key-gap`), points or a
    /// percentage of the available width.
    public var width: KeyLength

    /// Creates a gap.
    public init(before index: Int, width: KeyLength) {
        self.index = index
        self.width = width
    }
}
