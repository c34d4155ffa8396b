import KeyboardModel
import Testing

@testable import KeyboardRendering

@Suite struct TextLabelTests {
    @Test(arguments: [
        // (text, width, expected): widths counted by hand (CJK and emoji 2, combining marks 0).
        ("return", 6, "return"),
        ("return", 5, "retu…"),
        ("return", 1, "…"),
        ("return", 0, ""),
        ("一二三", 6, "一二三"),
        ("一二三", 5, "一二…"),
        ("一二三", 4, "一…"),
        ("一二三", 2, "…"),
        ("e\u{301}te\u{301}", 3, "e\u{301}te\u{301}"),
        ("e\u{301}te\u{301}", 2, "e\u{301}…"),
        ("👍🏽👍🏽", 3, "👍🏽…"),
    ])
    func shortening(text: String, width: Int, expected: String) {
        let shortened = TextLabel.shortened(text, to: width, ellipsis: "…")
        #expect(shortened == expected)
        #expect(DisplayWidth.of(shortened) <= max(width, 0))
    }

    @Test func specialKeysShowGlyphs() {
        let cases: [(Key, [String], [String])] = [
            (.shift(), ["⇧"], ["shift", "sh"]),
            (.capsLock(), ["⇪"], ["caps"]),
            (.backspace(), ["⌫"], ["delete", "del"]),
            (.return(), ["⏎"], ["return", "ret"]),
            (.space(), ["space", "␣"], ["space", "_"]),
            (.nextKeyboard(), ["🌐"], ["globe", "gl"]),
            (.dismiss(), ["⌨"], ["hide"]),
            (.layer("numbers", label: "123"), ["123"], ["123"]),
            (.return(label: "go"), ["go"], ["go"]),
            (.character("q"), ["q"], ["q"]),
        ]
        for (key, unicode, ascii) in cases {
            #expect(TextLabel.candidates(for: key, style: .unicode) == unicode, "\(key.id)")
            #expect(TextLabel.candidates(for: key, style: .ascii) == ascii, "\(key.id)")
        }
    }

    @Test func spaceIsAWordWhenThereIsRoom() {
        let candidates = TextLabel.candidates(for: .space(), style: .unicode)
        #expect(TextLabel.fitted(candidates, width: 5, style: .unicode) == "space")
        #expect(TextLabel.fitted(candidates, width: 4, style: .unicode) == "␣")
        #expect(TextLabel.fitted(["return", "ret"], width: 2, style: .ascii) == "r~")
    }

    @Test func invisibleCharactersBecomeVisible() {
        #expect(TextLabel.printable("\u{301}", style: .unicode, base: "◌") == "◌\u{301}")
        #expect(TextLabel.printable("\t", style: .unicode, base: "◌") == "␉")
        #expect(TextLabel.printable("\n", style: .ascii, base: " ") == "?")
        #expect(TextLabel.printable("\u{200C}", style: .unicode, base: "◌") == "ZWNJ")
        #expect(TextLabel.printable("\u{2060}", style: .unicode, base: "◌") == "U+2060")
        #expect(TextLabel.printable("é", style: .unicode, base: "◌") == "é")
        for text in ["\u{301}", "\t", "\u{200C}", "\u{7F}"] {
            #expect(DisplayWidth.of(TextLabel.printable(text, style: .unicode, base: "◌")) >= 1)
        }
    }
}
