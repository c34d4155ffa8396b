import KeyboardGeometry
import KeyboardModel

// Touches and timers in: each event is a step of the reducer (``KeyboardReducer``), whose effects
// are performed once its state is stored (``KeyboardController/send(_:)``).

extension KeyboardController {
    /// Handles one touch event.
    ///
    /// Timers due up to the event's timestamp run first (as if ``tick(at:)`` had been called),
    /// so a release at 0.45 s after the touch-down comes after the long press it completes.
    /// Events of touches the controller does not follow (unknown ids, touches already committed
    /// by rollover) are ignored; a `began` for the id of the touch being followed cancels that
    /// touch first.
    ///
    /// - Parameter event: The event.
    /// - Complexity: O(log keys) for the hit test; O(1) otherwise, plus the text edit.
    public func handle(_ event: TouchEvent) {
        runTimers(upTo: event.timestamp)
        send(.touch(event))
        // A backspace without flicks deletes on touch-down, after the delegate heard of the touch.
        if event.phase == .began, case .repeating? = reducer.state.touch { send(.touchSettled(event)) }
        checkInvariants()
    }

    /// Lets timers run up to `time`: backspace repeats and long presses.
    ///
    /// - Parameter time: The current time, in seconds on the events' clock. A time earlier than
    ///   a previous one runs nothing.
    public func tick(at time: Double) {
        runTimers(upTo: time)
        checkInvariants()
    }

    /// Runs every timer due at or before `time`: a long press, or backspace repeats one step at
    /// a time, each stored and performed before the next is looked at.
    func runTimers(upTo time: Double) {
        // Each due timer in turn (a backspace's backlog of repeats, its effects performed one by
        // one); most events come with none due, which the state says without a step. Past its
        // limit the reducer skips what is left of a backlog, so the loop ends.
        var performed = 0
        while performed <= KeyboardTiming.maxRepeatsPerStep, reducer.isDue(upTo: time) {
            send(.timer(upTo: time, performed: performed))
            performed += 1
        }
    }

    /// Forgets the followed touch without committing it, closing any alternates and disarming
    /// any flick.
    func cancelTouch() {
        send(.cancelTouch)
    }

    /// Switches to layer `index` — to its shifted face while shift is on — as a layer key does.
    func switchLayer(to index: Int) {
        send(.showLayer(index))
    }
}
