import Testing

@testable import KeyboardInput

/// A buffer holding `text` with the selection at `selection` (caret at the end by default).
@MainActor
private func buffer(_ text: String, selection: Range<Int>? = nil, undoLimit: Int = 1_000) -> TextBuffer {
    let buffer = TextBuffer(text, undoLimit: undoLimit)
    if let selection { buffer.setSelection(selection) }
    return buffer
}

/// Expects text, selection and internal consistency.
@MainActor
private func expectState(
    _ buffer: TextBuffer, _ text: String, _ selection: Range<Int>, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(buffer.text == text, sourceLocation: sourceLocation)
    #expect(buffer.selectedRange == selection, sourceLocation: sourceLocation)
    #expect(buffer.invariantViolation() == nil, sourceLocation: sourceLocation)
}

@MainActor @Suite struct TextBufferTests {
    // MARK: - Creation and reading

    @Test func initialStateHasCaretAtEnd() {
        let empty = TextBuffer()
        expectState(empty, "", 0..<0)
        #expect(!empty.hasText)
        #expect(empty.characterCount == 0)
        #expect(empty.selectedText == nil)
        #expect(empty.documentContextBeforeInput == nil)
        #expect(empty.documentContextAfterInput == nil)
        #expect(!empty.canUndo && !empty.canRedo)

        let text = TextBuffer("héllo 👍🏽🇫🇷")
        // h é l l o space 👍🏽 🇫🇷 = 8 characters.
        expectState(text, "héllo 👍🏽🇫🇷", 8..<8)
        #expect(text.hasText)
        #expect(text.characterCount == 8)
        #expect(!text.canUndo)
    }

    // MARK: - Insertion

    @Test func insertAtCaretAndInMiddle() {
        let text = buffer("ac")
        text.insertText("d")
        expectState(text, "acd", 3..<3)
        text.setSelection(1..<1)
        text.insertText("b")
        expectState(text, "abcd", 2..<2)
        text.insertText("")
        expectState(text, "abcd", 2..<2)
    }

    @Test func insertReplacesSelection() {
        let text = buffer("hello world", selection: 6..<11)
        #expect(text.selectedText == "world")
        text.insertText("there")
        expectState(text, "hello there", 11..<11)
        text.setSelection(0..<5)
        text.insertText("")
        expectState(text, " there", 0..<0)
    }

    @Test func insertedTextMergingWithCharacterBefore() {
        // Each pair becomes one character; the caret stays after it.
        let cases: [(String, String)] = [
            ("e", "\u{301}"), ("👍", "🏽"), ("🇫", "🇷"), ("👨", "\u{200D}👩"), ("\r", "\n"), ("क्", "ष"),
        ]
        for (first, second) in cases {
            let text = buffer("x" + first)
            text.insertText(second)
            expectState(text, "x" + first + second, 2..<2)
            #expect(text.characterCount == 2)
        }
    }

    @Test func regionalIndicatorsPairFromTheStartOfTheirRun() {
        // 🇫🇷🇫 is two characters; a fourth indicator completes the second flag.
        let text = buffer("🇫🇷🇫")
        #expect(text.characterCount == 2)
        text.insertText("🇷")
        expectState(text, "🇫🇷🇫🇷", 2..<2)

        // An indicator before a flag pairs with its first half: 🇩🇫 | 🇷. The caret, which would
        // sit inside 🇩🇫, moves to its end.
        let before = buffer("🇫🇷", selection: 0..<0)
        before.insertText("🇩")
        expectState(before, "🇩🇫🇷", 1..<1)
        #expect(before.characterCount == 2)
    }

    @Test func insertionMergingWithCharacterAfterMovesCaretPastIt() {
        // A lone combining mark after a line break; "e" before it forms "é".
        let text = buffer("\n\u{301}", selection: 1..<1)
        text.insertText("e")
        expectState(text, "\ne\u{301}", 2..<2)
        #expect(text.characterCount == 2)
        // CR before LF forms CR LF.
        let lines = buffer("a\nb", selection: 1..<1)
        lines.insertText("\r")
        expectState(lines, "a\r\nb", 2..<2)
    }

    // MARK: - Deletion

    @Test(arguments: ["a", "👍🏽", "🇫🇷", "e\u{301}", "👨‍👩‍👧‍👦", "\r\n", "क्ष", "ᄀ\u{1161}\u{11A8}"])
    func deleteBackwardRemovesOneCluster(cluster: String) {
        let atEnd = buffer("x" + cluster)
        atEnd.deleteBackward()
        expectState(atEnd, "x", 1..<1)

        let inMiddle = buffer("x" + cluster + "y", selection: 2..<2)
        inMiddle.deleteBackward()
        expectState(inMiddle, "xy", 1..<1)
    }

