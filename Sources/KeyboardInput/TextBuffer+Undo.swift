extension TextBuffer {
    /// Whether there is an edit to undo.
    public var canUndo: Bool { undoSteps.count > undoBase }

    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Undoes the last undo step (a coalesced run counts as one), restoring text and selection.
    ///
    /// - Returns: Whether there was a step to undo.
    /// - Complexity: O(size of the step + distance from the last edit).
    @discardableResult
    public func undo() -> Bool {
        coalescing = .closed
        guard canUndo, var step = undoSteps.popLast() else { return false }
        exchangeText(of: &step, replacing: step.insertedScalarCount)
        selection = step.selectionBefore
        count = step.characterCountBefore
        redoSteps.append(step)
        return true
    }

    /// Redoes the last undone step, restoring text and selection as they were after it.
    ///
    /// - Returns: Whether there was a step to redo.
    /// - Complexity: O(size of the step + distance from the last edit).
    @discardableResult
    public func redo() -> Bool {
        coalescing = .closed
        guard var step = redoSteps.popLast() else { return false }
        exchangeText(of: &step, replacing: step.removedScalarCount)
        selection = step.selectionAfter
        count = step.characterCountAfter
        undoSteps.append(step)
        trimUndoSteps()
        return true
    }

    /// Puts the text `step` holds in place of the `scalarCount` scalars at its start, and keeps
    /// the text it replaced in `step`: the one move of undo and redo, each the other's inverse.
    private func exchangeText(of step: inout UndoStep, replacing scalarCount: Int) {
        let range = step.start..<(step.start + scalarCount)
        let replaced = storage.string(range)
        storage.replace(range, with: step.text.unicodeScalars)
        step.text = replaced
    }

    /// Ends the current typing or deletion run: the next edit starts a new undo step.
    public func breakUndoCoalescing() {
        coalescing = .closed
    }

    /// Records `step`, or merges it into the last step when `extending` (see the type's rules).
    func recordUndo(_ step: UndoStep, extending: Bool) {
        redoSteps.removeAll()
        if extending, canUndo {
            // Only integers are read from the last step, so its text stays uniquely referenced.
            let top = undoSteps.count - 1
            let lastStart = undoSteps[top].start
            let lastInserted = undoSteps[top].insertedScalarCount
            if step.removedScalarCount == 0, lastStart + lastInserted == step.start {
                // Typing at the end of the run: the typed text is in the document, only counted.
                undoSteps[top].insertedScalarCount += step.insertedScalarCount
                undoSteps[top].selectionAfter = step.selectionAfter
                undoSteps[top].characterCountAfter = step.characterCountAfter
                return
            }
            if step.insertedScalarCount == 0, lastInserted == 0, step.start + step.removedScalarCount == lastStart {
                // Deleting backward from the start of the run.
                undoSteps[top].start = step.start
                undoSteps[top].text = step.text + undoSteps[top].text
                undoSteps[top].removedScalarCount += step.removedScalarCount
                undoSteps[top].selectionAfter = step.selectionAfter
                undoSteps[top].characterCountAfter = step.characterCountAfter
                return
            }
        }
        undoSteps.append(step)
        trimUndoSteps()
    }

    /// Forgets the oldest steps beyond `undoLimit`, compacting the array now and then.
    func trimUndoSteps() {
        let excess = undoSteps.count - undoBase - undoLimit
        if excess > 0 {
            undoBase += excess
        }
        if undoBase > 0 && undoBase >= undoSteps.count / 2 && undoBase >= 64 {
            undoSteps.removeFirst(undoBase)
            undoBase = 0
        }
    }
}
