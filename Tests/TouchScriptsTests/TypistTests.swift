import Foundation
import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

@testable import TouchScripts

/// The tap planner behind `keysmith type`, on layouts built in code.
@MainActor @Suite struct TypistTests {
    private func typed(_ text: String, on layout: KeyboardLayout = ControllerLayouts.phone()) throws -> String {
        try traced(text, on: layout).text
    }

    /// What typing `text` on `layout` leaves in the buffer, and the trace's lines.
    private func traced(_ text: String, on layout: KeyboardLayout) throws -> (text: String, lines: [String]) {
        let controller = try KeyboardController(layout: layout)
        let buffer = TextBuffer()
        controller.input = buffer
        let typist = Typist(controller: controller)
        var lines: [String] = []
        typist.trace = { lines.append($0) }
        try typist.type(text)
        return (buffer.text, lines)
    }

    @Test(arguments: [
        "Hello world",
        "hello world",  // autocapitalisation has to be undone for the first letter
        "iPod, don't 42!",
        "Two sentences. Here? Yes!\nNew line",
        "ALL CAPS AND lower",
        "a  b",  // two spaces on purpose: the typist waits out the double-space interval
        "word.  Next",
        "é è ê É þ Π ÿ",  // long-press alternates, shifted ones too
        "ξ ü á Ü ´ ¨",  // dead keys: table, canonical composition, the accent alone
        "[#] {%}",
        "",
    ])
    func typesTheTextBack(text: String) throws {
        #expect(try typed(text) == text)
    }

    /// Random texts over everything the layout can type come back exactly, under every
    /// autocapitalisation mode.
    @Test(arguments: Autocapitalization.allCases)
    func randomTextsRoundTrip(mode: Autocapitalization) throws {
        let layout = ControllerLayouts.phone(behavior: Behavior(autocapitalize: mode))
        let alphabet = TypableCharacters.characters(of: layout).sorted().map { Character($0.string) }
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<8 {
            var text = ""
            for _ in 0..<30 {
                // Mostly letters and spaces, like prose; sometimes anything else.
                let pick = random.next() % 10
                if pick < 5 {
                    text.append(Character(Unicode.Scalar(UInt8(97 + random.next() % 26))))
                } else if pick < 7 {
                    text.append(" ")
                } else {
                    text.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
                }
            }
            #expect(try typed(text, on: layout) == text)
        }
    }