    @Test func deleteBackwardAtStartDoesNothing() {
        let text = buffer("abc", selection: 0..<0)
        text.deleteBackward()
        expectState(text, "abc", 0..<0)
        #expect(!text.canUndo)
        let empty = TextBuffer()
        empty.deleteBackward()
        empty.deleteWordBackward()
        expectState(empty, "", 0..<0)
    }

    @Test func deleteBackwardRemovesSelection() {
        let text = buffer("a👍🏽b🇫🇷c", selection: 1..<4)
        #expect(text.selectedText == "👍🏽b🇫🇷")
        text.deleteBackward()
        expectState(text, "ac", 1..<1)
    }

    @Test func deletionMergingNeighboursMovesCaretPastThem() {
        // Deleting the line break joins "e" and the combining mark.
        let text = buffer("e\n\u{301}", selection: 2..<2)
        text.deleteBackward()
        expectState(text, "e\u{301}", 1..<1)

        // 🇫 x 🇷🇩 🇪: without the x the four indicators pair up as 🇫🇷 🇩🇪.
        let flags = buffer("🇫x🇷🇩🇪", selection: 2..<2)
        #expect(flags.characterCount == 4)
        flags.deleteBackward()
        expectState(flags, "🇫🇷🇩🇪", 1..<1)
        #expect(flags.characterCount == 2)
    }

    @Test(arguments: [
        ("hello world", "hello "),
        ("hello world   ", "hello "),
        ("one two!?", "one two"),
        ("one two  !?  ", "one two  "),
        ("don't", ""),
        ("snake_case99", ""),
        ("foo\n", ""),
        ("foo\n\n  ", ""),
        ("a  👍🏽👍🏽", "a  "),
        ("word 👍🏽 ", "word "),
        ("   ", ""),
        ("Grüße", ""),
        ("cafe\u{301} au", "cafe\u{301} "),
        ("x\u{301}", ""),
    ])
    func deleteWordBackward(text: String, expected: String) {
        let edited = buffer(text)
        edited.deleteWordBackward()
        expectState(edited, expected, expected.count..<expected.count)
    }

    @Test func deleteWordBackwardInMiddleAndWithSelection() {
        let text = buffer("one two three", selection: 7..<7)
        text.deleteWordBackward()
        expectState(text, "one  three", 4..<4)
        text.setSelection(5..<10)
        text.deleteWordBackward()
        expectState(text, "one  ", 5..<5)
    }

    // MARK: - Moving

    @Test func adjustTextPositionClamps() {
        let text = buffer("ab👍🏽d")
        text.adjustTextPosition(byCharacterOffset: Int.min)
        expectState(text, "ab👍🏽d", 0..<0)
        text.adjustTextPosition(byCharacterOffset: -1)
        expectState(text, "ab👍🏽d", 0..<0)
        text.adjustTextPosition(byCharacterOffset: Int.max)
        expectState(text, "ab👍🏽d", 4..<4)
        text.adjustTextPosition(byCharacterOffset: 1)
        expectState(text, "ab👍🏽d", 4..<4)
        text.adjustTextPosition(byCharacterOffset: -2)
        expectState(text, "ab👍🏽d", 2..<2)
        text.adjustTextPosition(byCharacterOffset: 1)
        expectState(text, "ab👍🏽d", 3..<3)
        text.insertText("c")
        expectState(text, "ab👍🏽cd", 4..<4)
        text.adjustTextPosition(byCharacterOffset: Int.max)
        text.adjustTextPosition(byCharacterOffset: Int.max)
        expectState(text, "ab👍🏽cd", 5..<5)
        text.adjustTextPosition(byCharacterOffset: Int.min)
        text.adjustTextPosition(byCharacterOffset: Int.min)
        expectState(text, "ab👍🏽cd", 0..<0)
    }

    @Test func adjustTextPositionCollapsesSelection() {
        let text = buffer("abcdef", selection: 2..<4)
        text.adjustTextPosition(byCharacterOffset: 1)
        expectState(text, "abcdef", 5..<5)
        text.setSelection(2..<4)
        text.adjustTextPosition(byCharacterOffset: -1)
        expectState(text, "abcdef", 1..<1)
        text.setSelection(2..<4)
        text.adjustTextPosition(byCharacterOffset: 0)
        expectState(text, "abcdef", 4..<4)
    }

