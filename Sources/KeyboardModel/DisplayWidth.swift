/// How many terminal columns text takes, as wcwidth and terminals count them: East Asian wide and
/// fullwidth characters and emoji take two, nonspacing and enclosing marks and other zero-width
/// characters none, spacing marks (General Category Mc) one, everything else one — counted scalar
/// by scalar within a grapheme cluster, so `कि` (a letter and a spacing vowel sign) takes two.
///
/// The wide ranges are those of Unicode's East Asian Width property (W and F) for the scripts and
/// blocks a keyboard shows; emoji are recognised by their `Emoji_Presentation` property or by a
/// variation selector 16.
package enum DisplayWidth {
    /// The columns one grapheme cluster takes (0, 1 or 2). A tab counts 1; callers that expand
    /// tabs handle them themselves.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x80, scalars.count == 1 {
            // ASCII: printable characters and tab take a column, other controls none.
            return first.value >= 0x20 && first.value < 0x7F || first.value == 0x09 ? 1 : 0
        }
        // Latin letters and symbols (``isPlainLatin(_:)``), and the soft hyphen among them.
        if first.value >= 0xA0, first.value < 0x300, scalars.count == 1 { return first.value == 0xAD ? 0 : 1 }
        var regionalIndicators = 0
        for scalar in scalars {
            // VS16 asks for emoji presentation, of an emoji base (`✌️`, `1️⃣`).
            if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
            if scalar.properties.isEmojiPresentation { return 2 }
            if (0x1F1E6...0x1F1FF).contains(scalar.value) { regionalIndicators += 1 }
        }
        if regionalIndicators > 0 { return regionalIndicators >= 2 ? 2 : 1 }
        // As wcwidth counts, scalar by scalar: spacing marks (Mc: the vowel signs ा ि of
        // Devanagari, ா of Tamil) and the letters of a conjunct (क्ष) take a column each.
        var total = 0
        for scalar in scalars { total += width(of: scalar) }
        // "\r\n" and a control with marks still take their column when printable.
        return first.value < 0x80 && total == 0 ? 1 : total
    }

    /// The columns one scalar takes as part of a grapheme cluster that is no emoji.
    private static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            // A mark with nothing to sit on (U+3099 lies in a wide block but takes no column);
            // the keycap mark U+20E3 joins its digit (VS16 made that an emoji above).
            return 0
        default:
            // Hangul medial vowels and final consonants join the initial's two columns.
            if (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value) { return 0 }
            return isWide(scalar.value) ? 2 : 1
        }
    }

    /// Whether `character` is one printable scalar of Latin-1, Latin Extended-A or -B, IPA or
    /// the spacing modifiers (à, ß, ł, ˘), which take one column: every scalar from U+00A0 to
    /// U+02FF but the soft hyphen, a format character. No emoji, mark, control or wide character
    /// lies there (the combining marks start at U+0300), so callers skip the property look-ups.
    package static func isPlainLatin(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, isPlainLatin(first) else { return false }
        return scalars.index(after: scalars.startIndex) == scalars.endIndex
    }

    /// Whether `scalar` alone is such a character.
    package static func isPlainLatin(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xA0 && scalar.value < 0x300 && scalar.value != 0xAD
    }

    /// Whether every byte of `text` is printable ASCII (U+0020…U+007E).
    package static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
            ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The only scalar of `text`, or `nil` when it has none or several.
    package static func singleScalar(_ text: String) -> Unicode.Scalar? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }

    /// The columns a string takes.
    ///
    /// - Complexity: O(*n*).
    package static func of(_ text: String) -> Int {
        // Printable ASCII, as most labels are: a column a byte.
        if isPrintableASCII(text) { return text.utf8.count }
        // One scalar (an alternate, an accented letter): no grapheme breaking needed.
        if let scalar = singleScalar(text) {
            if isPlainLatin(scalar) { return 1 }
            return of(Character(scalar))
        }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The same for a substring.
    package static func of(_ text: Substring) -> Int { of(String(text)) }

    /// Whether a scalar is East Asian Wide or Fullwidth.
    private static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Sorted, non-overlapping ranges of wide scalars (from EastAsianWidth.txt, W and F).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x18CFF,
        0x18D00...0x18D08, 0x1AFF0...0x1AFFE, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
        0x1F260...0x1F265,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
