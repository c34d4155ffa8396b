import KeyboardGeometry
import KeyboardModel
import KeyboardWords

// The recogniser: touch events and timers in, ``KeyboardController/TouchState`` transitions and
// gestures out, as steps of the reducer. Every transition replaces a whole touch state.

extension KeyboardReducer {
    // MARK: - Phases

    mutating func touchBegan(_ event: TouchEvent) {
        if let current = state.touch {
            if current.press.id == event.id {
                cancelTouch()
            } else {
                rollOver(at: event.timestamp)
            }
        }
        guard !rules.layers.isEmpty else { return }
        let index = keyIndex(at: event.location)
        let press = Press(
            id: event.id, beganAt: event.timestamp, origin: event.location, location: event.location, keyIndex: index,
            layer: state.layerIndex, enteredAt: event.timestamp)
        guard let index else {
            state.touch = .pressing(press)
            return
        }
        // A backspace deletes now, unless swipes are typed and the touch went down near a letter:
        // it may be a swipe begun a little off its first key, so it waits for its release (or,
        // held still, its first repeat), as a backspace with flicks does.
        let (deletes, feedback) = rules.layers[state.layerIndex].outputs[index].onTouchDown
        let deletesNow = deletes && (rules.words?.swipe == nil || swipeLetter(at: event.location, hit: nil) == nil)
        state.touch = deletesNow ? .repeating(press, repeats: 0) : .pressing(press)
        effects.append(.touchDown(keyID: rules.layers[state.layerIndex].frames.keys[index].id, feedback: feedback))
    }

    /// Right after a touch went down and the delegate heard of it: backspace deletes, unless the
    /// delegate ended the touch or resized.
    mutating func touchSettled(_ event: TouchEvent) {
        guard case .repeating(let current, 0)? = state.touch, current.id == event.id,
            current.beganAt == event.timestamp, current.layer == state.layerIndex, current.keyIndex != nil
        else { return }
        perform(.press, layer: state.layerIndex, at: event.timestamp, began: event.timestamp)
    }

    mutating func touchMoved(_ event: TouchEvent) {
        guard let current = state.touch, current.press.id == event.id else { return }
        switch current {
        case .pressing(var press):
            press.location = event.location
            let origin = keyIndex(at: press.origin, layer: press.layer)
            if let origin, press.layer == state.layerIndex, rules.layers[state.layerIndex].outputs[origin].hasFlicks {
                let distance = flickDistance(press, key: origin)
                if distance >= rules.gestures.flickStart - KeyboardTiming.tolerance {
                    let direction = flickDirection(press, key: origin)
                    state.touch = .flicking(
                        press, key: origin, direction: direction,
                        locked: distance >= rules.gestures.flickLock - KeyboardTiming.tolerance)
                    effects.append(.flickArmed(direction, keyID: rules.layers[state.layerIndex].frames.keys[origin].id))
                    return
                }
            }
            // Sideways on the space bar, from inside its frame (not the gap above it, where a swipe
            // begun a little below its first letter goes down), at least twice as far across as
            // up or down.
            if let origin, rules.spaceDragMovesCaret, press.layer == state.layerIndex,
                rules.layers[state.layerIndex].outputs[origin].kind == .space,
                rules.layers[state.layerIndex].frames.keys[origin].frame.contains(press.origin),
                abs(press.location.x - press.origin.x) >= KeyboardRules.caretStep - KeyboardTiming.tolerance,
                abs(press.location.x - press.origin.x) > 2 * abs(press.location.y - press.origin.y)
            {
                state.touch = .draggingCaret(press, steps: 0)
                dragCaret(press, from: 0)
                return
            }
            let index = keyIndex(at: event.location)
            let onItsLayer = press.layer == state.layerIndex
            if index != press.keyIndex || !onItsLayer {
                press.keyIndex = index
                press.layer = state.layerIndex
                press.enteredAt = event.timestamp
            }
            // Far enough from where it went down — less when off the key it went down on: a swipe.
            if rules.words?.swipe != nil, onItsLayer, startsSwipe(press, from: origin, offItsKey: index != origin) {
                state.word.trail = [press.origin, press.location]
                state.word.trailShown = 0
                state.touch = .swiping(press)
                effects.append(.trailChanged)
                return
            }
            state.touch = .pressing(press)
        case .choosing(var press, let key, let selected, let shifted):
            press.location = event.location
            var popup = popup(layer: press.layer, key: key, selected: selected, shifted: shifted)
            let now = popup.index(at: event.location.x)
            state.touch = .choosing(press, key: key, selected: now, shifted: shifted)
            guard now != selected else { return }
            popup.selectedIndex = now
            effects.append(.alternatesShown(popup))
        case .flicking(var press, let key, let direction, let locked):
            press.location = event.location
            guard !locked, press.layer == state.layerIndex, rules.layers[state.layerIndex].outputs.indices.contains(key)
            else {
                state.touch = .flicking(press, key: key, direction: direction, locked: locked)
                return
            }
            let now = flickDirection(press, key: key)
            let lock = flickDistance(press, key: key) >= rules.gestures.flickLock - KeyboardTiming.tolerance
            state.touch = .flicking(press, key: key, direction: now, locked: lock)
            if now != direction {
                effects.append(.flickArmed(now, keyID: rules.layers[state.layerIndex].frames.keys[key].id))
            }
        case .repeating(var press, let repeats):
            press.location = event.location
            state.touch = .repeating(press, repeats: repeats)
            if repeats == 0, rules.deleteDragDeletesWords, press.layer == state.layerIndex,
                press.origin.x - press.location.x >= KeyboardRules.wordDeleteStep - KeyboardTiming.tolerance
            {
                state.touch = .deletingWords(press, words: 0)
                markWords(press, from: 0)
            }
        case .deletingWords(var press, let words):
            press.location = event.location
            state.touch = .deletingWords(press, words: words)
            markWords(press, from: words)
        case .listingInputModes(var press):
            press.location = event.location
            state.touch = .listingInputModes(press)
        case .swiping(var press):
            press.location = event.location
            state.touch = .swiping(press)
            extendTrail(to: event.location)
        case .draggingCaret(var press, let steps):
            press.location = event.location
            state.touch = .draggingCaret(press, steps: steps)
            dragCaret(press, from: steps)
        }
    }

