import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Two spaces after a word become ". ".
@MainActor @Suite struct ControllerDoubleSpaceTests {
    @Test func doubleSpaceAfterAWord() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone())
        try harness.tap(["h", "i", "space", "space", "o"])
        #expect(harness.text == "Hi. O")
        #expect(
            harness.recorder.withoutShift == [
                "insert H", "insert i", "insert  ", "delete character", "insert . ", "insert O",
            ])
    }

    /// The first space is released at 0.05 s; the second at 2.05 s (2 s later) still counts,
    /// 2.051 s does not.
    @Test(arguments: [(2.0, "a. "), (2.001, "a  ")])
    func interval(secondDown: Double, expected: String) throws {
        let harness = try ControllerHarness(
            ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none)), text: "a")
        try harness.tap("space", at: 0)
        try harness.tap("space", at: secondDown)
        #expect(harness.text == expected)
    }

    @Test(arguments: ["a,", "a. ", "", " ", "a\n"])
    func notAfterSomethingOtherThanAWord(before: String) throws {
        let harness = try ControllerHarness(
            ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none)), text: before)
        try harness.tap(["space", "space"])
        #expect(harness.text == before + "  ")
    }

    @Test func disabledByTheBehaviour() throws {
        let layout = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none, doubleSpacePeriod: false))
        let harness = try ControllerHarness(layout)
        try harness.tap(["a", "space", "space"])
        #expect(harness.text == "a  ")
    }

    /// A key between the spaces breaks the pair; a third space stays a space.
    @Test func onlyTwoSpacesInARow() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none)))
        try harness.tap(["a", "space", "space", "space"])
        #expect(harness.text == "a.  ")
        try harness.tap(["b", "space", "shift", "space"], from: 2)
        #expect(harness.text == "a.  b  ")
    }

    @Test func afterDigitsToo() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none)))
        try harness.tap(["123", "4", "2", "space", "space"])
        #expect(harness.text == "42. ")
    }
}
