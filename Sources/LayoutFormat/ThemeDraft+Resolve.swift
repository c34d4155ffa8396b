import KeyboardModel
import LayoutDiagnostics

extension ThemeDraft {
    /// The default size of each font role, in points: what the fonts' docs say.
    static func defaultSize(_ role: ThemeFont.Role) -> Double {
        switch role {
        case .label: 22
        case .word: 16
        case .hint: 11
        case .legend: 9
        }
    }

    /// The families of a role that names none and a theme that names none.
    static let defaultFamilies = ["system-ui", "sans-serif"]

    /// The weight of a role that names none.
    static let defaultWeight = ThemeFont.Weight.regular

    /// The corner radius and the shadow's offset of a theme that names none, in points.
    static let defaultCornerRadius = 0.0
    static let defaultShadowOffset = 0.0

    /// The theme with every default filled in, or `nil` with an error at `location` for each
    /// colour that has no value and no default (the light background, and the light character
    /// key's fill and text).
    ///
    /// Defaults: a kind's style is `character`'s; a state's colours are the normal ones
    /// (`active`'s the pressed ones); `secondary` is `text`; `bubble` is `character`, `callout`
    /// is `bubble` and its selected item `primary`; each dark colour is the light one.
    func resolved(into diagnostics: inout [Diagnostic]) -> KeyboardTheme? {
        let location = light.location ?? rootLocation
        let character = light.styles[.character] ?? Style()
        var missing: [String] = []
        if light.background == nil { missing.append("light.background") }
        if character.fill == nil { missing.append("light.character.fill") }
        if character.text == nil { missing.append("light.character.text") }
        guard missing.isEmpty, let lightAppearance = Self.appearance(light) else {
            for name in missing {
                diagnostics.append(
                    Diagnostic(
                        .error, code: DiagnosticCode.missingField.rawValue,
                        "missing required field '\(name)' (no theme this one extends gives it)", at: location))
            }
            return nil
        }
        let darkAppearance = Self.appearance(dark.over(light)) ?? lightAppearance
        let written = fonts
        let families = families ?? Self.defaultFamilies
        return KeyboardTheme(
            id: id?.value ?? "", name: name ?? id?.value ?? "", cornerRadius: cornerRadius ?? Self.defaultCornerRadius,
            shadowOffset: shadowOffset ?? Self.defaultShadowOffset, light: lightAppearance, dark: darkAppearance,
            suggestionBarHeight: suggestionBarHeight ?? KeyboardTheme.standardSuggestionBarHeight
        ) { role in
            let font = written[Self.field(of: role)] ?? Font()
            return ThemeFont(
                families: font.families ?? families, size: font.size ?? .points(Self.defaultSize(role)),
                weight: font.weight ?? Self.defaultWeight)
        }
    }

    private static func field(of role: ThemeFont.Role) -> ThemeFontsField {
        switch role {
        case .label: .label
        case .word: .word
        case .hint: .hint
        case .legend: .legend
        }
    }

    /// An appearance whose `background` and character fill and text are known.
    private static func appearance(_ written: Appearance) -> ThemeAppearance? {
        let character = written.styles[.character] ?? Style()
        guard let background = written.background, character.fill != nil, character.text != nil else { return nil }
        func style(_ field: AppearanceField) -> Style { (written.styles[field] ?? Style()).over(character) }
        func make(_ style: Style) -> KeyStyle {
            KeyStyle(
                fill: style.fill ?? ThemeColor(red: 0, green: 0, blue: 0),
                text: style.text ?? ThemeColor(red: 0, green: 0, blue: 0), secondary: style.secondary,
                stroke: style.stroke, shadow: style.shadow)
        }
        /// A kind's style in a state: the state's colours over the normal ones (over the
        /// pressed ones for `active`).
        func stated(_ base: Style, _ state: KeyCapState) -> Style {
            let plain = Style(
                fill: base.fill, text: base.text, secondary: base.secondary, stroke: base.stroke, shadow: base.shadow)
            switch state {
            case .normal: return plain
            case .pressed: return (base.states[.pressed] ?? Style()).over(plain)
            case .active: return (base.states[.active] ?? Style()).over(stated(base, .pressed))
            case .disabled: return (base.states[.disabled] ?? Style()).over(plain)
            }
        }
        let bubble = style(.bubble)
        let callout = (written.styles[.callout] ?? Style()).over(bubble)
        let selected = (callout.states[.selected] ?? Style()).over(stated(style(.primary), .normal))
        return ThemeAppearance(
            background: background, bubble: make(stated(bubble, .normal)), callout: make(stated(callout, .normal)),
            calloutSelected: make(selected)
        ) { kind, state in
            let field: AppearanceField =
                switch kind {
                case .character: .character
                case .function: .function
                case .space: .space
                case .primary: .primary
                }
            return make(stated(style(field), state))
        }
    }
}
