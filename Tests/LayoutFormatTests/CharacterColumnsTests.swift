import TestSupport
import Testing

@testable import LayoutDiagnostics
@testable import LayoutFormat

/// The fast character columns against Swift's own `Character` segmentation.
@Suite struct CharacterColumnsTests {
    /// The reference: walk the `Character`s.
    static func reference(_ text: String) -> [Int] {
        var columns: [Int] = []
        var column = 1
        for character in text {
            for _ in character.unicodeScalars { columns.append(column) }
            column += 1
        }
        columns.append(column)
        return columns
    }

    /// Scalars from every kind the rules treat apart: ASCII, CR LF, Latin with combining marks,
    /// Ethiopic with its marks, Devanagari with virama (conjuncts), Hangul jamo and syllables,
    /// regional indicators, emoji with modifiers, ZWJ and variation selectors, prepended marks,
    /// Thai, Arabic, controls, format characters.
    static let alphabet: [Unicode.Scalar] = [
        "a", "Z", " ", "1", ".", "\r", "\n", "\t", "é", "\u{301}", "\u{308}", "ሀ", "\u{135D}", "ቤ", "क", "\u{94D}",
        "ष", "\u{93F}", "\u{902}", "ᄀ", "ᅡ", "ᆨ", "가", "각", "\u{1F1EB}", "\u{1F1F7}", "😀", "\u{1F3FD}",
        "\u{200D}", "\u{FE0F}", "👩", "\u{600}", "٣", "ก", "\u{E31}", "\u{E33}", "ع", "\u{64E}", "\u{7}", "\u{200C}",
        "\u{AD}", "©", "☺", "\u{20E3}", "ঁ", "\u{1B44}", "\u{A8}", "\u{85}", "\u{EB3}", "ｶ", "\u{FF9E}", "\u{9BE}",
    ]

    @Test func matchesSwiftsSegmentation() {
        var generator = SplitMix64(seed: 0xC01)
        for round in 0..<3_000 {
            var view = String.UnicodeScalarView()
            for _ in 0..<(1 + round % 40) {
                view.append(Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))])
            }
            let text = String(view)
            #expect(
                CharacterColumns.columns(of: text[...]) == Self.reference(text),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func examples() {
        // e + combining acute is one character; the regional indicator pair one; the family one.
        #expect(CharacterColumns.columns(of: "e\u{301}x") == [1, 1, 2, 3])
        #expect(CharacterColumns.columns(of: "\u{1F1EB}\u{1F1F7}a") == [1, 1, 2, 3])
        #expect(CharacterColumns.columns(of: "👩\u{200D}👩a") == [1, 1, 1, 2, 3])
        #expect(CharacterColumns.columns(of: "") == [1])
    }
}
