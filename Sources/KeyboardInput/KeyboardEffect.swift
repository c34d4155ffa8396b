import KeyboardGeometry
import KeyboardModel

/// What a step of the keyboard's reducer asks the world to do: an edit of the document, or
/// news for the delegate. The controller performs them in order after it has stored the new
/// ``KeyboardState``, so a delegate that calls back into the controller finds the state they
/// follow from.
///
/// The document edits that need the document's text (a deletion, whose context must be read
/// again; a replacement of the last scalars; a modify-previous table; a caret move) say what to
/// do, and the controller does it through ``TextInput`` and then tells the reducer the text
/// before the caret (``KeyboardEvent/contextRead(_:)``, ``KeyboardEvent/textChanged(_:)``).
package enum KeyboardEffect: Equatable, Sendable {
    // MARK: Edits

    /// Insert the text; the reducer has already added it to the context.
    case insert(String)
    /// Delete one unit before the caret; the context is read again afterwards when `readsContext`
    /// (not when the reducer knows what follows: ". " after a double space).
    case deleteBackward(DeletionUnit, readsContext: Bool)
    /// Delete one Unicode scalar before the caret (a layout that deletes by scalar): the last
    /// character when it has one scalar, else that character and the rest of it again.
    case deleteScalar
    /// Replace the last `scalars` Unicode scalars before the caret with the text.
    case replaceBackward(scalars: Int, with: String)
    /// Change the text before the caret by the layout's modify table of this name.
    case modifyPrevious(table: String)
    /// Move the caret.
    case moveCaret(CaretMove)
    /// Delete the character after the caret.
    case deleteForward

    // MARK: News for the delegate

    case shiftChanged(ShiftState)
    case layerChanged(String)
    case pendingAccentChanged(String?)
    case returned
    case nextKeyboard
    /// A long press on the next-keyboard key: show the list of keyboards from this frame (the
    /// key's, in the keyboard's coordinates), as `handleInputModeList(from:with:)` does.
    indirect case inputModeList(anchor: KeyboardRect)
    case dismiss
    case custom(String)
    case host(HostAction)
    /// A touch went down on a key, which asks for this feedback (one effect for both: every
    /// touch has them).
    case touchDown(keyID: String, feedback: KeyFeedback)
    /// An event other than a touch going down asks for a click or haptics (``KeyFeedback``).
    case feedback(KeyFeedback)
    indirect case alternatesShown(AlternatesPopup)
    case alternatesHidden
    case flickArmed(FlickDirection?, keyID: String)
    /// The suggestions for the word being typed changed (``KeyboardState/word``).
    case suggestionsChanged
    /// This many words before the caret are marked for deletion by a drag from backspace.
    case wordsMarked(Int)
    /// The swipe's trail changed: a point was added, or the swipe ended (``WordState/trail``).
    case trailChanged
    /// The keyboard learnt a word the user kept against the lexicon (``WordState/learnt``).
    case wordLearnt(String)
}

/// The effects of the steps being performed, in order. The controller keeps one list and reuses
/// its storage: a step appends to it, and ``KeyboardController/send(_:)`` performs what its step
/// appended and then removes it (a step sent while performing another's effects appends after
/// them and removes its own), so a tap allocates nothing.
package typealias KeyboardEffects = [KeyboardEffect]
