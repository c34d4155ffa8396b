import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Layer keys, return-to after space and apostrophe, and the keys that only tell the delegate.
@MainActor @Suite struct ControllerLayerTests {
    private static let plain = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none))

    @Test func layerKeysSwitchLayers() throws {
        let harness = try ControllerHarness(Self.plain)
        #expect(harness.layer == "letters")
        try harness.tap(["123", "1", "to-symbols", "#", "ABC", "a"])
        #expect(harness.text == "1#a")
        #expect(
            harness.recorder.events.filter { $0.hasPrefix("layer") } == [
                "layer numbers", "layer symbols", "layer letters",
            ])
    }

    @Test func spaceOnAnotherLayerReturnsToLetters() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap(["123", "1", "space"])
        #expect(harness.layer == "letters")
        try harness.tap(["123", "to-symbols", "space"], from: 1)
        #expect(harness.layer == "letters")
        try harness.tap(["a"], from: 2)
        // No period: a layer key came between the spaces.
        #expect(harness.text == "1  a")
    }

    @Test func apostropheOnAnotherLayerReturnsToLetters() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap(["d", "o", "n", "123", "'", "t"])
        #expect(harness.text == "don't")
    }

    @Test func otherCharactersStayOnTheLayer() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap(["123", "1", "2", "-", "."])
        #expect(harness.layer == "numbers")
        #expect(harness.text == "12-.")
    }

    @Test func returnToANamedLayer() throws {
        let layout = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none, returnTo: "numbers"))
        let harness = try ControllerHarness(layout)
        // Space on letters (not the return-to layer) goes to numbers.
        try harness.tap(["a", "space"])
        #expect(harness.layer == "numbers")
        try harness.tap(["space"], from: 1)
        #expect(harness.layer == "numbers")
    }

    @Test func returnInsertsALineBreakAndTellsTheDelegate() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap(["a", "return", "b"])
        #expect(harness.text == "a\nb")
        #expect(harness.recorder.events == ["insert a", "insert \n", "return", "insert b"])
    }

    @Test func nextKeyboardDismissAndCustomOnlyTellTheDelegate() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap(["123", "next-keyboard", "dismiss", "dictation"])
        #expect(harness.text == "")
        #expect(harness.recorder.events == ["layer numbers", "next", "dismiss", "custom dictation"])
    }
}
