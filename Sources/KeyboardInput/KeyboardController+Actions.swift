import KeyboardModel

extension KeyboardController {
    /// What a finger did, as the recogniser saw it.
    enum Gesture {
        /// Touch-down on a key (backspace acts here).
        case press
        /// Released on the key it went down on or slid to.
        case tap
        /// Released on a cell of the long-press alternates, typing this text.
        case alternate(String)
        /// Released after a flick in this direction, past the trigger distance.
        case flick(FlickDirection)
        /// Backspace held: one more deletion.
        case repeatDelete(DeletionUnit)
    }

    // MARK: - The one map from gestures to actions

    /// Does what `gesture` on key `index` of `layer` does, at `time`, for a touch that began at
    /// `began`. Every gesture of every key goes through here: the table of what the keyboard does
    /// is this switch and the actions it calls.
    func perform(_ gesture: Gesture, key index: Int, layer: Int, at time: Double, began: Double) {
        switch gesture {
        case .press:
            // Only backspace acts on touch-down.
            backspace(.character)
        case .repeatDelete(let unit):
            backspace(unit)
        case .alternate(let text):
            state.sequence = .none
            typeText(text, scalar: nil, layer: layer)
        case .flick(let direction):
            guard let output = layers[layer].outputs[index].flick(direction) else { return }
            act(output, layer: layer, at: time, began: began, multitapKey: nil)
        case .tap:
            if case .multitap(let cycle) = state.sequence, cycle.layer == layer, cycle.key == index,
                began - cycle.at <= gestures.multitapInterval + KeyboardTiming.tolerance
            {
                stepMultitap(cycle, at: time)
                return
            }
            let kind = layers[layer].outputs[index].kind
            if kind == .character, !layers[layer].outputs[index].multitap.isEmpty {
                act(layers[layer].outputs[index], layer: layer, at: time, began: began, multitapKey: index)
                return
            }
            actOnKey(index, kind: kind, layer: layer, at: time, began: began)
        }
    }

    /// A tap on key `index` of `layer`, whose kind is `kind`: the hot path, which reads the
    /// output's fields one by one (copying the whole output would retain its arrays).
    private func actOnKey(_ index: Int, kind: KeyOutput.Kind, layer: Int, at time: Double, began: Double) {
        switch kind {
        case .character:
            state.sequence = .none
            if state.shift.isOn {
                typeText(
                    layers[layer].outputs[index].shifted, scalar: layers[layer].outputs[index].shiftedScalar,
                    layer: layer)
            } else {
                typeText(layers[layer].outputs[index].text, scalar: layers[layer].outputs[index].scalar, layer: layer)
            }
        case .layer:
            state.sequence = .none
            if let target = layers[layer].outputs[index].layerTarget { switchLayer(to: target) }
        case .backspace:
            // Backspace acts on touch-down; a touch that slid onto it does nothing more.
            state.sequence = .none
        default:
            act(layers[layer].outputs[index], layer: layer, at: time, began: began, multitapKey: nil)
        }
    }