    // MARK: - Backspace's words

    /// Marks the words a finger dragging left from backspace asks for — one per
    /// ``KeyboardRules/wordDeleteStep`` left of where it went down — from `words`, marked until
    /// now.
    private mutating func markWords(_ press: Press, from words: Int) {
        let steps = ((press.origin.x - press.location.x) / KeyboardRules.wordDeleteStep).rounded(.down)
        let target = steps.isFinite ? Int(max(0, min(1_000, steps))) : words
        state.touch = .deletingWords(press, words: target)
        guard target != words else { return }
        effects.append(.wordsMarked(target))
        if target > words { effects.append(.feedback(.gestureStep)) }
    }

    // MARK: - The space bar's caret

    /// Moves the caret to where the finger on the space bar says — one character per
    /// ``KeyboardRules/caretStep`` of sideways movement from where it went down — from `steps`,
    /// where it was.
    private mutating func dragCaret(_ press: Press, from steps: Int) {
        let offset = ((press.location.x - press.origin.x) / KeyboardRules.caretStep).rounded(.towardZero)
        let target = offset.isFinite ? Int(max(-10_000, min(10_000, offset))) : steps
        guard target != steps else { return }
        state.touch = .draggingCaret(press, steps: target)
        state.sequence = .none
        for _ in 0..<abs(target - steps) {
            moveCaret(target < steps ? .left : .right)
            effects.append(.feedback(.gestureStep))
        }
    }

    // MARK: - Swipes

    /// Whether `press`, which went down on key `origin` of the layer shown, is a swipe: it went
    /// down on (or near) a letter of the lexicon's layer (the form's first, or its shifted face)
    /// and has travelled ``KeyboardRules/swipeStart`` of that key's width from where it went
    /// down when it is off that key (`offItsKey`), ``KeyboardRules/swipeStartOnItsKey`` when it
    /// is still on it. A tap that rolls a little over a key's edge stays a tap.
    private func startsSwipe(_ press: Press, from origin: Int?, offItsKey: Bool) -> Bool {
        guard press.layer == state.layerIndex, !rules.layers.isEmpty,
            rules.shown(state.layerIndex, shiftOn: false) == 0,
            let letter = swipeLetter(at: press.origin, hit: origin)
        else { return false }
        let width = rules.layers[press.layer].frames.keys[letter].frame.width
        let dx = press.location.x - press.origin.x
        let dy = press.location.y - press.origin.y
        let start = offItsKey ? KeyboardRules.swipeStart : KeyboardRules.swipeStartOnItsKey
        return (dx * dx + dy * dy).squareRoot() >= start * width
    }

