extension TextBuffer {
    /// Types `scalar` at the caret the quick way, when that is the same as `insertText` with it:
    /// the selection is empty, `scalar` is not a line break, and it and its neighbours are plain
    /// scalars (see `Storage.insertPlainly(_:at:)`), so it adds exactly one character.
    ///
    /// - Parameter scalar: The scalar to type.
    /// - Returns: Whether it typed `scalar`; when `false`, nothing changed.
    /// - Complexity: O(1) amortised.
    func typeAtCaret(_ scalar: Unicode.Scalar) -> Bool {
        let caret = selection.scalars.lowerBound
        guard caret == selection.scalars.upperBound, !Self.isLineBreak(scalar),
            storage.insertPlainly(scalar, at: caret)
        else { return false }
        let before = selection
        let countBefore = count
        count += 1
        selection = Selection(caret: before.characters.lowerBound + 1, scalar: caret + 1)
        // The undo step, as `recordUndo(_:extending:)` would record it.
        let top = undoSteps.count - 1
        if coalescing == .typing, top >= undoBase,
            undoSteps[top].start + undoSteps[top].insertedScalarCount == caret
        {
            // A typing run has just cleared the redo steps; it grows by one scalar.
            undoSteps[top].insertedScalarCount += 1
            undoSteps[top].selectionAfter = selection
            undoSteps[top].characterCountAfter = count
        } else {
            let step = UndoStep(
                start: caret, text: "", removedScalarCount: 0, insertedScalarCount: 1, selectionBefore: before,
                characterCountBefore: countBefore, selectionAfter: selection, characterCountAfter: count)
            recordUndo(step, extending: false)
        }
        coalescing = .typing
        return true
    }
}
