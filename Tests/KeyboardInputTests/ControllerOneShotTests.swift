import KeyboardGeometry
import KeyboardModel
import Testing

@testable import KeyboardInput

/// One-shot layers (`one-shot: true`): a modifier layer such as AltGr, left after one
/// character for the layer it was reached from; its shifted face is shift+AltGr.
@MainActor @Suite struct ControllerOneShotTests {
    static func layout() -> KeyboardLayout {
        KeyboardLayout(id: "altgr", name: "AltGr", locale: "de", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row(letters: "q e y")
                Row {
                    Key.shift()
                    Key.layer("altgr", label: "AltGr", id: "altgr")
                    Key.layer("numbers", label: "123", id: "numbers")
                    Key.space()
                }
            }
            Layer("altgr", isOneShot: true) {
                Row {
                    Key.character("@", shifted: "@")
                    Key.character("€", shifted: "€")
                    Key.character("¥", shifted: "¥")
                }
                Row {
                    Key.shift()
                    Key.layer("letters", label: "AltGr", id: "altgr")
                    Key.layer("numbers", label: "123", id: "numbers")
                    Key.space()
                }
            }
            Layer("altgr-shift", shiftOf: "altgr") {
                Row {
                    Key.character("Ω")
                    Key.character("£")
                    Key.character("¤")
                }
                Row {
                    Key.shift()
                    Key.layer("letters", label: "AltGr", id: "altgr")
                    Key.layer("numbers", label: "123", id: "numbers")
                    Key.space()
                }
            }
            Layer("numbers") {
                Row(letters: "1 2 3")
                Row {
                    Key.shift()
                    Key.layer("letters", label: "ABC", id: "letters")
                    Key.layer("altgr", label: "AltGr", id: "altgr")
                    Key.space()
                }
            }
        }
    }

    @Test func oneCharacterAndTheLayerItCameFromIsBack() throws {
        let harness = try ControllerHarness(Self.layout())
        try harness.tap("q", at: 0)
        try harness.tap("altgr", at: 0.5)
        #expect(harness.layer == "altgr")
        try harness.tap("€", at: 1)
        #expect(harness.text == "q€")
        #expect(harness.layer == "letters")
        try harness.tap("e", at: 1.5)
        #expect(harness.text == "q€e")
    }

    @Test func shiftAndAltGrTogether() throws {
        let harness = try ControllerHarness(Self.layout())
        try harness.tap("altgr", at: 0)
        try harness.tap("shift", at: 0.5)
        #expect(harness.layer == "altgr-shift")
        try harness.tap("£", at: 1)
        #expect(harness.text == "£")
        #expect(harness.shift == .off)
        #expect(harness.layer == "letters")
    }

    @Test func fromAnotherLayerItGoesBackThere() throws {
        let harness = try ControllerHarness(Self.layout())
        try harness.tap("numbers", at: 0)
        try harness.tap("altgr", at: 0.5)
        try harness.tap("@", at: 1)
        #expect(harness.layer == "numbers")
        try harness.tap("2", at: 1.5)
        #expect(harness.text == "@2")
        // A space counts as the one character; the AltGr key again leaves without one.
        try harness.tap("altgr", at: 2)
        try harness.tap("space", at: 2.5)
        #expect(harness.layer == "numbers")
        try harness.tap("altgr", at: 3)
        try harness.tap("altgr", at: 3.5)
        #expect(harness.layer == "letters")
        try harness.tap("y", at: 4)
        #expect(harness.layer == "letters")
        #expect(harness.text == "@2 y")
    }

    @Test func typistPlansThroughIt() throws {
        let harness = try ControllerHarness(Self.layout())
        try Typist(controller: harness.controller).type("q@e£1 €")
        #expect(harness.text == "q@e£1 €")
    }
}
