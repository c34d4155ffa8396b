public import KeyboardGeometry
public import KeyboardModel

extension KeyboardScene {
    /// The font a native view draws a text in, beside the CSS families a page uses: the system
    /// font (`UIFont.systemFont`), its bold weight, or the monospaced system font.
    public enum FontRole: String, Sendable, Hashable, CaseIterable {
        case system
        case systemBold = "system.bold"
        case mono
    }

    /// One run of text: what, in which font and colour, and where.
    public struct Text: Sendable, Hashable {
        /// How the text sits on its ``anchor``.
        public enum Alignment: String, Sendable, Hashable {
            /// Centred on the anchor.
            case center
            /// Ending at the anchor.
            case trailing
        }

        /// The characters to draw (already made printable: controls as their pictures, a lone
        /// combining mark on a dotted circle).
        public var string: String
        /// What the text is for, and so its font's family and weight.
        public var role: ThemeFont.Role
        /// The font's size in points.
        public var fontSize: Double
        /// The font's families, to try in order.
        public var families: [String]
        /// The font's weight.
        public var weight: ThemeFont.Weight
        /// The font for a native view: `mono` when a family is monospaced, else `system.bold`
        /// for a semibold or bold weight, else `system` (``FontRole``).
        public var fontRole: FontRole {
            if families.contains(where: { $0.lowercased().contains("mono") }) { return .mono }
            return weight == .semibold || weight == .bold ? .systemBold : .system
        }
        public var color: ThemeColor
        /// The point on the text's baseline that ``alignment`` refers to.
        public var anchor: KeyboardPoint
        public var alignment: Alignment
    }
}
