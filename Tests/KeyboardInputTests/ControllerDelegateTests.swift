import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// The delegate and the input are held weakly; the defaults do nothing.
@MainActor @Suite struct ControllerDelegateTests {
    /// A delegate that implements nothing: the defaults must do.
    private final class Silent: KeyboardDelegate {}

    @Test func delegateIsHeldWeakly() throws {
        let controller = try KeyboardController(layout: ControllerLayouts.phone())
        weak var gone: DelegateRecorder?
        do {
            let recorder = DelegateRecorder()
            controller.delegate = recorder
            gone = recorder
        }
        #expect(gone == nil)
        #expect(controller.delegate == nil)
    }

    @Test func inputIsHeldWeakly() throws {
        let controller = try KeyboardController(layout: ControllerLayouts.phone())
        weak var gone: TextBuffer?
        do {
            let buffer = TextBuffer()
            controller.input = buffer
            gone = buffer
        }
        #expect(gone == nil)
        #expect(controller.input == nil)
        // Typing without an input or a delegate is harmless.
        let point = try #require(controller.frames?.key(withID: "q")).frame.center
        controller.handle(TouchEvent(id: 1, phase: .began, location: point, timestamp: 0))
        controller.handle(TouchEvent(id: 1, phase: .ended, location: point, timestamp: 0.1))
    }

    @Test func defaultImplementationsDoNothing() throws {
        let controller = try KeyboardController(layout: ControllerLayouts.phone())
        let buffer = TextBuffer()
        let silent = Silent()
        controller.input = buffer
        controller.delegate = silent
        for id in ["shift", "a", "acute", "e", "return", "backspace"] {
            let point = try #require(controller.frames?.key(withID: id)).frame.center
            controller.handle(TouchEvent(id: 1, phase: .began, location: point, timestamp: 0))
            controller.handle(TouchEvent(id: 1, phase: .ended, location: point, timestamp: 0.1))
        }
        #expect(buffer.text == "aé")
    }

    /// A delegate alone (no input) hears every edit, in order, and can rebuild the text.
    @Test func delegateWithoutInputHearsEveryEdit() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none)))
        harness.controller.input = nil
        try harness.tap(["a", "b", "backspace", "c", "return"])
        #expect(
            harness.recorder.events == [
                "insert a", "insert b", "delete character", "insert c", "insert \n", "return",
            ])
        #expect(harness.buffer.text == "")
    }

    @Test func shiftChangesAreToldOnce() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone())
        // Autocapitalisation had shift on before the recorder was set.
        #expect(harness.shift == .once)
        try harness.tap(["a", "b", "123", ".", "space", "c"])
        #expect(harness.recorder.events.filter { $0.hasPrefix("shift") } == ["shift off", "shift once", "shift off"])
    }

    /// A delegate set at any time hears the shift state at once: on at the start of a sentence,
    /// off after a word, so a host draws the right caps before the first touch.
    @Test func aNewDelegateHearsTheShiftStateAtOnce() throws {
        let atStart = try ControllerHarness(ControllerLayouts.phone())
        #expect(atStart.initialEvents == ["shift once"])
        let afterAWord = try ControllerHarness(ControllerLayouts.phone(), text: "Hello")
        #expect(afterAWord.initialEvents == ["shift off"])
        let locked = try ControllerHarness(ControllerLayouts.phone(), text: "Hello")
        locked.controller.setShiftState(.locked)
        let late = DelegateRecorder()
        locked.controller.delegate = late
        #expect(late.events == ["shift locked"])
    }

    /// Touch-down comes first, before what the touch does: backspace deletes after it.
    @Test func touchDownIsToldBeforeTheKeyActs() throws {
        let harness = try ControllerHarness(ControllerLayouts.phone(), text: "ab")
        let recorder = TouchDownRecorder()
        harness.controller.delegate = recorder
        recorder.events.removeAll()
        try harness.tap(["backspace", "q"])
        #expect(recorder.events == ["down backspace", "delete character", "down q", "insert q"])
        #expect(harness.text == "aq")
    }
}

/// Records touch-downs, deletions and insertions in order.
@MainActor
final class TouchDownRecorder: KeyboardDelegate {
    var events: [String] = []
    func keyboardController(_ controller: KeyboardController, didTouchDownOnKey keyID: String) {
        events.append("down \(keyID)")
    }
    func keyboardController(_ controller: KeyboardController, didDeleteBackward unit: DeletionUnit) {
        events.append("delete \(unit)")
    }
    func keyboardController(_ controller: KeyboardController, didInsert text: String) {
        events.append("insert \(text)")
    }
}