    /// The letter key a swipe that went down at `point` starts from: the key it hit (`hit`)
    /// when that types a letter, else the letter key whose frame is nearest, if within
    /// `slack` of its height (``KeyboardRules/swipeSlack``) — a finger that starts a word a little
    /// off its first key, on shift's edge or in a gap, still swipes; one that went down well
    /// inside shift or backspace does not.
    func swipeLetter(at point: KeyboardPoint, hit: Int?, slack: Double = KeyboardRules.swipeSlack) -> Int? {
        let layer = rules.layers[state.layerIndex]
        func isLetter(_ index: Int) -> Bool {
            guard case .character(let text, _) = layer.outputs[index].action, let first = text.unicodeScalars.first
            else { return false }
            return WordCharacters.isWordScalar(first)
        }
        if let hit, isLetter(hit) { return hit }
        var best: (key: Int, distance: Double)?
        for (index, key) in layer.frames.keys.enumerated() where isLetter(index) {
            let frame = key.frame
            let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
            let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
            let distance = (dx * dx + dy * dy).squareRoot()
            if distance <= slack * frame.height, distance < best?.distance ?? .infinity {
                best = (index, distance)
            }
        }
        return best?.key
    }

    /// Adds a point to the swipe's trail. A trail is kept to ``KeyboardRules/trailLimit`` points
    /// by dropping every other point when it would grow past it (the path's shape stays; the
    /// decoder resamples it anyway), so a touch that never ends costs bounded memory.
    private mutating func extendTrail(to point: KeyboardPoint) {
        guard state.word.trail.last != point else { return }
        if state.word.trail.count >= KeyboardRules.trailLimit, let last = state.word.trail.last {
            var kept: [KeyboardPoint] = []
            kept.reserveCapacity(KeyboardRules.trailLimit / 2 + 2)
            for (index, point) in state.word.trail.enumerated() where index % 2 == 0 { kept.append(point) }
            if kept.last != last { kept.append(last) }
            state.word.trail = kept
        }
        state.word.trail.append(point)
        effects.append(.trailChanged)
        // The bar shows the readings so far, every few points.
        if state.word.trail.count >= state.word.trailShown + KeyboardRules.trailReadingStep
            || state.word.trail.count < state.word.trailShown
        {
            state.word.trailShown = state.word.trail.count
            showSwipeReadings()
        }
    }

    mutating func touchEnded(_ event: TouchEvent) {
        guard let current = state.touch, current.press.id == event.id else { return }
        state.touch = nil
        commit(current, at: event.timestamp, location: event.location)
    }

    mutating func touchCancelled(_ event: TouchEvent) {
        guard let current = state.touch, current.press.id == event.id else { return }
        cancelTouch()
    }

    // MARK: - Commits

    /// Commits the followed touch where it is now, because another touch began.
    private mutating func rollOver(at time: Double) {
        guard let current = state.touch else { return }
        state.touch = nil
        commit(current, at: time, location: current.press.location)
    }

    /// What a touch that was in `state` does when released at `location` at `time` (the state
    /// is no longer followed).
    private mutating func commit(_ ended: TouchState, at time: Double, location: KeyboardPoint) {
        switch ended {
        case .repeating, .draggingCaret, .listingInputModes:
            return
        case .deletingWords(_, let words):
            guard words > 0 else { return }
            effects.append(.wordsMarked(0))
            state.sequence = .none
            for _ in 0..<words { deleteBackward(.word) }
        case .swiping(let press):
            if press.location != location { extendTrail(to: location) }
            perform(.swipe, layer: state.layerIndex, at: time, began: press.beganAt)
        case .choosing(let press, let key, let selected, let shifted):
            effects.append(.alternatesHidden)
            let text = popup(layer: press.layer, key: key, selected: selected, shifted: shifted).selectedAlternate
            perform(.alternate(text), layer: state.layerIndex, at: time, began: time)
        case .flicking(var press, let key, let direction, _):
            press.location = location
            disarmFlick(layer: press.layer, key: key)
            // Released short of the trigger distance, or where no direction is defined: nothing.
            guard let direction, press.layer == state.layerIndex,
                flickDistance(press, key: key) >= rules.gestures.flickTrigger - KeyboardTiming.tolerance
            else { return }
            perform(.flick(key: key, direction), layer: state.layerIndex, at: time, began: press.beganAt)
        case .pressing(var press):
            if press.location != location || press.layer != state.layerIndex {
                press.location = location
                press.keyIndex = keyIndex(at: location)
                press.layer = state.layerIndex
            }
            // Released outside the keyboard: nothing.
            guard let key = press.keyIndex else { return }
            // A backspace that waited (it went down near a letter) deletes now.
            if rules.layers[state.layerIndex].outputs[key].deletesOnTouchDown, press.layer == state.layerIndex,
                keyIndex(at: press.origin) == key
            {
                perform(.press, layer: state.layerIndex, at: time, began: press.beganAt)
                return
            }
            perform(.tap(key: key, at: location), layer: state.layerIndex, at: time, began: press.beganAt)
        }
    }

