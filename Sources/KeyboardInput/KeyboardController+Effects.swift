import KeyboardModel

// The one place the controller calls out: a reducer step's effects, performed after its state is
// stored. Edits go to ``KeyboardController/input`` and news to ``KeyboardController/delegate``;
// an edit whose result the reducer cannot know (a deletion, a replacement, a caret move) is
// followed by a step that tells it the text before the caret.

extension KeyboardController {
    /// Runs one step of the reducer for `event`, stores its state, then performs its effects in
    /// order.
    @inline(__always)
    func send(_ event: KeyboardEvent) {
        let start = reducer.effects.count
        reducer.reduce(event)
        let end = reducer.effects.count
        guard end > start else { return }
        // A step sent by a delegate from inside `perform` appends after `end`, performs its own
        // effects and removes them before it returns.
        for index in start..<end {
            // Moved out, not copied: the slot keeps a payload-free effect until it is removed.
            var effect = KeyboardEffect.returned
            swap(&effect, &reducer.effects[index])
            perform(effect)
        }
        while reducer.effects.count > start { reducer.effects.removeLast() }
    }

    /// Performs one effect.
    private func perform(_ effect: KeyboardEffect) {
        switch effect {
        case .insert(let text):
            input?.insertText(text)
            delegate?.keyboardController(self, didInsert: text)
        case .deleteBackward(let unit, let readsContext):
            switch unit {
            case .character: input?.deleteBackward()
            case .word: input?.deleteWordBackward()
            }
            delegate?.keyboardController(self, didDeleteBackward: unit)
            if readsContext { send(.contextRead(input?.documentContextBeforeInput)) }
        case .deleteScalar:
            if let last = input?.documentContextBeforeInput?.last, last.unicodeScalars.count > 1 {
                replaceBackward(scalars: 1, with: "")
            } else {
                perform(.deleteBackward(.character, readsContext: true))
            }
        case .replaceBackward(let count, let text):
            replaceBackward(scalars: count, with: text)
        case .modifyPrevious(let name):
            modifyPrevious(table: name)
        case .moveCaret(let move):
            moveCaret(move)
        case .deleteForward:
            guard let input, let after = input.documentContextAfterInput, !after.isEmpty else { return }
            input.adjustTextPosition(byCharacterOffset: 1)
            input.deleteBackward()
            textDidChange()
        case .shiftChanged(let shift): delegate?.keyboardController(self, didChangeShiftState: shift)
        case .layerChanged(let name): delegate?.keyboardController(self, didSwitchToLayer: name)
        case .pendingAccentChanged(let accent): delegate?.keyboardController(self, didChangePendingAccent: accent)
        case .returned: delegate?.keyboardControllerDidReturn(self)
        case .nextKeyboard: delegate?.keyboardControllerDidRequestNextKeyboard(self)
        case .inputModeList(let anchor): delegate?.keyboardController(self, didRequestInputModeListFrom: anchor)
        case .dismiss: delegate?.keyboardControllerDidRequestDismiss(self)
        case .custom(let name): delegate?.keyboardController(self, didTriggerCustomAction: name)
        case .host(let action): delegate?.keyboardController(self, didRequestHostAction: action)
        case .touchDown(let id, let feedback):
            guard let delegate else { return }
            delegate.keyboardController(self, didTouchDownOnKey: id)
            if feedbackEnabled { delegate.keyboardController(self, didRequestFeedback: feedback) }
        case .feedback(let kind):
            if let delegate, feedbackEnabled { delegate.keyboardController(self, didRequestFeedback: kind) }
        case .alternatesShown(let popup): delegate?.keyboardController(self, didShowAlternates: popup)
        case .alternatesHidden: delegate?.keyboardControllerDidHideAlternates(self)
        case .flickArmed(let direction, let id): delegate?.keyboardController(self, didArmFlick: direction, onKey: id)
        case .suggestionsChanged: delegate?.keyboardController(self, didUpdateSuggestions: state.word.suggestions)
        case .trailChanged: delegate?.keyboardController(self, didUpdateSwipeTrail: state.word.trail)
        case .wordsMarked(let count): delegate?.keyboardController(self, didMarkWordsForDeletion: count)
        case .wordLearnt(let word): delegate?.keyboardController(self, didLearnWord: word)
        }
    }

    /// Replaces the last `count` Unicode scalars before the caret with `text`, through
    /// ``input``'s deletions (one per character they touch) and one insertion, so that the
    /// document's undo and the context stay right; then the reducer reads the context. Scalars
    /// of a touched character that are not replaced are inserted again (`का` with its last
    /// scalar replaced deletes `का`, inserts `क…`).
    private func replaceBackward(scalars count: Int, with text: String) {
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
        send(.contextRead(input?.documentContextBeforeInput))
    }

    /// Changes the text before the caret by the modify table `name`: the longest ending of the
    /// text (up to four characters) that the table has becomes what the table says.
    private func modifyPrevious(table name: String) {
        guard let table = layout.modifyTables[text: name], let before = input?.documentContextBeforeInput else {
            return
        }
        let characters = Array(before.suffix(4))
        for length in stride(from: characters.count, through: 1, by: -1) {
            let ending = String(characters.suffix(length))
            if let replacement = table[text: ending] {
                replaceBackward(scalars: ending.unicodeScalars.count, with: replacement)
                return
            }
        }
    }

    /// Moves the caret through ``input``'s position adjustment: a character left or right, or to
    /// the same column (in characters) of the line above or below. Hosts show only part of the
    /// document around the caret (often just back to a line break), so a line move goes in two
    /// steps — to the neighbouring line's end or start, then along it — reading the context
    /// again between them.
    private func moveCaret(_ move: CaretMove) {
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
}
