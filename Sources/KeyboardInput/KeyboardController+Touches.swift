import KeyboardGeometry
import KeyboardModel

// The recogniser: touch events and timers in, ``KeyboardController/TouchState`` transitions and
// gestures out. Each transition stores the new state before it calls out (to the delegate, or to
// `perform`, which edits text), and nothing is written back afterwards: a delegate that resizes,
// cancels, switches layer or sends another event from inside a call-back finds the state it
// expects.

extension KeyboardController {
    // MARK: - Public

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
        switch event.phase {
        case .began: touchBegan(event)
        case .moved: touchMoved(event)
        case .ended: touchEnded(event)
        case .cancelled: touchCancelled(event)
        }
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

    // MARK: - Phases

    private func touchBegan(_ event: TouchEvent) {
        if let current = state.touch {
            if current.press.id == event.id {
                cancelTouch()
            } else {
                rollOver(at: event.timestamp)
            }
        }
        guard !layers.isEmpty else { return }
        let index = keyIndex(at: event.location)
        let press = Press(
            id: event.id, beganAt: event.timestamp, origin: event.location, location: event.location, keyIndex: index,
            layer: state.layerIndex, enteredAt: event.timestamp)
        let isBackspace = index >= 0 && layers[state.layerIndex].outputs[index].kind == .backspace
        state.touch = isBackspace ? .repeating(press, repeats: 0) : .pressing(press)
        guard index >= 0 else { return }
        delegate?.keyboardController(self, didTouchDownOnKey: layers[state.layerIndex].frames.keys[index].id)
        // Backspace deletes on touch-down, unless the delegate ended the touch or resized.
        guard isBackspace, case .repeating(let current, 0)? = state.touch, current.id == press.id,
            current.beganAt == press.beganAt, current.layer == state.layerIndex
        else { return }
        perform(.press, key: index, layer: state.layerIndex, at: event.timestamp, began: event.timestamp)
    }

    private func touchMoved(_ event: TouchEvent) {
        guard let current = state.touch, current.press.id == event.id else { return }
        switch current {
        case .pressing(var press):
            press.location = event.location
            let origin = keyIndex(at: press.origin, layer: press.layer)
            if origin >= 0, press.layer == state.layerIndex, layers[state.layerIndex].outputs[origin].hasFlicks {
                let distance = flickDistance(press, key: origin)
                if distance >= gestures.flickStart - KeyboardTiming.tolerance {
                    let direction = flickDirection(press, key: origin)
                    state.touch = .flicking(
                        press, key: origin, direction: direction,
                        locked: distance >= gestures.flickLock - KeyboardTiming.tolerance)
                    delegate?.keyboardController(
                        self, didArmFlick: direction, onKey: layers[state.layerIndex].frames.keys[origin].id)
                    return
                }
            }
            let index = keyIndex(at: event.location)
            if index != press.keyIndex || press.layer != state.layerIndex {
                press.keyIndex = index
                press.layer = state.layerIndex
                press.enteredAt = event.timestamp
            }
            state.touch = .pressing(press)
        case .choosing(var press, var popup):
            press.location = event.location
            let selected = popup.index(at: event.location.x)
            guard selected != popup.selectedIndex else {
                state.touch = .choosing(press, popup)
                return
            }
            popup.selectedIndex = selected
            state.touch = .choosing(press, popup)
            delegate?.keyboardController(self, didShowAlternates: popup)
        case .flicking(var press, let key, let direction, let locked):
            press.location = event.location
            guard !locked, press.layer == state.layerIndex, layers[state.layerIndex].outputs.indices.contains(key)
            else {
                state.touch = .flicking(press, key: key, direction: direction, locked: locked)
                return
            }
            let now = flickDirection(press, key: key)
            let lock = flickDistance(press, key: key) >= gestures.flickLock - KeyboardTiming.tolerance
            state.touch = .flicking(press, key: key, direction: now, locked: lock)
            if now != direction {
                delegate?.keyboardController(
                    self, didArmFlick: now, onKey: layers[state.layerIndex].frames.keys[key].id)
            }
        case .repeating(var press, let repeats):
            press.location = event.location
            state.touch = .repeating(press, repeats: repeats)
        }
    }

    private func touchEnded(_ event: TouchEvent) {
        guard let current = state.touch, current.press.id == event.id else { return }
        state.touch = nil
        commit(current, at: event.timestamp, location: event.location)
    }

    private func touchCancelled(_ event: TouchEvent) {
        guard let current = state.touch, current.press.id == event.id else { return }
        cancelTouch()
    }

    // MARK: - Commits

    /// Commits the followed touch where it is now, because another touch began.
    private func rollOver(at time: Double) {
        guard let current = state.touch else { return }
        state.touch = nil
        commit(current, at: time, location: current.press.location)
    }

