import KeyboardModel

/// Everything the controller's typing depends on that changes as it types, in one value: the
/// layer shown, shift, what the finger is doing, what the last commit leaves for the next, what
/// waits to combine, the text before the caret and the field's traits.
///
/// The controller keeps one (`KeyboardController.state`) and replaces parts of it whole; the
/// `type` planner rehearses on a controller given a copy of it, so a rehearsal starts from the
/// very state the real run starts from.
package struct KeyboardState: Equatable, Sendable {
    /// The index of the layer shown (a shifted face when one is shown).
    package var layerIndex = 0
    /// The layer to go back to after one character on a one-shot layer, while one is shown.
    var oneShotOrigin: Int?
    package var shift = ShiftState.off
    /// What the finger is doing, while one is down.
    package var touch: KeyboardReducer.TouchState?
    package var sequence = KeyboardReducer.TapSequence.none
    var composition = KeyboardReducer.Composition.none
    /// The text before the caret, as far as the keyboard needs it.
    var context = TextContext()
    /// Where the keyboard types, as the host says (the field's traits among it).
    var host = KeyboardContext()
    /// What the field being edited asks for: ``host``'s traits.
    var fieldTraits: FieldTraits {
        _read { yield host.traits }
        _modify { yield &host.traits }
    }
    /// The word being typed, its suggestions and the last correction.
    var word = WordState()
}
