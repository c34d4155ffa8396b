import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Backspace: acts on touch-down, repeats at 0.5 s then every 0.1 s, words after 2 s; one with
/// flicks acts on release.
@MainActor @Suite struct ControllerBackspaceTests {
    private static let layout = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none))
    /// 40 one-letter words: every character deletion removes one character, every word deletion
    /// removes "x " or "x" — so counts are easy to read off the length.
    private static let words = String(repeating: "ab ", count: 40)

    @Test func deletesOnTouchDown() throws {
        let harness = try ControllerHarness(Self.layout, text: "abc")
        try harness.down("backspace", at: 0)
        #expect(harness.text == "ab")
        try harness.up("backspace", at: 0.05)
        #expect(harness.text == "ab")
        #expect(harness.recorder.events == ["delete character"])
    }

    /// Just before the first repeat (0.499 s): one deletion; at 0.5 s: two.
    @Test(arguments: [(0.499, 1), (0.5, 2), (0.599, 2), (0.6, 3), (0.699, 3), (0.7, 4), (1.0, 7)])
    func repeatsWhileHeld(heldUntil: Double, deletions: Int) throws {
        let harness = try ControllerHarness(Self.layout, text: "abcdefghijklmnop")
        try harness.down("backspace", at: 10)
        harness.controller.tick(at: 10 + heldUntil)
        #expect(harness.text.count == 16 - deletions)
    }

    /// The release runs the timers due at its time first.
    @Test(arguments: [(0.499, 1), (0.5, 2)])
    func releaseRunsDueRepeatsFirst(releasedAt: Double, deletions: Int) throws {
        let harness = try ControllerHarness(Self.layout, text: "abcdef")
        try harness.down("backspace", at: 0)
        try harness.up("backspace", at: releasedAt)
        harness.controller.tick(at: 5)
        #expect(harness.text.count == 6 - deletions)
    }

    /// Repeats due before 2 s delete characters (1 + 15 by 1.999 s); from 2 s, words.
    @Test func deletesWordsAfterTwoSeconds() throws {
        let harness = try ControllerHarness(Self.layout, text: Self.words)
        try harness.down("backspace", at: 0)
        harness.controller.tick(at: 1.999)
        #expect(harness.text.count == 120 - 16)
        #expect(!harness.recorder.events.contains("delete word"))
        harness.controller.tick(at: 2.0)
        // 104 characters "ab ab … ab": the word deletion takes the last "ab".
        #expect(harness.text.count == 102)
        #expect(harness.recorder.events.last == "delete word")
        harness.controller.tick(at: 2.1)
        // Then the space and the word before it.
        #expect(harness.text.count == 99)
    }

    @Test func tickAfterReleaseDoesNothing() throws {
        let harness = try ControllerHarness(Self.layout, text: "abcdef")
        try harness.down("backspace", at: 0)
        try harness.up("backspace", at: 0.2)
        harness.controller.tick(at: 3)
        #expect(harness.text == "abcde")
    }

    @Test func tickCatchesUpWithEveryDueRepeat() throws {
        let stepwise = try ControllerHarness(Self.layout, text: Self.words)
        let atOnce = try ControllerHarness(Self.layout, text: Self.words)
        try stepwise.down("backspace", at: 0)
        try atOnce.down("backspace", at: 0)
        var time = 0.0
        while time < 2.5 {
            time += 0.013
            stepwise.controller.tick(at: time)
        }
        atOnce.controller.tick(at: time)
        #expect(stepwise.text == atOnce.text)
        #expect(stepwise.recorder.events == atOnce.recorder.events)
    }

    /// A clock that jumps far ahead cannot make the controller loop for long.
    @Test func hugeTimeJumpIsBounded() throws {
        let harness = try ControllerHarness(Self.layout, text: "abc")
        try harness.down("backspace", at: 0)
        harness.controller.tick(at: 1e300)
        harness.controller.tick(at: .infinity)
        harness.controller.tick(at: .nan)
        #expect(harness.text == "")
        try harness.up("backspace", at: 1e301)
    }

    /// A touch that slides onto backspace does not delete; one that slides off keeps repeating.
    @Test func backspaceBelongsToTheTouchThatBeganOnIt() throws {
        let harness = try ControllerHarness(Self.layout, text: "abcdef")
        try harness.down("m", at: 0)
        try harness.up("backspace", at: 0.05)
        #expect(harness.text == "abcdef")
        try harness.down("backspace", at: 1)
        try harness.move(to: "m", at: 1.1)
        harness.controller.tick(at: 1.5)
        try harness.up("m", at: 1.55)
        #expect(harness.text == "abcd")
    }

    /// A new touch stops the repeat (rollover).
    @Test func anotherTouchStopsTheRepeat() throws {
        let harness = try ControllerHarness(Self.layout, text: "abcdef")
        try harness.down("backspace", at: 0, touch: 1)
        try harness.down("q", at: 0.3, touch: 2)
        harness.controller.tick(at: 1)
        try harness.up("q", at: 1.05, touch: 2)
        try harness.up("backspace", at: 1.1, touch: 1)
        #expect(harness.text == "abcdeq")
    }

    /// Delete removes whole grapheme clusters.
    @Test func deletesGraphemeClusters() throws {
        let harness = try ControllerHarness(Self.layout, text: "a👍🏽🇫🇷e\u{301}")
        try harness.tap(["backspace", "backspace", "backspace"])
        #expect(harness.text == "a")
    }

    @Test func customTimingIsUsed() throws {
        let harness = try ControllerHarness(Self.layout, text: "abcdef")
        harness.controller.timing.repeatDelay = 1
        harness.controller.timing.repeatInterval = 0.5
        try harness.down("backspace", at: 0)
        harness.controller.tick(at: 0.999)
        #expect(harness.text == "abcde")
        harness.controller.tick(at: 1.5)
        #expect(harness.text == "abc")
    }

    // MARK: - Backspace with flicks

    /// `x`, and a backspace whose north-east corner deletes forward and north-west types `<`
    /// (as Unexpected Keyboard's layouts have it).
    private static let flicked = KeyboardLayout(
        id: "f", name: "F", locale: "en", behavior: Behavior(autocapitalize: .none)
    ) {
        Layer("letters") {
            Row {
                Key(action: .character("x", shifted: "X"))
                Key(
                    action: .backspace, flicks: [Flick(.ne, .deleteForward), Flick(.nw, .character("<", shifted: "<"))])
            }
        }
    }

    /// A tap deletes on release, not on touch-down: the touch may still become a flick.
    @Test func withFlicksATapDeletesOnRelease() throws {
        let harness = try ControllerHarness(Self.flicked, text: "abc")
        try harness.down("backspace", at: 0)
        #expect(harness.text == "abc")
        try harness.up("backspace", at: 0.05)
        #expect(harness.text == "ab")
        #expect(harness.recorder.events == ["delete character"])
    }

    /// Its flicks happen: north-east deletes the character after the caret, north-west types.
    @Test func withFlicksEachFlickDoesItsAction() throws {
        let harness = try ControllerHarness(Self.flicked, text: "abc")
        harness.buffer.adjustTextPosition(byCharacterOffset: -1)
        let diagonal = 0.5.squareRoot()
        try ControllerGestureTests.flick(harness, "backspace", dx: diagonal, dy: -diagonal, distance: 0.8)
        #expect(harness.text == "ab")
        try ControllerGestureTests.flick(harness, "backspace", dx: -diagonal, dy: -diagonal, distance: 0.8, from: 1)
        #expect(harness.text == "ab<")
        // A move short of the flick start is a tap: one deletion, before the caret.
        try ControllerGestureTests.flick(harness, "backspace", dx: 1, dy: 0, distance: 0.2, from: 2)
        #expect(harness.text == "ab")
    }

    /// Held still, it deletes at 0.5 s (when a backspace without flicks repeats first) and then
    /// every 0.1 s; released before, it deletes once.
    @Test(arguments: [(0.499, 0), (0.5, 1), (0.599, 1), (0.6, 2), (1.0, 6)])
    func withFlicksHoldingRepeats(heldUntil: Double, deletions: Int) throws {
        let harness = try ControllerHarness(Self.flicked, text: "abcdefghijklmnop")
        try harness.down("backspace", at: 10)
        #expect(harness.controller.nextDeadline == 10.5)
        harness.controller.tick(at: 10 + heldUntil)
        #expect(harness.text.count == 16 - deletions)
        // The release deletes only when the hold did not.
        try harness.up("backspace", at: 10 + heldUntil)
        #expect(harness.text.count == 16 - max(deletions, 1))
    }

    /// Words after 2 s, as a backspace without flicks deletes them (15 characters by 1.999 s).
    @Test func withFlicksDeletesWordsAfterTwoSeconds() throws {
        let harness = try ControllerHarness(Self.flicked, text: Self.words)
        try harness.down("backspace", at: 0)
        harness.controller.tick(at: 1.999)
        #expect(harness.text.count == 120 - 15)
        harness.controller.tick(at: 2.0)
        #expect(harness.recorder.events.last == "delete word")
    }

    /// A flick started cancels the hold: nothing repeats, the release does the flick.
    @Test func withFlicksAFlickStopsTheRepeat() throws {
        let harness = try ControllerHarness(Self.flicked, text: "abc")
        let frame = try harness.frame("backspace")
        let corner = KeyboardPoint(x: frame.center.x - 0.6 * frame.height, y: frame.center.y - 0.6 * frame.height)
        try harness.down("backspace", at: 0)
        harness.event(.moved, corner, at: 0.2)
        #expect(harness.controller.nextDeadline == nil)
        harness.controller.tick(at: 1)
        #expect(harness.text == "abc")
        harness.event(.ended, corner, at: 1.1)
        #expect(harness.text == "abc<")
    }

    /// A touch that slides onto it from another key and lifts there deletes (it acts on release,
    /// as other keys do), but does not repeat: the hold belongs to a touch that began on it.
    @Test func withFlicksASlideOntoItDeletesOnceOnRelease() throws {
        let harness = try ControllerHarness(Self.flicked, text: "abc")
        try harness.down("x", at: 0)
        try harness.move(to: "backspace", at: 0.05)
        #expect(harness.controller.nextDeadline == nil)
        harness.controller.tick(at: 2)
        #expect(harness.text == "abc")
        try harness.up("backspace", at: 2.05)
        #expect(harness.text == "ab")
    }
}
