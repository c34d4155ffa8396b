public import KeyboardGeometry
public import KeyboardModel

extension KeyboardScene {
    /// One key's cap and the texts on it.
    public struct KeyCap: Sendable, Hashable {
        /// The key's id.
        public var keyID: String
        /// The cap's rectangle: the key's solved frame.
        public var frame: KeyboardRect
        /// The radius of its corners.
        public var cornerRadius: Double
        public var kind: KeyKind
        public var state: KeyCapState
        /// The theme's style for ``kind`` in ``state``.
        public var style: KeyStyle
        /// How far below the cap its shadow is drawn (when the style has a shadow).
        public var shadowOffset: Double
        /// What the key says now, before it is made printable: the shifted face while shift is
        /// on, the field's return label on a return key; a symbol key's label.
        public var shownText: String
        /// The key's own hint, as written (``hint`` draws it, or a preview of the alternates).
        public var hintText: String?
        /// What assistive technology says for the key: its accessibility label, else its named
        /// symbol in words (`arrow left`), else what it shows.
        public var spokenText: String
        /// The label, when there is one to draw.
        public var label: Text?
        /// The named symbol the label draws, for hosts that draw icons instead (the label is
        /// its first Unicode fallback).
        public var symbol: KeySymbol?
        /// The symbol's semantic name in the state shown (`delete`, `shift.on`, `shift.locked`,
        /// `globe`, `return`, …; ``KeySymbol/semanticName(shifted:locked:)``); `nil` without a
        /// symbol.
        public var symbolName: String?
        /// The SF Symbols name of the symbol in the state shown (`delete.left`, `shift.fill`,
        /// `capslock.fill`; ``KeySymbol/systemImageName(shifted:locked:)``), for a native view.
        public var systemImageName: String?
        /// The hint in the top trailing corner (or a preview of the first alternates).
        public var hint: Text?
        /// Flick legends inside the edges their directions point to.
        public var flickLegends: [FlickLegend]
        /// The multitap cycle along the bottom edge.
        public var multitapLegend: Text?
    }

    /// A flick's legend on its key.
    public struct FlickLegend: Sendable, Hashable {
        public var direction: FlickDirection
        public var text: Text
    }
}
