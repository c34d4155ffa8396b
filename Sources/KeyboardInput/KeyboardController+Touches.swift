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
        if let current = touch {
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
            layer: layerIndex, enteredAt: event.timestamp)
        let isBackspace = index >= 0 && layers[layerIndex].outputs[index].kind == .backspace
        touch = isBackspace ? .repeating(press, repeats: 0) : .pressing(press)
        guard index >= 0 else { return }
        delegate?.keyboardController(self, didTouchDownOnKey: layers[layerIndex].frames.keys[index].id)
        // Backspace deletes on touch-down, unless the delegate ended the touch or resized.
        guard isBackspace, case .repeating(let current, 0)? = touch, current.id == press.id,
            current.beganAt == press.beganAt, current.layer == layerIndex
        else { return }
        perform(.press, key: index, layer: layerIndex, at: event.timestamp, began: event.timestamp)
    }

    private func touchMoved(_ event: TouchEvent) {
        guard let state = touch, state.press.id == event.id else { return }
        switch state {
        case .pressing(var press):
            press.location = event.location
            let origin = keyIndex(at: press.origin, layer: press.layer)
            if origin >= 0, press.layer == layerIndex, layers[layerIndex].outputs[origin].hasFlicks {
                let distance = flickDistance(press, key: origin)
                if distance >= gestures.flickStart - KeyboardTiming.tolerance {
                    let direction = flickDirection(press, key: origin)
                    touch = .flicking(
                        press, key: origin, direction: direction,
                        locked: distance >= gestures.flickLock - KeyboardTiming.tolerance)
                    delegate?.keyboardController(
                        self, didArmFlick: direction, onKey: layers[layerIndex].frames.keys[origin].id)
                    return
                }
            }
            let index = keyIndex(at: event.location)
            if index != press.keyIndex || press.layer != layerIndex {
                press.keyIndex = index
                press.layer = layerIndex
                press.enteredAt = event.timestamp
            }
            touch = .pressing(press)
        case .choosing(var press, var popup):
            press.location = event.location
            let selected = popup.index(at: event.location.x)
            guard selected != popup.selectedIndex else {
                touch = .choosing(press, popup)
                return
            }
            popup.selectedIndex = selected
            touch = .choosing(press, popup)
            delegate?.keyboardController(self, didShowAlternates: popup)
        case .flicking(var press, let key, let direction, let locked):
            press.location = event.location
            guard !locked, press.layer == layerIndex, layers[layerIndex].outputs.indices.contains(key) else {
                touch = .flicking(press, key: key, direction: direction, locked: locked)
                return
            }
            let now = flickDirection(press, key: key)
            let lock = flickDistance(press, key: key) >= gestures.flickLock - KeyboardTiming.tolerance
            touch = .flicking(press, key: key, direction: now, locked: lock)
            if now != direction {
                delegate?.keyboardController(self, didArmFlick: now, onKey: layers[layerIndex].frames.keys[key].id)
            }
        case .repeating(var press, let repeats):
            press.location = event.location
            touch = .repeating(press, repeats: repeats)
        }
    }

    private func touchEnded(_ event: TouchEvent) {
        guard let state = touch, state.press.id == event.id else { return }
        touch = nil
        commit(state, at: event.timestamp, location: event.location)
    }

    private func touchCancelled(_ event: TouchEvent) {
        guard let current = touch, current.press.id == event.id else { return }
        cancelTouch()
    }

    // MARK: - Commits

    /// Commits the followed touch where it is now, because another touch began.
    private func rollOver(at time: Double) {
        guard let state = touch else { return }
        touch = nil
        commit(state, at: time, location: state.press.location)
    }

    /// What a touch that was in `state` does when released at `location` at `time` (the state
    /// is no longer followed).
    private func commit(_ state: TouchState, at time: Double, location: KeyboardPoint) {
        switch state {
        case .repeating:
            return
        case .choosing(_, let popup):
            delegate?.keyboardControllerDidHideAlternates(self)
            perform(.alternate(popup.selectedAlternate), key: -1, layer: layerIndex, at: time, began: time)
        case .flicking(var press, let key, let direction, _):
            press.location = location
            let id = layers.indices.contains(press.layer) ? layers[press.layer].frames.keys[key].id : ""
            delegate?.keyboardController(self, didArmFlick: nil, onKey: id)
            // Released short of the trigger distance, or where no direction is defined: nothing.
            guard let direction, press.layer == layerIndex,
                flickDistance(press, key: key) >= gestures.flickTrigger - KeyboardTiming.tolerance
            else { return }
            perform(.flick(direction), key: key, layer: layerIndex, at: time, began: press.beganAt)
        case .pressing(var press):
            if press.location != location || press.layer != layerIndex {
                press.location = location
                press.keyIndex = keyIndex(at: location)
                press.layer = layerIndex
            }
            // Released outside the keyboard: nothing.
            guard press.keyIndex >= 0 else { return }
            perform(.tap, key: press.keyIndex, layer: layerIndex, at: time, began: press.beganAt)
        }
    }

    /// Forgets the followed touch without committing it, closing any alternates and disarming
    /// any flick.
    func cancelTouch() {
        guard let state = touch else { return }
        touch = nil
        switch state {
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
        switch touch {
        case .pressing(let press)?:
            // Most events come with no timer due: decide that from the press alone.
            guard press.keyIndex >= 0, press.layer == layerIndex,
                time + KeyboardTiming.tolerance >= press.enteredAt + timing.longPressDelay
            else { return }
            let output = layers[layerIndex].outputs[press.keyIndex]
            guard output.kind == .character, !output.alternates.isEmpty else { return }
            let frame = layers[layerIndex].frames.keys[press.keyIndex]
            var popup = AlternatesPopup(
                keyID: frame.id,
                alternates: shift.isOn ? shiftedAlternates(of: output, layer: layerIndex) : output.alternates,
                over: frame.frame, keyboardWidth: size.width)
            // The layout's default alternate when it names one, else the cell under the finger.
            popup.selectedIndex =
                popup.alternates.indices.contains(output.defaultAlternate)
                ? output.defaultAlternate : popup.index(at: press.location.x)
            touch = .choosing(press, popup)
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
        while case .repeating(let press, let repeats)? = touch {
            let due = press.beganAt + timing.repeatDelay + Double(repeats) * interval
            guard due.isFinite, time + KeyboardTiming.tolerance >= due else { return }
            if performed == KeyboardTiming.maxRepeatsPerStep || !(interval > 0) {
                // Skip the backlog: count the repeats due as done.
                let backlog = ((time - due) / max(interval, 1e-9)).rounded(.down) + 1
                let skipped = backlog < 1e15 ? Int(backlog) : 1_000_000_000_000_000
                touch = .repeating(press, repeats: repeats > Int.max - skipped ? Int.max : repeats + skipped)
                return
            }
            touch = .repeating(press, repeats: repeats + 1)
            let byWord = due + KeyboardTiming.tolerance >= press.beganAt + timing.wordDeleteDelay
            performed += 1
            perform(
                .repeatDelete(byWord ? .word : .character), key: -1, layer: layerIndex, at: due, began: press.beganAt)
        }
    }

    // MARK: - Geometry

    /// The index of the key under `point` in the shown layer (or `layer`), or -1 outside.
    private func keyIndex(at point: KeyboardPoint, layer: Int? = nil) -> Int {
        let layer = layer ?? layerIndex
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