    /// Tells the delegate that key `key` of `layer` has no flick armed any more; nothing when the
    /// layer no longer has that key (another form's layers replaced it, and the host draws them
    /// anew).
    private mutating func disarmFlick(layer: Int, key: Int) {
        guard rules.layers.indices.contains(layer), rules.layers[layer].frames.keys.indices.contains(key) else {
            return
        }
        effects.append(.flickArmed(nil, keyID: rules.layers[layer].frames.keys[key].id))
    }

    /// Forgets the followed touch without committing it, closing any alternates and disarming
    /// any flick.
    mutating func cancelTouch() {
        guard let current = state.touch else { return }
        state.touch = nil
        switch current {
        case .choosing:
            effects.append(.alternatesHidden)
        case .flicking(let press, let key, _, _):
            disarmFlick(layer: press.layer, key: key)
        case .swiping:
            state.word.trail.removeAll()
            effects.append(.trailChanged)
            // The bar goes back to the word being typed.
            updateSuggestions()
        case .deletingWords(_, let words):
            if words > 0 { effects.append(.wordsMarked(0)) }
        case .pressing, .repeating, .draggingCaret, .listingInputModes:
            break
        }
    }

    // MARK: - Timers

    /// Runs the timer due at or before `time`, if any: a long press, or one backspace repeat.
    ///
    /// - Parameter performed: The repeats already performed up to `time` (at most
    ///   ``KeyboardTiming/maxRepeatsPerStep`` are; a longer backlog is skipped). After a repeat
    ///   another may be due: ``isDue(upTo:)`` says.
    mutating func runTimer(upTo time: Double, performed: Int) {
        switch state.touch {
        case .pressing(let press)?:
            // Most events come with no timer due: decide that from the press alone.
            guard let key = press.keyIndex, let due = deadline(of: press), time + KeyboardTiming.tolerance >= due
            else { return }
            let output = rules.layers[state.layerIndex].outputs[key]
            if output.kind == .nextKeyboard {
                state.touch = .listingInputModes(press)
                effects.append(.inputModeList(anchor: rules.layers[state.layerIndex].frames.keys[key].frame))
                effects.append(.feedback(.popup))
                return
            }
            if output.kind == .backspace {
                // A backspace with flicks held still: its deletion, due since it went down, is
                // the first repeat.
                state.touch = .repeating(press, repeats: 0)
                return runRepeat(upTo: time, performed: performed)
            }
            var popup = popup(layer: press.layer, key: key, selected: 0, shifted: state.shift.isOn)
            // The layout's default alternate when it names one, else the cell under the finger.
            if let index = output.defaultAlternate, popup.alternates.indices.contains(index) {
                popup.selectedIndex = index
            } else {
                popup.selectedIndex = popup.index(at: press.location.x)
            }
            state.touch = .choosing(press, key: key, selected: popup.selectedIndex, shifted: state.shift.isOn)
            effects.append(.alternatesShown(popup))
            effects.append(.feedback(.popup))
        case .repeating?:
            runRepeat(upTo: time, performed: performed)
        case .choosing?, .flicking?, .swiping?, .draggingCaret?, .deletingWords?, .listingInputModes?, nil:
            return
        }
    }

    /// When `press` (a touch in the pressing state) has a timer due: a long press on a key with
    /// alternates opens them, and a backspace with flicks held on the key it went down on starts
    /// repeating (at the time a backspace without flicks repeats first); `nil` when it has none.
    /// The one rule the reducer's timers, the controller's quick check and its deadline for
    /// the host read.
    @inline(__always)
    func deadline(of press: Press) -> Double? {
        guard let key = press.keyIndex, press.layer == state.layerIndex else { return nil }
        switch rules.layers[press.layer].outputs[key].kind {
        case .character:
            // The output's fields one by one: copying it would retain its arrays.
            return rules.layers[press.layer].outputs[key].alternates.isEmpty
                ? nil : press.enteredAt + rules.timing.longPressDelay
        case .backspace:
            // Held where it went down (a touch that slid onto it repeats nothing).
            return press.enteredAt == press.beganAt ? press.beganAt + rules.timing.repeatDelay : nil
        case .nextKeyboard:
            return press.enteredAt + rules.timing.longPressDelay
        default:
            return nil
        }
    }

