extension TextBuffer {
    /// One undoable edit: at scalar offset `start`, `removedScalarCount` scalars were replaced by
    /// `insertedScalarCount` scalars.
    ///
    /// Only the side of the edit that is *not* in the document is stored, in `text`: while the
    /// step waits on the undo stack the document holds the inserted scalars at `start`, so `text`
    /// is the removed text; undo swaps them, and while the step waits on the redo stack `text` is
    /// the inserted text. A typing run thus extends its step by counting, without copying text.
    /// The recorded states hold exactly because the text around them is restored exactly.
    struct UndoStep {
        /// Scalar offset of the edit.
        var start: Int
        /// The removed text on the undo stack; the inserted text on the redo stack.
        var text: String
        /// The number of scalars the edit removed.
        var removedScalarCount: Int
        /// The number of scalars the edit inserted.
        var insertedScalarCount: Int
        /// The selection before the edit.
        var selectionBefore: Selection
        /// The character count before the edit.
        var characterCountBefore: Int
        /// The selection after the edit.
        var selectionAfter: Selection
        /// The character count after the edit.
        var characterCountAfter: Int
    }
}
