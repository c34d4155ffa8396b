extension KeyboardController {
    /// Runs every timer due at or before `time`.
    func runTimers(upTo time: Double) {
        // Most events come with no timer due: decide that without copying the touch.
        guard let mode = active?.mode else { return }
        if mode == .key, let touch = active,
            touch.keyIndex < 0 || touch.layer != layerIndex
                || time + KeyboardTiming.tolerance < touch.enteredAt + timing.longPressDelay
        {
            return
        }
        guard var current = active else { return }
        switch current.mode {
        case .backspace:
            runRepeats(&current, upTo: time)
            active = current
        case .key:
            guard current.keyIndex >= 0, current.layer == layerIndex,
                time + KeyboardTiming.tolerance >= current.enteredAt + timing.longPressDelay
            else { return }
            let layer = layers[layerIndex]
            let output = layer.outputs[current.keyIndex]
            guard output.kind == .character, !output.alternates.isEmpty else { return }
            let frame = layer.frames.keys[current.keyIndex]
            var shown = AlternatesPopup(
                keyID: frame.id, alternates: shift.isOn ? output.shiftedAlternates : output.alternates,
                over: frame.frame, keyboardWidth: size.width)
            shown.selectedIndex = shown.index(at: current.location.x)
            current.mode = .alternates
            active = current
            popup = shown
            delegate?.keyboardController(self, didShowAlternates: shown)
        case .alternates:
            return
        }
    }

    /// Performs the backspace repeats of `touch` due by `time`, at most
    /// ``KeyboardTiming/maxRepeatsPerStep`` of them; a longer backlog is skipped.
    private func runRepeats(_ touch: inout ActiveTouch, upTo time: Double) {
        let interval = timing.repeatInterval
        var performed = 0
        while true {
            let due = touch.beganAt + timing.repeatDelay + Double(touch.repeats) * interval
            guard due.isFinite, time + KeyboardTiming.tolerance >= due else { return }
            if performed == KeyboardTiming.maxRepeatsPerStep || !(interval > 0) {
                // Skip the backlog: count the repeats due as done.
                let backlog = ((time - due) / max(interval, 1e-9)).rounded(.down) + 1
                let skipped = backlog < 1e15 ? Int(backlog) : 1_000_000_000_000_000
                touch.repeats = touch.repeats > Int.max - skipped ? Int.max : touch.repeats + skipped
                return
            }
            let byWord = due + KeyboardTiming.tolerance >= touch.beganAt + timing.wordDeleteDelay
            deleteBackward(byWord ? .word : .character)
            touch.repeats += 1
            performed += 1
        }
    }
}
