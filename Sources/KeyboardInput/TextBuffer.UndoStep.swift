extension TextBuffer {
    /// One undoable edit: the scalars at `start` that were `removed` and are now `inserted`.
    ///
    /// Undo writes `removed` back over `inserted` and restores the state before; redo does the
    /// reverse. The recorded states hold exactly because the text around them is restored exactly.
    struct UndoStep {
        /// Scalar offset of the edit.
        var start: Int
        /// The text the edit removed.
        var removed: String
        /// `removed.unicodeScalars.count`.
        var removedScalarCount: Int
        /// The text the edit inserted.
        var inserted: String
        /// `inserted.unicodeScalars.count`.
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
