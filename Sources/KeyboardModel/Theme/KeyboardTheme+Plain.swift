extension KeyboardTheme {
    /// The look of a layout that names no theme (one built in code): greys, black and white,
    /// no shadows, the system's sans-serif. Bundled themes (`Themes/`) are data; this one is
    /// the floor under them, so that every layout can be drawn.
    public static let plain: KeyboardTheme = {
        func grey(_ level: UInt8) -> ThemeColor { ThemeColor(red: level, green: level, blue: level) }
        func appearance(dark: Bool) -> ThemeAppearance {
            let text = dark ? grey(0xFF) : grey(0x00)
            let secondary = grey(0x80)
            let character = dark ? grey(0x55) : grey(0xFF)
            let function = dark ? grey(0x33) : grey(0xBB)
            let pressed = dark ? grey(0x77) : grey(0x99)
            let key = KeyStyle(fill: character, text: text, secondary: secondary)
            return ThemeAppearance(
                background: dark ? grey(0x11) : grey(0xDD), bubble: key, callout: key,
                calloutSelected: KeyStyle(fill: text, text: character, secondary: character)
            ) { kind, state in
                switch (kind, state) {
                case (_, .pressed), (.function, .active): KeyStyle(fill: pressed, text: text, secondary: secondary)
                case (_, .disabled): KeyStyle(fill: function, text: secondary, secondary: secondary)
                case (.function, _): KeyStyle(fill: function, text: text, secondary: secondary)
                default: key
                }
            }
        }
        return KeyboardTheme(
            id: "plain", name: "Plain", cornerRadius: 4, shadowOffset: 0, light: appearance(dark: false),
            dark: appearance(dark: true)
        ) { role in
            switch role {
            case .label: ThemeFont(families: ["sans-serif"], size: .points(22))
            case .word: ThemeFont(families: ["sans-serif"], size: .points(16))
            case .hint: ThemeFont(families: ["sans-serif"], size: .points(11))
            case .legend: ThemeFont(families: ["sans-serif"], size: .points(9))
            }
        }
    }()
}
