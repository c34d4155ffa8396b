import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import KeyboardWords
import Testing

/// The host's context: each trait changes what the controller does, one test each; the
/// next-keyboard key goes and comes back with `needsInputModeSwitchKey`; a long press on it asks
/// for the list of keyboards.
@MainActor @Suite struct ControllerContextTests {
    /// Hears the input-mode list and the next-keyboard request.
    final class HostRecorder: KeyboardDelegate {
        var heard: [String] = []
        func keyboardController(_ controller: KeyboardController, didRequestInputModeListFrom anchor: KeyboardRect) {
            heard.append("list \(anchor.x),\(anchor.y) \(anchor.width)×\(anchor.height)")
        }
        func keyboardControllerDidRequestNextKeyboard(_ controller: KeyboardController) { heard.append("next") }
    }

    func harness(text: String = "so ", lexicon: Bool = true) throws -> ControllerHarness {
        let harness = try ControllerHarness(text: text)
        if lexicon { harness.controller.lexicon = ControllerSwipeTests.lexicon }
        return harness
    }

    /// The next-keyboard key of the shown layer.
    func globeKey(_ harness: ControllerHarness) -> KeyFrame? {
        harness.controller.frames?.keys.first { $0.key.action == .nextKeyboard }
    }

    @Test func aNumberPadShowsTheNumbersLayer() throws {
        let harness = try harness(lexicon: false)
        harness.controller.fieldTraits = FieldTraits(keyboardType: .numberPad)
        #expect(harness.layer == "numbers")
        #expect(harness.controller.fieldTraits.content == .number)
        // An explicit layer wins over the keyboard type's.
        harness.controller.fieldTraits = FieldTraits(layer: "symbols", keyboardType: .numberPad)
        #expect(harness.layer == "symbols")
        // The e-mail type shows the letters and corrects nothing.
        harness.controller.fieldTraits = FieldTraits(layer: "letters", keyboardType: .emailAddress)
        #expect(harness.layer == "letters")
        #expect(harness.controller.fieldTraits.content == .email)
    }

    @Test func theReturnKeyTypeLabelsTheReturnKey() throws {
        let harness = try harness(lexicon: false)
        let returnKey = try #require(harness.controller.frames?.keys.first { $0.key.action == .return })
        #expect(harness.controller.label(of: returnKey) == returnKey.key.shownLabel(shifted: false))
        harness.controller.fieldTraits = FieldTraits(returnKeyType: .go)
        #expect(harness.controller.label(of: returnKey) == "Go")
        harness.controller.fieldTraits = FieldTraits(returnKeyType: .google)
        #expect(harness.controller.label(of: returnKey) == "Search")
        harness.controller.fieldTraits = FieldTraits(returnKeyType: .emergencyCall)
        #expect(harness.controller.label(of: returnKey) == "Emergency Call")
        // A label of the host's own wins.
        harness.controller.fieldTraits = FieldTraits(returnKeyLabel: "Post", returnKeyType: .send)
        #expect(harness.controller.label(of: returnKey) == "Post")
    }

    @Test func secureEntryGetsNoSuggestionsAndNoCorrections() throws {
        let harness = try harness()
        var traits = FieldTraits(layer: "letters")
        traits.secureTextEntry = true
        harness.controller.fieldTraits = traits
        #expect(harness.controller.fieldTraits.content == .password)
        try harness.tap(["t", "g", "e"])
        #expect(harness.controller.suggestions.suggestions.isEmpty)
        try harness.tap(["space"], from: 1)
        #expect(harness.text == "so tge ")
        // The same taps in a text field are corrected to "the".
        harness.controller.fieldTraits = FieldTraits()
        harness.controller.autocorrects = true
        try harness.tap(["t", "g", "e", "space"], from: 2)
        #expect(harness.text == "so tge the ")
    }

    @Test func spellCheckingOffFindsNoCorrections() throws {
        let harness = try harness()
        harness.controller.autocorrects = true
        var traits = FieldTraits()
        traits.spellChecking = false
        harness.controller.fieldTraits = traits
        try harness.tap(["t", "g", "e"])
        #expect(!harness.controller.suggestions.suggestions.contains { $0.kind == .correction })
        #expect(harness.controller.suggestions.correction == nil)
        try harness.tap(["space"], from: 1)
        #expect(harness.text == "so tge ")
        // Completions stay: "th" offers "the".
        try harness.tap(["t", "h"], from: 2)
        #expect(harness.controller.suggestions.suggestions.contains { $0.text == "the" && $0.kind == .completion })
    }

