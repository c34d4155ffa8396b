import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension FormatDecoder {
    /// Reads a theme document, as ``decode()`` reads a layout: the same reader of events, the
    /// same messages, the theme's own field tables.
    ///
    /// - Returns: The draft, or `nil` when the top level is not a mapping.
    /// - Throws: ``YAMLStop`` when the events stop.
    mutating func decodeTheme() throws(YAMLStop) -> ThemeDraft? {
        guard let root = try startDocument(expected: "a mapping of theme fields") else { return nil }
        let rootLocation = events.location(root)
        var draft = ThemeDraft(rootLocation: rootLocation)
        while let (field, _) = try nextField(ThemeField.self) {
            draft.writtenFields.insert(field)
            let value = try events.next()
            switch field {
            case .format: try readFormatVersion(value)
            case .id: draft.id = try string(value, field).map { Located($0, at: events.location(value)) }
            case .name: draft.name = try string(value, field)
            case .extends: draft.extends = try string(value, field).map { Located($0, at: events.location(value)) }
            case .cornerRadius: draft.cornerRadius = try number(value, field)
            case .suggestionBarHeight: draft.suggestionBarHeight = try number(value, field)
            case .shadowOffset: draft.shadowOffset = try number(value, field)
            case .fonts: try readThemeFonts(value, into: &draft)
            case .light: draft.light = try readAppearance(value)
            case .dark: draft.dark = try readAppearance(value)
            }
        }
        for field in ThemeField.table.required where !draft.writtenFields.contains(field) {
            missing(field.name, at: rootLocation)
        }
        if draft.extends == nil, !draft.writtenFields.contains(.light) {
            missing(ThemeField.light.name, at: rootLocation)
        }
        try events.finish()
        return draft
    }

    private mutating func readThemeFonts(_ value: YAMLEvent, into draft: inout ThemeDraft) throws(YAMLStop) {
        try readFields(value) { decoder, field, _, value throws(YAMLStop) in
            switch field as ThemeFontsField {
            case .families: draft.families = try decoder.readFamilies(value)
            case .label, .word, .hint, .legend: draft.fonts[field] = try decoder.readThemeFont(value)
            }
        }
    }

    private mutating func readThemeFont(_ value: YAMLEvent) throws(YAMLStop) -> ThemeDraft.Font {
        var font = ThemeDraft.Font()
        try readFields(value) { decoder, field, _, value throws(YAMLStop) in
            switch field as ThemeFontField {
            case .families: font.families = try decoder.readFamilies(value)
            case .size: font.size = try decoder.fontSize(value, field)
            case .weight: font.weight = try decoder.choice(value, field)
            }
        }
        return font
    }

    /// A list of font family names, not empty.
    private mutating func readFamilies(_ value: YAMLEvent) throws(YAMLStop) -> [String]? {
        guard try isSequence(value, expected: "a list of font families") else { return nil }
        var families: [String] = []
        _ = try readItems(limit: FieldItem.maxFontFamilies, .tooManyFontFamilies, owner: "'families'", noun: "families")
        {
            decoder, item throws(YAMLStop) in
            if let name = try decoder.string(item, field: "families", nonEmpty: true, limit: .name("a font family")) {
                families.append(name)
            }
        }
        if families.isEmpty {
            error(.wrongType, "expected at least one font family", at: value)
            return nil
        }
        return families
    }

    private mutating func readAppearance(_ value: YAMLEvent) throws(YAMLStop) -> ThemeDraft.Appearance {
        var appearance = ThemeDraft.Appearance(location: events.location(value))
        try readFields(value) { decoder, field, _, value throws(YAMLStop) in
            switch field as AppearanceField {
            case .background: appearance.background = try decoder.color(value, field)
            default: appearance.styles[field] = try decoder.readKeyStyle(value, nested: false)
            }
        }
        return appearance
    }

    /// A key style; a state's style (`nested`) may not have states of its own.
    private mutating func readKeyStyle(_ value: YAMLEvent, nested: Bool) throws(YAMLStop) -> ThemeDraft.Style {
        var style = ThemeDraft.Style()
        try readFields(value) { decoder, field, key, value throws(YAMLStop) in
            switch field as KeyStyleField {
            case .fill: style.fill = try decoder.color(value, field)
            case .text: style.text = try decoder.color(value, field)
            case .secondary: style.secondary = try decoder.color(value, field)
            case .stroke: style.stroke = try decoder.color(value, field)
            case .shadow: style.shadow = try decoder.color(value, field)
            case .pressed, .active, .disabled, .selected:
                if nested {
                    decoder.error(
                        .unknownField, "a state's style has no states of its own: '\(field.name)' belongs beside it",
                        at: decoder.events.location(of: key))
                    try decoder.events.skip(value)
                } else {
                    style.states[field] = try decoder.readKeyStyle(value, nested: true)
                }
            }
        }
        return style
    }

    // MARK: - Values

    /// The format version, `1`.
    mutating func readFormatVersion(_ value: YAMLEvent) throws(YAMLStop) {
        guard value.kind == .scalar, value.style == .plain, ScalarValue.isInteger(value.string) else {
            try reject(value, expected: "an integer")
            return
        }
        let text = value.string
        if Int(text) != 1 {
            error(.unsupportedFormat, "unsupported format \(text); this version reads format 1", at: value)
        }
    }

    /// A colour field's value: `#RRGGBB` or `#RRGGBBAA`; a CSS short form (`#FFF`) or one of
    /// CSS's basic colour names is reported with its long form as the suggestion.
    mutating func color<Field: FormatField>(_ event: YAMLEvent, _ field: Field) throws(YAMLStop) -> ThemeColor? {
        guard event.kind == .scalar, !event.isNull else {
            if reportedBareIndicator(event) { return nil }
            try reject(event, expected: "a colour such as \"#RRGGBB\"")
            return nil
        }
        let text = event.string
        if let color = ThemeColor(hex: text) { return color }
        let suggestion = ThemeColorNames.suggestion(for: text).map { "; did you mean '\($0)'?" } ?? ""
        let place = events.location(event)
        error(
            .badColor, "bad colour '\(text)' for '\(field.name)'\(suggestion)", at: place,
            notes: [
                .note(
                    "a colour is '#RRGGBB' or '#RRGGBBAA' in hexadecimal, quoted (a bare # starts a comment)",
                    at: place)
            ])
        return nil
    }

    /// A font size: a number of points greater than 0, or a percentage of the key's height
    /// (`45%`) from above 0 to 100.
    mutating func fontSize<Field: FormatField>(_ event: YAMLEvent, _ field: Field) throws(YAMLStop) -> ThemeFont.Size? {
        guard event.kind == .scalar, !event.isNull else {
            try reject(event, expected: "a size in points or a percentage")
            return nil
        }
        let text = event.string
        if text.hasSuffix("%") {
            if case .finite(let percent) = ScalarValue.number(String(text.dropLast())), percent > 0,
                percent <= 100
            {
                return .keyHeight(percent / 100)
            }
        } else if event.style == .plain, case .finite(let points) = ScalarValue.number(bytes: event.text), points > 0 {
            return .points(points)
        }
        error(
            .wrongType,
            "bad size '\(text)' for '\(field.name)'; expected points greater than 0 (22) or a percentage of the "
                + "key's height (45%)", at: event)
        return nil
    }
}

/// CSS's basic colour names and what people write for them, for "did you mean" on a bad colour.
enum ThemeColorNames {
    static let basic: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "red": "#FF0000", "green": "#008000", "blue": "#0000FF",
        "gray": "#808080", "grey": "#808080", "silver": "#C0C0C0", "yellow": "#FFFF00", "transparent": "#00000000",
    ]

    /// The long form of a short hex colour (`#FFF`, `#FFF8`, or either without `#`), the hex of
    /// a basic colour name, or the six or eight digits with the `#` they lack.
    static func suggestion(for text: String) -> String? {
        if let named = basic[text.lowercased()] { return named }
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 3, 4: return "#" + digits.uppercased().map { "\($0)\($0)" }.joined()
        case 6, 8: return text.hasPrefix("#") ? nil : "#" + digits.uppercased()
        default: return nil
        }
    }
}
