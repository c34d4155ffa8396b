import KeyboardModel

/// What a key shows in a text drawing, and how it is shortened to fit.
package enum TextLabel {
    /// The texts a key may show, best first: a key with a symbol (its own, or its action's while
    /// its label is the default) shows the symbol's fallbacks for `style`; every other key shows
    /// its label, made printable.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - style: Unicode or ASCII.
    ///   - shifted: Whether to show the shifted face (``Key/shownLabel(shifted:)``).
    /// - Returns: One or more candidates; ``fitted(_:width:style:)`` picks one.
    static func candidates(for key: Key, style: LineStyle, shifted: Bool = false) -> [String] {
        candidates(symbol: key.shownSymbol, text: key.shownLabel(shifted: shifted), style: style)
    }

    /// The texts a cap of a scene may show, best first: its symbol's fallbacks for `style`, else
    /// what it says (``KeyboardScene/KeyCap/shownText``) made printable.
    static func candidates(symbol: KeySymbol?, text: String, style: LineStyle) -> [String] {
        if let symbol {
            return style == .unicode ? symbol.unicodeFallbacks : symbol.asciiFallbacks
        }
        return [printable(text, style: style, base: style == .unicode ? "◌" : " ")]
    }

    /// The first candidate that fits in `width` columns, or else the last one shortened.
    ///
    /// - Parameters:
    ///   - candidates: The texts, best first (at least one).
    ///   - width: The columns available.
    ///   - style: Gives the ellipsis.
    /// - Returns: A text at most `width` columns wide.
    static func fitted(_ candidates: [String], width: Int, style: LineStyle) -> String {
        for candidate in candidates where DisplayWidth.of(candidate) <= width {
            return candidate
        }
        return shortened(candidates.last ?? "", to: width, ellipsis: style.ellipsis)
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when anything was cut.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The columns available.
    ///   - ellipsis: A one-column character that marks the cut.
    /// - Returns: The text itself when it fits; else its longest prefix (whole characters) that
    ///   leaves a column for the ellipsis, then the ellipsis; empty when `width` is 0 or less.
    static func shortened(_ text: String, to width: Int, ellipsis: Character) -> String {
        if DisplayWidth.of(text) <= width { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        result.append(ellipsis)
        return result
    }

    /// How a key whose label is one accent is drawn, the same for every accent: bare (no dotted
    /// circle, whose mark would meet the corner's hint), in its spacing form, with the middle of
    /// its ink `inkMiddle` ems above the baseline (so that the renderer can centre the ink, not
    /// the baseline: ´ sits high, ¸ below the line). An accent is a spacing accent that is not
    /// ASCII (´ ¨ ΄ ˘ ˇ), a combining mark that has a spacing form (U+0301 is drawn ´), or on a
    /// dead key any one character (its ^ ` ~ too); `nil` for other labels.
    static func accentGlyph(_ text: String, isDeadKey: Bool) -> (glyph: String, inkMiddle: Double)? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        let glyph: Unicode.Scalar
        let category = scalar.properties.generalCategory
        if category == .nonspacingMark {
            guard let spacing = spacingForms[scalar.value].flatMap(Unicode.Scalar.init) else { return nil }
            glyph = spacing
        } else if !scalar.isASCII,
            category == .modifierSymbol || (category == .modifierLetter && (0x02B0...0x02FF).contains(scalar.value))
        {
            glyph = scalar
        } else if isDeadKey, !scalar.properties.isWhitespace {
            glyph = scalar
        } else {
            return nil
        }
        return (String(glyph), inkMiddles[glyph.value] ?? 0.66)
    }

    /// The spacing form of each combining mark that has one, by the mark.
    private static let spacingForms: [UInt32: UInt32] = [
        0x0300: 0x0060, 0x0301: 0x00B4, 0x0302: 0x02C6, 0x0303: 0x02DC, 0x0304: 0x00AF, 0x0306: 0x02D8,
        0x0307: 0x02D9, 0x0308: 0x00A8, 0x030A: 0x02DA, 0x030B: 0x02DD, 0x030C: 0x02C7, 0x0327: 0x00B8,
        0x0328: 0x02DB,
    ]

    /// Where the ink of accents that do not sit high is, in ems above the baseline (measured in
    /// the system sans-serif fonts); the high ones (´ ` ¨ ˇ ˘ ˚ …) are at about 0.66.
    private static let inkMiddles: [UInt32: Double] = [
        0x005E: 0.53,  // ^ reaches down to mid-height
        0x007E: 0.33,  // ~ sits on the maths axis
        0x0027: 0.6, 0x0022: 0.6,  // ' " as accents on US-International
        0x00B8: -0.1, 0x02DB: -0.1,  // ¸ ˛ hang below the baseline
        0x002C: -0.05, 0x002E: 0.05,  // , . on a dead key
    ]

    package static func printable(_ text: String, style: LineStyle, base: Character) -> String {
        // Printable ASCII, as most labels are, is printable as it is.
        if DisplayWidth.isPrintableASCII(text) { return text }
        // So is one Latin letter or symbol (è, ß), found without breaking graphemes.
        if let scalar = DisplayWidth.singleScalar(text), DisplayWidth.isPlainLatin(scalar) { return text }
        var result = ""
        for character in text {
            if DisplayWidth.isPlainLatin(character) {
                result.append(character)
                continue
            }
            guard let first = character.unicodeScalars.first else { continue }
            let category = first.properties.generalCategory
            switch category {
            // A mark alone (a vowel sign key: ि, ा) sits on a dotted circle, as fonts draw it;
            // else it would join the cell before it.
            case .nonspacingMark, .enclosingMark, .spacingMark:
                result.append(String(base) + String(character))
            case .control:
                if style == .unicode, first.value < 0x20, let picture = Unicode.Scalar(0x2400 + first.value) {
                    result.unicodeScalars.append(picture)
                } else if style == .unicode, first.value == 0x7F {
                    result.append("␡")
                } else {
                    result.append("?")
                }
            default:
                guard DisplayWidth.of(character) == 0 else {
                    result.append(character)
                    continue
                }
                switch first.value {
                case 0x200C: result.append("ZWNJ")
                case 0x200D: result.append("ZWJ")
                default: result.append("U+" + hex(first.value))
                }
            }
        }
        return result
    }

    // MARK: - Private

    /// Upper-case hexadecimal, at least four digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
