/// A font a theme uses for one role: families to try in order, a size and a weight.
public struct ThemeFont: Sendable, Hashable, Codable {
    /// What text a font is for: `label`, a key's label of one character; `word`, a label of
    /// more than one character (`return`, `ABC`, `space`); `hint`, the small hint in a key's
    /// corner; `legend`, flick and multitap legends.
    public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
        case label, word, hint, legend

        /// The position in `allCases`, without making the array.
        public var ordinal: Int { Self.ordinals[self] }
        private static let ordinals = CaseOrdinals<Role>()
    }

    /// How large: in points, or as a fraction of the key's height.
    public enum Size: Sendable, Hashable, Codable {
        case points(Double)
        case keyHeight(Double)

        /// The size in points on a key `height` points tall.
        public func points(onKeyOfHeight height: Double) -> Double {
            switch self {
            case .points(let points): points
            case .keyHeight(let fraction): fraction * height
            }
        }
    }

    /// How heavy, by CSS's numeric weights.
    public enum Weight: String, Sendable, Hashable, Codable, CaseIterable {
        case light, regular, medium, semibold, bold

        /// The CSS and OpenType weight: 300, 400, 500, 600, 700.
        public var value: Int {
            switch self {
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            }
        }
    }

    /// Font families to try, in order (a host uses the first it has).
    public var families: [String]
    public var size: Size
    public var weight: Weight

    /// Creates a font.
    public init(families: [String], size: Size, weight: Weight = .regular) {
        self.families = families
        self.size = size
        self.weight = weight
    }
}
