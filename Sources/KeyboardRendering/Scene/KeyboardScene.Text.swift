public import KeyboardGeometry
public import KeyboardModel

extension KeyboardScene {
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
        public var color: ThemeColor
        /// The point on the text's baseline that ``alignment`` refers to.
        public var anchor: KeyboardPoint
        public var alignment: Alignment
    }
}