    @Test func smartQuotesCurlOpeningAndClosing() throws {
        let harness = try harness(text: "", lexicon: false)
        var traits = FieldTraits(autocapitalization: Autocapitalization.none)
        traits.smartQuotes = true
        harness.controller.fieldTraits = traits
        // ' at the start opens, inside a word closes (an apostrophe). (An apostrophe typed on the
        // numbers layer returns to the letters.)
        var time = try harness.tap(["123", "'", "d", "o", "n", "123", "'", "t", "space"])
        #expect(harness.text == "‘don’t ")
        // After a word it closes.
        time = try harness.tap(["x", "123", "'"], from: time)
        #expect(harness.text == "‘don’t x’")
        // Off: straight.
        harness.controller.fieldTraits = FieldTraits(autocapitalization: Autocapitalization.none)
        try harness.tap(["123", "'"], from: time)
        #expect(harness.text == "‘don’t x’'")
    }

    /// `"` opens after a space or an opening bracket and closes after anything else.
    @Test func smartDoubleQuotes() throws {
        let layout = KeyboardLayout(id: "q", name: "Q", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row {
                    Key(id: "quote", action: .character("\"", shifted: "\""))
                    Key(action: .character("a", shifted: "A"))
                    Key(id: "paren", action: .character("(", shifted: "("))
                    Key.space()
                }
            }
        }
        let harness = try ControllerHarness(layout)
        var traits = FieldTraits()
        traits.smartQuotes = true
        harness.controller.fieldTraits = traits
        try harness.tap(["quote", "a", "quote", "space", "paren", "quote", "a", "quote"])
        #expect(harness.text == "“a” (“a”")
    }

    @Test func smartDashesJoinTwoHyphens() throws {
        let harness = try harness(text: "a", lexicon: false)
        var traits = FieldTraits(autocapitalization: Autocapitalization.none)
        traits.smartDashes = true
        harness.controller.fieldTraits = traits
        let time = try harness.tap(["123", "-", "-"])
        #expect(harness.text == "a—")
        // A third hyphen is a hyphen again.
        try harness.tap(["-"], from: time)
        #expect(harness.text == "a—-")
    }

    @Test func theNextKeyboardKeyGoesWhenTheSystemShowsOne() throws {
        let harness = try harness(lexicon: false)
        try harness.tap(["123"])
        let before = try #require(harness.controller.frames)
        let globe = try #require(globeKey(harness))
        let dismissBefore = try harness.frame("dismiss")
        let spaceBefore = try harness.frame("space")
        var context = harness.controller.context
        context.needsInputModeSwitchKey = false
        harness.controller.context = context
        #expect(globeKey(harness) == nil)
        #expect(harness.layer == "numbers")
        // The row closes up: the dismiss key, right of the globe, moves left, and the space bar
        // (the row's fill key) takes the room.
        #expect(try harness.frame("dismiss").x < dismissBefore.x)
        #expect(try harness.frame("space").width > spaceBefore.width)
        #expect(harness.controller.frames?.keys.count == before.keys.count - 1)
        // A resize keeps it out; back on, it comes back where it was.
        try harness.controller.resize(to: KeyboardSize(width: 400, height: 216))
        #expect(globeKey(harness) == nil)
        try harness.controller.resize(to: harness.controller.layout.size)
        context.needsInputModeSwitchKey = true
        harness.controller.context = context
        #expect(globeKey(harness)?.frame == globe.frame)
        #expect(try harness.frame("dismiss") == dismissBefore)
    }

    @Test func aLongPressOnTheGlobeAsksForTheListOfKeyboards() throws {
        let harness = try harness(lexicon: false)
        let recorder = HostRecorder()
        harness.controller.delegate = recorder
        try harness.tap(["123"])
        let globe = try #require(globeKey(harness))
        // A tap switches keyboards.
        harness.event(.began, globe.frame.center, at: 1)
        harness.event(.ended, globe.frame.center, at: 1.1)
        #expect(recorder.heard == ["next"])
        // Held 0.45 s: the list, from the key's frame; the release switches nothing.
        harness.event(.began, globe.frame.center, at: 2)
        #expect(harness.controller.nextDeadline == 2.45)
        harness.controller.tick(at: 2.5)
        harness.event(.ended, globe.frame.center, at: 3)
        let frame = globe.frame
        #expect(recorder.heard == ["next", "list \(frame.x),\(frame.y) \(frame.width)×\(frame.height)"])
    }

    @Test func theContextKeepsWhatTheHostSays() throws {
        let harness = try harness(lexicon: false)
        let device = try #require(Device.named("ipad-mini-landscape"))
        let context = KeyboardContext(
            traits: FieldTraits(returnKeyType: .done), needsInputModeSwitchKey: true, hasFullAccess: true,
            appearance: .dark, locale: "en-GB", device: device)
        harness.controller.context = context
        #expect(harness.controller.context == context)
        #expect(harness.controller.fieldTraits.returnKeyType == .done)
    }
}

