import KeyboardModel
import TestSupport

/// Layouts built in code for the geometry tests; expected values are derived from their
/// definitions by hand in the tests, never read back from the program.
enum TestLayouts {
    /// The metrics of the en-US copy: iPhone insets and gaps, rows at least 26 pt, units at
    /// most 60 pt (a medium preference).
    static let enUSMetrics = Metrics(
        insets: KeyboardInsets(top: 8, left: 3, bottom: 4, right: 3), keyGap: 6, rowGap: 12, minKeyWidth: 20,
        minRowHeight: 26, maxUnitWidth: 60)

    /// A copy of the bundled en-US layout made with the builder.
    static let enUS = KeyboardLayout(
        id: "en-US", name: "English (US)", locale: "en-US", metrics: enUSMetrics,
        constraints: [
            LayoutConstraint(
                lhs: LinearExpression(terms: [
                    .init(coefficient: 1, anchor: KeyAnchor(keyID: "shift", attribute: .width))
                ]),
                relation: .equal,
                rhs: LinearExpression(terms: [
                    .init(coefficient: 1, anchor: KeyAnchor(keyID: "backspace", attribute: .width))
                ]),
                text: "shift.width == backspace.width")
        ]
    ) {
        enUSLetters(to: "numbers")
        Layer("numbers") {
            Row(letters: "1 2 3 4 5 6 7 8 9 0")
            Row(letters: "- / : ; ( ) $ & @ \"")
            Row {
                Key.layer("symbols", label: "#+=", width: .units(1.5))
                Key.characters(". , ? ! '")
                Key.backspace(width: .units(1.5))
            }
            Row {
                Key.layer("letters", label: "ABC", width: .units(1.25))
                Key.nextKeyboard(width: .units(1.25))
                Key.space(width: .fill)
                Key.return(width: .units(2.5))
            }
        }
    }

    /// A pad with point and percentage widths, a right-aligned row and a unit cap.
    static let pad = KeyboardLayout(
        id: "pad", name: "Pad", locale: "en",
        metrics: Metrics(
            insets: KeyboardInsets(top: 4, left: 4, bottom: 4, right: 4), keyGap: 5, rowGap: 5, minKeyWidth: 20,
            minRowHeight: 30, maxUnitWidth: 70)
    ) {
        Layer("pad") {
            Row {
                Key.characters("1 2 3").map { key in
                    var key = key
                    key.width = .percent(25)
                    return key
                }
                Key.backspace(width: .points(60))
            }
            Row {
                Key.characters("4 5 6")
                Key(id: "dot", action: .character(".", shifted: "."), width: .percent(20))
            }
            Row {
                Key.characters("7 8 9")
                Key.return(width: .fill)
            }
            Row(alignment: .right) {
                Key.character("0", width: .units(2))
                Key(id: "comma", action: .character(",", shifted: ","), width: .points(60))
            }
        }
    }

    /// Keys with min and max widths.
    static let bounded = KeyboardLayout(
        id: "bounded", name: "Bounded", locale: "en",
        metrics: Metrics(
            insets: KeyboardInsets(top: 6, left: 2, bottom: 6, right: 2), keyGap: 4, rowGap: 8, minKeyWidth: 18,
            minRowHeight: 28)
    ) {
        Layer("main") {
            Row {
                Key(id: "tab", action: .custom("tab"), width: .units(1.5), maxWidth: .points(80))
                Key.characters("q w e r t y u i")
            }
            Row {
                Key(id: "x", action: .character("x", shifted: "X"), width: .percent(25), minWidth: .points(50))
                Key.characters("a s d")
                Key(action: .space, width: .fill, minWidth: .units(3))
            }
            Row(alignment: .left) {
                Key(id: "fixed", action: .custom("fixed"), width: .points(50), maxWidth: .percent(50))
                Key.characters("z c")
            }
        }
    }

    /// Rows with height weights, left and right alignment and a custom strong constraint.
    static let weighted = KeyboardLayout(
        id: "weighted", name: "Weighted", locale: "en",
        metrics: Metrics(
            insets: KeyboardInsets(top: 0, left: 0, bottom: 0, right: 0), keyGap: 2, rowGap: 3, minKeyWidth: 16,
            minRowHeight: 20, preferredRowHeight: 50),
        constraints: [
            LayoutConstraint(
                lhs: LinearExpression(terms: [.init(coefficient: 1, anchor: KeyAnchor(keyID: "go", attribute: .width))]
                ),
                relation: .equal,
                rhs: LinearExpression(terms: [.init(coefficient: 3, anchor: KeyAnchor(keyID: "q", attribute: .width))]),
                strength: .strong, text: "go.width == 3 * q.width @strong")
        ]
    ) {
        Layer("main") {
            Row(letters: "q w e r t")
            Row(letters: "a s d", height: 2, alignment: .left)
            Row(letters: "z x c", height: 0.5, alignment: .right)
            Row {
                Key.shift(width: .fill)
                Key(id: "go", action: .custom("go"), width: .points(100))
                Key.space(width: .fill)
            }
        }
    }

    static let all: [(name: String, layout: KeyboardLayout)] = [
        ("en-US", enUS), ("pad", pad), ("bounded", bounded), ("weighted", weighted), ("en-US-file", enUSFile),
        ("gapped", gapped), ("spanned", spanned),
    ]

