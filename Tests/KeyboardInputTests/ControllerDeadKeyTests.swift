import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Dead keys: compose table, canonical composition, accent + space, cannot combine, backspace.
@MainActor @Suite struct ControllerDeadKeyTests {
    private static let plain = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none))

    @Test func pendingAccentInsertsNothingAndTellsTheDelegate() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap("acute", at: 0)
        #expect(harness.text == "")
        #expect(harness.controller.pendingAccent == "´")
        try harness.tap("e", at: 0.2)
        #expect(harness.text == "é")
        #expect(harness.controller.pendingAccent == nil)
        #expect(harness.recorder.events == ["accent ´", "accent none", "insert é"])
    }

    /// The compose table wins over canonical composition (´ + x → ξ is only in the table).
    @Test(arguments: [
        (["acute", "x"], "ξ"),  // table
        (["acute", "a"], "á"),  // canonical: a + U+0301
        (["acute", "shift", "a"], "Á"),  // shift after the accent still applies
        (["acute", "shift", "e"], "É"),  // table, upper case
        (["diaeresis", "u"], "ü"),
        (["diaeresis", "y"], "ÿ"),
        (["acute", "b"], "´b"),  // cannot combine: both
        (["diaeresis", "q"], "¨q"),
        (["acute", "space"], "´"),  // accent then space: the accent
        (["acute", "acute"], "´"),  // the same dead key twice: the accent
        (["acute", "diaeresis", "u"], "´ü"),  // another accent: the first is typed, the second waits
        (["acute", "backspace", "e"], "e"),  // backspace cancels the accent, deletes nothing
        (["acute", "return"], "´\n"),
        (["acute", "123", "1"], "´1"),  // a layer switch keeps the accent waiting
    ])
    func resolution(keys: [String], expected: String) throws {
        let harness = try ControllerHarness(Self.plain, text: "")
        var time = 0.0
        for key in keys {
            try harness.tap(key, at: time)
            time += 0.5
        }
        #expect(harness.text == expected)
        #expect(harness.controller.pendingAccent == nil)
    }

    @Test func backspaceWithAPendingAccentKeepsTheText() throws {
        let harness = try ControllerHarness(Self.plain, text: "ab")
        try harness.tap(["acute", "backspace"])
        #expect(harness.text == "ab")
        try harness.tap(["backspace"], from: 1)
        #expect(harness.text == "a")
    }

    @Test func compositionOfAnAlternate() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap("diaeresis", at: 0)
        // Long press on a: à (first alternate) + ¨ has no precomposed form: both.
        try harness.down("a", at: 1)
        try harness.up("a", at: 1.5)
        #expect(harness.text == "¨à")
    }

    @Test func composeTableEntryForSpaceWins() throws {
        let layout = ControllerLayouts.phone(
            behavior: Behavior(autocapitalize: .none), compose: ComposeTable(["´": [" ": "'"]]))
        let harness = try ControllerHarness(layout)
        try harness.tap(["acute", "space"])
        #expect(harness.text == "'")
    }

    /// Greek tonos (΄, U+0384) composes by canonical composition with Greek vowels.
    @Test(arguments: [("α", "ά"), ("ο", "ό"), ("Ω", "Ώ"), ("ϊ", "ΐ"), ("β", "΄β")])
    func greekTonos(base: String, expected: String) throws {
        let layout = KeyboardLayout(id: "g", name: "G", locale: "el", behavior: Behavior(autocapitalize: .none)) {
            Layer("letters") {
                Row {
                    Key.character(base)
                    Key.dead("΄", id: "tonos")
                }
            }
        }
        let harness = try ControllerHarness(layout)
        try harness.tap(["tonos", base])
        #expect(harness.text == expected)
    }
}
