extension TextBuffer {
    // MARK: - Public editing

    /// Replaces the selection with `text` and puts the caret after it.
    ///
    /// When the inserted text merges with the character after it into one cluster, the caret moves
    /// to the end of that cluster.
    ///
    /// - Parameter text: The text to insert; empty deletes the selection.
    /// - Complexity: O(length of `text` and of the selection) amortised, plus any run of regional
    ///   indicators or combining marks the edit touches.
    public func insertText(_ text: String) {
        // Keyboards mostly type one ASCII character at the caret.
        let utf8 = text.utf8
        if utf8.count == 1, let byte = utf8.first, typeAtCaret(Unicode.Scalar(byte)) { return }
        // Other short ASCII strings are read as bytes, which is much cheaper than walking
        // `String.UnicodeScalarView`.
        let insertedASCII = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var hasLineBreak = false
            for byte in bytes {
                if byte >= 0x80 { return false }
                if byte >= 0x0A && byte <= 0x0D { hasLineBreak = true }
            }
            insert(bytes.lazy.map { Unicode.Scalar($0) }, scalarCount: bytes.count, hasLineBreak: hasLineBreak)
            return true
        }
        if insertedASCII == true { return }
        let scalars = text.unicodeScalars
        insert(scalars, scalarCount: scalars.count, hasLineBreak: scalars.contains(where: Self.isLineBreak))
    }

    /// Deletes the selection, or else the one character (grapheme cluster) before the caret.
    ///
    /// - Complexity: O(1) amortised for a caret, plus any run of regional indicators or combining
    ///   marks the edit touches; O(length of the selection) otherwise.
    public func deleteBackward() {
        if deleteSelection() { return }
        let caret = selection.scalars.lowerBound
        var start = caret
        storage.forEachClusterStart(before: caret) { clusterStart in
            start = clusterStart
            return false
        }
        let characters = selection.characters.lowerBound
        deleteSelectionOrRun(scalars: start..<caret, characters: characters - (start < caret ? 1 : 0)..<characters)
    }

    /// Deletes the selection, or else the word before the caret.
    ///
    /// Skips back over white space (line breaks included), then over the run of characters of the
    /// same class as the first one found: word characters (letters, marks, numbers, `_`, `'`, `’`)
    /// or other non-space characters (punctuation, symbols, emoji). Everything skipped is deleted:
    /// "one two  |" becomes "one |", "one two!?|" becomes "one two|", "one\n|" becomes "|". A
    /// character's class is that of its first scalar.
    ///
    /// - Complexity: O(length of the deleted text), plus any run of regional indicators or
    ///   combining marks at its start.
    public func deleteWordBackward() {
        if deleteSelection() { return }
        let caret = selection.scalars.lowerBound
        var start = caret
        var characters = 0
        var runClass: WordClass?
        storage.forEachClusterStart(before: caret) { clusterStart in
            let wordClass = WordClass(storage[clusterStart])
            if let runClass {
                if wordClass != runClass { return false }
            } else if wordClass != .whitespace {
                runClass = wordClass
            }
            start = clusterStart
            characters += 1
            return true
        }
        let end = selection.characters.lowerBound
        deleteSelectionOrRun(scalars: start..<caret, characters: (end - characters)..<end)
    }

    // MARK: - Internals

    /// Replaces the selection with `scalars` (`scalarCount` of them, with a line break among them
    /// when `hasLineBreak`) as part of a typing run.
    private func insert(_ scalars: some Collection<Unicode.Scalar>, scalarCount: Int, hasLineBreak: Bool) {
        if scalarCount == 0 && selection.scalars.isEmpty {
            coalescing = .closed
            return
        }
        let extending = coalescing == .typing && selection.scalars.isEmpty && !hasLineBreak
        let moved = edit(
            scalars: selection.scalars, characters: selection.characters, with: scalars, scalarCount: scalarCount,
            extending: extending)
        coalescing = hasLineBreak || moved ? .closed : .typing
    }

    /// Deletes the selection, if there is one (what a backward deletion deletes before anything
    /// else).
    ///
    /// - Returns: Whether there was a selection.
    private func deleteSelection() -> Bool {
        guard !selection.scalars.isEmpty else { return false }
        deleteSelectionOrRun(scalars: selection.scalars, characters: selection.characters)
        return true
    }

    /// Deletes `scalars` (the characters `characters`) as part of a deletion run.
    private func deleteSelectionOrRun(scalars: Range<Int>, characters: Range<Int>) {
        if scalars.isEmpty {
            coalescing = .closed
            return
        }
        let extending = coalescing == .deleting && selection.scalars.isEmpty
        let moved = edit(
            scalars: scalars, characters: characters, with: EmptyCollection(), scalarCount: 0, extending: extending)
        coalescing = moved ? .closed : .deleting
    }

    /// Replaces `scalars` (the characters `characters`) with `replacement` (`scalarCount`
    /// scalars) and records the undo step.
    ///
    /// - Returns: Whether the caret moved forward into the end of a merged cluster.
    private func edit(
        scalars: Range<Int>, characters: Range<Int>, with replacement: some Collection<Unicode.Scalar>,
        scalarCount: Int, extending: Bool
    ) -> Bool {
        let removed = scalars.isEmpty ? "" : storage.string(scalars)
        let before = selection
        let countBefore = count
        let moved = replace(scalars: scalars, characters: characters, with: replacement, scalarCount: scalarCount)
        let step = UndoStep(
            start: scalars.lowerBound, text: removed, removedScalarCount: scalars.count,
            insertedScalarCount: scalarCount, selectionBefore: before, characterCountBefore: countBefore,
            selectionAfter: selection, characterCountAfter: count)
        recordUndo(step, extending: extending)
        return moved
    }

    /// Replaces the scalars `scalars`, whose ends are boundaries at characters `characters`, with
    /// `replacement`, updates the character count and puts the caret after the replacement (moved
    /// forward to the next boundary if that position is inside a cluster).
    ///
    /// - Returns: Whether the caret moved forward into the end of a merged cluster.
    func replace(
        scalars: Range<Int>, characters: Range<Int>, with replacement: some Collection<Unicode.Scalar>,
        scalarCount: Int
    ) -> Bool {
        let result = storage.replace(
            scalars, clusters: characters.count, with: replacement, scalarCount: scalarCount)
        count += result.clusterChange
        selection = Selection(caret: characters.lowerBound + result.clustersToCaret, scalar: result.caret)
        return result.caret != scalars.lowerBound + scalarCount
    }
}
