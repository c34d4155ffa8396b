import KeyboardModel

/// The kind of feedback — a click, a tick, a tap of haptics — an event of the keyboard asks for
/// (``KeyboardDelegate/keyboardController(_:didRequestFeedback:)``).
///
/// The controller says *what happened*; the host decides how it feels and sounds. On iOS
/// (docs/HOSTING.md has the table): `key` plays `UIDevice.current.playInputClick()` and a light
/// `UIImpactFeedbackGenerator` impact; `delete` and `deleteRepeat` the same click with a rigid
/// (repeat: soft) impact; `modifier` and `layerSwitch` the click with a medium impact; `popup`
/// a `UISelectionFeedbackGenerator` selection; `gestureStep` a selection change, each space-bar
/// caret step or word marked by a drag from backspace. A host that wants none sets
/// ``KeyboardController/feedbackEnabled`` to `false`.
public enum KeyFeedback: String, Sendable, Hashable, CaseIterable {
    /// A key that types went down (a letter, space, return, a dead key).
    case key
    /// Backspace (or forward delete) went down.
    case delete
    /// Backspace, held, deleted again.
    case deleteRepeat = "delete-repeat"
    /// Shift, caps lock, or another modifier or function key went down.
    case modifier
    /// A key that switches the layer went down.
    case layerSwitch = "layer-switch"
    /// A long press opened a key's alternates.
    case popup
    /// A drag moved one step: the caret by a character on the space bar, or one more word marked
    /// by a drag from backspace.
    case gestureStep = "gesture-step"
}

extension KeyAction.Kind {
    /// The feedback of a touch going down on a key of this kind (a key's `sound` replaces it).
    var feedback: KeyFeedback {
        switch self {
        case .character, .space, .return, .tab, .dead, .custom, .modifyPrevious: .key
        case .backspace, .deleteForward: .delete
        case .layer: .layerSwitch
        case .shift, .capsLock, .nextKeyboard, .dismiss, .caretLeft, .caretRight, .caretUp, .caretDown, .escape,
            .control, .alt, .function, .copy, .cut, .paste, .selectAll, .settings, .emoji:
            .modifier
        }
    }
}
