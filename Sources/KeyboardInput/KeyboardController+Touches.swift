import KeyboardGeometry

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
    /// - Parameter touch: The event.
    /// - Complexity: O(log keys) for the hit test; O(1) otherwise, plus the text edit.
    public func handle(_ touch: TouchEvent) {
        runTimers(upTo: touch.timestamp)
        switch touch.phase {
        case .began: touchBegan(touch)
        case .moved: touchMoved(touch)
        case .ended: touchEnded(touch)
        case .cancelled: touchCancelled(touch)
        }
    }

    /// Lets timers run up to `time`: backspace repeats and long presses.
    ///
    /// - Parameter time: The current time, in seconds on the events' clock. A time earlier than
    ///   a previous one runs nothing.
    public func tick(at time: Double) {
        runTimers(upTo: time)
    }

    // MARK: - Phases

    private func touchBegan(_ touch: TouchEvent) {
        if let current = active {
            if current.id == touch.id {
                cancelActiveTouch()
            } else {
                rollOver(at: touch.timestamp)
            }
        }
        guard !layers.isEmpty else { return }
        let index = keyIndex(at: touch.location)
        var mode = ActiveTouch.Mode.key
        if index >= 0 && layers[layerIndex].outputs[index].kind == .backspace {
            mode = .backspace
        }
        active = ActiveTouch(
            id: touch.id, beganAt: touch.timestamp, location: touch.location, keyIndex: index, layer: layerIndex,
            enteredAt: touch.timestamp, mode: mode)
        if mode == .backspace {
            backspaceDown()
        }
    }

    private func touchMoved(_ touch: TouchEvent) {
        guard var current = active, current.id == touch.id else { return }
        current.location = touch.location
        switch current.mode {
        case .key:
            let index = keyIndex(at: touch.location)
            if index != current.keyIndex || current.layer != layerIndex {
                current.keyIndex = index
                current.layer = layerIndex
                current.enteredAt = touch.timestamp
            }
        case .alternates:
            if var shown = popup {
                let selected = shown.index(at: touch.location.x)
                if selected != shown.selectedIndex {
                    shown.selectedIndex = selected
                    popup = shown
                    delegate?.keyboardController(self, didShowAlternates: shown)
                }
            }
        case .backspace:
            break
        }
        active = current
    }

    private func touchEnded(_ touch: TouchEvent) {
        guard var current = active, current.id == touch.id else { return }
        if current.location != touch.location || current.layer != layerIndex {
            current.location = touch.location
            current.keyIndex = keyIndex(at: touch.location)
            current.layer = layerIndex
        }
        active = nil
        commit(current, at: touch.timestamp)
    }

    private func touchCancelled(_ touch: TouchEvent) {
        guard let current = active, current.id == touch.id else { return }
        cancelActiveTouch()
    }

    // MARK: - Helpers

    /// The index of the key under `point` in the shown layer, or -1 outside the keyboard.
    private func keyIndex(at point: Point) -> Int {
        layers.isEmpty ? -1 : layers[layerIndex].frames.index(at: point) ?? -1
    }

    /// Commits the followed touch where it is now, because another touch began.
    private func rollOver(at time: Double) {
        guard let current = active else { return }
        active = nil
        commit(current, at: time)
    }

    /// Forgets the followed touch without committing it, closing any alternates.
    func cancelActiveTouch() {
        active = nil
        hidePopup()
    }

    /// Commits `touch`, released (or rolled over) at `time` where it is now.
    private func commit(_ touch: ActiveTouch, at time: Double) {
        switch touch.mode {
        case .backspace:
            return
        case .alternates:
            let text = popup?.selectedAlternate
            hidePopup()
            if let text { typeCharacter(text, layer: layerIndex) }
        case .key:
            // `keyIndex` is the key under the finger where it is now, unless the layer changed.
            let index = touch.layer == layerIndex ? touch.keyIndex : keyIndex(at: touch.location)
            // Released outside the keyboard: nothing.
            guard index >= 0 else { return }
            commitKey(index, at: time, began: touch.beganAt)
        }
    }

    /// Closes the alternates, if open, telling the delegate.
    func hidePopup() {
        guard popup != nil else { return }
        popup = nil
        delegate?.keyboardControllerDidHideAlternates(self)
    }
}
