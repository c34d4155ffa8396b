/// An editable text with a selection and undo, fast at the caret even in huge documents.
///
/// Positions are in `Character`s (extended grapheme clusters) of the *current* text, exactly as
/// `text` would count them: 👍🏽, 🇫🇷, "e" + U+0301, a ZWJ family and CR LF are one character each.
/// Any offset is accepted and clamped to the document.
///
/// ## Storage and cost
/// The text is a gap buffer of Unicode scalars whose gap follows the edits; cluster boundaries are
/// found by segmenting a few scalars around the edit with `String`. An insertion or deletion at the
/// caret costs O(1) amortised plus the size of the edit, whatever the document size (a run of
/// regional indicators or stacked combining marks at the edit adds its length). Moving the
/// selection costs O(distance) from the nearest of the current selection, the start and the end.
/// `text` is O(*n*). (`buffer.middle-edit.1M` times an edit in the middle of a 1 M-character
/// buffer; README's performance table has the figures.)
///
/// ## Merging clusters
/// An edit can join characters into one cluster: inserting U+0301 after "e", a skin-tone modifier
/// after 👍, a second regional indicator after 🇫, or deleting the line break between "e" and a
/// combining mark. Afterwards the caret sits after the inserted text; when that position falls
/// *inside* a cluster of the new text, the caret moves forward to the end of that cluster.
/// (Typing a combining mark after "e" thus leaves the caret after "é", not between its scalars.)
///
/// ## Context
/// `documentContextBeforeInput` is at most `contextLimit` characters (256 by default) before the
/// selection, and reaches back no further than the nearest line break, which it includes; the
/// context after the selection is bounded the same way towards the end. Both cost O(`contextLimit`).
///
/// ## Undo
/// Every edit that changes the text is undoable; undo and redo restore the text and the
/// selection exactly. Edits coalesce into one step as follows:
/// - **Typing run**: `insertText` with an empty selection extends the previous step when that step
///   is a typing run and the caret has not moved since. A run starts with any `insertText`
///   (replacing a selection included).
/// - **Deletion run**: `deleteBackward` and `deleteWordBackward` with an empty selection extend the
///   previous step when it is a deletion run and the caret has not moved since. A run starts with
///   any deletion (of a selection included).
/// - **Breaks**: a run ends at `adjustTextPosition`, `setSelection`, `undo`, `redo`,
///   `breakUndoCoalescing()`, an edit of the other kind, any call that changes nothing, and an edit
///   after which the caret moved forward into a merged cluster. Text containing a line break
///   (LF, CR, VT, FF, NEL, U+2028, U+2029) is a step of its own and ends the run.
///
/// A new step clears the redo history. At most `undoLimit` steps are kept; the oldest go first.
@MainActor
public final class TextBuffer: TextInput {
    // The state below opts out of run-time exclusivity checks: with them an edit in the middle of
    // a long text costs about half as much again (`buffer.middle-edit.1M`, `input.taps.en-US`).
    // It is safe: a buffer is used from one thread, and no access
    // calls out to code that could touch the buffer again (the only closures are the cluster
    // walks', which read `storage` while `storage` is being read), so no two accesses overlap.

    /// The scalars of the text.
    @exclusivity(unchecked) var storage: Storage
    /// The number of characters, kept up to date by every edit.
    @exclusivity(unchecked) var count: Int
    /// The selection; its ends are cluster boundaries of the current text.
    @exclusivity(unchecked) var selection: Selection
    /// Whether and how the next edit may extend the last undo step.
    @exclusivity(unchecked) var coalescing = Coalescing.closed
    /// Undo steps, oldest first; those before `undoBase` were dropped by `undoLimit`.
    @exclusivity(unchecked) var undoSteps: [UndoStep] = []
    /// The index of the oldest undo step still kept.
    @exclusivity(unchecked) var undoBase = 0
    /// Redo steps, the next one to redo last.
    @exclusivity(unchecked) var redoSteps: [UndoStep] = []

    /// The marked text as it was set (``setMarkedText(_:selectedRange:)``) and where, in
    /// characters; an edit that changed it since unmarks it (see ``markedRange``).
    var marking: (range: Range<Int>, text: String)?

    /// The most characters each document context string holds.
    public let contextLimit: Int

    /// The most undo steps kept; older ones are forgotten. Zero disables undo.
    public var undoLimit: Int {
        didSet {
            undoLimit = max(0, undoLimit)
            trimUndoSteps()
        }
    }

    /// Creates a buffer holding `text`, with the caret at its end and no undo history.
    ///
    /// - Parameters:
    ///   - text: The initial text.
    ///   - contextLimit: The most characters each document context string holds (at least 0).
    ///   - undoLimit: The most undo steps kept (at least 0); use `Int.max` for no limit.
    /// - Complexity: O(*n*) in the length of `text`.
    public init(_ text: String = "", contextLimit: Int = 256, undoLimit: Int = 1_000) {
        storage = Storage(text.unicodeScalars)
        count = text.count
        selection = Selection(caret: count, scalar: storage.count)
        self.contextLimit = max(0, contextLimit)
        self.undoLimit = max(0, undoLimit)
    }

    /// The whole text.
    ///
    /// - Complexity: O(*n*).
    public var text: String { storage.string(0..<storage.count) }

    /// The number of characters in the text.
    ///
    /// - Complexity: O(1).
    public var characterCount: Int { count }

    /// The selection in characters; empty for a caret.
    public var selectedRange: Range<Int> { selection.characters }

    /// Whether the text is not empty.
    public var hasText: Bool { count > 0 }

    /// The selected text, or `nil` when the selection is a caret.
    ///
    /// - Complexity: O(length of the selection).
    public var selectedText: String? {
        selection.scalars.isEmpty ? nil : storage.string(selection.scalars)
    }

    /// Whether `scalar` is a line break: LF, VT, FF, CR, NEL, U+2028 or U+2029.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Clamps `base + offset` to `0...limit` without overflowing; `base` must be in `0...limit`.
    static func clampedSum(_ base: Int, _ offset: Int, limit: Int) -> Int {
        if offset >= 0 {
            return offset > limit - base ? limit : base + offset
        }
        return offset < -base ? 0 : base + offset
    }

    /// Clamps `value` to `0...limit`.
    static func clamped(_ value: Int, limit: Int) -> Int {
        min(max(value, 0), limit)
    }
}
