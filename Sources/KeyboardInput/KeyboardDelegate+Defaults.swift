public import KeyboardGeometry
public import KeyboardModel
public import KeyboardWords

extension KeyboardDelegate {
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didInsert text: String) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didDeleteBackward unit: DeletionUnit) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didSwitchToLayer layer: String) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didChangeShiftState state: ShiftState) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didChangePendingAccent accent: String?) {}
    /// Does nothing.
    public func keyboardControllerDidReturn(_ controller: KeyboardController) {}
    /// Does nothing.
    public func keyboardControllerDidRequestNextKeyboard(_ controller: KeyboardController) {}
    /// Does nothing.
    public func keyboardControllerDidRequestDismiss(_ controller: KeyboardController) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didTriggerCustomAction name: String) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didShowAlternates popup: AlternatesPopup) {}
    /// Does nothing.
    public func keyboardControllerDidHideAlternates(_ controller: KeyboardController) {}
    /// Does nothing.
    public func keyboardController(
        _ controller: KeyboardController, didArmFlick direction: FlickDirection?, onKey keyID: String
    ) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didTouchDownOnKey keyID: String) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didRequestFeedback feedback: KeyFeedback) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didRequestInputModeListFrom anchor: KeyboardRect) {
    }
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didRequestHostAction action: HostAction) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didUpdateSuggestions suggestions: WordSuggestions)
    {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didUpdateSwipeTrail trail: [KeyboardPoint]) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didMarkWordsForDeletion count: Int) {}
    /// Does nothing.
    public func keyboardController(_ controller: KeyboardController, didLearnWord word: String) {}
}
