import KeyboardGeometry
import KeyboardModel

extension KeyboardReducer {
    /// What a finger did, as the recogniser saw it, with the key it did it to.
    package enum Gesture: Equatable, Sendable {
        /// Touch-down on a backspace without flicks (the one key that acts then).
        case press
        /// Released on this key (the one it went down on or slid to), at this point.
        case tap(key: Int, at: KeyboardPoint)
        /// Released on a cell of the long-press alternates, typing this text.
        case alternate(String)
        /// Released after a flick of this key in this direction, past the trigger distance.
        case flick(key: Int, FlickDirection)
        /// Backspace held: one more deletion.
        case repeatDelete(DeletionUnit)
        /// Released at the end of a swipe, whose points are the word state's trail.
        case swipe
    }

    // MARK: - The one map from gestures to actions

    /// Does what `gesture` on a key of `layer` does, at `time`, for a touch that began at
    /// `began`. Every gesture of every key goes through here: the table of what the keyboard does
    /// is this switch and the actions it calls.
    mutating func perform(_ gesture: Gesture, layer: Int, at time: Double, began: Double) {
        var gesture = gesture
        if rules.words != nil {
            // What a backspace takes back lasts until the next key acts.
            let correction = state.word.lastCorrection
            state.word.lastCorrection = nil
            state.word.tapPoint = nil
            let swiped = state.word.swiped
            state.word.swiped = nil
            let spaced = state.word.spacedTap
            state.word.spacedTap = false
            switch gesture {
            case .press:
                if let correction {
                    takeBack(correction)
                    return
                }
                if let swiped {
                    deleteSwiped(swiped)
                    return
                }
            case .tap(var key, let point):
                // Between swipes, the letters' targets reach a little into the layer and shift
                // keys around them: a one-letter word tapped low lands on `123`'s top edge.
                if swiped != nil || spaced, rules.words?.swipe != nil, layer == state.layerIndex,
                    [.layer, .shift].contains(rules.layers[layer].outputs[key].kind),
                    let letter = swipeLetter(at: point, hit: nil, slack: KeyboardRules.wordModeSlack)
                {
                    key = letter
                    gesture = .tap(key: letter, at: point)
                }
                if swiped != nil || spaced, startsWordAfterSwipe(key: key, layer: layer, afterLetter: spaced) {
                    insert(" ", scalar: " ")
                    state.word.spacedTap = true
                }
                // A tap on another layer (`5` of `123`) is typed as meant: the decoder reads
                // points against the first layer's keys, where it would fall on a letter.
                state.word.tapPoint = rules.wordDecoderReads(layer: layer) ? point : nil
            default:
                break
            }
        }
        switch gesture {
        case .press:
            // Only a backspace without flicks acts on touch-down.
            backspace(.character)
        case .repeatDelete(let unit):
            backspace(unit)
        case .alternate(let text):
            state.sequence = .none
            typeText(text, scalar: nil, layer: layer)
        case .swipe:
            typeSwipe()
        case .flick(let index, let direction):
            guard let output = rules.layers[layer].outputs[index].flick(direction) else { return }
            act(output, layer: layer, at: time, began: began, multitapKey: nil)
        case .tap(let index, let point):
            if case .multitap(let cycle) = state.sequence, continues(cycle, tappedAt: point, key: index, layer: layer),
                began - cycle.at <= rules.gestures.multitapInterval + KeyboardTiming.tolerance
            {
                stepMultitap(cycle, at: time)
                return
            }
            let kind = rules.layers[layer].outputs[index].kind
            if kind == .character, !rules.layers[layer].outputs[index].multitap.isEmpty {
                act(rules.layers[layer].outputs[index], layer: layer, at: time, began: began, multitapKey: index)
                return
            }
            actOnKey(index, kind: kind, layer: layer, at: time, began: began)
        }
    }