    /// Performs the next backspace repeat if it is due by `time`, `performed` repeats into this
    /// step; past ``KeyboardTiming/maxRepeatsPerStep`` the backlog is skipped. The controller
    /// asks again after each one while ``isDue(upTo:)``: a delegate that cancels the touch or
    /// resizes from inside a deletion stops the repeats.
    private mutating func runRepeat(upTo time: Double, performed: Int) {
        let interval = rules.timing.repeatInterval
        guard case .repeating(let press, let repeats)? = state.touch, let due = repeatDue(press, repeats: repeats),
            time + KeyboardTiming.tolerance >= due
        else { return }
        if performed >= KeyboardTiming.maxRepeatsPerStep {
            // Skip the backlog: count the repeats due as done.
            let backlog = ((time - due) / max(interval, 1e-9)).rounded(.down) + 1
            let skipped = backlog < 1e15 ? Int(backlog) : 1_000_000_000_000_000
            state.touch = .repeating(press, repeats: repeats > Int.max - skipped ? Int.max : repeats + skipped)
            return
        }
        state.touch = .repeating(press, repeats: repeats + 1)
        effects.append(.feedback(.deleteRepeat))
        let byWord = due + KeyboardTiming.tolerance >= press.beganAt + rules.timing.wordDeleteDelay
        perform(
            .repeatDelete(byWord ? .word : .character), layer: state.layerIndex, at: due, began: press.beganAt)
    }

    /// When a held backspace that has repeated `repeats` times repeats next: the one schedule of
    /// repeats (``runTimer(upTo:performed:)`` and ``nextDeadline`` read it); `nil` when it never
    /// does (an interval that is not positive).
    func repeatDue(_ press: Press, repeats: Int) -> Double? {
        let interval = rules.timing.repeatInterval
        guard interval > 0 else { return nil }
        let due = press.beganAt + rules.timing.repeatDelay + Double(repeats) * interval
        return due.isFinite ? due : nil
    }

    /// When the next timer is due (a long press, a backspace's next repeat), if one is: what
    /// the controller's timer loop and the host's deadline read.
    var nextDeadline: Double? {
        switch state.touch {
        case .pressing(let press)?: deadline(of: press)
        case .repeating(let press, let repeats)?: repeatDue(press, repeats: repeats)
        case .choosing?, .flicking?, .swiping?, .draggingCaret?, .deletingWords?, .listingInputModes?, nil: nil
        }
    }

    /// Whether a timer is due by `time`: another ``KeyboardEvent/timer(upTo:performed:)`` has
    /// something to do.
    func isDue(upTo time: Double) -> Bool {
        guard let due = nextDeadline else { return false }
        return time + KeyboardTiming.tolerance >= due
    }

    // MARK: - Geometry

    /// The alternates popup of key `key` of `layer`, with cell `selected` selected, in upper case
    /// when `shifted`.
    func popup(layer: Int, key: Int, selected: Int, shifted: Bool) -> AlternatesPopup {
        let output = rules.layers[layer].outputs[key]
        let frame = rules.layers[layer].frames.keys[key]
        var popup = AlternatesPopup(
            keyID: frame.id,
            alternates: shifted ? rules.shiftedAlternates(of: output, layer: layer) : output.alternates,
            over: frame.frame, keyboardWidth: rules.size.width)
        popup.selectedIndex = popup.alternates.indices.contains(selected) ? selected : 0
        return popup
    }

    /// The index of the key under `point` in the shown layer (or `layer`); `nil` outside.
    private func keyIndex(at point: KeyboardPoint, layer: Int? = nil) -> Int? {
        let layer = layer ?? state.layerIndex
        return rules.layers.indices.contains(layer) ? rules.layers[layer].frames.index(at: point) : nil
    }

    /// How far the finger has moved from where it went down, in heights of the key `key`.
    private func flickDistance(_ press: Press, key: Int) -> Double {
        let height = rules.layers[press.layer].frames.keys[key].frame.height
        let dx = press.location.x - press.origin.x
        let dy = press.location.y - press.origin.y
        return height > 0 ? (dx * dx + dy * dy).squareRoot() / height : 0
    }

    /// The direction the finger has moved in, among those key `key` defines.
    private func flickDirection(_ press: Press, key: Int) -> FlickDirection? {
        let directions = rules.layers[press.layer].outputs[key].flicks.map(\.direction)
        return FlickDirection.of(
            dx: press.location.x - press.origin.x, dy: press.location.y - press.origin.y, among: directions)
    }
}
