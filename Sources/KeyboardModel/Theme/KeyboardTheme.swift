/// How a keyboard looks: colours in a light and a dark appearance, fonts, the keys' corner radius
/// and shadow. Themes are data: `Themes/ios.yaml` and `Themes/material.yaml` are bundled, and a
/// layout names its default (docs/FORMAT.md, "Themes").
public struct KeyboardTheme: Sendable, Hashable, Codable {
    /// The theme's id (`ios`), as layouts and `render --theme` name it.
    public var id: String
    /// The theme's name for people.
    public var name: String
    /// The radius of the keys' corners, in points (never more than a quarter of a key's side).
    public var cornerRadius: Double
    /// How far below its key a shadow is drawn, in points.
    public var shadowOffset: Double
    /// The light appearance.
    public var light: ThemeAppearance
    /// The dark appearance.
    public var dark: ThemeAppearance
    /// The height of the suggestion bar above the keys, in points.
    public var suggestionBarHeight: Double
    /// The font of each role, in ``ThemeFont/Role`` order.
    private var fonts: [ThemeFont]

    /// The suggestion bar's height when a theme does not say: iOS's QuickType bar.
    public static let standardSuggestionBarHeight = 44.0

    /// Creates a theme; `font` gives each role's font.
    public init(
        id: String, name: String, cornerRadius: Double, shadowOffset: Double, light: ThemeAppearance,
        dark: ThemeAppearance, suggestionBarHeight: Double = standardSuggestionBarHeight,
        font: (ThemeFont.Role) -> ThemeFont
    ) {
        self.id = id
        self.name = name
        self.cornerRadius = cornerRadius
        self.shadowOffset = shadowOffset
        self.light = light
        self.dark = dark
        self.suggestionBarHeight = suggestionBarHeight
        fonts = ThemeFont.Role.allCases.map(font)
    }

    /// The appearance called `name`.
    public func appearance(_ name: ThemeAppearance.Name) -> ThemeAppearance {
        name == .dark ? dark : light
    }

    /// The font for `role`.
    public func font(_ role: ThemeFont.Role) -> ThemeFont {
        fonts[role.ordinal]
    }
}
