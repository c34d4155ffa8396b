import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import Testing

/// Feedback as effects: each event of a session asks for the feedback of its kind, in order, and
/// a host that turns feedback off hears none.
@MainActor @Suite struct ControllerFeedbackTests {
    /// Hears only feedback.
    final class FeedbackRecorder: KeyboardDelegate {
        var heard: [String] = []
        func keyboardController(_ controller: KeyboardController, didRequestFeedback feedback: KeyFeedback) {
            heard.append(feedback.rawValue)
        }
    }

    @Test func aSessionAsksForTheFeedbackOfEachEvent() throws {
        let harness = try ControllerHarness(text: "abc")
        let recorder = FeedbackRecorder()
        harness.controller.delegate = recorder
        try harness.tap("q", at: 0)
        try harness.tap("shift", at: 0.2)
        try harness.tap("backspace", at: 0.4)
        // Backspace held: it deletes at once, then repeats 0.5 s after it went down and every
        // 0.1 s after that.
        try harness.down("backspace", at: 1.0)
        harness.controller.tick(at: 1.5)
        harness.controller.tick(at: 1.6)
        try harness.up("backspace", at: 1.65)
        try harness.tap("123", at: 2.0)
        try harness.tap("ABC", at: 2.2)
        // A long press on `e` opens its alternates after 0.45 s.
        try harness.down("e", at: 2.4)
        harness.controller.tick(at: 2.9)
        try harness.up("e", at: 3.0)
        // Nothing under the finger: no feedback.
        harness.event(.began, KeyboardPoint(x: -50, y: -50), at: 3.2)
        harness.event(.ended, KeyboardPoint(x: -50, y: -50), at: 3.25)
        // With a lexicon the space bar drags the caret: two steps of 12 pt, a tick each.
        harness.controller.lexicon = ControllerSwipeTests.lexicon
        let space = try harness.center("space")
        harness.event(.began, space, at: 3.4)
        harness.event(.moved, KeyboardPoint(x: space.x - 13, y: space.y), at: 3.45)
        harness.event(.moved, KeyboardPoint(x: space.x - 25, y: space.y), at: 3.5)
        harness.event(.ended, KeyboardPoint(x: space.x - 25, y: space.y), at: 3.55)
        #expect(
            recorder.heard == [
                "key", "modifier", "delete", "delete", "delete-repeat", "delete-repeat", "layer-switch",
                "layer-switch", "key", "popup", "key", "gesture-step", "gesture-step",
            ])
        // Turned off by the host: the same taps ask for nothing.
        recorder.heard = []
        harness.controller.feedbackEnabled = false
        try harness.tap(["q", "shift", "backspace"], from: 4)
        #expect(recorder.heard.isEmpty)
    }

    /// A key's `sound` replaces the feedback its action implies: `x` sounds as a modifier and the
    /// custom key as a layer switch; `y` keeps a typing key's.
    @Test func aKeysSoundIsItsFeedback() throws {
        var x = Key(action: .character("x", shifted: "X"))
        x.sound = .modifier
        var custom = Key(id: "mode", action: .custom("mode"))
        custom.sound = .layerSwitch
        let layout = KeyboardLayout(id: "s", name: "S", locale: "en", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row {
                    x
                    Key(action: .character("y", shifted: "Y"))
                    custom
                }
            }
        }
        let harness = try ControllerHarness(layout)
        let recorder = FeedbackRecorder()
        harness.controller.delegate = recorder
        try harness.tap(["x", "y", "mode"], from: 0)
        #expect(recorder.heard == ["modifier", "key", "layer-switch"])
        #expect(harness.buffer.text == "xy")
    }

    /// Dragging left from backspace ticks once per word marked, not when it goes back.
    @Test func aDragFromBackspaceTicksPerWordMarked() throws {
        let harness = try ControllerHarness(text: "so hello world")
        harness.controller.lexicon = ControllerSwipeTests.lexicon
        let recorder = FeedbackRecorder()
        harness.controller.delegate = recorder
        let backspace = try harness.center("backspace")
        harness.event(.began, backspace, at: 0)
        for (index, dx) in [-25.0, -50, -30].enumerated() {
            harness.event(.moved, KeyboardPoint(x: backspace.x + dx, y: backspace.y), at: 0.05 * Double(index + 1))
        }
        harness.event(.ended, KeyboardPoint(x: backspace.x - 30, y: backspace.y), at: 0.3)
        #expect(recorder.heard == ["delete", "gesture-step", "gesture-step"])
    }
}