    /// Keys spanning rows: a number pad's tall `+` and return at the right, and a layer with a
    /// key three rows tall at the left, a fill key in a row it spans into, and a gap below it.
    static let spanned: KeyboardLayout = {
        func tall(_ key: Key, _ rows: Int) -> Key {
            var key = key
            key.span = rows
            return key
        }
        return KeyboardLayout(id: "spanned", name: "Spanned", locale: "en") {
            Layer("pad") {
                Row {
                    Key.characters("7 8 9")
                    tall(Key.character("+"), 2)
                }
                Row(letters: "4 5 6")
                Row {
                    Key.characters("1 2 3")
                    tall(Key.return(width: .units(1)), 2)
                }
                Row {
                    Key.character("0", width: .units(2))
                    Key.character(".")
                }
            }
            Layer("left") {
                Row {
                    tall(Key.shift(width: .units(1.5)), 3)
                    Key.characters("a b c")
                }
                Row {
                    Key.characters("d e")
                    Key.backspace(width: .fill)
                }
                Row(letters: "g h i")
                Row {
                    Key.space(width: .fill)
                }
            }
        }
    }()

    /// Rows with gaps of every kind: a half-unit gap before the first key and after the last
    /// (a staggered row), one unit between keys (a missing key), points and a percentage, and a
    /// row whose fill key takes what the gaps leave.
    static let gapped: KeyboardLayout = {
        var layout = KeyboardLayout(id: "gapped", name: "Gapped", locale: "en") {
            Layer("letters") {
                Row(letters: "q w e r t y u i o p")
                Row(letters: "a s d f g h j k l")
                Row(letters: "z x c v b n m")
                Row {
                    Key.shift(width: .fill)
                    Key.space(width: .units(4))
                    Key.backspace(width: .fill)
                }
            }
        }
        layout.layers[0].rows[1].gaps = [RowGap(before: 0, width: .units(0.5)), RowGap(before: 9, width: .units(0.5))]
        layout.layers[0].rows[2].gaps = [RowGap(before: 3, width: .units(1)), RowGap(before: 5, width: .points(12))]
        layout.layers[0].rows[3].gaps = [RowGap(before: 1, width: .percent(5)), RowGap(before: 2, width: .points(8))]
        return layout
    }()

    /// A builder copy of `Layouts/en-US.yaml` (three layers, iOS's widths in units, gaps beside
    /// `z` and `m`, its two constraints), so the hand-computed frames of the file can be checked
    /// without the decoder.
    static let enUSFile: KeyboardLayout = {
        let metrics = Metrics(
            insets: KeyboardInsets(top: 8, left: 3, bottom: 4, right: 3), keyGap: 6, rowGap: 12, minKeyWidth: 20,
            minRowHeight: 26, preferredRowHeight: 42)
        func text(_ value: String, width: Double) -> Key {
            Key.character(value, shifted: value, width: .units(width))
        }
        func bottomRow(_ target: String, _ id: String, _ label: String, spaceMinimum: KeyLength?) -> Row {
            var space = Key.space(width: .fill)
            space.minWidth = spaceMinimum
            return Row {
                Key.layer(target, label: label, id: id, width: .units(1.23))
                Key.nextKeyboard(width: .units(1.23))
                // As decoded: a special key's id is its action's name, `custom`.
                Key(action: .custom("dictation"), label: "🎤", width: .units(1.23))
                space
                Key.return(width: .units(2.5))
            }
        }
        func punctuationRow(_ target: String, _ id: String, _ label: String) -> Row {
            Row {
                Key.layer(target, label: label, id: id, width: .fill)
                [".", ",", "?", "!", "'"].map { text($0, width: 1.4) }
                Key.backspace(width: .fill)
            }
        }
        func anchor(_ id: String, _ attribute: KeyAttribute, _ coefficient: Double = 1) -> LinearExpression.Term {
            .init(coefficient: coefficient, anchor: KeyAnchor(keyID: id, attribute: attribute))
        }
        let constraints = [
            LayoutConstraint(
                lhs: LinearExpression(terms: [anchor("a", .centerX)]), relation: .equal,
                rhs: LinearExpression(terms: [anchor("q", .centerX, 0.5), anchor("w", .centerX, 0.5)]),
                strength: .strong, text: "a.center-x == (q.center-x + w.center-x) / 2 @strong"),
            LayoutConstraint(
                lhs: LinearExpression(terms: [anchor("space", .width)]), relation: .greaterThanOrEqual,
                rhs: LinearExpression(terms: [anchor("q", .width, 4)]), strength: .medium,
                text: "space.width >= 4 * q.width @medium"),
        ]
        var layout = KeyboardLayout(
            id: "en-US", name: "English (US)", locale: "en-US", metrics: metrics, constraints: constraints
        ) {
            Layer("letters") {
                Row(letters: "q w e r t y u i o p")
                Row(letters: "a s d f g h j k l")
                Row {
                    Key.shift(width: .units(1.3))
                    Key.characters("z x c v b n m")
                    Key.backspace(width: .units(1.3))
                }
                bottomRow("numbers", "to-numbers", "123", spaceMinimum: .percent(30))
            }
            Layer("numbers") {
                Row(letters: "1 2 3 4 5 6 7 8 9 0")
                Row(letters: "- / : ; ( ) $ & @ \"")
                punctuationRow("symbols", "to-symbols", "#+=")
                bottomRow("letters", "to-letters", "ABC", spaceMinimum: nil)
            }
            Layer("symbols") {
                Row(letters: "[ ] { } # % ^ * + =")
                Row(letters: "_ \\ | ~ < > € £ ¥ •")
                punctuationRow("numbers", "to-numbers", "123")
                bottomRow("letters", "to-letters", "ABC", spaceMinimum: nil)
            }
        }
        layout.layers[0].rows[2].gaps = [RowGap(before: 1, width: .units(0.2)), RowGap(before: 8, width: .units(0.2))]
        return layout
    }()
}