    /// A tap on key `index` of `layer`, whose kind is `kind`: the hot path, which reads the
    /// output's fields one by one (copying the whole output would retain its arrays).
    private mutating func actOnKey(_ index: Int, kind: KeyAction.Kind, layer: Int, at time: Double, began: Double) {
        switch kind {
        case .character:
            state.sequence = .none
            if state.shift.isOn {
                typeText(
                    rules.layers[layer].outputs[index].shifted,
                    scalar: rules.layers[layer].outputs[index].shiftedScalar,
                    layer: layer)
            } else {
                typeText(
                    rules.layers[layer].outputs[index].text, scalar: rules.layers[layer].outputs[index].scalar,
                    layer: layer)
            }
        case .layer:
            state.sequence = .none
            if let target = rules.layers[layer].outputs[index].layerTarget { switchLayer(to: target) }
        case .backspace:
            // A backspace without flicks acted on touch-down (a touch that slid onto it does
            // nothing more); one with flicks waited for the release.
            if rules.layers[layer].outputs[index].deletesOnTouchDown {
                state.sequence = .none
            } else {
                backspace(.character)
            }
        default:
            act(rules.layers[layer].outputs[index], layer: layer, at: time, began: began, multitapKey: nil)
        }
    }

    /// Does what `output` does when it is triggered (by a tap, a flick or a multitap step).
    /// `multitapKey` is the key's index when a tap on it starts a multitap cycle.
    private mutating func act(_ output: KeyOutput, layer: Int, at time: Double, began: Double, multitapKey: Int?) {
        let previous = state.sequence
        state.sequence = .none
        switch output.kind {
        case .character:
            let shifted = state.shift.isOn
            let text = shifted ? output.shifted : output.text
            if let multitapKey {
                state.sequence = .multitap(
                    Multitap(layer: layer, key: multitapKey, step: 0, at: time, typed: text, shifted: shifted))
            }
            typeText(text, scalar: shifted ? output.shiftedScalar : output.scalar, layer: layer)
        case .space:
            typeSpace(layer: layer, at: time, previous: previous)
        case .return:
            endComposition()
            if rules.words != nil, correctWord(before: "\n") {
                effects.append(.returned)
                leaveOneShot()
                return
            }
            insert("\n")
            effects.append(.returned)
            leaveOneShot()
        case .shift:
            tapShift(at: time, began: began, previous: previous)
        case .capsLock:
            setShift(state.shift == .locked ? .off : .locked)
        case .backspace:
            // A flick or a multitap step whose output is backspace.
            backspace(.character)
        case .layer:
            if let target = output.layerTarget { switchLayer(to: target) }
        case .nextKeyboard:
            effects.append(.nextKeyboard)
        case .dismiss:
            effects.append(.dismiss)
        case .custom:
            if case .custom(let name) = output.action {
                effects.append(.custom(name))
            }
        case .dead:
            if case .dead(let accent) = output.action { pressDeadKey(accent) }
        case .modifyPrevious:
            if case .modifyPrevious(let table) = output.action { modifyPrevious(table: table) }
        case .caretLeft, .caretRight, .caretUp, .caretDown:
            if case .caret(let move) = output.action { moveCaret(move) }
        case .deleteForward:
            deleteForward()
        case .tab:
            endComposition()
            insert("\t")
            leaveOneShot()
        case .escape, .control, .alt, .function, .copy, .cut, .paste, .selectAll, .settings, .emoji:
            if case .host(let action) = output.action {
                effects.append(.host(action))
            }
        }
    }

    /// Whether a tap at `point` on key `index` of `layer` is the next tap of `cycle`: on the same
    /// key, or, when the layer shown changed since the cycle began (its first tap let go of a
    /// one-shot shift and took a shifted face away, left a one-shot layer, or typed an
    /// apostrophe that returns), where the cycle's key was: the cycle goes on (shifted to its
    /// end when it began shifted, as on a phone keypad). Anything else that changes the layer
    /// ends the cycle first.
    package func continues(_ cycle: Multitap, tappedAt point: KeyboardPoint, key index: Int, layer: Int) -> Bool {
        if cycle.layer == layer { return cycle.key == index }
        guard rules.layers.indices.contains(cycle.layer) else { return false }
        return rules.layers[cycle.layer].frames.index(at: point) == cycle.key
    }

