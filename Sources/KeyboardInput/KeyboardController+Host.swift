public import KeyboardGeometry
import KeyboardModel

// What a host does to the keyboard from code: show a layer, set or reset shift, adapt to the
// field being edited, and schedule one timer instead of polling.

extension KeyboardController {
    /// When ``tick(at:)`` next has something to do — a long press opening alternates, backspace's
    /// next repeat — on the events' clock; `nil` when nothing is pending. Schedule one timer for
    /// it after every event and tick instead of calling `tick(at:)` at 60 Hz.
    public var nextDeadline: Double? { reducer.nextDeadline }

    /// Shows the layer called `name`, as a layer key would (the delegate hears it); a touch in
    /// progress is cancelled.
    ///
    /// - Parameter name: A layer's name.
    /// - Returns: Whether the layout has that layer (nothing changes when it has not).
    @discardableResult
    public func showLayer(named name: String) -> Bool {
        guard let index = layers.firstIndex(where: { $0.name == name }) else { return false }
        send(.showLayer(index))
        return true
    }

    /// Sets the shift state, as the shift and caps-lock keys would (the delegate hears it).
    /// Autocapitalisation changes it again after the next edit, unless it is `.locked`.
    ///
    /// - Parameter state: The new state.
    public func setShiftState(_ newState: ShiftState) {
        send(.setShift(newState))
    }

    /// Releases shift and caps lock and lets autocapitalisation decide again from the text
    /// before the caret (on at the start of a sentence), as when a new field begins editing.
    public func resetShift() {
        send(.resetShift)
    }

    /// What a key shows now: the field's ``FieldTraits/shownReturnKeyLabel`` on a return key, else
    /// ``Key/shownLabel(shifted:)`` for the shift state (capitals while shift is on). A key's
    /// ``Key/shownSymbol``, when it has one, is drawn instead by hosts with icons.
    ///
    /// - Parameter key: A key of ``frames``.
    /// - Returns: The text to draw.
    public func label(of key: KeyFrame) -> String {
        if key.key.action == .return, let label = fieldTraits.shownReturnKeyLabel { return label }
        return key.key.shownLabel(shifted: state.shift.isOn)
    }
}
