import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// What a host does from code: layers, shift, the field's traits, and one timer at the next
/// deadline instead of polling.
@MainActor @Suite struct ControllerHostControlTests {
    @Test func showLayerSwitchesAsALayerKeyWouldAndRefusesUnknownNames() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone())
        #expect(harness.controller.showLayer(named: "numbers"))
        #expect(harness.layer == "numbers")
        #expect(harness.recorder.events == ["layer numbers"])
        #expect(!harness.controller.showLayer(named: "emoji"))
        #expect(harness.layer == "numbers")
        #expect(harness.recorder.events == ["layer numbers"])
    }

    @Test func resetShiftReleasesCapsLockAndAsksAutocapitalisationAgain() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(), text: "Hello. ")
        #expect(harness.shift == .once)
        harness.controller.setShiftState(.locked)
        #expect(harness.shift == .locked)
        harness.controller.resetShift()
        // After ". " a sentence starts: shift is on once.
        #expect(harness.shift == .once)
        #expect(harness.recorder.events == ["shift locked", "shift off", "shift once"])
    }

    @Test func fieldTraitsOverrideAutocapitalisationReturnLabelAndLayer() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone())
        #expect(harness.shift == .once)
        // An e-mail field: no capitals, "Go" on return, the layout's letters.
        harness.controller.fieldTraits = FieldTraits(autocapitalization: Autocapitalization.none, returnKeyLabel: "Go")
        #expect(harness.shift == .off)
        try harness.tap(["a"])
        #expect(harness.text == "a")
        let keys = try #require(harness.controller.frames?.keys)
        let returnKey = try #require(keys.first { $0.key.action == .return })
        #expect(harness.controller.label(of: returnKey) == "Go")
        let q = try #require(keys.first { $0.id == "q" })
        #expect(harness.controller.label(of: q) == "q")
        // A number field asks for the numbers layer.
        harness.controller.fieldTraits = FieldTraits(layer: "numbers")
        #expect(harness.layer == "numbers")
        // Back to the layout's own rules: sentences, after "a" no capital; its return label.
        #expect(harness.controller.label(of: returnKey) == returnKey.key.label)
    }

    @Test func nextDeadlineIsTheLongPressThenEachRepeat() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(), text: "abcdef")
        #expect(harness.controller.nextDeadline == nil)
        // "e" has alternates: the popup is due 0.45 s after the touch-down.
        try harness.down("e", at: 1.0)
        #expect(harness.controller.nextDeadline == 1.45)
        harness.controller.tick(at: 1.45)
        #expect(harness.controller.alternates != nil)
        #expect(harness.controller.nextDeadline == nil)
        harness.controller.handle(TouchEvent(id: 1, phase: .cancelled, location: .zero, timestamp: 1.5))
        // "q" has none: nothing is due while it is held.
        try harness.down("q", at: 2.0)
        #expect(harness.controller.nextDeadline == nil)
        harness.controller.handle(TouchEvent(id: 1, phase: .cancelled, location: .zero, timestamp: 2.1))
        // Backspace: the first repeat 0.5 s after the touch-down, then every 0.1 s.
        try harness.down("backspace", at: 3.0)
        #expect(harness.controller.nextDeadline == 3.5)
        harness.controller.tick(at: 3.5)
        #expect(abs((harness.controller.nextDeadline ?? 0) - 3.6) < 1e-12)
        #expect(harness.text == "abcd")
    }
}