    /// The next step of a multitap cycle: what the last step typed is replaced with the next.
    private mutating func stepMultitap(_ cycle: Multitap, at time: Double) {
        let step = cycle.step + 1
        let output = rules.layers[cycle.layer].outputs[cycle.key].multitapStep(step)
        let text = cycle.shifted ? output.shifted : output.text
        state.sequence = .multitap(
            Multitap(layer: cycle.layer, key: cycle.key, step: step, at: time, typed: text, shifted: cycle.shifted))
        replaceBackward(scalars: cycle.typed.unicodeScalars.count, with: text)
    }

    // MARK: - Text

    /// Types a character key's (or alternate's, flick's) text typed on `layer`: resolves a
    /// waiting accent, feeds the composer; `scalar` is the text's only scalar when the caller
    /// knows it has exactly one.
    mutating func typeText(_ text: String, scalar: Unicode.Scalar?, layer: Int) {
        if state.fieldTraits.smartQuotes || state.fieldTraits.smartDashes, typeSmartly(text, layer: layer) { return }
        if rules.words != nil, case .none = state.composition, endsWord(text), correctWord(before: text) {
            if !leaveOneShot(), layer != rules.returnLayer && Self.isApostrophe(text) {
                switchLayer(to: rules.returnLayer)
            }
            return
        }
        switch state.composition {
        case .accent(let pending):
            state.composition = .none
            effects.append(.pendingAccentChanged(nil))
            insertComposed(rules.resolve(pending, text))
        case .syllable, .none:
            insertComposed(text, scalar: scalar)
        }
        // A one-shot layer goes back where it came from; else an apostrophe returns.
        if !leaveOneShot(), layer != rules.returnLayer && Self.isApostrophe(text) {
            switchLayer(to: rules.returnLayer)
        }
    }

    /// Whether `text` is an apostrophe, after which the keyboard returns to the letters: `'`, and
    /// the curly quotes smart quotes make of it, `’` and `‘`.
    static func isApostrophe(_ text: String) -> Bool { text == "'" || text == "’" || text == "‘" }

    /// Types `text` as smart punctuation when the field asks for it and it is one: a straight
    /// quote as a curly one (opening where ``TextContext/opensQuote``), a `-` after a `-` as
    /// an em dash in place of both.
    ///
    /// - Returns: Whether it did (else `text` is typed as it is).
    private mutating func typeSmartly(_ text: String, layer: Int) -> Bool {
        let traits = state.fieldTraits
        guard case .none = state.composition else { return false }
        if traits.smartQuotes, text == "'" || text == "\"" {
            let opens = state.context.opensQuote
            let curly = text == "'" ? (opens ? "‘" : "’") : (opens ? "“" : "”")
            typeText(curly, scalar: curly.unicodeScalars.first, layer: layer)
            return true
        }
        if traits.smartDashes, text == "-", state.context.lastScalar == "-" {
            replaceBackward(scalars: 1, with: "—")
            return true
        }
        return false
    }

    /// After a character typed on a one-shot layer (or its face), the layer it was reached
    /// from comes back.
    ///
    /// - Returns: Whether it did.
    @discardableResult
    mutating func leaveOneShot() -> Bool {
        guard let origin = state.oneShotOrigin, !rules.layers.isEmpty else { return false }
        state.oneShotOrigin = nil
        guard rules.layers[rules.shown(state.layerIndex, shiftOn: false)].isOneShot else { return false }
        switchLayer(to: origin)
        return true
    }

