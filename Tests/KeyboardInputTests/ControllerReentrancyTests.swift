import KeyboardGeometry
import KeyboardModel
import TestSupport
import Testing

@testable import KeyboardInput

/// A delegate or an input that calls back into the controller from inside its call-backs finds
/// the state it expects: the controller stores each new state before it calls out and never
/// writes an old copy back. (The controller checks its invariants after every event here, in
/// debug builds.)
@MainActor @Suite struct ControllerReentrancyTests {
    /// A delegate that runs `action` in every call-back.
    final class CallingBack: KeyboardDelegate {
        var action: (KeyboardController, String) -> Void = { _, _ in }
        var deletions = 0
        private var depth = 0

        private func run(_ controller: KeyboardController, _ event: String) {
            // One level deep: a call-back of the call-back does nothing more.
            guard depth == 0 else { return }
            depth += 1
            action(controller, event)
            depth -= 1
        }

        func keyboardController(_ controller: KeyboardController, didInsert text: String) { run(controller, "insert") }
        func keyboardController(_ controller: KeyboardController, didDeleteBackward unit: DeletionUnit) {
            deletions += 1
            run(controller, "delete")
        }
        func keyboardController(_ controller: KeyboardController, didSwitchToLayer layer: String) {
            run(controller, "layer")
        }
        func keyboardController(_ controller: KeyboardController, didChangeShiftState state: ShiftState) {
            run(controller, "shift")
        }
        func keyboardController(_ controller: KeyboardController, didChangePendingAccent accent: String?) {
            run(controller, "accent")
        }
        func keyboardController(_ controller: KeyboardController, didShowAlternates popup: AlternatesPopup) {
            run(controller, "alternates")
        }
        func keyboardControllerDidHideAlternates(_ controller: KeyboardController) { run(controller, "hide") }
        func keyboardController(
            _ controller: KeyboardController, didArmFlick direction: FlickDirection?, onKey keyID: String
        ) { run(controller, "flick") }
        func keyboardController(_ controller: KeyboardController, didTouchDownOnKey keyID: String) {
            run(controller, "down")
        }
    }

    /// A text input that runs `action` after every edit.
    final class CallingBackInput: TextInput {
        let buffer: TextBuffer
        var action: () -> Void = {}
        init(_ text: String) { buffer = TextBuffer(text) }
        var documentContextBeforeInput: String? { buffer.documentContextBeforeInput }
        var documentContextAfterInput: String? { buffer.documentContextAfterInput }
        var selectedText: String? { buffer.selectedText }
        var hasText: Bool { buffer.hasText }
        var selectedRange: Range<Int> { buffer.selectedRange }
        func insertText(_ text: String) {
            buffer.insertText(text)
            action()
        }
        func deleteBackward() {
            buffer.deleteBackward()
            action()
        }
        func deleteWordBackward() {
            buffer.deleteWordBackward()
            action()
        }
        func adjustTextPosition(byCharacterOffset offset: Int) { buffer.adjustTextPosition(byCharacterOffset: offset) }
        func setSelection(_ range: Range<Int>) { buffer.setSelection(range) }
    }

    /// The bug of the old controller: the repeat loop held a copy of the touch across the
    /// delegate call, so a delegate that resized on the third deletion (which cancels the
    /// touch) did not stop it, and 26 characters went where 3 were meant to.
    @Test func resizingInsideADeletionStopsTheRepeat() throws {
        let controller = try KeyboardController(layout: ControllerLayouts.phone())
        let buffer = TextBuffer(String(repeating: "x", count: 30))
        controller.input = buffer
        let delegate = CallingBack()
        delegate.action = { controller, event in
            if event == "delete", delegate.deletions == 3 {
                try? controller.resize(to: KeyboardSize(width: 844, height: 216))
            }
        }
        controller.delegate = delegate
        let point = try #require(controller.frames?.key(withID: "backspace")).frame.center
        controller.handle(TouchEvent(id: 1, phase: .began, location: point, timestamp: 0))
        controller.tick(at: 3)
        controller.handle(TouchEvent(id: 1, phase: .ended, location: point, timestamp: 3))
        // Touch-down, the repeats at 0.5 and 0.6, then the resize cancelled the touch.
        #expect(delegate.deletions == 3)
        #expect(buffer.text.count == 27)
    }

    /// What a call-back does to the controller.
    enum CallBack: String, CaseIterable, CustomTestStringConvertible {
        case resize, cancel, switchLayer, beginTouch, tick, textDidChange
        var testDescription: String { rawValue }
    }

