import KeyboardWords

extension TextBuffer {
    // MARK: - Marked text

    /// The marked text's range in characters, while it is marked: from
    /// ``setMarkedText(_:selectedRange:)`` until ``unmarkText()``, or until an edit changes the
    /// text there (then it is plain text).
    ///
    /// - Complexity: O(*n*): the range's text is compared with what was marked.
    public var markedRange: Range<Int>? {
        guard let marking, marking.range.upperBound <= count, characters(in: marking.range) == marking.text else {
            return nil
        }
        return marking.range
    }

    /// The marked text, while it is marked (see ``markedRange``).
    public var markedText: String? { markedRange.flatMap { _ in marking?.text } }

    /// Replaces the marked text (else the selection) with `text`, marks it, and selects
    /// `selectedRange` inside it (clamped to it).
    ///
    /// - Parameters:
    ///   - text: The new marked text; empty removes the marked text and unmarks.
    ///   - selectedRange: The selection inside `text`, in its characters.
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        if let range = markedRange { setSelection(range) }
        let start = self.selectedRange.lowerBound
        insertText(text)
        let end = self.selectedRange.lowerBound
        guard end > start else {
            marking = nil
            return
        }
        marking = (start..<end, characters(in: start..<end))
        let lower = min(max(0, selectedRange.lowerBound), end - start)
        let upper = min(max(lower, selectedRange.upperBound), end - start)
        setSelection(start + lower..<start + upper)
    }

    /// Keeps the marked text as plain text.
    public func unmarkText() {
        marking = nil
    }

    /// Replaces the word before the caret (or the marked text, while some is marked) with
    /// `text`, unmarked, and puts the caret after it.
    public func replaceCurrentWord(with text: String) {
        if let range = markedRange {
            setSelection(range)
            marking = nil
            insertText(text)
            return
        }
        marking = nil
        let word = WordCharacters.trailingWord(of: documentContextBeforeInput ?? "")
        if selectedRange.isEmpty {
            let caret = selectedRange.lowerBound
            setSelection(caret - word.count..<caret)
        }
        insertText(text)
    }

    /// The text of `range`, in characters.
    private func characters(in range: Range<Int>) -> String {
        String(text.dropFirst(range.lowerBound).prefix(range.count))
    }
}
