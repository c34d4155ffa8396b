import KeyboardModel

/// Layouts built in code for the controller tests.
@MainActor
public enum ControllerLayouts {
    /// `x` and a key to `punct` on `letters`; on `punct`, `'` whose multitap cycle goes on to
    /// `›` and `‹` (an apostrophe typed returns to `letters`, where `x` is in its place) and a
    /// key back.
    public static func apostropheCycle() -> KeyboardLayout {
        KeyboardLayout(id: "p", name: "P", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row {
                    Key(action: .character("x", shifted: "X"))
                    Key(id: "to-punct", action: .layer("punct"))
                }
            }
            Layer("punct") {
                Row {
                    Key(
                        action: .character("'", shifted: "'"),
                        multitap: [.character("›", shifted: "›"), .character("‹", shifted: "‹")])
                    Key(id: "to-letters", action: .layer("letters"))
                }
            }
        }
    }

    /// A small iPhone-like layout: letters (with a dead acute key), numbers (with caps lock,
    /// an apostrophe, next-keyboard, dismiss and a custom key) and symbols.
    public static func phone(
        behavior: Behavior = Behavior(), compose: ComposeTable = ComposeTable(["´": ["e": "é", "E": "É", "x": "ξ"]])
    ) -> KeyboardLayout {
        KeyboardLayout(
            id: "test", name: "Test", locale: "en-US", behavior: behavior,
            alternates: [
                "e": ["è", "é", "ê"], "p": ["þ", "π"], "a": ["à", "á", "â", "ä", "æ"],
                "y": ["ÿ", "ý", "ŷ", "ỳ", "ȳ", "ẏ", "ỹ", "ỷ"],
            ], compose: compose
        ) {
            Layer("letters") {
                Row(letters: "q w e r t y u i o p")
                Row(letters: "a s d f g h j k l")
                Row {
                    Key.shift()
                    Key.characters("z x c v b n m")
                    Key.backspace()
                }
                Row {
                    Key.layer("numbers", label: "123", id: "123")
                    Key.dead("´", id: "acute")
                    Key.dead("¨", id: "diaeresis")
                    Key.space()
                    Key.return()
                }
            }
            Layer("numbers") {
                Row(letters: "1 2 3 4 5 6 7 8 9 0")
                Row(letters: "- / : ; ( ) $ & @ '")
                Row {
                    Key.capsLock()
                    Key.characters(". , ? !")
                    Key.backspace()
                }
                Row {
                    Key.layer("letters", label: "ABC", id: "ABC")
                    Key.nextKeyboard()
                    Key.dismiss()
                    Key.custom("dictation", id: "dictation")
                    Key.space()
                    Key.layer("symbols", label: "#+=", id: "to-symbols")
                }
            }
            Layer("symbols") {
                Row(letters: "[ ] { } # % ^ * + =")
                Row {
                    Key.layer("letters", label: "ABC", id: "ABC")
                    Key.space()
                }
            }
        }
    }
}