    /// What a touch that was in `state` does when released at `location` at `time` (the state
    /// is no longer followed).
    private func commit(_ ended: TouchState, at time: Double, location: KeyboardPoint) {
        switch ended {
        case .repeating:
            return
        case .choosing(_, let popup):
            delegate?.keyboardControllerDidHideAlternates(self)
            perform(.alternate(popup.selectedAlternate), key: -1, layer: state.layerIndex, at: time, began: time)
        case .flicking(var press, let key, let direction, _):
            press.location = location
            let id = layers.indices.contains(press.layer) ? layers[press.layer].frames.keys[key].id : ""
            delegate?.keyboardController(self, didArmFlick: nil, onKey: id)
            // Released short of the trigger distance, or where no direction is defined: nothing.
            guard let direction, press.layer == state.layerIndex,
                flickDistance(press, key: key) >= gestures.flickTrigger - KeyboardTiming.tolerance
            else { return }
            perform(.flick(direction), key: key, layer: state.layerIndex, at: time, began: press.beganAt)
        case .pressing(var press):
            if press.location != location || press.layer != state.layerIndex {
                press.location = location
                press.keyIndex = keyIndex(at: location)
                press.layer = state.layerIndex
            }
            // Released outside the keyboard: nothing.
            guard press.keyIndex >= 0 else { return }
            perform(.tap, key: press.keyIndex, layer: state.layerIndex, at: time, began: press.beganAt)
        }
    }

    /// Forgets the followed touch without committing it, closing any alternates and disarming
    /// any flick.
    func cancelTouch() {
        guard let current = state.touch else { return }
        state.touch = nil
        switch current {
        case .choosing:
            delegate?.keyboardControllerDidHideAlternates(self)
        case .flicking(let press, let key, _, _):
            let id =
                layers.indices.contains(press.layer) && layers[press.layer].frames.keys.indices.contains(key)
                ? layers[press.layer].frames.keys[key].id : ""
            delegate?.keyboardController(self, didArmFlick: nil, onKey: id)
        case .pressing, .repeating:
            break
        }
    }

    // MARK: - Timers

    /// Runs every timer due at or before `time`: a long press, or backspace repeats.
    func runTimers(upTo time: Double) {
        switch state.touch {
        case .pressing(let press)?:
            // Most events come with no timer due: decide that from the press alone.
            guard press.keyIndex >= 0, press.layer == state.layerIndex,
                time + KeyboardTiming.tolerance >= press.enteredAt + timing.longPressDelay
            else { return }
            let output = layers[state.layerIndex].outputs[press.keyIndex]
            guard output.kind == .character, !output.alternates.isEmpty else { return }
            let frame = layers[state.layerIndex].frames.keys[press.keyIndex]
            var popup = AlternatesPopup(
                keyID: frame.id,
                alternates: state.shift.isOn
                    ? shiftedAlternates(of: output, layer: state.layerIndex) : output.alternates,
                over: frame.frame, keyboardWidth: size.width)
            // The layout's default alternate when it names one, else the cell under the finger.
            if let index = output.defaultAlternate, popup.alternates.indices.contains(index) {
                popup.selectedIndex = index
            } else {
                popup.selectedIndex = popup.index(at: press.location.x)
            }
            state.touch = .choosing(press, popup)
            delegate?.keyboardController(self, didShowAlternates: popup)
        case .repeating?:
            runRepeats(upTo: time)
        case .choosing?, .flicking?, nil:
            return
        }
    }

    /// Performs the backspace repeats due by `time`, at most ``KeyboardTiming/maxRepeatsPerStep``
    /// of them; a longer backlog is skipped. The state is read again after every deletion: a
    /// delegate that cancels the touch or resizes from inside it stops the repeats.
    private func runRepeats(upTo time: Double) {
        let interval = timing.repeatInterval
        var performed = 0
        while case .repeating(let press, let repeats)? = state.touch {
            let due = press.beganAt + timing.repeatDelay + Double(repeats) * interval
            guard due.isFinite, time + KeyboardTiming.tolerance >= due else { return }
            if performed == KeyboardTiming.maxRepeatsPerStep || !(interval > 0) {
                // Skip the backlog: count the repeats due as done.
                let backlog = ((time - due) / max(interval, 1e-9)).rounded(.down) + 1
                let skipped = backlog < 1e15 ? Int(backlog) : 1_000_000_000_000_000
                state.touch = .repeating(press, repeats: repeats > Int.max - skipped ? Int.max : repeats + skipped)
                return
            }
            state.touch = .repeating(press, repeats: repeats + 1)
            let byWord = due + KeyboardTiming.tolerance >= press.beganAt + timing.wordDeleteDelay
            performed += 1
            perform(
                .repeatDelete(byWord ? .word : .character), key: -1, layer: state.layerIndex, at: due,
                began: press.beganAt)
        }
    }

    // MARK: - Geometry

    /// The index of the key under `point` in the shown layer (or `layer`), or -1 outside.
    private func keyIndex(at point: KeyboardPoint, layer: Int? = nil) -> Int {
        let layer = layer ?? state.layerIndex
        return layers.indices.contains(layer) ? layers[layer].frames.index(at: point) ?? -1 : -1
    }

    /// How far the finger has moved from where it went down, in heights of the key `key`.
    private func flickDistance(_ press: Press, key: Int) -> Double {
        let height = layers[press.layer].frames.keys[key].frame.height
        let dx = press.location.x - press.origin.x
        let dy = press.location.y - press.origin.y
        return height > 0 ? (dx * dx + dy * dy).squareRoot() / height : 0
    }

    /// The direction the finger has moved in, among those key `key` defines.
    private func flickDirection(_ press: Press, key: Int) -> FlickDirection? {
        let directions = layers[press.layer].outputs[key].flicks.map(\.direction)
        return FlickDirection.of(
            dx: press.location.x - press.origin.x, dy: press.location.y - press.origin.y, among: directions)
    }
}