/// Marked text and the replacement of the word being typed, in the buffer and by default.
@MainActor @Suite struct TextInputMarkingTests {
    /// A text input with only the required calls: the defaults do the rest.
    final class Plain: TextInput {
        let buffer: TextBuffer
        init(_ text: String) { buffer = TextBuffer(text) }
        var documentContextBeforeInput: String? { buffer.documentContextBeforeInput }
        var documentContextAfterInput: String? { buffer.documentContextAfterInput }
        var selectedText: String? { buffer.selectedText }
        var hasText: Bool { buffer.hasText }
        var selectedRange: Range<Int> { buffer.selectedRange }
        func insertText(_ text: String) { buffer.insertText(text) }
        func deleteBackward() { buffer.deleteBackward() }
        func deleteWordBackward() { buffer.deleteWordBackward() }
        func adjustTextPosition(byCharacterOffset offset: Int) { buffer.adjustTextPosition(byCharacterOffset: offset) }
        func setSelection(_ range: Range<Int>) { buffer.setSelection(range) }
    }

    @Test func theBufferMarksReplacesAndUnmarks() {
        let buffer = TextBuffer("I ")
        buffer.setMarkedText("か", selectedRange: 1..<1)
        #expect(buffer.text == "I か")
        #expect(buffer.markedRange == 2..<3)
        buffer.setMarkedText("かな", selectedRange: 0..<2)
        #expect(buffer.text == "I かな")
        #expect(buffer.markedRange == 2..<4)
        #expect(buffer.selectedRange == 2..<4)
        buffer.unmarkText()
        #expect(buffer.markedRange == nil)
        #expect(buffer.text == "I かな")
        // An edit inside the marked text unmarks it.
        buffer.setSelection(4..<4)
        buffer.setMarkedText("ab", selectedRange: 2..<2)
        #expect(buffer.markedText == "ab")
        buffer.deleteBackward()
        #expect(buffer.markedRange == nil)
    }

    @Test func replacingTheCurrentWord() {
        let buffer = TextBuffer("so don'")
        buffer.replaceCurrentWord(with: "don't")
        #expect(buffer.text == "so don't")
        #expect(buffer.selectedRange == 8..<8)
        // After a space there is no word: the text is inserted.
        buffer.insertText(" ")
        buffer.replaceCurrentWord(with: "x")
        #expect(buffer.text == "so don't x")
        // The marked text is the word while there is one.
        buffer.setMarkedText("ab", selectedRange: 2..<2)
        buffer.replaceCurrentWord(with: "yes")
        #expect(buffer.text == "so don't xyes")
        #expect(buffer.markedRange == nil)
    }

    @Test func theDefaultsWorkThroughTheRequiredCalls() {
        let plain = Plain("say helo")
        plain.replaceCurrentWord(with: "hello")
        #expect(plain.buffer.text == "say hello")
        // Marked text without support: the word before the caret stands for it.
        plain.insertText(" k")
        plain.setMarkedText("ka", selectedRange: 2..<2)
        #expect(plain.buffer.text == "say hello ka")
        plain.setMarkedText("kan", selectedRange: 3..<3)
        #expect(plain.buffer.text == "say hello kan")
        plain.unmarkText()
        #expect(plain.buffer.text == "say hello kan")
    }
}
