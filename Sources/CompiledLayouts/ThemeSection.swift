import KeyboardModel

/// The theme section, `THM ` (docs/COMPILED-FORMAT.md): the layout's default theme, resolved
/// (every default filled in), its texts in the string section. Added in version 2 without the
/// required flag, so a version 1 reader skips it and draws in its host's theme.
enum ThemeSection {
    /// The tag.
    static let tag: [UInt8] = Array("THM ".utf8)

    /// The fixed orders the section lists things in (not the model's case orders).
    static let roles: [ThemeFont.Role] = [.label, .word, .hint, .legend]
    static let kinds: [KeyKind] = [.character, .function, .space, .primary]
    static let states: [KeyCapState] = [.normal, .pressed, .active, .disabled]
    static let weights = CodeTable<ThemeFont.Weight>([.light, .regular, .medium, .semibold, .bold])

    /// Writes `theme`, its texts through `text`.
    static func write(_ theme: KeyboardTheme, to output: inout ByteWriter, text: (String) -> Int) {
        output.count(text(theme.id))
        output.count(text(theme.name))
        output.number(theme.cornerRadius)
        output.number(theme.shadowOffset)
        for role in roles {
            let font = theme.font(role)
            output.count(font.families.count)
            for family in font.families { output.count(text(family)) }
            let (form, size): (UInt8, Double) =
                switch font.size {
                case .points(let points): (0, points)
                case .keyHeight(let fraction): (1, fraction)
                }
            output.byte(form)
            output.number(size)
            output.byte(weights.code(of: font.weight))
        }
        for appearance in [theme.light, theme.dark] {
            write(appearance.background, to: &output)
            for style in [appearance.bubble, appearance.callout, appearance.calloutSelected] {
                write(style, to: &output)
            }
            for kind in kinds {
                for state in states { write(appearance.style(kind, state), to: &output) }
            }
        }
        // Since version 4, after the rest and only when not the standard 44 (which makes the
        // file readable from 4: an older reader refuses bytes after the theme).
        if theme.suggestionBarHeight != KeyboardTheme.standardSuggestionBarHeight {
            output.number(theme.suggestionBarHeight)
        }
    }

    /// Whether `theme` writes what a reader before version 4 does not know.
    static func needsVersion4(_ theme: KeyboardTheme) -> Bool {
        theme.suggestionBarHeight != KeyboardTheme.standardSuggestionBarHeight
    }

    private static func write(_ color: ThemeColor, to output: inout ByteWriter) {
        for channel in [color.red, color.green, color.blue, color.alpha] { output.byte(channel) }
    }

    private static func write(_ style: KeyStyle, to output: inout ByteWriter) {
        output.byte((style.stroke == nil ? 0 : 1) | (style.shadow == nil ? 0 : 2))
        for color in [style.fill, style.text, style.secondary] { write(color, to: &output) }
        if let stroke = style.stroke { write(stroke, to: &output) }
        if let shadow = style.shadow { write(shadow, to: &output) }
    }

    /// Reads a theme, checking every count, code and number as the layout section's are.
    static func read(_ reader: inout ByteReader, pool: TextPool) throws(CompiledLayoutError) -> KeyboardTheme {
        func text(_ use: TextPool.Use) throws(CompiledLayoutError) -> String {
            pool.texts[try pool.index(from: &reader, as: use)]
        }
        func length(_ what: String) throws(CompiledLayoutError) -> Double {
            let value = try reader.number()
            guard value >= 0, value <= 10_000 else { throw reader.malformed("\(what) \(value) is out of range") }
            return value
        }
        let id = try text(.name)
        let name = try text(.text)
        let cornerRadius = try length("the corner radius")
        let shadowOffset = try length("the shadow offset")
        var fonts: [ThemeFont] = []
        fonts.reserveCapacity(roles.count)
        for _ in roles {
            let count = try reader.count(limit: 16, of: "font family")
            var families: [String] = []
            families.reserveCapacity(count)
            for _ in 0..<count { families.append(try text(.name)) }
            guard !families.isEmpty else { throw reader.malformed("a font has no families") }
            let size: ThemeFont.Size
            switch try reader.byte() {
            case 0:
                let points = try reader.number()
                guard points > 0, points <= 1000 else {
                    throw reader.malformed("a font size \(points) is out of range")
                }
                size = .points(points)
            case 1:
                let fraction = try reader.number()
                guard fraction > 0, fraction <= 1 else {
                    throw reader.malformed("a font size \(fraction) is out of range")
                }
                size = .keyHeight(fraction)
            case let code:
                throw reader.malformed("unknown font size form \(code)")
            }
            fonts.append(ThemeFont(families: families, size: size, weight: try reader.code(weights, "font weight")))
        }
        var appearances: [ThemeAppearance] = []
        appearances.reserveCapacity(2)
        for _ in 0..<2 {
            let background = try color(&reader)
            let bubble = try style(&reader)
            let callout = try style(&reader)
            let selected = try style(&reader)
            var styles: [KeyStyle] = []
            styles.reserveCapacity(kinds.count * states.count)
            for _ in 0..<(kinds.count * states.count) { styles.append(try style(&reader)) }
            // The section's order (``kinds`` × ``states``) is the model's ordinal order.
            appearances.append(
                ThemeAppearance(
                    background: background, bubble: bubble, callout: callout, calloutSelected: selected,
                    stylesInOrdinalOrder: styles))
        }
        let barHeight =
            reader.isAtEnd ? KeyboardTheme.standardSuggestionBarHeight : try length("the suggestion bar's height")
        return KeyboardTheme(
            id: id, name: name, cornerRadius: cornerRadius, shadowOffset: shadowOffset, light: appearances[0],
            dark: appearances[1], suggestionBarHeight: barHeight
        ) { role in fonts[roles.firstIndex(of: role) ?? 0] }
    }

    private static func color(_ reader: inout ByteReader) throws(CompiledLayoutError) -> ThemeColor {
        let channels = try reader.fourBytes()
        return ThemeColor(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    }

    private static func style(_ reader: inout ByteReader) throws(CompiledLayoutError) -> KeyStyle {
        let flags = try reader.byte()
        guard flags < 4 else { throw reader.malformed("unknown key style flags \(flags)") }
        let fill = try color(&reader)
        let text = try color(&reader)
        let secondary = try color(&reader)
        let stroke = flags & 1 != 0 ? try color(&reader) : nil
        let shadow = flags & 2 != 0 ? try color(&reader) : nil
        return KeyStyle(fill: fill, text: text, secondary: secondary, stroke: stroke, shadow: shadow)
    }
}
