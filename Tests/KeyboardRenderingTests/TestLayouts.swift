import KeyboardGeometry
import KeyboardModel
import TestSupport

/// Layouts built in code for the rendering tests (the bundled files are read with the loader in
/// the tests that need them).
enum TestLayouts {
    /// A builder copy of the en-US letters layer with alternates, a dead key and a custom key.
    static let latin = KeyboardLayout(
        id: "test-latin", name: "Test Latin", locale: "en-US",
        alternates: ["e": ["è", "é", "ê"], "a": ["à", "á"]]
    ) {
        enUSLetters(to: "symbols")
        Layer("symbols") {
            Row(letters: "1 2 3 4 5 6 7 8 9 0")
            Row {
                Key.dead("\u{301}", id: "acute")
                Key.dead("^", id: "circumflex")
                Key.characters("< > & \" '")
                Key.custom("dictation", label: "🎤")
            }
            Row {
                Key.layer("letters", label: "ABC", width: .units(1.25))
                Key.capsLock()
                Key.space(width: .fill)
                Key.dismiss()
            }
        }
    }

    /// Wide and zero-width labels: CJK, Hangul, emoji with modifiers and joiners, Arabic with
    /// harakat, Hebrew with points, a lone combining mark, a joiner, a tab.
    static let scripts = KeyboardLayout(id: "scripts", name: "文字 スクリプト", locale: "ja") {
        Layer("mixed") {
            Row(letters: "日 本 語 한 글 👍🏽 👨‍👩‍👧 🇫🇷 ✌️")
            Row {
                Key.characters("بِ تَ ثُ שָׁ בּ")
                Key.character("e\u{301}")
                Key.character("\u{301}", shifted: "\u{301}")
                Key.character("\u{200C}", shifted: "\u{200C}")
            }
            Row {
                Key.character("\t", shifted: "\t")
                Key.custom("long", label: "一二三四五六七八九十")
                Key.space(width: .fill)
            }
        }
    }

    /// A kana key with flicks in four directions beside a key with a multitap cycle, laid out at
    /// 200 × 80: what the drawings put legends on.
    static func gestureLegends() throws -> (KeyboardLayout, LayerFrames) {
        let layout = KeyboardLayout(
            id: "g", name: "G", locale: "ja",
            layers: [
                Layer(
                    name: "l",
                    rows: [
                        Row(keys: [
                            Key(
                                action: .character("あ", shifted: "あ"),
                                flicks: [
                                    Flick(.w, .character("い", shifted: "い")), Flick(.n, .character("う", shifted: "う")),
                                    Flick(.e, .character("え", shifted: "え")), Flick(.s, .character("お", shifted: "お")),
                                ]),
                            Key(
                                action: .character("a", shifted: "A"),
                                multitap: [.character("b", shifted: "B"), .character("c", shifted: "C")]),
                        ])
                    ])
            ])
        var geometry = try LayoutGeometry(layout)
        return (layout, try geometry.frames(ofLayer: "l", for: KeyboardSize(width: 200, height: 80)))
    }
}
