/// One appearance of a theme (light or dark): the colour behind and between the keys, each
/// kind of key in each state, and the overlays.
public struct ThemeAppearance: Sendable, Hashable, Codable {
    /// Light or dark.
    public enum Name: String, Sendable, Hashable, Codable, CaseIterable {
        case light, dark
    }

    /// The keyboard's background: the colour seen in the gaps between keys.
    public var background: ThemeColor
    /// Each kind's style in each state, kind by kind in ``KeyKind`` order, states in
    /// ``KeyCapState`` order.
    private var styles: [KeyStyle]
    /// The preview bubble over a pressed character key.
    public var bubble: KeyStyle
    /// The long-press callout's items.
    public var callout: KeyStyle
    /// The callout's selected item.
    public var calloutSelected: KeyStyle

    /// Creates an appearance; `style` gives each kind's look in each state.
    public init(
        background: ThemeColor, bubble: KeyStyle, callout: KeyStyle, calloutSelected: KeyStyle,
        style: (KeyKind, KeyCapState) -> KeyStyle
    ) {
        // In ordinal order (``index(_:_:)``), into one array made at its size.
        var styles: [KeyStyle] = []
        styles.reserveCapacity(Self.styleCount)
        for kind in KeyKind.allCases {
            for state in KeyCapState.allCases { styles.append(style(kind, state)) }
        }
        self.init(
            background: background, bubble: bubble, callout: callout, calloutSelected: calloutSelected,
            stylesInOrdinalOrder: styles)
    }

    /// Creates an appearance from each kind's style in each state in ordinal order: kind by kind
    /// in ``KeyKind`` order, states in ``KeyCapState`` order (``styleCount`` of them), as the
    /// compiled format stores them. A list of another length is taken as far as it goes, its
    /// missing entries filled with its last (or with `bubble`).
    package init(
        background: ThemeColor, bubble: KeyStyle, callout: KeyStyle, calloutSelected: KeyStyle,
        stylesInOrdinalOrder styles: consuming [KeyStyle]
    ) {
        self.background = background
        self.bubble = bubble
        self.callout = callout
        self.calloutSelected = calloutSelected
        if styles.count > Self.styleCount { styles.removeLast(styles.count - Self.styleCount) }
        while styles.count < Self.styleCount { styles.append(styles.last ?? bubble) }
        self.styles = styles
    }

    /// How many styles an appearance holds: one for each kind in each state.
    package static var styleCount: Int { KeyKind.allCases.count * KeyCapState.allCases.count }

    /// How a key of `kind` looks in `state`.
    public func style(_ kind: KeyKind, _ state: KeyCapState) -> KeyStyle {
        styles[Self.index(kind, state)]
    }

    /// Changes how a key of `kind` looks in `state`.
    public mutating func setStyle(_ style: KeyStyle, for kind: KeyKind, _ state: KeyCapState) {
        styles[Self.index(kind, state)] = style
    }

    private static func index(_ kind: KeyKind, _ state: KeyCapState) -> Int {
        kind.ordinal * 4 + state.ordinal
    }
}