    /// Inserts `text`, through the composer when the layout has one and `text` takes part.
    private mutating func insertComposed(_ text: String, scalar: Unicode.Scalar? = nil) {
        guard let composer = rules.composer else {
            insert(text, scalar: scalar)
            return
        }
        var keystrokes: [String] = []
        var old = ""
        if case .syllable(let current, let shown) = state.composition {
            keystrokes = current
            old = shown
        }
        guard let fed = composer.feed(keystrokes, text) else {
            state.composition = .none
            insert(text, scalar: scalar)
            return
        }
        let committed = fed.committed.map(composer.render).joined()
        let composing = composer.render(fed.composing)
        state.composition = fed.composing.isEmpty ? .none : .syllable(keystrokes: fed.composing, text: composing)
        if old.isEmpty {
            insert(committed + composing)
        } else {
            replaceBackward(scalars: old.unicodeScalars.count, with: committed + composing)
        }
    }

    /// Ends the syllable being composed, which stays as it is.
    mutating func endComposition() {
        switch state.composition {
        case .accent(let pending):
            state.composition = .none
            effects.append(.pendingAccentChanged(nil))
            insert(pending)
        case .syllable:
            state.composition = .none
        case .none:
            break
        }
    }

    /// Types a space (or the waiting accent, or ". " after a word and a space).
    private mutating func typeSpace(layer: Int, at time: Double, previous: TapSequence) {
        if case .accent(let pending) = state.composition {
            state.composition = .none
            effects.append(.pendingAccentChanged(nil))
            insert(rules.layout.compose.compose(accent: pending, base: " ") ?? pending)
        } else if spaceWouldInsertPeriod(at: time, after: previous) {
            state.composition = .none
            deleteBackward(.character, refresh: false)
            state.context = TextContext(afterWordThen: ". ")
            insertWithoutContext(". ")
        } else {
            state.composition = .none
            state.sequence = .space(at: time)
            if rules.words == nil || !correctWord(before: " ") { insert(" ", scalar: " ") }
        }
        if !leaveOneShot(), layer != rules.returnLayer { switchLayer(to: rules.returnLayer) }
    }

    /// Whether a space tapped at `time` would become ". ".
    func spaceWouldInsertPeriod(at time: Double) -> Bool {
        spaceWouldInsertPeriod(at: time, after: state.sequence)
    }

    private func spaceWouldInsertPeriod(at time: Double, after previous: TapSequence) -> Bool {
        guard rules.layout.behavior.doubleSpacePeriod, case .none = state.composition, state.context.afterWordAndSpace,
            case .space(let first) = previous
        else { return false }
        return time - first <= rules.timing.doubleSpaceInterval + KeyboardTiming.tolerance
    }

    // MARK: - Shift and layers

    /// A shift tap released at `time` whose touch began at `began`.
    private mutating func tapShift(at time: Double, began: Double, previous: TapSequence) {
        if state.shift == .locked {
            // Unlocking does not start a double tap.
            setShift(.off)
            return
        }
        if case .shift(let releasedAt) = previous, rules.layout.behavior.capsLockDoubleTap,
            began - releasedAt <= rules.timing.doubleTapInterval + KeyboardTiming.tolerance
        {
            setShift(.locked)
            return
        }
        state.sequence = .shift(releasedAt: time)
        setShift(state.shift == .off ? .once : .off)
    }

    /// Sets the shift state; a layer with a shifted face shows the face while shift is on, and
    /// itself again when it turns off.
    mutating func setShift(_ newState: ShiftState) {
        guard newState != state.shift else { return }
        state.shift = newState
        if !rules.layers.isEmpty {
            display(rules.shown(state.layerIndex, shiftOn: newState.isOn))
        }
        effects.append(.shiftChanged(newState))
    }

    /// Switches to layer `index` — to its shifted face while shift is on. Going to a one-shot
    /// layer remembers where from, to come back after one character.
    mutating func switchLayer(to index: Int) {
        guard rules.layers.indices.contains(index) else { return }
        let target = rules.shown(index, shiftOn: false)
        let current = rules.shown(state.layerIndex, shiftOn: false)
        if rules.layers[target].isOneShot, target != current {
            state.oneShotOrigin = current
        } else if !rules.layers[target].isOneShot {
            state.oneShotOrigin = nil
        }
        display(rules.shown(index, shiftOn: state.shift.isOn))
    }

