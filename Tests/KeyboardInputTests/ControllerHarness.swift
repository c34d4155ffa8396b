import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Everything a delegate hears, as short strings in order.
@MainActor
final class DelegateRecorder: KeyboardDelegate {
    var events: [String] = []

    func keyboardController(_ controller: KeyboardController, didInsert text: String) {
        events.append("insert \(text)")
    }

    func keyboardController(_ controller: KeyboardController, didDeleteBackward unit: DeletionUnit) {
        events.append("delete \(unit)")
    }

    func keyboardController(_ controller: KeyboardController, didSwitchToLayer layer: String) {
        events.append("layer \(layer)")
    }

    func keyboardController(_ controller: KeyboardController, didChangeShiftState state: ShiftState) {
        events.append("shift \(state)")
    }

    func keyboardController(_ controller: KeyboardController, didChangePendingAccent accent: String?) {
        events.append("accent \(accent ?? "none")")
    }

    func keyboardControllerDidReturn(_ controller: KeyboardController) { events.append("return") }
    func keyboardControllerDidRequestNextKeyboard(_ controller: KeyboardController) { events.append("next") }
    func keyboardControllerDidRequestDismiss(_ controller: KeyboardController) { events.append("dismiss") }

    func keyboardController(_ controller: KeyboardController, didTriggerCustomAction name: String) {
        events.append("custom \(name)")
    }

    func keyboardController(_ controller: KeyboardController, didShowAlternates popup: AlternatesPopup) {
        events.append("alternates \(popup.keyID) \(popup.selectedIndex)")
    }

    func keyboardControllerDidHideAlternates(_ controller: KeyboardController) { events.append("hide") }

    func keyboardController(
        _ controller: KeyboardController, didArmFlick direction: FlickDirection?, onKey keyID: String
    ) {
        events.append("flick \(keyID) \(direction?.rawValue ?? "none")")
    }

    func keyboardController(_ controller: KeyboardController, didLearnWord word: String) {
        events.append("learnt \(word)")
    }

    /// The events other than shift changes.
    var withoutShift: [String] { events.filter { !$0.hasPrefix("shift") } }
}

/// A controller typing into a buffer, with touches addressed by key id in the shown layer.
@MainActor
final class ControllerHarness {
    let controller: KeyboardController
    let buffer: TextBuffer
    let recorder = DelegateRecorder()
    /// What the delegate heard when it was set (the shift state), before the test's events.
    let initialEvents: [String]

    init(_ layout: KeyboardLayout = ControllerLayouts.phone(), text: String = "") throws {
        controller = try KeyboardController(layout: layout)
        buffer = TextBuffer(text)
        controller.input = buffer
        controller.delegate = recorder
        initialEvents = recorder.events
        recorder.events.removeAll()
    }

    var text: String { buffer.text }
    var shift: ShiftState { controller.shiftState }
    var layer: String { controller.layerName }

    struct NoSuchKey: Error, CustomStringConvertible {
        let description: String
    }

    /// The frame of key `id` in the shown layer.
    func frame(_ id: String) throws -> KeyboardRect {
        guard let key = controller.frames?.key(withID: id) else {
            throw NoSuchKey(description: "no key '\(id)' in layer '\(controller.layerName)'")
        }
        return key.frame
    }

    /// The centre of key `id` in the shown layer.
    func center(_ id: String) throws -> KeyboardPoint { try frame(id).center }

    func down(_ id: String, at time: Double, touch: Int = 1) throws {
        controller.handle(TouchEvent(id: touch, phase: .began, location: try center(id), timestamp: time))
    }

    func move(to id: String, at time: Double, touch: Int = 1) throws {
        controller.handle(TouchEvent(id: touch, phase: .moved, location: try center(id), timestamp: time))
    }

    func up(_ id: String, at time: Double, touch: Int = 1) throws {
        controller.handle(TouchEvent(id: touch, phase: .ended, location: try center(id), timestamp: time))
    }

    func event(_ phase: TouchEvent.Phase, _ point: KeyboardPoint, at time: Double, touch: Int = 1) {
        controller.handle(TouchEvent(id: touch, phase: phase, location: point, timestamp: time))
    }

    /// A tap on key `id`: down at `time`, up 0.05 s later.
    func tap(_ id: String, at time: Double, touch: Int = 1) throws {
        try down(id, at: time, touch: touch)
        try up(id, at: time + 0.05, touch: touch)
    }

    /// Taps keys one after another, 0.2 s apart from `start`; returns the time after the last.
    @discardableResult
    func tap(_ ids: [String], from start: Double = 0) throws -> Double {
        var time = start
        for id in ids {
            try tap(id, at: time)
            time += 0.2
        }
        return time
    }
}