    @Test func setSelectionClamps() {
        let text = buffer("a🇫🇷c")
        text.setSelection(Int.min..<Int.max)
        expectState(text, "a🇫🇷c", 0..<3)
        #expect(text.selectedText == "a🇫🇷c")
        text.setSelection(-5..<2)
        expectState(text, "a🇫🇷c", 0..<2)
        #expect(text.selectedText == "a🇫🇷")
        text.setSelection(10..<20)
        expectState(text, "a🇫🇷c", 3..<3)
        #expect(text.selectedText == nil)
        text.setSelection(1..<1)
        text.insertText("b")
        expectState(text, "ab🇫🇷c", 2..<2)
    }

    // MARK: - Context

    @Test func contextIsBoundedByLineBreaksAndLimit() {
        let text = buffer("first line\nsecond line\nthird", selection: 14..<18)
        #expect(text.selectedText == "ond ")
        #expect(text.documentContextBeforeInput == "\nsec")
        #expect(text.documentContextAfterInput == "line\n")

        let short = TextBuffer("abcdefgh", contextLimit: 3)
        short.setSelection(4..<4)
        #expect(short.documentContextBeforeInput == "bcd")
        #expect(short.documentContextAfterInput == "efg")
        short.setSelection(0..<8)
        #expect(short.documentContextBeforeInput == nil)
        #expect(short.documentContextAfterInput == nil)

        let clusters = buffer("👍🏽\r\n🇫🇷e\u{301}", selection: 2..<2)
        #expect(clusters.documentContextBeforeInput == "\r\n")
        #expect(clusters.documentContextAfterInput == "🇫🇷e\u{301}")

        let none = TextBuffer("abc", contextLimit: 0)
        #expect(none.documentContextBeforeInput == "")
    }

    // MARK: - Undo

    @Test func typingRunIsOneUndoStep() {
        let text = TextBuffer()
        for letter in ["h", "e", "l", "l", "o"] { text.insertText(letter) }
        #expect(text.canUndo)
        text.undo()
        expectState(text, "", 0..<0)
        #expect(!text.canUndo)
        #expect(text.canRedo)
        text.redo()
        expectState(text, "hello", 5..<5)
        #expect(!text.canRedo)
    }

    @Test func cursorMoveBreaksTypingRun() {
        let text = TextBuffer()
        text.insertText("a")
        text.insertText("b")
        text.adjustTextPosition(byCharacterOffset: 0)
        text.insertText("c")
        text.undo()
        expectState(text, "ab", 2..<2)
        text.undo()
        expectState(text, "", 0..<0)
    }

    @Test func newlineIsAStepOfItsOwn() {
        let text = TextBuffer()
        for piece in ["a", "b", "\n", "c", "d"] { text.insertText(piece) }
        text.undo()
        expectState(text, "ab\n", 3..<3)
        text.undo()
        expectState(text, "ab", 2..<2)
        text.undo()
        expectState(text, "", 0..<0)
        #expect(!text.canUndo)
    }

    @Test func deletionAfterTypingBreaksRunAndBackspacesCoalesce() {
        let text = TextBuffer()
        text.insertText("a")
        text.insertText("b")
        text.insertText("c")
        text.deleteBackward()
        text.deleteBackward()
        text.deleteWordBackward()
        expectState(text, "", 0..<0)
        text.undo()
        expectState(text, "abc", 3..<3)
        text.undo()
        expectState(text, "", 0..<0)
        #expect(!text.canUndo)
    }

    @Test func explicitBreakEndsRun() {
        let text = TextBuffer()
        text.insertText("a")
        text.breakUndoCoalescing()
        text.insertText("b")
        text.undo()
        expectState(text, "a", 1..<1)
        let deleting = TextBuffer("abc")
        deleting.deleteBackward()
        deleting.breakUndoCoalescing()
        deleting.deleteBackward()
        deleting.undo()
        expectState(deleting, "ab", 2..<2)
    }

    @Test func undoRestoresSelectionAndNewEditClearsRedo() {
        let text = buffer("abcd", selection: 1..<3)
        text.insertText("X")
        expectState(text, "aXd", 2..<2)
        text.insertText("Y")
        text.undo()
        expectState(text, "abcd", 1..<3)
        text.redo()
        expectState(text, "aXYd", 3..<3)
        text.undo()
        text.insertText("Z")
        #expect(!text.canRedo)
        expectState(text, "aZd", 2..<2)
        #expect(!text.redo())
    }

    @Test func undoAcrossMergedClusters() {
        let text = buffer("e")
        text.insertText("\u{301}")
        text.insertText("👍")
        text.insertText("🏽")
        expectState(text, "e\u{301}👍🏽", 2..<2)
        text.undo()
        expectState(text, "e", 1..<1)
        let flags = buffer("🇫x🇷🇩🇪", selection: 2..<2)
        flags.deleteBackward()
        flags.undo()
        expectState(flags, "🇫x🇷🇩🇪", 2..<2)
    }

