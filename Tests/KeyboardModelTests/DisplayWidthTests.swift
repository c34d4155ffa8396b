import TestSupport
import Testing

@testable import KeyboardModel

/// Expected widths come from the Unicode data (East Asian Width W/F → 2, Emoji_Presentation or
/// VS16 → 2, marks and format characters → 0), looked up by hand for each sample.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("ا", 1), ("بِ", 1), ("א", 1), ("שָׁ", 1), ("ß", 1),
        ("☺", 1),  // U+263A: neutral width, text presentation by default
        ("｡", 1),  // U+FF61 halfwidth ideographic full stop
        ("日", 2), ("한", 2), ("Ａ", 2), ("\u{3000}", 2), ("\u{1100}\u{1161}", 2),
        ("😀", 2), ("👍🏽", 2), ("🇫🇷", 2), ("👨‍👩‍👧", 2), ("✌️", 2), ("1️⃣", 2), ("🌐", 2),
        ("\u{1F260}", 2),  // ROUNDED SYMBOL FOR FU: wide, not an emoji
        ("\u{16FF0}", 2), ("\u{18D00}", 2), ("\u{1AFF0}", 2),  // Unicode 13–14 wide additions
        ("\u{301}", 0), ("\u{5B8}", 0), ("\u{64E}", 0), ("\u{200D}", 0), ("\u{200B}", 0),
        ("\u{3099}", 0),  // combining voiced sound mark alone, inside a wide block
        ("\u{7}", 0), ("\t", 1),
        // Spacing marks (Mc) take a column, as wcwidth counts them: ि U+093F after क, ா U+0BBE
        // after க, ি U+09BF after ক; ै U+0948 and ं U+0902 (Mn) take none, nor do Thai ี and ่; ำ
        // U+0E33 is a letter (Lo).
        ("कि", 2), ("\u{93E}", 1), ("கா", 2), ("கு", 2), ("কি", 2), ("ที่", 1), ("ำ", 1), ("मैं", 1),
    ])
    func character(_ text: String, width: Int) {
        #expect(text.count == 1)
        #expect(DisplayWidth.of(text) == width, "U+\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    /// Every spacing mark (General Category Mc in the standard library's Unicode data), and
    /// every nonspacing and enclosing mark, after a base letter: the letter's column plus what
    /// glibc's wcwidth gives the mark in C.UTF-8 (an independent table), where glibc knows it.
    @Test(.enabled(if: TerminalWidth.isAvailable, "glibc's C.UTF-8 wcwidth is not available"))
    func marksAgreeWithWcwidth() throws {
        var compared = [Unicode.GeneralCategory: Int]()
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            guard category == .spacingMark || category == .nonspacingMark || category == .enclosingMark else {
                continue
            }
            let theirs = TerminalWidth.columns(ofScalar: value)
            guard theirs >= 0 else { continue }  // unassigned in glibc's table
            // AHOM CONSONANT SIGN MEDIAL RA became Mc in Unicode 15.0; glibc 2.36 has it as Mn.
            guard value != 0x1171E else { continue }
            var text = "a"
            text.unicodeScalars.append(scalar)
            #expect(DisplayWidth.of(text) == 1 + theirs, "U+\(String(value, radix: 16, uppercase: true))")
            compared[category, default: 0] += 1
        }
        // Unicode 14 has 445 Mc and about 1 900 Mn scalars: most are compared.
        #expect(compared[.spacingMark, default: 0] > 400)
        #expect(compared[.nonspacingMark, default: 0] > 1_500)
    }

    @Test func strings() {
        #expect(DisplayWidth.of("en-US · English (US)") == 20)
        #expect(DisplayWidth.of("日本語 keyboard") == 15)
        #expect(DisplayWidth.of("") == 0)
        // A conjunct: क, virama (Mn), ष — two letters' columns, one cluster or two.
        #expect(DisplayWidth.of("क्ष") == 2)
        // ह 1, ि (Mc) 1, न 1, ् (Mn) 0, द 1, ी (Mc) 1.
        #expect(DisplayWidth.of("हिन्दी") == 5)
    }
}

extension DisplayWidthTests {
    /// The Latin shortcut's claim, checked against Unicode's properties scalar by scalar: from
    /// U+00A0 to U+02FF nothing is a mark, a control, an emoji or wide, and only the soft hyphen
    /// is a format character.
    @Test func theLatinShortcutAgreesWithTheProperties() {
        for value in UInt32(0xA0)..<0x300 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let zero: [Unicode.GeneralCategory] = [.nonspacingMark, .enclosingMark, .spacingMark, .format, .control]
            let expected = zero.contains(properties.generalCategory) ? 0 : properties.isEmojiPresentation ? 2 : 1
            #expect(DisplayWidth.of(Character(scalar)) == expected, "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of(String(scalar)) == expected, "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.isPlainLatin(scalar) == (expected == 1), "U+\(String(value, radix: 16))")
        }
        #expect(DisplayWidth.isPrintableASCII(" ~azAZ09"))
        #expect(!DisplayWidth.isPrintableASCII("a\tb"))
        #expect(!DisplayWidth.isPrintableASCII("é"))
        #expect(DisplayWidth.of("ab\u{7F}") == 2)
    }
}
