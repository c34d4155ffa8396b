// An example host, written as an app uses the library: `import Keysmith` and nothing else of
// the package, under Swift 6's strict concurrency. Its view controller is main-actor isolated
// like UIKit's and is the controller's delegate and text input itself.
import Foundation
import Keysmith

/// What a keyboard extension's `UIInputViewController` does, without UIKit: it owns the
/// controller, is its delegate and its text input (forwarding to a document), and adapts the
/// keyboard to the field being edited.
@MainActor
final class ExampleKeyboardViewController: KeyboardDelegate, TextInput {
    /// The document the host edits (`textDocumentProxy` in an extension).
    let document = TextBuffer()
    private(set) var controller: KeyboardController?
    /// What the delegate heard, for the tests.
    private(set) var heard: [String] = []
    /// How many haptic taps the host played (one per touch-down).
    private(set) var haptics = 0

    /// Shows a layout prepared off the main thread: no compiling or solving here.
    func present(_ prepared: PreparedLayout) {
        let controller = KeyboardController(prepared: prepared)
        controller.input = self
        controller.delegate = self
        self.controller = controller
    }

    /// One tap at the centre of the key `id` of the shown layer, at `time`.
    func tap(_ id: String, at time: Double) {
        guard let controller, let key = controller.frames?.key(withID: id) else { return }
        controller.handle(TouchEvent(id: 1, phase: .began, location: key.frame.center, timestamp: time))
        controller.handle(TouchEvent(id: 1, phase: .ended, location: key.frame.center, timestamp: time + 0.05))
    }

    // MARK: KeyboardDelegate (only what this host needs: the rest have defaults)

    func keyboardController(_ controller: KeyboardController, didChangeShiftState state: ShiftState) {
        heard.append("shift \(state)")
    }

    func keyboardController(_ controller: KeyboardController, didSwitchToLayer layer: String) {
        heard.append("layer \(layer)")
    }

    func keyboardController(_ controller: KeyboardController, didTouchDownOnKey keyID: String) {
        haptics += 1
    }

    // MARK: TextInput, forwarded to the document

    var documentContextBeforeInput: String? { document.documentContextBeforeInput }
    var documentContextAfterInput: String? { document.documentContextAfterInput }
    var selectedText: String? { document.selectedText }
    var hasText: Bool { document.hasText }
    var selectedRange: Range<Int> { document.selectedRange }
    func insertText(_ text: String) { document.insertText(text) }
    func deleteBackward() { document.deleteBackward() }
    func deleteWordBackward() { document.deleteWordBackward() }
    func adjustTextPosition(byCharacterOffset offset: Int) { document.adjustTextPosition(byCharacterOffset: offset) }
    func setSelection(_ range: Range<Int>) { document.setSelection(range) }
}

/// A screen that keeps its field clear of the keyboard: a main-actor transition observer.
@MainActor
final class ExampleFormController: KeyboardTransitionObserver {
    var session = KeyboardAvoidanceSession(margin: 8)
    var scrollView = KeyboardAvoidanceSession.ScrollView(frame: KeyboardRect(x: 0, y: 0, width: 1194, height: 834))
    private(set) var bottomInset = 0.0

    // One method for every kind of transition: the others take the protocol's defaults.
    func keyboardWillShow(_ transition: KeyboardTransition) { apply(transition) }
    func keyboardHeightWillChange(_ transition: KeyboardTransition) { apply(transition) }
    func keyboardWillHide(_ transition: KeyboardTransition) { apply(transition) }

    private func apply(_ transition: KeyboardTransition) {
        if let adjustment = session.adjustment(for: transition, in: scrollView) {
            bottomInset = adjustment.bottomInset
        }
    }
}