    static func perform(_ callBack: CallBack, on controller: KeyboardController) {
        let frames = controller.frames
        switch callBack {
        case .resize:
            let width = controller.size.width == 390 ? 414.0 : 390.0
            try? controller.resize(to: KeyboardSize(width: width, height: 216))
        case .cancel:
            // The followed touch of the scripts below has id 1.
            controller.handle(TouchEvent(id: 1, phase: .cancelled, location: KeyboardPoint(x: 1, y: 1), timestamp: 0))
        case .switchLayer:
            // A tap on the shown layer's first layer key, by another finger.
            guard let key = frames?.keys.first(where: { if case .layer = $0.key.action { true } else { false } }) else {
                return
            }
            controller.handle(TouchEvent(id: 99, phase: .began, location: key.frame.center, timestamp: 0))
            controller.handle(TouchEvent(id: 99, phase: .ended, location: key.frame.center, timestamp: 0))
        case .beginTouch:
            guard let key = frames?.keys.first else { return }
            controller.handle(TouchEvent(id: 98, phase: .began, location: key.frame.center, timestamp: 0))
        case .tick:
            controller.tick(at: 100)
        case .textDidChange:
            controller.textDidChange()
        }
    }

    /// A script of every gesture: taps, a long press that slides, a flick, multitap, a held
    /// backspace, a dead key, layer switches.
    /// Returns the steps done and the keys of those skipped: a call-back that switches layer or
    /// resizes may take a key the script names away for a while (said, not silent).
    @discardableResult
    static func script(_ controller: KeyboardController) throws -> (done: Int, skipped: [String]) {
        var done = 0
        var skipped: [String] = []
        var time = 0.0
        var id = 0
        func center(_ keyID: String) -> KeyboardPoint? { controller.frames?.key(withID: keyID)?.frame.center }
        func tap(_ keyID: String) {
            guard let point = center(keyID) else {
                skipped.append(keyID)
                return
            }
            done += 1
            id = 1
            controller.handle(TouchEvent(id: id, phase: .began, location: point, timestamp: time))
            controller.handle(TouchEvent(id: id, phase: .ended, location: point, timestamp: time + 0.05))
            time += 0.2
        }
        func hold(_ keyID: String, for seconds: Double, moveTo offset: KeyboardPoint = KeyboardPoint(x: 0, y: 0)) {
            guard let point = center(keyID) else {
                skipped.append(keyID)
                return
            }
            done += 1
            controller.handle(TouchEvent(id: 1, phase: .began, location: point, timestamp: time))
            controller.tick(at: time + seconds)
            let moved = KeyboardPoint(x: point.x + offset.x, y: point.y + offset.y)
            controller.handle(TouchEvent(id: 1, phase: .moved, location: moved, timestamp: time + seconds))
            controller.handle(TouchEvent(id: 1, phase: .ended, location: moved, timestamp: time + seconds + 0.05))
            time += seconds + 0.3
        }
        for key in ["a", "b", "acute", "e", "shift", "c"] { tap(key) }
        hold("e", for: 0.6, moveTo: KeyboardPoint(x: 40, y: -40))
        hold("a", for: 0.1, moveTo: KeyboardPoint(x: 0, y: -50))  // a flick when the key has one
        for key in ["m", "m", "m"] { tap(key) }
        hold("backspace", for: 1.2)
        tap("123")
        tap("1")
        tap("space")
        return (done, skipped)
    }

    /// Every call-back of the delegate and of the input calls back into the controller; the
    /// script still runs, and the controller's invariants hold after every event.
    @Test(arguments: CallBack.allCases)
    func callingBackFromEveryCallBack(_ callBack: CallBack) throws {
        for layout in [ControllerLayouts.phone(), ControllerGestureTests.layout()] {
            let controller = try KeyboardController(layout: layout)
            let input = CallingBackInput("Hello ")
            controller.input = input
            let delegate = CallingBack()
            delegate.action = { controller, _ in Self.perform(callBack, on: controller) }
            controller.delegate = delegate
            var inInput = false
            input.action = {
                guard !inInput else { return }
                inInput = true
                Self.perform(callBack, on: controller)
                inInput = false
            }
            let (done, skipped) = try Self.script(controller)
            // Most of the script's 15 steps find their keys whatever the call-backs do; a call-back
            // that switches layer shows another layer at once, where only the keys both layers
            // have (shift, backspace, 123, space) are found.
            #expect(done >= (callBack == .switchLayer ? 3 : 8), "\(callBack): skipped \(skipped)")
            #expect(done + skipped.count == 15)
            // The controller still types (a touch a call-back began is let go first).
            controller.delegate = nil
            input.action = {}
            controller.handle(
                TouchEvent(id: 98, phase: .cancelled, location: KeyboardPoint(x: 1, y: 1), timestamp: 999))
            let before = input.buffer.text
            let point = try #require(controller.frames?.keys.first { $0.key.text != nil }).frame.center
            controller.handle(TouchEvent(id: 50, phase: .began, location: point, timestamp: 1_000))
            controller.handle(TouchEvent(id: 50, phase: .ended, location: point, timestamp: 1_000.05))
            #expect(input.buffer.text.count == before.count + 1, "\(callBack)")
        }
    }
}
