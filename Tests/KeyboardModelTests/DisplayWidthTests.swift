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
    ])
    func character(_ text: String, width: Int) {
        #expect(text.count == 1)
        #expect(DisplayWidth.of(text) == width, "U+\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func strings() {
        #expect(DisplayWidth.of("en-US · English (US)") == 20)
        #expect(DisplayWidth.of("日本語 keyboard") == 15)
        #expect(DisplayWidth.of("") == 0)
    }
}
