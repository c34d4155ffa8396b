/// Something that adapts to the keyboard: a view controller that moves its bottom bar, a scroll
/// view's owner that applies `KeyboardAvoidanceSession`'s insets.
///
/// `KeyboardTransitionCenter` holds observers weakly: an observer need not unregister before it
/// goes away. Called on the main actor, inside the system's keyboard notification, so an observer
/// can animate alongside the keyboard with the transition's duration and curve. Every method
/// has an empty default: implement the ones you need.
@MainActor
public protocol KeyboardTransitionObserver: AnyObject {
    /// The keyboard is about to appear.
    ///
    /// - Parameter transition: Its end frame and animation; `kind` is `.willShow`.
    func keyboardWillShow(_ transition: KeyboardTransition)

    /// The keyboard is about to disappear.
    ///
    /// - Parameter transition: Its end frame and animation; `kind` is `.willHide`.
    func keyboardWillHide(_ transition: KeyboardTransition)

    /// The visible keyboard is about to change height.
    ///
    /// - Parameter transition: Its end frame and animation; `kind` is `.heightChange`.
    func keyboardHeightWillChange(_ transition: KeyboardTransition)
}

extension KeyboardTransitionObserver {
    /// Does nothing.
    public func keyboardWillShow(_ transition: KeyboardTransition) {}
    /// Does nothing.
    public func keyboardWillHide(_ transition: KeyboardTransition) {}
    /// Does nothing.
    public func keyboardHeightWillChange(_ transition: KeyboardTransition) {}
}