    private mutating func display(_ index: Int) {
        guard index != state.layerIndex else { return }
        state.layerIndex = index
        effects.append(.layerChanged(rules.layers[index].name))
    }

    /// After an edit (and on start): unless caps are locked, autocapitalisation decides, which
    /// also uses up a one-shot shift.
    mutating func updateShiftForContext() {
        guard state.shift != .locked else { return }
        setShift(state.context.wantsCapital(autocapitalization) ? .once : .off)
    }

    // MARK: - Dead keys and modify-previous keys

    private mutating func pressDeadKey(_ pressed: String) {
        guard case .accent(let pending) = state.composition else {
            state.composition = .accent(pressed)
            effects.append(.pendingAccentChanged(pressed))
            return
        }
        let (typed, waiting) = rules.deadKey(pressed, after: pending)
        if let waiting {
            state.composition = .accent(waiting)
            insert(typed)
            effects.append(.pendingAccentChanged(waiting))
        } else {
            state.composition = .none
            effects.append(.pendingAccentChanged(nil))
            insert(typed)
        }
    }

    /// Changes the text before the caret by the modify table `name` (done where the text is:
    /// ``KeyboardEffect/modifyPrevious(table:)``).
    private mutating func modifyPrevious(table name: String) {
        endComposition()
        effects.append(.modifyPrevious(table: name))
    }

    // MARK: - Edits

    /// Inserts `text`: adds it to the context, asks for the insertion and updates the shift
    /// state; `scalar` is the text's only scalar when the caller knows it has exactly one.
    mutating func insert(_ text: String, scalar: Unicode.Scalar? = nil) {
        let before = state.context.lastScalar
        if let scalar {
            state.context.append(scalar)
        } else {
            state.context.append(text)
        }
        insertWithoutContext(text)
        if rules.words != nil { noteInserted(text, after: before) }
    }

    private mutating func insertWithoutContext(_ text: String) {
        effects.append(.insert(text))
        updateShiftForContext()
    }

    /// Replaces the last `count` Unicode scalars before the caret with `text`; the context is
    /// read again afterwards (``KeyboardEffect/replaceBackward(scalars:with:)``).
    mutating func replaceBackward(scalars count: Int, with text: String) {
        effects.append(.replaceBackward(scalars: count, with: text))
    }

    // MARK: - Keys that type nothing

    /// Moves the caret (``KeyboardEffect/moveCaret(_:)``); a waiting accent or a syllable being
    /// composed ends where it is.
    mutating func moveCaret(_ move: CaretMove) {
        endComposition()
        effects.append(.moveCaret(move))
    }

    /// Deletes the character after the caret (``KeyboardEffect/deleteForward``).
    mutating func deleteForward() {
        endComposition()
        effects.append(.deleteForward)
    }

    /// Backspace: takes back a jamo of the syllable being composed, cancels a waiting accent,
    /// or deletes one `unit` (a character, or one scalar on a layout that deletes by scalar).
    mutating func backspace(_ unit: DeletionUnit) {
        state.sequence = .none
        switch state.composition {
        case .accent:
            state.composition = .none
            effects.append(.pendingAccentChanged(nil))
            return
        case .syllable(let keystrokes, let text):
            guard unit == .character, let composer = rules.composer else {
                state.composition = .none
                break
            }
            let rest = Array(keystrokes.dropLast())
            let shown = composer.render(rest)
            state.composition = rest.isEmpty ? .none : .syllable(keystrokes: rest, text: shown)
            replaceBackward(scalars: text.unicodeScalars.count, with: shown)
            return
        case .none:
            break
        }
        if unit == .character, rules.layout.behavior.backspace == .scalar {
            effects.append(.deleteScalar)
            return
        }
        deleteBackward(unit)
    }

    /// Deletes one character or word before the caret; the context is read again afterwards
    /// unless `refresh` is `false`.
    mutating func deleteBackward(_ unit: DeletionUnit, refresh: Bool = true) {
        effects.append(.deleteBackward(unit, readsContext: refresh))
    }
}
