import KeyboardModel

/// Layouts built in code for the rendering tests (the bundled files are read with the loader in
/// the tests that need them).
enum TestLayouts {
    /// A builder copy of the en-US letters layer with alternates, a dead key and a custom key.
    static let latin = KeyboardLayout(
        id: "test-latin", name: "Test Latin", locale: "en-US",
        alternates: ["e": ["è", "é", "ê"], "a": ["à", "á"]]
    ) {
        Layer("letters") {
            Row(letters: "q w e r t y u i o p")
            Row(letters: "a s d f g h j k l")
            Row {
                Key.shift(width: .fill)
                Key.characters("z x c v b n m")
                Key.backspace(width: .fill)
            }
            Row {
                Key.layer("symbols", label: "123", width: .units(1.25))
                Key.nextKeyboard(width: .units(1.25))
                Key.space(width: .fill)
                Key.return(width: .units(2.5))
            }
        }
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
}