    /// A typing run keeps no copy of its text: undo reads it back from the document. Runs that
    /// mix ASCII and other text, replace a selection, and go through undo and redo several times
    /// must come back exactly.
    @Test func typingRunTextComesBackThroughUndoAndRedo() {
        let original = "start \u{E9} end"
        let typed = "start ab👍🏽ce\u{301}xyz end"
        let text = buffer(original, selection: 6..<7)
        for piece in ["a", "b", "👍", "🏽", "c", "e", "\u{301}", "xyz"] { text.insertText(piece) }
        expectState(text, typed, 14..<14)
        for _ in 0..<3 {
            #expect(text.undo())
            expectState(text, original, 6..<7)
            #expect(text.redo())
            expectState(text, typed, 14..<14)
        }
        text.deleteBackward()
        text.deleteBackward()
        text.insertText("Q")
        expectState(text, "start ab👍🏽ce\u{301}xQ end", 13..<13)
        #expect(text.undo())
        expectState(text, "start ab👍🏽ce\u{301}x end", 12..<12)
        #expect(text.undo())
        expectState(text, typed, 14..<14)
        #expect(text.undo())
        expectState(text, original, 6..<7)
        #expect(!text.undo())
        #expect(text.redo() && text.redo() && text.redo())
        expectState(text, "start ab👍🏽ce\u{301}xQ end", 13..<13)
    }

    /// One ASCII character at the caret takes a quick path; next to scalars that join it (a
    /// combining mark after the caret, CR before an LF) it must still merge clusters.
    @Test func singleCharactersNextToJoiningScalars() {
        let mark = buffer("\u{301}", selection: 0..<0)
        mark.insertText("e")
        expectState(mark, "e\u{301}", 1..<1)
        mark.undo()
        expectState(mark, "\u{301}", 0..<0)

        let crlf = buffer("\r")
        crlf.insertText("\n")
        expectState(crlf, "\r\n", 1..<1)
        crlf.insertText("a")
        crlf.insertText("b")
        expectState(crlf, "\r\nab", 3..<3)
        crlf.undo()
        expectState(crlf, "\r\n", 1..<1)

        let emoji = buffer("👍x", selection: 1..<1)
        emoji.insertText("y")
        emoji.insertText("z")
        expectState(emoji, "👍yzx", 3..<3)
        emoji.undo()
        expectState(emoji, "👍x", 1..<1)
        emoji.redo()
        expectState(emoji, "👍yzx", 3..<3)
    }

    /// ASCII text takes a faster path; line breaks in it still end the run.
    @Test func asciiLineBreaksEndTheRun() {
        let text = TextBuffer()
        for piece in ["ab", "c\r\nd", "e", "\u{B}", "f"] { text.insertText(piece) }
        expectState(text, "abc\r\nde\u{B}f", 8..<8)
        text.undo()
        expectState(text, "abc\r\nde\u{B}", 7..<7)
        text.undo()
        expectState(text, "abc\r\nde", 6..<6)
        text.undo()
        expectState(text, "abc\r\nd", 5..<5)
        text.undo()
        expectState(text, "ab", 2..<2)
    }

    @Test func undoLimitDropsOldestSteps() {
        let text = TextBuffer(undoLimit: 2)
        for piece in ["a", "\n", "b"] { text.insertText(piece) }
        #expect(text.undo() && text.undo())
        #expect(!text.undo())
        expectState(text, "a", 1..<1)
        let none = TextBuffer(undoLimit: 0)
        none.insertText("a")
        #expect(!none.canUndo)
        let many = TextBuffer(undoLimit: 100)
        for _ in 0..<1_000 {
            many.insertText("\n")
        }
        var undone = 0
        while many.undo() { undone += 1 }
        #expect(undone == 100)
        #expect(many.characterCount == 900)
    }

    // MARK: - Size

    @Test func editsInLargeBufferKeepCounts() {
        let line = String(repeating: "abc👍🏽 ", count: 20_000)  // 100 000 characters
        let text = TextBuffer(line)
        text.setSelection(50_000..<50_000)
        text.insertText("🇫")
        text.insertText("🇷")
        #expect(text.characterCount == 100_001)
        #expect(text.selectedRange == 50_001..<50_001)
        text.deleteBackward()
        text.deleteBackward()
        #expect(text.characterCount == 99_999)
        #expect(text.documentContextBeforeInput?.count == 256)
        #expect(text.invariantViolation() == nil)
    }
}
