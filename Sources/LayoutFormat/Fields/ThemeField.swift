import KeyboardModel

/// The top-level fields of a theme file (docs/FORMAT.md, "Themes").
package enum ThemeField: Int, FormatField {
    case format, id, name, extends, cornerRadius, shadowOffset, suggestionBarHeight, fonts, light, dark

    package static let table = FieldTable<ThemeField>(context: "the theme") { field in
        switch field {
        case .format: FieldSpec("format", .required, .formatVersion, "Version of the theme format: always 1.")
        case .id:
            FieldSpec(
                "id", .required, .nonEmptyString, "Stable identifier of the theme; the file is named `<id>.yaml`.")
        case .name: FieldSpec("name", .string, "Human-readable name, e.g. \"iOS\".")
        case .extends:
            FieldSpec(
                "extends", .nonEmptyString,
                "A bundled theme's id, or the path of a theme file (relative to this one, or absolute), to inherit every value not written here."
            )
        case .cornerRadius:
            FieldSpec(
                "corner-radius", .nonNegativeNumber, default: .value(.number(ThemeDraft.defaultCornerRadius)),
                "Radius of the keys' corners in points (never more than a quarter of a key's side).")
        case .shadowOffset:
            FieldSpec(
                "shadow-offset", .nonNegativeNumber, default: .value(.number(ThemeDraft.defaultShadowOffset)),
                "How far below its key a shadow is drawn, in points.")
        case .suggestionBarHeight:
            FieldSpec(
                "suggestion-bar-height", .nonNegativeNumber,
                default: .value(.number(KeyboardTheme.standardSuggestionBarHeight)),
                "Height of the suggestion bar above the keys, in points (with a lexicon).")
        case .fonts: FieldSpec("fonts", .fields(.themeFonts), "Font families, and each text role's size and weight.")
        case .light:
            FieldSpec(
                "light", .requiredUnlessExtends, .fields(.appearance),
                "Colours of the light appearance; `background` and `character`'s `fill` and `text` are required.")
        case .dark:
            FieldSpec(
                "dark", .fields(.appearance), "Colours of the dark appearance; each unwritten one is the light one.")
        }
    }
}

/// The fields of a theme's `fonts`.
package enum ThemeFontsField: Int, FormatField {
    case families, label, word, hint, legend

    package static let table = FieldTable<ThemeFontsField>(context: "'fonts'") { field in
        switch field {
        case .families:
            FieldSpec(
                "families", .list(.fontFamily),
                default: .derived(ThemeDraft.defaultFamilies.map { "`\($0)`" }.joined(separator: ", ")),
                "Font families to try in order, for every role that names none.")
        case .label: role("label", .label, "A label of one character.")
        case .word: role("word", .word, "A label of several characters, `return`.")
        case .hint: role("hint", .hint, "The small hint in a key's corner.")
        case .legend: role("legend", .legend, "Flick and multitap legends.")
        }
    }
}

extension ThemeFontsField {
    /// A font role's field: its default size said from the one table of sizes.
    fileprivate static func role(_ name: String, _ role: ThemeFont.Role, _ doc: String) -> FieldSpec {
        let size = KeyboardSize.format(ThemeDraft.defaultSize(role))
        return FieldSpec(
            name, .fields(.themeFont),
            default: .derived("size \(size), the theme's families, weight \(ThemeDraft.defaultWeight.rawValue)"), doc)
    }
}

/// The fields of one font role of a theme.
package enum ThemeFontField: Int, FormatField {
    case families, size, weight

    package static let table = FieldTable<ThemeFontField>(context: "a font") { field in
        switch field {
        case .families: FieldSpec("families", .list(.fontFamily), "Font families to try in order.")
        case .size:
            FieldSpec(
                "size", .fontSize,
                "Size in points (`22`), or a percentage of the key's height (`45%`); labels shrink to fit their key.")
        case .weight:
            FieldSpec(
                "weight", .choice(ThemeFont.Weight.allCases.map(\.rawValue)),
                default: .value(.text(ThemeDraft.defaultWeight.rawValue)), "Weight.")
        }
    }
}

/// The fields of a theme's appearance (`light`, `dark`).
package enum AppearanceField: Int, FormatField {
    case background, character, function, space, primary, bubble, callout

    package static let table = FieldTable<AppearanceField>(
        context: "an appearance", synonyms: ["return": "primary", "enter": "primary", "special": "function"]
    ) { field in
        switch field {
        case .background: FieldSpec("background", .color, "The keyboard's background, seen between the keys.")
        case .character:
            FieldSpec(
                "character", .fields(.keyStyle),
                "Keys that type characters (letters, digits, punctuation, dead keys); the other kinds default to it.")
        case .function:
            FieldSpec(
                "function", .fields(.keyStyle),
                "Shift, caps lock, backspace, layer keys, the globe, caret, custom, host and other keys that type nothing."
            )
        case .space: FieldSpec("space", .fields(.keyStyle), "The space bar.")
        case .primary: FieldSpec("primary", .fields(.keyStyle), "The return key.")
        case .bubble:
            FieldSpec(
                "bubble", .fields(.keyStyle), default: .derived("`character`'s"),
                "The preview bubble over a pressed key.")
        case .callout:
            FieldSpec(
                "callout", .fields(.keyStyle), default: .derived("`bubble`'s"),
                "The long-press callout; its `selected` is the selected item.")
        }
    }
}

/// The fields of a key style: colours, and the same fields again for each state.
package enum KeyStyleField: Int, FormatField {
    case fill, text, secondary, stroke, shadow, pressed, active, disabled, selected

    package static let table = FieldTable<KeyStyleField>(context: "a key style") { field in
        switch field {
        case .fill: FieldSpec("fill", .color, "The cap's colour.")
        case .text: FieldSpec("text", .color, "The label's colour.")
        case .secondary:
            FieldSpec("secondary", .color, default: .derived("`text`"), "The colour of hints and legends.")
        case .stroke: FieldSpec("stroke", .color, default: .derived("none"), "The cap's outline.")
        case .shadow:
            FieldSpec("shadow", .color, default: .derived("none"), "The cap's shadow, `shadow-offset` lower.")
        case .pressed:
            FieldSpec("pressed", .fields(.keyStyle), "Under a finger; each colour not written is the normal one.")
        case .active:
            FieldSpec(
                "active", .fields(.keyStyle),
                "On (shift, caps lock, the shown layer's key); each colour not written is the pressed one.")
        case .disabled: FieldSpec("disabled", .fields(.keyStyle), "Turned off by the host.")
        case .selected:
            FieldSpec(
                "selected", .fields(.keyStyle), default: .derived("`primary`'s"), "In `callout`: the selected item.")
        }
    }
}
