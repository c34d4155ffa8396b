import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Shift taps, double taps, caps lock, autocapitalisation.
@MainActor @Suite struct ControllerShiftTests {
    private static let plain = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none))

    @Test func tapShiftsTheNextCharacterOnly() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap(["shift", "a", "b"])
        #expect(harness.text == "Ab")
        #expect(harness.recorder.events == ["shift once", "insert A", "shift off", "insert b"])
    }

    @Test func secondTapUnshifts() throws {
        let harness = try ControllerHarness(Self.plain)
        // 0.2 s apart: the second tap-down is 0.15 s after the first release, a double tap; so
        // space them 0.5 s.
        try harness.tap("shift", at: 0)
        try harness.tap("shift", at: 0.5)
        try harness.tap("a", at: 1)
        #expect(harness.text == "a")
        #expect(harness.shift == .off)
    }

    /// The first tap is released at 0.05 s; a second tap-down 0.3 s later locks, 0.301 s does not.
    @Test(arguments: [(0.349, ShiftState.locked), (0.35, .locked), (0.351, .off), (0.5, .off)])
    func doubleTapWindow(secondDown: Double, expected: ShiftState) throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap("shift", at: 0)
        try harness.tap("shift", at: secondDown)
        #expect(harness.shift == expected)
    }

    @Test func lockedTypesCapitalsUntilTapped() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap("shift", at: 0)
        try harness.tap("shift", at: 0.1)
        #expect(harness.shift == .locked)
        try harness.tap(["a", "b", "space", "c"], from: 1)
        #expect(harness.text == "AB C")
        // A tap unlocks; a quick tap after it is a new single tap, not a double tap.
        try harness.tap("shift", at: 3)
        #expect(harness.shift == .off)
        try harness.tap("shift", at: 3.1)
        #expect(harness.shift == .once)
    }

    @Test func doubleTapNeedsTheBehaviour() throws {
        let layout = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none, capsLockDoubleTap: false))
        let harness = try ControllerHarness(layout)
        try harness.tap("shift", at: 0)
        try harness.tap("shift", at: 0.1)
        #expect(harness.shift == .off)
    }

    /// A key between the two taps breaks the double tap.
    @Test func keyBetweenTapsIsNoDoubleTap() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap("shift", at: 0)
        try harness.tap("a", at: 0.1)
        try harness.tap("shift", at: 0.2)
        #expect(harness.shift == .once)
        #expect(harness.text == "A")
    }

    @Test func capsLockKeyToggles() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap(["123", "caps-lock", "1", "ABC", "a"])
        #expect(harness.shift == .locked)
        try harness.tap(["123", "caps-lock", "ABC", "b"], from: 2)
        #expect(harness.text == "1Ab")
        #expect(harness.shift == .off)
    }

    /// Shift held down while a letter is tapped: rollover commits shift first, so the letter is
    /// a capital.
    @Test func chordedShift() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.down("shift", at: 0, touch: 1)
        try harness.tap("k", at: 0.1, touch: 2)
        try harness.up("shift", at: 0.2, touch: 1)
        try harness.tap("k", at: 0.3)
        #expect(harness.text == "Kk")
    }

    // MARK: - Autocapitalisation

    @Test(arguments: [
        // sentences
        (Autocapitalization.sentences, "", true), (.sentences, "Hi. ", true), (.sentences, "Hi! ", true),
        (.sentences, "Hi? ", true), (.sentences, "Hi.", false), (.sentences, "Hi ", false),
        (.sentences, "Hi\n", true), (.sentences, "Hi.\n", true), (.sentences, "Hi.  ", true),
        (.sentences, "He said \"Hi.\" ", true), (.sentences, "3.5 ", false), (.sentences, "   ", true),
        (.sentences, "Hi,", false), (.sentences, "¿Qué? ", true),
        // words
        (.words, "", true), (.words, "one ", true), (.words, "one", false), (.words, "one\n", true),
        (.words, "one\t", true), (.words, "one.", false),
        // all / none
        (.all, "", true), (.all, "one", true), (.none, "", false), (.none, "Hi. ", false),
    ])
    func autocapitalisationFromTheContext(mode: Autocapitalization, before: String, shifted: Bool) throws {
        let harness = try ControllerHarness(
            ControllerLayouts.phone(behavior: Behavior(autocapitalize: mode)), text: before)
        #expect(harness.shift == (shifted ? .once : .off))
    }

    @Test func sentencesWhileTyping() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone())
        #expect(harness.shift == .once)
        try harness.tap(["h", "i", "123", ".", "space", "o", "k"])
        #expect(harness.text == "Hi. Ok")
    }

    @Test func wordsWhileTyping() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(behavior: Behavior(autocapitalize: .words)))
        try harness.tap(["a", "b", "space", "c", "return", "d"])
        #expect(harness.text == "Ab C\nD")
    }

    @Test func allCapitalisesEveryLetter() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(behavior: Behavior(autocapitalize: .all)))
        try harness.tap(["a", "b", "space", "c"])
        #expect(harness.text == "AB C")
        // Shift off for one lowercase letter.
        try harness.tap(["shift", "d", "e"], from: 2)
        #expect(harness.text == "AB CdE")
    }

    /// Autocapitalisation engaged shift; a shift tap turns it off for a lowercase letter.
    @Test func shiftTapOverridesAutocapitalisation() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone())
        try harness.tap(["shift", "i", "p", "o", "d"])
        #expect(harness.text == "ipod")
    }

    /// Deleting back to a sentence start re-engages shift (the context is read again).
    @Test func deletionReadsTheContextAgain() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(), text: "Hi. O")
        #expect(harness.shift == .off)
        try harness.tap("backspace", at: 0)
        #expect(harness.shift == .once)
        try harness.tap("backspace", at: 0.2)
        #expect(harness.shift == .off)
    }

    @Test func textDidChangeReadsTheContext() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(), text: "Hi")
        #expect(harness.shift == .off)
        harness.buffer.insertText(". ")
        #expect(harness.shift == .off)
        harness.controller.textDidChange()
        #expect(harness.shift == .once)
        harness.buffer.setSelection(1..<1)
        harness.controller.textDidChange()
        #expect(harness.shift == .off)
    }

    @Test func lockIsKeptThroughAutocapitalisation() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone())
        try harness.tap("shift", at: 0)  // autocap had it on: now off
        try harness.tap("shift", at: 0.1)  // double tap: locked
        try harness.tap(["a", "space", "b", "backspace", "c"], from: 1)
        #expect(harness.text == "A C")
        #expect(harness.shift == .locked)
    }

    /// The controller keeps each key's text and shifted text with their classes for the text
    /// context: the shifted text must count when shift or caps lock is on, the plain text when
    /// it is off, on whichever layer is shown.
    @Test func contextFollowsTheTextActuallyTyped() throws {
        let layout = KeyboardLayout(id: "context", name: "Context", locale: "en-US") {
            Layer("letters") {
                Row {
                    Key(id: "one", action: .character("1", shifted: "!"))
                    Key(id: "x", action: .character("x", shifted: "e\u{301}."))
                    Key.shift()
                    Key.capsLock()
                    Key.layer("other", label: "2", id: "to-other")
                    Key.space()
                }
            }
            Layer("other") {
                Row {
                    Key(id: "dot", action: .character(".", shifted: "a"))
                    Key.shift()
                    Key.space()
                }
            }
        }
        let harness = try ControllerHarness(layout)
        #expect(harness.shift == .once)
        var time = try harness.tap(["one", "space"])
        #expect(harness.text == "! ")
        #expect(harness.shift == .once)
        time = try harness.tap(["shift", "one", "space"], from: time)
        #expect(harness.text == "! 1 ")
        #expect(harness.shift == .off)
        time = try harness.tap(["shift", "x", "space"], from: time)
        #expect(harness.text == "! 1 e\u{301}. ")
        #expect(harness.shift == .once)
        time = try harness.tap(["shift", "x", "space"], from: time)
        #expect(harness.text == "! 1 e\u{301}. x ")
        #expect(harness.shift == .off)
        time = try harness.tap(["caps-lock", "one", "space"], from: time)
        #expect(harness.text == "! 1 e\u{301}. x ! ")
        #expect(harness.shift == .locked)
        time = try harness.tap(["caps-lock", "to-other", "dot", "space"], from: time)
        #expect(harness.text == "! 1 e\u{301}. x ! . ")
        #expect(harness.layer == "letters")
        #expect(harness.shift == .once)
        try harness.tap(["to-other", "dot", "space"], from: time)
        #expect(harness.text == "! 1 e\u{301}. x ! . a ")
        #expect(harness.shift == .off)
    }
}
