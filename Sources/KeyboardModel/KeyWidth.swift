/// How wide a key is.
public enum KeyWidth: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A number of units; one unit is the width of a 1-unit key, shared by every row of a layer.
    /// A key of *k* units also spans the *k − 1* gaps it covers, so it lines up with *k* 1-unit keys.
    case units(Double)
    /// A fixed width in points.
    case points(Double)
    /// A percentage of the row's width inside the insets (0 < p ≤ 100).
    case percent(Double)
    /// An equal share of what the row has left.
    case fill

    /// The form used in layout files: `1.5`, `60pt`, `25%`, `fill`.
    public var description: String {
        switch self {
        case .units(let value): KeyboardSize.format(value)
        case .points(let value): KeyboardSize.format(value) + "pt"
        case .percent(let value): KeyboardSize.format(value) + "%"
        case .fill: "fill"
        }
    }
}

/// A length that bounds a key's width: units, points or a percentage of the row.
public enum KeyLength: Sendable, Hashable, Codable, CustomStringConvertible {
    case units(Double)
    case points(Double)
    case percent(Double)

    /// The form used in layout files: `1.5`, `60pt`, `25%`.
    public var description: String {
        switch self {
        case .units(let value): KeyboardSize.format(value)
        case .points(let value): KeyboardSize.format(value) + "pt"
        case .percent(let value): KeyboardSize.format(value) + "%"
        }
    }
}
