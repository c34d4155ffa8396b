import KeyboardModel

extension KeyboardController {
    // MARK: - Keys

    /// Commits the key at `index` of the shown layer at `time`, for a touch that began at `began`.
    func commitKey(_ index: Int, at time: Double, began: Double) {
        let layer = layerIndex
        // Fields are read one by one: copying the whole output would retain its arrays.
        let kind = layers[layer].outputs[index].kind
        let shiftTap = lastShiftTap
        if kind != .shift { lastShiftTap = nil }
        if kind != .space { lastSpace = nil }
        switch kind {
        case .character:
            if shift.isOn {
                typeCharacter(
                    layers[layer].outputs[index].shifted, scalar: layers[layer].outputs[index].shiftedScalar,
                    layer: layer)
            } else {
                typeCharacter(
                    layers[layer].outputs[index].text, scalar: layers[layer].outputs[index].scalar, layer: layer)
            }
        case .space:
            typeSpace(layer: layer, at: time)
        case .return:
            flushAccent()
            lastSpace = nil
            insert("\n")
            delegate?.keyboardControllerDidReturn(self)
        case .shift:
            tapShift(at: time, began: began, previousTap: shiftTap)
        case .capsLock:
            setShift(shift == .locked ? .off : .locked)
        case .backspace:
            // Backspace acts on touch-down; a touch that slid onto it does nothing.
            break
        case .layer:
            let target = layers[layer].outputs[index].layerTarget
            if target >= 0 { switchLayer(to: target) }
        case .nextKeyboard:
            delegate?.keyboardControllerDidRequestNextKeyboard(self)
        case .dismiss:
            delegate?.keyboardControllerDidRequestDismiss(self)
        case .custom:
            delegate?.keyboardController(self, didTriggerCustomAction: layers[layer].outputs[index].text)
        case .dead:
            lastSpace = nil
            pressDeadKey(layers[layer].outputs[index].text)
        }
    }

    /// Types a character key's (or alternate's) text typed on `layer`, resolving a waiting accent;
    /// `scalar` is the text's only scalar when the caller knows it has exactly one.
    func typeCharacter(_ text: String, scalar: Unicode.Scalar? = nil, layer: Int) {
        lastShiftTap = nil
        lastSpace = nil
        if let pending = accent {
            setAccent(nil)
            insert(resolve(pending, text))
        } else {
            insert(text, scalar: scalar)
        }
        if layer != returnLayer && (text == "'" || text == "’") { switchLayer(to: returnLayer) }
    }

    /// Types a space (or the waiting accent, or ". " after a word and a space).
    private func typeSpace(layer: Int, at time: Double) {
        if let pending = accent {
            setAccent(nil)
            lastSpace = nil
            insert(layout.compose.compose(accent: pending, base: " ") ?? pending)
        } else if spaceWouldInsertPeriod(at: time) {
            lastSpace = nil
            deleteBackward(.character, refresh: false)
            context = TextContext(afterWordThen: ". ")
            insertWithoutContext(". ")
        } else {
            lastSpace = time
            insert(" ", scalar: " ")
        }
        if layer != returnLayer { switchLayer(to: returnLayer) }
    }

    /// Whether a space tapped at `time` would become ". ".
    package func spaceWouldInsertPeriod(at time: Double) -> Bool {
        guard layout.behavior.doubleSpacePeriod, accent == nil, context.afterWordAndSpace,
            let first = lastSpace
        else { return false }
        return time - first <= timing.doubleSpaceInterval + KeyboardTiming.tolerance
    }

    // MARK: - Shift and layers

    /// A shift tap released at `time` whose touch began at `began`.
    private func tapShift(at time: Double, began: Double, previousTap: Double?) {
        if shift == .locked {
            // Unlocking does not start a double tap.
            lastShiftTap = nil
            setShift(.off)
            return
        }
        if let previousTap, layout.behavior.capsLockDoubleTap,
            began - previousTap <= timing.doubleTapInterval + KeyboardTiming.tolerance
        {
            lastShiftTap = nil
            setShift(.locked)
            return
        }
        lastShiftTap = time
        setShift(shift == .off ? .once : .off)
    }

    func setShift(_ state: ShiftState) {
        guard state != shift else { return }
        shift = state
        delegate?.keyboardController(self, didChangeShiftState: state)
    }

    func switchLayer(to index: Int) {
        guard index != layerIndex, layers.indices.contains(index) else { return }
        layerIndex = index
        delegate?.keyboardController(self, didSwitchToLayer: layers[index].name)
    }

    /// After an edit (and on start): unless caps are locked, autocapitalisation decides, which
    /// also uses up a one-shot shift.
    func updateShiftForContext() {
        guard shift != .locked else { return }
        setShift(context.wantsCapital(autocapitalization) ? .once : .off)
    }

    // MARK: - Dead keys

    private func pressDeadKey(_ pressed: String) {
        guard let pending = accent else {
            setAccent(pressed)
            return
        }
        if let composed = layout.compose.compose(accent: pending, base: pressed) {
            setAccent(nil)
            insert(composed)
        } else if pending == pressed {
            setAccent(nil)
            insert(pending)
        } else {
            insert(pending)
            setAccent(pressed)
        }
    }

    /// What `base` typed after the dead key `accent` gives in this layout.
    package func resolve(_ accent: String, _ base: String) -> String {
        Self.resolve(accent, base, compose: layout.compose)
    }

    /// What `base` typed after the dead key `accent` gives: the compose table's entry, else the
    /// canonical composition of `base` with the accent's combining mark, else both.
    static func resolve(_ accent: String, _ base: String, compose: ComposeTable) -> String {
        if let composed = compose.compose(accent: accent, base: base) { return composed }
        if let mark = ComposeTable.combiningMark(for: accent), let composed = CanonicalComposition.compose(base, mark) {
            return composed
        }
        return accent + base
    }

    /// Inserts a waiting accent by itself (before return and the like).
    private func flushAccent() {
        guard let pending = accent else { return }
        setAccent(nil)
        insert(pending)
    }

    func setAccent(_ value: String?) {
        guard value != accent else { return }
        accent = value
        delegate?.keyboardController(self, didChangePendingAccent: value)
    }

    // MARK: - Edits

    /// Inserts `text`, updates the context and the shift state, tells the delegate; `scalar` is
    /// the text's only scalar when the caller knows it has exactly one.
    func insert(_ text: String, scalar: Unicode.Scalar? = nil) {
        if let scalar {
            context.append(scalar)
        } else {
            context.append(text)
        }
        insertWithoutContext(text)
    }

    private func insertWithoutContext(_ text: String) {
        input?.insertText(text)
        delegate?.keyboardController(self, didInsert: text)
        updateShiftForContext()
    }

    /// Backspace went down: cancels a waiting accent, else deletes one character.
    func backspaceDown() {
        lastShiftTap = nil
        lastSpace = nil
        if accent != nil {
            setAccent(nil)
            return
        }
        deleteBackward(.character)
    }

    /// Deletes one character or word before the caret.
    func deleteBackward(_ unit: DeletionUnit, refresh: Bool = true) {
        switch unit {
        case .character: input?.deleteBackward()
        case .word: input?.deleteWordBackward()
        }
        delegate?.keyboardController(self, didDeleteBackward: unit)
        guard refresh else { return }
        context = TextContext(before: input?.documentContextBeforeInput)
        updateShiftForContext()
    }
}
