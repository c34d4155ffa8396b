/// The naive model `TextBuffer` is checked against: a plain `String`, a selection in characters,
/// and whole-text snapshots for undo, following the rules documented on `TextBuffer` literally.
@MainActor
struct ReferenceTextModel {
    /// Text and selection at one moment.
    struct Snapshot: Equatable {
        var text: String
        var selection: Range<Int>
    }

    /// The run the next edit may extend.
    enum Run {
        case closed
        case typing
        case deleting
    }

    private(set) var text: String {
        didSet { characters = Array(text) }
    }
    /// `Array(text)`, kept so that queries need not rebuild it.
    private(set) var characters: [Character]
    private(set) var selection: Range<Int>
    private var run = Run.closed
    private var undoStack: [(before: Snapshot, after: Snapshot)] = []
    private var redoStack: [(before: Snapshot, after: Snapshot)] = []
    let undoLimit: Int
    let contextLimit: Int

    init(_ text: String, undoLimit: Int, contextLimit: Int) {
        self.text = text
        characters = Array(text)
        selection = text.count..<text.count
        self.undoLimit = undoLimit
        self.contextLimit = contextLimit
    }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    var snapshot: Snapshot { Snapshot(text: text, selection: selection) }

    var selectedText: String? {
        selection.isEmpty ? nil : String(characters[selection])
    }

    var contextBefore: String? {
        if selection.lowerBound == 0 { return nil }
        var start = selection.lowerBound
        while start > 0 && selection.lowerBound - start < contextLimit {
            start -= 1
            if Self.isLineBreak(characters[start]) { break }
        }
        return String(characters[start..<selection.lowerBound])
    }

    var contextAfter: String? {
        if selection.upperBound == characters.count { return nil }
        var end = selection.upperBound
        while end < characters.count && end - selection.upperBound < contextLimit {
            end += 1
            if Self.isLineBreak(characters[end - 1]) { break }
        }
        return String(characters[selection.upperBound..<end])
    }

    // MARK: - Edits

    mutating func insertText(_ inserted: String) {
        if inserted.isEmpty && selection.isEmpty {
            run = .closed
            return
        }
        let hasLineBreak = inserted.unicodeScalars.contains { Self.isLineBreak(Character($0)) }
        let extending = run == .typing && selection.isEmpty && !hasLineBreak
        let before = snapshot
        let moved = replace(selection, with: inserted)
        record(before: before, extending: extending)
        run = hasLineBreak || moved ? .closed : .typing
    }

    mutating func deleteBackward() {
        if !selection.isEmpty {
            delete(selection)
        } else if selection.lowerBound > 0 {
            delete((selection.lowerBound - 1)..<selection.lowerBound)
        } else {
            run = .closed
        }
    }

    mutating func deleteWordBackward() {
        if !selection.isEmpty {
            delete(selection)
            return
        }
        var start = selection.lowerBound
        while start > 0 && Self.wordClass(characters[start - 1]) == 0 {
            start -= 1
        }
        if start > 0 {
            let runClass = Self.wordClass(characters[start - 1])
            while start > 0 && Self.wordClass(characters[start - 1]) == runClass {
                start -= 1
            }
        }
        if start == selection.lowerBound {
            run = .closed
        } else {
            delete(start..<selection.lowerBound)
        }
    }

    private mutating func delete(_ range: Range<Int>) {
        let extending = run == .deleting && selection.isEmpty
        let before = snapshot
        let moved = replace(range, with: "")
        record(before: before, extending: extending)
        run = moved ? .closed : .deleting
    }

    /// Replaces characters `range` with `inserted`; the caret goes to the first character boundary
    /// at or after the end of the inserted scalars. Returns whether that is past their end.
    private mutating func replace(_ range: Range<Int>, with inserted: String) -> Bool {
        let prefix = String(characters[..<range.lowerBound])
        let suffix = String(characters[range.upperBound...])
        let insertionEnd = prefix.unicodeScalars.count + inserted.unicodeScalars.count
        text = prefix + inserted + suffix
        var offset = 0
        var caret = 0
        for character in text {
            if offset >= insertionEnd { break }
            offset += character.unicodeScalars.count
            caret += 1
        }
        selection = caret..<caret
        return offset != insertionEnd
    }

    private mutating func record(before: Snapshot, extending: Bool) {
        redoStack.removeAll()
        if extending, let last = undoStack.last {
            undoStack[undoStack.count - 1] = (last.before, snapshot)
        } else {
            undoStack.append((before, snapshot))
            if undoStack.count > undoLimit {
                undoStack.removeFirst()
            }
        }
    }

    // MARK: - Selection and undo

    mutating func adjustTextPosition(byCharacterOffset offset: Int) {
        run = .closed
        let base = offset >= 0 ? selection.upperBound : selection.lowerBound
        let (sum, overflow) = base.addingReportingOverflow(offset)
        let target = overflow ? (offset > 0 ? characters.count : 0) : min(max(sum, 0), characters.count)
        selection = target..<target
    }

    mutating func setSelection(_ range: Range<Int>) {
        run = .closed
        let count = characters.count
        selection = min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
    }

    mutating func breakUndoCoalescing() {
        run = .closed
    }

    @discardableResult
    mutating func undo() -> Bool {
        run = .closed
        guard let step = undoStack.popLast() else { return false }
        text = step.before.text
        selection = step.before.selection
        redoStack.append(step)
        return true
    }

    @discardableResult
    mutating func redo() -> Bool {
        run = .closed
        guard let step = redoStack.popLast() else { return false }
        text = step.after.text
        selection = step.after.selection
        undoStack.append(step)
        return true
    }

    // MARK: - Classes

    static func isLineBreak(_ character: Character) -> Bool {
        switch character.unicodeScalars.first?.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// 0 white space, 1 word, 2 other, by the first scalar.
    static func wordClass(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 2 }
        if first.properties.isWhitespace { return 0 }
        if first.properties.isAlphabetic || first.properties.numericType != nil { return 1 }
        return ["_", "'", "\u{2019}"].contains(first) ? 1 : 2
    }
}