    /// Does what `output` does when it is triggered (by a tap, a flick or a multitap step).
    /// `multitapKey` is the key's index when a tap on it starts a multitap cycle.
    private func act(_ output: KeyOutput, layer: Int, at time: Double, began: Double, multitapKey: Int?) {
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
            insert("\n")
            delegate?.keyboardControllerDidReturn(self)
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
            delegate?.keyboardControllerDidRequestNextKeyboard(self)
        case .dismiss:
            delegate?.keyboardControllerDidRequestDismiss(self)
        case .custom:
            if case .custom(let name) = output.action {
                delegate?.keyboardController(self, didTriggerCustomAction: name)
            }
        case .dead:
            if case .dead(let accent) = output.action { pressDeadKey(accent) }
        case .modifyPrevious:
            if case .modifyPrevious(let table) = output.action { modifyPrevious(table: table) }
        case .caret:
            if case .caret(let move) = output.action { moveCaret(move) }
        case .deleteForward:
            deleteForward()
        case .tab:
            endComposition()
            insert("\t")
            leaveOneShot()
        case .host:
            if case .host(let action) = output.action {
                delegate?.keyboardController(self, didRequestHostAction: action)
            }
        }
    }

    /// The next step of a multitap cycle: what the last step typed is replaced with the next.
    private func stepMultitap(_ cycle: Multitap, at time: Double) {
        let step = cycle.step + 1
        let output = layers[cycle.layer].outputs[cycle.key].multitapStep(step)
        let text = cycle.shifted ? output.shifted : output.text
        state.sequence = .multitap(
            Multitap(layer: cycle.layer, key: cycle.key, step: step, at: time, typed: text, shifted: cycle.shifted))
        replaceBackward(scalars: cycle.typed.unicodeScalars.count, with: text)
    }

    // MARK: - Text

    /// Types a character key's (or alternate's, flick's) text typed on `layer`: resolves a
    /// waiting accent, feeds the composer; `scalar` is the text's only scalar when the caller
    /// knows it has exactly one.
    func typeText(_ text: String, scalar: Unicode.Scalar?, layer: Int) {
        switch state.composition {
        case .accent(let pending):
            state.composition = .none
            delegate?.keyboardController(self, didChangePendingAccent: nil)
            insertComposed(resolve(pending, text))
        case .syllable, .none:
            insertComposed(text, scalar: scalar)
        }
        // A one-shot layer goes back where it came from; else an apostrophe returns.
        if !leaveOneShot(), layer != returnLayer && (text == "'" || text == "’") { switchLayer(to: returnLayer) }
    }

    /// After a character typed on a one-shot layer (or its face), the layer it was reached
    /// from comes back.
    ///
    /// - Returns: Whether it did.
    @discardableResult
    func leaveOneShot() -> Bool {
        guard let origin = state.oneShotOrigin, !layers.isEmpty else { return false }
        state.oneShotOrigin = nil
        guard layers[shown(state.layerIndex, shiftOn: false)].isOneShot else { return false }
        switchLayer(to: origin)
        return true
    }

    /// Inserts `text`, through the composer when the layout has one and `text` takes part.
    private func insertComposed(_ text: String, scalar: Unicode.Scalar? = nil) {
        guard let composer else {
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
    func endComposition() {
        switch state.composition {
        case .accent(let pending):
            state.composition = .none
            delegate?.keyboardController(self, didChangePendingAccent: nil)
            insert(pending)
        case .syllable:
            state.composition = .none
        case .none:
            break
        }
    }

    /// Types a space (or the waiting accent, or ". " after a word and a space).
    private func typeSpace(layer: Int, at time: Double, previous: TapSequence) {
        if case .accent(let pending) = state.composition {
            state.composition = .none
            delegate?.keyboardController(self, didChangePendingAccent: nil)
            insert(layout.compose.compose(accent: pending, base: " ") ?? pending)
        } else if spaceWouldInsertPeriod(at: time, after: previous) {
            state.composition = .none
            deleteBackward(.character, refresh: false)
            state.context = TextContext(afterWordThen: ". ")
            insertWithoutContext(". ")
        } else {
            state.composition = .none
            state.sequence = .space(at: time)
            insert(" ", scalar: " ")
        }
        if !leaveOneShot(), layer != returnLayer { switchLayer(to: returnLayer) }
    }

    /// Whether a space tapped at `time` would become ". ".
    package func spaceWouldInsertPeriod(at time: Double) -> Bool {
        spaceWouldInsertPeriod(at: time, after: state.sequence)
    }

    private func spaceWouldInsertPeriod(at time: Double, after previous: TapSequence) -> Bool {
        guard layout.behavior.doubleSpacePeriod, case .none = state.composition, state.context.afterWordAndSpace,
            case .space(let first) = previous
        else { return false }
        return time - first <= timing.doubleSpaceInterval + KeyboardTiming.tolerance
    }

    // MARK: - Shift and layers

    /// A shift tap released at `time` whose touch began at `began`.
    private func tapShift(at time: Double, began: Double, previous: TapSequence) {
        if state.shift == .locked {
            // Unlocking does not start a double tap.
            setShift(.off)
            return
        }
        if case .shift(let releasedAt) = previous, layout.behavior.capsLockDoubleTap,
            began - releasedAt <= timing.doubleTapInterval + KeyboardTiming.tolerance
        {
            setShift(.locked)
            return
        }
        state.sequence = .shift(releasedAt: time)
        setShift(state.shift == .off ? .once : .off)
    }

    /// Sets the shift state; a layer with a shifted face shows the face while shift is on, and
    /// itself again when it turns off.
    func setShift(_ newState: ShiftState) {
        guard newState != state.shift else { return }
        state.shift = newState
        if !layers.isEmpty {
            display(shown(state.layerIndex, shiftOn: newState.isOn))
        }
        delegate?.keyboardController(self, didChangeShiftState: newState)
    }

    /// Switches to layer `index` — to its shifted face while shift is on. Going to a one-shot
    /// layer remembers where from, to come back after one character.
    func switchLayer(to index: Int) {
        guard layers.indices.contains(index) else { return }
        let target = shown(index, shiftOn: false)
        let current = shown(state.layerIndex, shiftOn: false)
        if layers[target].isOneShot, target != current {
            state.oneShotOrigin = current
        } else if !layers[target].isOneShot {
            state.oneShotOrigin = nil
        }
        display(shown(index, shiftOn: state.shift.isOn))
    }

    private func display(_ index: Int) {
        guard index != state.layerIndex else { return }
        state.layerIndex = index
        delegate?.keyboardController(self, didSwitchToLayer: layers[index].name)
    }

    /// After an edit (and on start): unless caps are locked, autocapitalisation decides, which
    /// also uses up a one-shot shift.
    func updateShiftForContext() {
        guard state.shift != .locked else { return }
        setShift(state.context.wantsCapital(autocapitalization) ? .once : .off)
    }

    // MARK: - Dead keys and modify-previous keys

    private func pressDeadKey(_ pressed: String) {
        guard case .accent(let pending) = state.composition else {
            state.composition = .accent(pressed)
            delegate?.keyboardController(self, didChangePendingAccent: pressed)
            return
        }
        state.composition = .none
        if let composed = layout.compose.compose(accent: pending, base: pressed) {
            delegate?.keyboardController(self, didChangePendingAccent: nil)
            insert(composed)
        } else if pending == pressed {
            delegate?.keyboardController(self, didChangePendingAccent: nil)
            insert(pending)
        } else {
            state.composition = .accent(pressed)
            insert(pending)
            delegate?.keyboardController(self, didChangePendingAccent: pressed)
        }
    }

    /// What `base` typed after the dead key `accent` gives in this layout.
    package func resolve(_ accent: String, _ base: String) -> String {
        Self.resolve(accent, base, compose: layout.compose)
    }

    /// What `base` typed after the dead key `accent` gives: the compose table's entry, else the
    /// canonical composition of `base` with the accent's combining mark, else both.
    nonisolated static func resolve(_ accent: String, _ base: String, compose: ComposeTable) -> String {
        if let composed = compose.compose(accent: accent, base: base) { return composed }
        if let mark = ComposeTable.combiningMark(for: accent), let composed = CanonicalComposition.compose(base, mark) {
            return composed
        }
        return accent + base
    }

    /// Changes the text before the caret by the modify table `name`: the longest ending of the
    /// text (up to four characters) that the table has becomes what the table says.
    private func modifyPrevious(table name: String) {
        endComposition()
        guard let table = layout.modifyTables[name], let before = input?.documentContextBeforeInput else { return }
        let characters = Array(before.suffix(4))
        for length in stride(from: characters.count, through: 1, by: -1) {
            let ending = String(characters.suffix(length))
            if let replacement = table[ending] {
                replaceBackward(scalars: ending.unicodeScalars.count, with: replacement)
                return
            }
        }
    }

    // MARK: - Edits

    /// Inserts `text`, updates the context and the shift state, tells the delegate; `scalar` is
    /// the text's only scalar when the caller knows it has exactly one.
    func insert(_ text: String, scalar: Unicode.Scalar? = nil) {
        if let scalar {
            state.context.append(scalar)
        } else {
            state.context.append(text)
        }
        insertWithoutContext(text)
    }

    private func insertWithoutContext(_ text: String) {
        input?.insertText(text)
        delegate?.keyboardController(self, didInsert: text)
        updateShiftForContext()
    }

    /// Replaces the last `count` Unicode scalars before the caret with `text`, through
    /// ``input``'s deletions (one per character they touch) and one insertion, so that the
    /// document's undo and the context stay right. Scalars of a touched character that are not
    /// replaced are inserted again (`का` with its last scalar replaced deletes `का`, inserts `क…`).
    func replaceBackward(scalars count: Int, with text: String) {
        var kept = ""
        var characters = 0
        if count > 0 {
            var remaining = count
            let before = input?.documentContextBeforeInput ?? ""
            for character in before.reversed() where remaining > 0 {
                characters += 1
                let scalars = Array(character.unicodeScalars)
                if scalars.count > remaining {
                    kept = String(String.UnicodeScalarView(scalars.prefix(scalars.count - remaining)))
                }
                remaining -= min(remaining, scalars.count)
            }
            if input == nil { characters = 1 }
        }
        for _ in 0..<characters {
            input?.deleteBackward()
            delegate?.keyboardController(self, didDeleteBackward: .character)
        }
        let inserted = kept + text
        if !inserted.isEmpty {
            input?.insertText(inserted)
            delegate?.keyboardController(self, didInsert: inserted)
        }
        state.context = TextContext(before: input?.documentContextBeforeInput)
        updateShiftForContext()
    }

    // MARK: - Keys that type nothing

    /// Moves the caret through ``input``'s position adjustment: a character left or right, or to
    /// the same column (in characters) of the line above or below. Hosts show only part of the
    /// document around the caret (often just back to a line break), so a line move goes in two
    /// steps — to the neighbouring line's end or start, then along it — reading the context
    /// again between them. A waiting accent or a syllable being composed ends where it is.
    func moveCaret(_ move: CaretMove) {
        endComposition()
        guard let input else { return }
        let before = input.documentContextBeforeInput ?? ""
        let after = input.documentContextAfterInput ?? ""
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0
        switch move {
        case .left:
            if !before.isEmpty { input.adjustTextPosition(byCharacterOffset: -1) }
        case .right:
            if !after.isEmpty { input.adjustTextPosition(byCharacterOffset: 1) }
        case .up:
            guard before.contains("\n") else {
                // The first line: to its start.
                if column > 0 { input.adjustTextPosition(byCharacterOffset: -column) }
                break
            }
            input.adjustTextPosition(byCharacterOffset: -(column + 1))
            let above =
                (input.documentContextBeforeInput ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .last?.count ?? 0
            if above > column { input.adjustTextPosition(byCharacterOffset: -(above - column)) }
        case .down:
            guard let rest = after.firstIndex(of: "\n").map({ after[..<$0].count }) else {
                // The last line: to its end.
                if !after.isEmpty { input.adjustTextPosition(byCharacterOffset: after.count) }
                break
            }
            input.adjustTextPosition(byCharacterOffset: rest + 1)
            let next = input.documentContextAfterInput ?? ""
            let below = next.firstIndex(of: "\n").map { next[..<$0].count } ?? next.count
            if min(column, below) > 0 { input.adjustTextPosition(byCharacterOffset: min(column, below)) }
        }
        textDidChange()
    }

    /// Deletes the character after the caret: a step right and a deletion back, as a keyboard
    /// extension does it; nothing at the end of the text.
    func deleteForward() {
        endComposition()
        guard let input, let after = input.documentContextAfterInput, !after.isEmpty else { return }
        input.adjustTextPosition(byCharacterOffset: 1)
        input.deleteBackward()
        textDidChange()
    }

    /// Backspace: takes back a jamo of the syllable being composed, cancels a waiting accent,
    /// or deletes one `unit` (a character, or one scalar on a layout that deletes by scalar).
    func backspace(_ unit: DeletionUnit) {
        state.sequence = .none
        switch state.composition {
        case .accent:
            state.composition = .none
            delegate?.keyboardController(self, didChangePendingAccent: nil)
            return
        case .syllable(let keystrokes, let text):
            guard unit == .character, let composer else {
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
        if unit == .character, layout.behavior.backspace == .scalar,
            let last = input?.documentContextBeforeInput?.last, last.unicodeScalars.count > 1
        {
            replaceBackward(scalars: 1, with: "")
            return
        }
        deleteBackward(unit)
    }

    /// Deletes one character or word before the caret.
    func deleteBackward(_ unit: DeletionUnit, refresh: Bool = true) {
        switch unit {
        case .character: input?.deleteBackward()
        case .word: input?.deleteWordBackward()
        }
        delegate?.keyboardController(self, didDeleteBackward: unit)
        guard refresh else { return }
        state.context = TextContext(before: input?.documentContextBeforeInput)
        updateShiftForContext()
    }
}
