import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import Testing

/// Keys that type nothing or only a tab: caret moves, forward delete, host actions.
@MainActor @Suite struct ControllerNoTextActionTests {
    static func layout() -> KeyboardLayout {
        KeyboardLayout(id: "edit", name: "Edit", locale: "en") {
            Layer("letters") {
                Row(letters: "a b c")
                Row {
                    Key(action: .caret(.left))
                    Key(action: .caret(.right))
                    Key(action: .caret(.up))
                    Key(action: .caret(.down))
                    Key(action: .deleteForward)
                    Key(action: .tab)
                }
                Row {
                    Key(action: .host(.copy))
                    Key(action: .host(.paste))
                    Key(action: .host(.emoji))
                    Key.shift()
                    Key.backspace()
                }
            }
        }
    }

    /// The whole text before the caret (the host's context shows only back to a line break).
    static func before(_ harness: ControllerHarness) -> String {
        String(harness.text.prefix(harness.buffer.selectedRange.lowerBound))
    }

    @Test func caretKeysMoveByCharactersAndLinesToTheSameColumn() throws {
        // "ab\ncdef\ngh" with the caret at the end, column 2 of the last line.
        let harness = try ControllerHarness(Self.layout(), text: "ab\ncdef\ngh")
        try harness.tap(["caret-up"])
        #expect(Self.before(harness) == "ab\ncd")  // column 2 of "cdef"
        try harness.tap(["caret-up"], from: 1)
        #expect(Self.before(harness) == "ab")  // column 2 of "ab"
        try harness.tap(["caret-up"], from: 2)
        #expect(Self.before(harness) == "")  // the first line: to the start
        try harness.tap(["caret-down"], from: 3)
        #expect(Self.before(harness) == "ab\n")  // column 0 of "cdef"
        try harness.tap(["caret-right", "caret-right"], from: 4)
        #expect(Self.before(harness) == "ab\ncd")
        try harness.tap(["caret-left"], from: 5)
        #expect(Self.before(harness) == "ab\nc")
        try harness.tap(["caret-down"], from: 6)
        #expect(Self.before(harness) == "ab\ncdef\ng")  // column 1 of "gh"
        try harness.tap(["caret-down"], from: 7)
        #expect(Self.before(harness) == "ab\ncdef\ngh")  // the last line: to the end
        #expect(harness.text == "ab\ncdef\ngh")
    }

    @Test func deleteForwardRemovesTheCharacterAfterTheCaret() throws {
        let harness = try ControllerHarness(Self.layout(), text: "abc")
        try harness.tap(["caret-left", "caret-left", "delete-forward"])
        #expect(harness.text == "ac")
        #expect(Self.before(harness) == "a")
        // At the end of the text it does nothing.
        try harness.tap(["caret-right", "delete-forward"], from: 1)
        #expect(harness.text == "ac")
    }

    @Test func tabTypesATabAndHostKeysTypeNothing() throws {
        let harness = try ControllerHarness(Self.layout(), text: "x")
        let host = HostRecorder()
        harness.controller.delegate = host
        try harness.tap(["tab", "copy", "paste", "emoji"])
        #expect(harness.text == "x\t")
        #expect(host.actions == [.copy, .paste, .emoji])
    }

    @Test func theNewActionsShowTheirSymbols() {
        #expect(Key(action: .caret(.left)).shownSymbol == .arrowLeft)
        #expect(Key(action: .deleteForward).label == "⌦")
        #expect(Key(action: .host(.settings)).shownSymbol == .settings)
        #expect(Key(action: .host(.selectAll)).id == "select-all")
    }
}

/// Records host actions.
@MainActor
final class HostRecorder: KeyboardDelegate {
    var actions: [HostAction] = []
    func keyboardController(_ controller: KeyboardController, didRequestHostAction action: HostAction) {
        actions.append(action)
    }
}
