/// How a theme draws one kind of key in one state: its cap's fill, outline and shadow, and the
/// colours of its label and of its small legends (hints, flick and multitap legends).
public struct KeyStyle: Sendable, Hashable, Codable {
    /// The cap's fill.
    public var fill: ThemeColor
    /// The label's colour.
    public var text: ThemeColor
    /// The colour of hints and legends.
    public var secondary: ThemeColor
    /// The cap's outline, if it has one.
    public var stroke: ThemeColor?
    /// The cap's shadow (the same shape, ``KeyboardTheme/shadowOffset`` lower), if it has one.
    public var shadow: ThemeColor?

    /// Creates a style.
    public init(
        fill: ThemeColor, text: ThemeColor, secondary: ThemeColor? = nil, stroke: ThemeColor? = nil,
        shadow: ThemeColor? = nil
    ) {
        self.fill = fill
        self.text = text
        self.secondary = secondary ?? text
        self.stroke = stroke
        self.shadow = shadow
    }
}
