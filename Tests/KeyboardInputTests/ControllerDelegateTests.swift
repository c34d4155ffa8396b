import KeyboardInput
import KeyboardModel
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
}
