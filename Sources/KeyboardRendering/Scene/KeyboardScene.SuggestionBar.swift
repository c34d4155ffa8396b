public import KeyboardGeometry
public import KeyboardModel
public import KeyboardWords

extension KeyboardScene {
    /// The suggestion bar: a band as wide as the keyboard above its keys (from y = −height to
    /// 0), split into equal slots, each with one suggestion of the word being typed. The
    /// correction a word end would make is drawn on a cap of the character keys' style, and
    /// what was typed, offered to keep it, in quotes.
    public struct SuggestionBar: Sendable, Hashable {
        /// One slot of the bar.
        public struct Slot: Sendable, Hashable {
            /// The suggestion's place in ``KeyboardScene/State/suggestions`` (what accepting the
            /// slot accepts).
            public var index: Int
            /// The suggestion's text, as it would be typed.
            public var text: String
            public var kind: SuggestionKind
            /// Whether it is the correction a word end would make.
            public var isPending: Bool
            /// The slot's rectangle.
            public var frame: KeyboardRect
            /// The cap behind a pending correction, else `nil` (the bar's background shows), and
            /// where it is drawn: the slot less 3 pt each side and 12 % of its height above and
            /// below.
            public var style: KeyStyle?
            public var capFrame: KeyboardRect
            public var cornerRadius: Double
            /// The text drawn: the suggestion, quoted when it keeps what was typed.
            public var label: Text
        }

        /// The bar's rectangle, above the keys.
        public var frame: KeyboardRect
        /// Its fill: the keyboard's background.
        public var background: ThemeColor
        /// The thin lines between slots.
        public var divider: ThemeColor
        /// Where the dividers are: between each slot and the next, a third of the bar high.
        public var dividers: [KeyboardRect]
        public var slots: [Slot]
    }
}

extension Painter {
    /// The bar over a keyboard `width` wide, `height` high, with `slotCount` slots.
    func suggestionBar(
        _ suggestions: WordSuggestions, width: Double, height: Double, slotCount: Int
    ) -> KeyboardScene.SuggestionBar {
        let count = max(1, slotCount)
        let slotWidth = width / Double(count)
        let character = colours.style(.character, .normal)
        var slots = [KeyboardScene.SuggestionBar.Slot]()
        for (index, suggestion) in suggestions.suggestions.prefix(count).enumerated() {
            let frame = KeyboardRect(x: Double(index) * slotWidth, y: -height, width: slotWidth, height: height)
            let pending =
                suggestion.kind == .correction
                && suggestions.correction.map {
                    $0.utf8.elementsEqual(suggestion.text.utf8)
                } == true
            let kept = suggestion.kind == .literal && suggestions.correction != nil
            let shown = kept ? "\u{201C}" + suggestion.text + "\u{201D}" : suggestion.text
            let inset = KeyboardRect(
                x: frame.x + 3, y: frame.y + height * 0.12, width: max(0, frame.width - 6), height: height * 0.76)
            let size = fontSize(
                for: shown, role: .word, in: KeyboardRect(x: inset.x, y: frame.y, width: inset.width, height: height))
            slots.append(
                KeyboardScene.SuggestionBar.Slot(
                    index: index, text: suggestion.text, kind: suggestion.kind, isPending: pending, frame: frame,
                    style: pending ? character : nil, capFrame: inset, cornerRadius: radius(for: inset),
                    label: text(
                        shown, role: .word, size: size, color: character.text,
                        at: KeyboardPoint(x: frame.midX, y: frame.midY + size * 0.35))))
        }
        let dividers = (1..<count).map {
            KeyboardRect(x: Double($0) * slotWidth - 0.25, y: -height * 2 / 3, width: 0.5, height: height / 3)
        }
        return KeyboardScene.SuggestionBar(
            frame: KeyboardRect(x: 0, y: -height, width: width, height: height), background: colours.background,
            divider: character.secondary, dividers: dividers, slots: slots)
    }
}