    @Test func noAutocapitalisationNoShiftKey() throws {
        let layout = KeyboardLayout(id: "n", name: "N", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row(letters: "a b c")
                Row { Key.space() }
            }
        }
        #expect(try typed("abc cab", on: layout) == "abc cab")
        #expect(throws: TypingError.cannotType(layoutID: "n", characters: ["A"])) { try typed("aA", on: layout) }
    }

    @Test func missingCharactersAreAllNamedBeforeTyping() throws {
        let controller = try KeyboardController(layout: ControllerLayouts.phone())
        let buffer = TextBuffer()
        controller.input = buffer
        let error = #expect(throws: TypingError.self) { try Typist(controller: controller).type("жaюж\t") }
        #expect(error == .cannotType(layoutID: "test", characters: ["ж", "ю", "\t"]))
        #expect(buffer.text == "")
        #expect(error?.description == "layout 'test' cannot type 'ж' (U+0436), 'ю' (U+044E), (U+0009)")
    }

    /// A letter 17 layer keys away: the layout can type it (a layer leads there), but the
    /// planner gives up after 16 taps for one character. It is named before anything is
    /// traced or typed (the rehearsal goes on from where it stopped, 16 layers on, from where
    /// `b` and `y` are near).
    @Test func unreachableCharactersAreNamedBeforeTheFirstTap() throws {
        var layers = (0..<17).map { index in
            Layer(
                name: "l\(index)",
                rows: [Row(keys: Key.characters(index == 0 ? "a b" : "b") + [Key.layer("l\(index + 1)", id: "next")])])
        }
        layers.append(Layer(name: "l17", rows: [Row(keys: Key.characters("y z"))]))
        let layout = KeyboardLayout(
            id: "chain", name: "Chain", locale: "en", behavior: Behavior(autocapitalize: .none), layers: layers)
        #expect(TypableCharacters.missing(in: "azby", layout: layout).isEmpty)
        let controller = try KeyboardController(layout: layout)
        let buffer = TextBuffer()
        controller.input = buffer
        let typist = Typist(controller: controller)
        var lines: [String] = []
        typist.trace = { lines.append($0) }
        #expect(throws: TypingError.cannotType(layoutID: "chain", characters: ["z"])) { try typist.type("azby") }
        #expect(lines.isEmpty)
        #expect(buffer.text == "")
        #expect(controller.layerName == "l0")
        // The reachable part still types.
        #expect(try typed("ab", on: layout) == "ab")
    }

    /// A layer, and shift, that only a flick leads to (as Unexpected Keyboard's layouts reach
    /// their numeric layer by a swipe on the control key): the planner flicks there, and taps
    /// the way back.
    @Test func flicksThatSwitchLayerOrShift() throws {
        let layout = KeyboardLayout(id: "f", name: "F", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row(letters: "a b")
                Row {
                    Key(id: "ctrl", action: .custom("ctrl"), flicks: [Flick(.se, .layer("digits")), Flick(.n, .shift)])
                    Key.space()
                }
            }
            Layer("digits") {
                Row(letters: "1 2")
                Row { Key.layer("letters", id: "abc") }
            }
        }
        #expect(TypableCharacters.missing(in: "a1B 2", layout: layout).isEmpty)
        let (text, lines) = try traced("a1B 2", on: layout)
        #expect(text == "a1B 2")
        let steps = lines.map { line in line.split(separator: " ").dropFirst().joined(separator: " ") }
        #expect(
            steps.map { $0.components(separatedBy: " at (").first ?? "" } == [
                "layer=letters key=a",
                "layer=letters key=ctrl",  // flick se: to digits
                "layer=digits key=1",
                "layer=digits key=abc",
                "layer=letters key=ctrl",  // flick n: shift
                "layer=letters key=b",
                "layer=letters key=space",
                "layer=letters key=ctrl",
                "layer=digits key=2",
            ])
        #expect(lines[1].contains(" flick se to ("))
        #expect(lines[4].contains(" flick n to ("))
        #expect(!lines[3].contains("flick"))
    }

    /// A key whose text is a space and a combining mark (how Persian layouts show a mark alone),
    /// behind shift: the space bar types the first scalar for less, but leaves a mark no key
    /// types alone. At the same price per scalar the longer text wins.
    @Test func aKeyOfASpaceAndAMarkIsTypedWhole() throws {
        let layout = KeyboardLayout(id: "m", name: "M", locale: "fa", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row {
                    Key.shift()
                    Key(action: .character("b", shifted: " \u{652}"))
                }
                Row { Key.space() }
            }
        }
        #expect(try typed("b \u{652}b", on: layout) == "b \u{652}b")
        #expect(try typed("b b", on: layout) == "b b")
    }

    /// A dead key on a flick (as Unexpected Keyboard puts accents on corners) is planned as one
    /// on a tap: flick, then the letter. A backspace's flicks are planned too (it acts on release
    /// when it has flicks): the text only a backspace flick has is typed by that flick.
    @Test func deadKeysAndBackspacesOnFlicks() throws {
        let layout = KeyboardLayout(id: "d", name: "D", locale: "fr", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row {
                    Key(action: .character("e", shifted: "E"), flicks: [Flick(.ne, .dead(accent: "\u{301}"))])
                    Key(action: .character("x", shifted: "X"), flicks: [Flick(.sw, .character(">", shifted: ">"))])
                    Key(action: .backspace, flicks: [Flick(.nw, .character("<", shifted: "<"))])
                }
                Row { Key.space() }
            }
        }
        #expect(TypableCharacters.missing(in: "é><", layout: layout).isEmpty)
        let (text, lines) = try traced("é e><", on: layout)
        #expect(text == "é e><")
        #expect(lines.count == 6)  // e flicked (the accent), e, space, e, x flicked, backspace flicked
        #expect(lines.first?.contains("key=e at (") == true && lines.first?.contains(" flick ne to (") == true)
        #expect(lines[4].contains("key=x at (") && lines[4].contains(" flick sw to ("))
        #expect(lines.last?.contains("key=backspace at (") == true && lines.last?.contains(" flick nw to (") == true)
    }

    /// A layer with a shifted face shows the face when shift is on: its keys' own capitals are
    /// not typable (the face has none here), the face's texts are.
    @Test func aFaceReplacesTheShiftedForms() throws {
        let layout = KeyboardLayout(id: "s", name: "S", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("base") {
                Row(letters: "a b")
                Row { Key.shift() }
            }
            Layer("upper", shiftOf: "base") {
                Row(letters: "1 2")
                Row { Key.shift() }
            }
        }
        #expect(TypableCharacters.missing(in: "ab12AB", layout: layout) == ["A", "B"])
        #expect(try typed("ab12", on: layout) == "ab12")
    }

    /// A flick on a layer with a shifted face has no shifted form either: shift shows the face.
    @Test func aFaceReplacesTheShiftedFormsOfFlicks() throws {
        let layout = KeyboardLayout(id: "s", name: "S", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("base") {
                Row { Key(action: .character("e", shifted: "E"), flicks: [Flick(.e, .character("ə", shifted: "Ə"))]) }
                Row { Key.shift() }
            }
            Layer("upper", shiftOf: "base") {
                Row(letters: "E")
                Row { Key.shift() }
            }
        }
        #expect(TypableCharacters.missing(in: "eəEƏ", layout: layout) == ["Ə"])
        #expect(try typed("eəE", on: layout) == "eəE")
    }

    /// A dead key before a letter that a flick types: the accent composes with the flick's text
    /// (´ + â → ấ, U+1EA5), as it does with a tapped one.
    @Test func aDeadKeyBeforeAFlickedLetter() throws {
        let layout = KeyboardLayout(id: "v", name: "V", locale: "vi", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row {
                    Key(action: .character("a", shifted: "A"), flicks: [Flick(.n, .character("â", shifted: "Â"))])
                    Key(action: .dead(accent: "´"))
                }
                Row { Key.space() }
            }
        }
        let (text, lines) = try traced("\u{1EA5}", on: layout)
        #expect(text == "\u{1EA5}")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("key=dead at (") == true)
        #expect(lines.last?.contains("key=a at (") == true && lines.last?.contains(" flick n to (") == true)
    }

    /// A dead key's accent alone: a dead key then space, only where a key types a space; the
    /// dead key twice types what the compose table makes of the two (here ˝), else the accent.
    /// `TypableCharacters` and the planner agree on each.
    @Test func anAccentAloneAndADeadKeyTwice() throws {
        func layout(space: Bool, compose: [ExactText: [ExactText: String]] = ["´": ["´": "˝"]]) -> KeyboardLayout {
            KeyboardLayout(
                id: "k", name: "K", locale: "en", behavior: Behavior(autocapitalize: .none),
                compose: ComposeTable(compose)
            ) {
                Layer("letters") {
                    Row {
                        Key(action: .character("a", shifted: "A"))
                        Key(id: "acute", action: .dead(accent: "´"))
                        if space { Key.space() }
                    }
                }
            }
        }
        // No space key: ´ cannot be typed alone, ˝ is the dead key twice.
        #expect(TypableCharacters.missing(in: "´˝", layout: layout(space: false)) == ["´"])
        let (double, lines) = try traced("˝a", on: layout(space: false))
        #expect(double == "˝a")
        #expect(lines.count == 3 && lines[0].contains("key=acute") && lines[1].contains("key=acute"))
        #expect(throws: TypingError.cannotType(layoutID: "k", characters: ["´"])) {
            try typed("´", on: layout(space: false))
        }
        // With a space key: the dead key then space.
        #expect(TypableCharacters.missing(in: "´˝", layout: layout(space: true)).isEmpty)
        #expect(try typed("´a", on: layout(space: true)) == "´a")
        // Without the compose entry, the dead key twice types the accent.
        #expect(try typed("´a", on: layout(space: false, compose: [:])) == "´a")
        // Two different dead keys: the first accent is typed and the second waits.
        let two = KeyboardLayout(id: "t", name: "T", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row {
                    Key(action: .character("a", shifted: "A"))
                    Key(id: "acute", action: .dead(accent: "´"))
                    Key(id: "grave", action: .dead(accent: "`"))
                }
            }
        }
        #expect(TypableCharacters.missing(in: "´`", layout: two).isEmpty)
        #expect(try typed("´à", on: two) == "´à")
    }

    /// A letter with a mark (g̃, two scalars) typed whole by a long press where no key types the
    /// mark alone; where one does, the letter then the mark, two taps being cheaper than the
    /// long press.
    @Test func aGraphemeIsNotSplitWhereItsRestCannotBeTyped() throws {
        let whole = KeyboardLayout(id: "g", name: "G", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row { Key(action: .character("g", shifted: "G"), alternates: ["g\u{303}"]) }
            }
        }
        let (text, lines) = try traced("g\u{303}g", on: whole)
        #expect(text == "g\u{303}g")
        #expect(lines.count == 2 && lines[0].contains("long-press"))
        let split = KeyboardLayout(id: "h", name: "H", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row {
                    Key(action: .character("g", shifted: "G"), alternates: ["g\u{303}"])
                    Key(action: .character("\u{303}", shifted: "\u{303}"))
                }
            }
        }
        let (splitText, splitLines) = try traced("g\u{303}", on: split)
        #expect(splitText == "g\u{303}")
        #expect(splitLines.count == 2 && !splitLines.contains { $0.contains("long-press") })
    }

    /// A multitap cycle whose first tap leaves the layer (an apostrophe returns to `letters`):
    /// the planner taps twice where `'` is, and the trace names that key both times, though `x`
    /// is there for the second tap (as Keyman's Amharic layout types `›`).
    @Test func aCycleThatLeavesItsLayer() throws {
        let layout = ControllerLayouts.apostropheCycle()
        let (text, lines) = try traced("x›x", on: layout)
        #expect(text == "x›x")
        #expect(lines.count == 5)
        #expect(lines[2].contains("layer=punct key=' at (") && lines[2].hasSuffix("multitap 1/2"))
        #expect(lines[3].contains("layer=punct key=' at (") && lines[3].hasSuffix("multitap 2/2"))
        #expect(lines[4].contains("layer=letters key=x at ("))
    }

    /// Where graphemes break inside the first scalars of a text.
    @Test func graphemeSplits() {
        func splits(_ text: String, _ count: Int) -> Bool {
            Typist.splitsGrapheme(ArraySlice(Array(text.unicodeScalars)), after: count)
        }
        #expect(!splits("ab", 1))
        #expect(splits("g\u{303}x", 1))
        #expect(!splits("g\u{303}x", 2))
        #expect(splits("\r\n", 1))
        #expect(splits("\u{1F1EB}\u{1F1F7}", 1))  // the flag of France, two regional indicators
        #expect(!splits("é", 1))
        #expect(!splits("ab", 0) && !splits("ab", 2))
    }

    @Test func traceNamesEveryTap() throws {
        let controller = try KeyboardController(layout: ControllerLayouts.phone())
        let typist = Typist(controller: controller)
        var lines: [String] = []
        typist.trace = { lines.append($0) }
        try typist.type("a1")
        let a = try #require(controller.frames(ofLayer: "letters")?.key(withID: "a")).frame.center
        let shift = try #require(controller.frames(ofLayer: "letters")?.key(withID: "shift")).frame.center
        let toNumbers = try #require(controller.frames(ofLayer: "letters")?.key(withID: "123")).frame.center
        let one = try #require(controller.frames(ofLayer: "numbers")?.key(withID: "1")).frame.center
        // Autocapitalisation is on at the start: shift off first. Taps every 0.15 s.
        #expect(
            lines == [
                "t=0.000 layer=letters key=shift at (\(f(shift.x)), \(f(shift.y)))",
                "t=0.150 layer=letters key=a at (\(f(a.x)), \(f(a.y)))",
                "t=0.300 layer=letters key=123 at (\(f(toNumbers.x)), \(f(toNumbers.y)))",
                "t=0.450 layer=numbers key=1 at (\(f(one.x)), \(f(one.y)))",
            ])
    }

    @Test func traceOfALongPress() throws {
        let layout = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none))
        let controller = try KeyboardController(layout: layout)
        let typist = Typist(controller: controller)
        var lines: [String] = []
        typist.trace = { lines.append($0) }
        try typist.type("ê")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("t=0.000 layer=letters key=e at (") == true)
        #expect(lines.first?.contains(" long-press, slide to 'ê' at (") == true)
    }

    private func f(_ value: Double) -> String { FixedPoint.format(value, 1) }

    @Test(arguments: [
        (0.12, 3, "0.120"), (21.5, 1, "21.5"), (33, 1, "33.0"), (-0.04, 1, "0.0"), (-1.25, 1, "-1.3"),
        (0.0005, 3, "0.001"), (7, 0, "7"), (1e20, 1, "1e+20"),
    ])
    func fixedPoint(value: Double, decimals: Int, expected: String) {
        #expect(FixedPoint.format(value, decimals) == expected)
    }
}
