import KeyboardWords

/// The text a keyboard types into, modelled on UIKit's `UITextDocumentProxy`.
///
/// Every offset and count is in `Character`s (extended grapheme clusters, as `String` counts
/// them): 👍🏽, 🇫🇷, "e" + U+0301, a ZWJ family and CR LF are one character each. Offsets are
/// clamped, never trapped: any `Int`, including `Int.min` and `Int.max`, is accepted.
///
/// Like UIKit, the proxy shows only a window of the document around the selection: the context
/// strings are bounded (see the conforming type for the bound) so that reading them stays cheap in
/// huge documents. A controller needs only the last few characters (autocapitalisation,
/// double-space period, dead keys).
@MainActor
public protocol TextInput: AnyObject {
    /// Text before the selection, nearest last; `nil` when the selection is at the very start.
    ///
    /// Bounded: a conforming type returns at most a fixed number of characters and may stop at a
    /// line break.
    var documentContextBeforeInput: String? { get }

    /// Text after the selection; `nil` when the selection is at the very end.
    ///
    /// Bounded like `documentContextBeforeInput`.
    var documentContextAfterInput: String? { get }

    /// The selected text, or `nil` when the selection is empty (a caret).
    var selectedText: String? { get }

    /// Whether the document contains any text.
    var hasText: Bool { get }

    /// The selection, in characters from the start of the document; empty for a caret.
    var selectedRange: Range<Int> { get }

    /// Replaces the selection with `text` and puts the caret after it.
    ///
    /// - Parameter text: The text to insert; may be empty (then the selection is only deleted).
    func insertText(_ text: String)

    /// Deletes the selection, or the one character before the caret when the selection is empty.
    func deleteBackward()

    /// Deletes the selection, or the word before the caret when the selection is empty.
    func deleteWordBackward()

    /// Moves the caret by `offset` characters and collapses the selection.
    ///
    /// - Parameter offset: Characters to move; negative moves towards the start. The result is
    ///   clamped to the document.
    func adjustTextPosition(byCharacterOffset offset: Int)

    /// Selects `range` (in characters), clamped to the document; an empty range places the caret.
    ///
    /// - Parameter range: The new selection.
    func setSelection(_ range: Range<Int>)

    /// Shows `text` as marked (provisional) text in place of the text marked now, or of the
    /// selection when none is, with `selectedRange` (in characters of `text`) selected inside it:
    /// what an input method composes before it commits (`UITextDocumentProxy.setMarkedText`).
    ///
    /// The default replaces the word before the caret (as `WordCharacters` finds it) with
    /// `text` and leaves the caret after it: a proxy without marked text shows the composition
    /// as plain text.
    func setMarkedText(_ text: String, selectedRange: Range<Int>)

    /// Commits the marked text as it is (`unmarkText`); the default does nothing (the default
    /// ``setMarkedText(_:selectedRange:)`` marks nothing).
    func unmarkText()

    /// Replaces the word being typed — the word before the caret, as `WordCharacters` finds
    /// it (`don'` while `don't` is typed) — with `text`, and puts the caret after it: how a
    /// suggestion is taken. The default deletes the word's characters one by one with
    /// ``deleteBackward()`` and inserts `text`.
    func replaceCurrentWord(with text: String)
}

extension TextInput {
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        replaceCurrentWord(with: text)
    }

    public func unmarkText() {}

    public func replaceCurrentWord(with text: String) {
        let word = WordCharacters.trailingWord(of: documentContextBeforeInput ?? "")
        if selectedRange.isEmpty {
            for _ in 0..<word.count { deleteBackward() }
        }
        insertText(text)
    }
}
