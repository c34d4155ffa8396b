/// Spacing and minimum sizes of a layout, in points.
public struct Metrics: Sendable, Hashable, Codable {
    /// Space between the keyboard's edges and its keys.
    public var insets: KeyboardInsets
    /// The horizontal gap between neighbouring keys.
    public var keyGap: Double
    /// The vertical gap between rows.
    public var rowGap: Double
    /// Every key is at least this wide (a required constraint).
    public var minKeyWidth: Double
    /// Every row is at least this high (a required constraint).
    public var minRowHeight: Double
    /// A 1-unit key should not be wider than this (a medium preference), if set.
    public var maxUnitWidth: Double?
    /// Rows would like to be this high (a weak preference), if set.
    public var preferredRowHeight: Double?
    /// Where the metrics were written.
    public var source: SourceMark

    /// Creates metrics; the defaults are those of an iPhone keyboard.
    public init(
        insets: KeyboardInsets = KeyboardInsets(top: 8, left: 3, bottom: 4, right: 3), keyGap: Double = 6,
        rowGap: Double = 12, minKeyWidth: Double = 20, minRowHeight: Double = 30, maxUnitWidth: Double? = nil,
        preferredRowHeight: Double? = nil, source: SourceMark = .none
    ) {
        self.insets = insets
        self.keyGap = keyGap
        self.rowGap = rowGap
        self.minKeyWidth = minKeyWidth
        self.minRowHeight = minRowHeight
        self.maxUnitWidth = maxUnitWidth
        self.preferredRowHeight = preferredRowHeight
        self.source = source
    }
}

/// Distances from the four edges, in points.
public struct KeyboardInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
