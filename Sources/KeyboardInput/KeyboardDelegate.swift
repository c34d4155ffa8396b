public import KeyboardGeometry
public import KeyboardModel
public import KeyboardWords

/// Hears everything a ``KeyboardController`` does, for an embedder that draws the keyboard or
/// edits text itself.
///
/// The controller holds its delegate **weakly**. Every method has a default that does nothing,
/// so a delegate implements only what it needs. Text edits go to the controller's ``KeyboardController/input``
/// first (when set), then the delegate hears of them: with `controller.input = buffer` an
/// embedder needs no delegate at all to get text typed.
@MainActor
public protocol KeyboardDelegate: AnyObject {
    /// Text was inserted at the caret (a character, a space, ". " for a double space, "\n").
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - text: The text.
    func keyboardController(_ controller: KeyboardController, didInsert text: String)

    /// Text before the caret was deleted.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - unit: A character or a word.
    func keyboardController(_ controller: KeyboardController, didDeleteBackward unit: DeletionUnit)

    /// The shown layer changed.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - layer: The new layer's name.
    func keyboardController(_ controller: KeyboardController, didSwitchToLayer layer: String)

    /// The shift state changed (by a tap, a double tap, caps lock, or autocapitalisation).
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - state: The new state.
    func keyboardController(_ controller: KeyboardController, didChangeShiftState state: ShiftState)

    /// A dead key's accent is waiting for the next character, or stopped waiting (`nil`).
    ///
    /// iOS shows the waiting accent as marked text; nothing is inserted until it resolves.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - accent: The accent, or `nil`.
    func keyboardController(_ controller: KeyboardController, didChangePendingAccent accent: String?)

    /// Return was tapped; "\n" has been inserted.
    ///
    /// - Parameter controller: The controller.
    func keyboardControllerDidReturn(_ controller: KeyboardController)

    /// The next-keyboard (globe) key was tapped.
    ///
    /// - Parameter controller: The controller.
    func keyboardControllerDidRequestNextKeyboard(_ controller: KeyboardController)

    /// A long press on the next-keyboard (globe) key: show the list of keyboards anchored at
    /// `anchor`, the key's frame (a keyboard extension forwards the touch to
    /// `handleInputModeList(from:with:)`). The release that follows types nothing.
    func keyboardController(_ controller: KeyboardController, didRequestInputModeListFrom anchor: KeyboardRect)

    /// The dismiss key was tapped.
    ///
    /// - Parameter controller: The controller.
    func keyboardControllerDidRequestDismiss(_ controller: KeyboardController)

    /// A custom key was tapped.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - name: The action's name from the layout.
    func keyboardController(_ controller: KeyboardController, didTriggerCustomAction name: String)

    /// A long press opened a key's alternates, or the finger moved to another cell.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - popup: The cells and the selected one.
    func keyboardController(_ controller: KeyboardController, didShowAlternates popup: AlternatesPopup)

    /// The alternates closed (after a release, a cancel, or another touch).
    ///
    /// - Parameter controller: The controller.
    func keyboardControllerDidHideAlternates(_ controller: KeyboardController)

    /// A flick armed a direction while the finger moves, changed it, or ended (`nil`): for a
    /// flick preview. A release past the trigger distance does what the armed direction does.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - direction: The direction a release would type now, or `nil`.
    ///   - keyID: The key being flicked.
    func keyboardController(
        _ controller: KeyboardController, didArmFlick direction: FlickDirection?, onKey keyID: String)

    /// A finger went down on a key: the moment for a key preview or a haptic tap. It comes
    /// before anything the touch does (backspace deletes right after it).
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - keyID: The key's id.
    func keyboardController(_ controller: KeyboardController, didTouchDownOnKey keyID: String)

    /// An event asks for feedback: play the click and haptics of its kind (see ``KeyFeedback``
    /// for iOS's). Not called while ``KeyboardController/feedbackEnabled`` is `false`.
    func keyboardController(_ controller: KeyboardController, didRequestFeedback feedback: KeyFeedback)

    /// A host action key was tapped: copy, paste, the emoji picker, a modifier latch…; the
    /// controller types nothing for it.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - action: What the key asks for.
    func keyboardController(_ controller: KeyboardController, didRequestHostAction action: HostAction)

    /// The suggestions for the word being typed changed (only with a lexicon: see
    /// ``KeyboardController/lexicon``): show them in the suggestion bar.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - suggestions: The word and its suggestions, best first.
    func keyboardController(_ controller: KeyboardController, didUpdateSuggestions suggestions: WordSuggestions)

    /// The trail of the swipe in progress changed (only with a lexicon and
    /// ``KeyboardController/swipeTyping``): draw it over the keys. Empty when the swipe ended.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - trail: The finger's points so far, in the keyboard's coordinates, oldest first.
    func keyboardController(_ controller: KeyboardController, didUpdateSwipeTrail trail: [KeyboardPoint])

    /// A drag from backspace marks this many words before the caret for deletion (0: none any
    /// more): show them marked; the release deletes them.
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - count: How many words.
    func keyboardController(_ controller: KeyboardController, didMarkWordsForDeletion count: Int)

    /// The keyboard learnt a word the user kept against the lexicon (a correction taken back,
    /// what was typed chosen from the bar): save ``KeyboardController/learntWords`` where the
    /// next run finds it (a keyboard extension's app group).
    ///
    /// - Parameters:
    ///   - controller: The controller.
    ///   - word: The word, as typed.
    func keyboardController(_ controller: KeyboardController, didLearnWord word: String)
}
