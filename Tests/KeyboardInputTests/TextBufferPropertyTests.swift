import Testing

@testable import KeyboardInput

/// Random operations on `TextBuffer` and on `ReferenceTextModel` must leave both in the same state.
@Suite struct TextBufferPropertyTests {
    /// Pieces of inserted text: ASCII, clusters of several scalars, lone combining marks and
    /// modifiers that merge with their neighbours, regional indicators, ZWJ parts, line breaks,
    /// Indic conjunct parts and Hangul jamo.
    static let pieces: [String] = [
        "a", "b", "z", "Q", "7", "_", "'", " ", "  ", "\t", ".", "!", ",", "hello", "x y", "don't",
        "é", "e\u{301}", "\u{301}", "\u{300}\u{323}", "\u{FE0F}",
        "👍", "🏽", "👍🏽", "🏳️‍🌈", "\u{200D}", "👨‍👩‍👧‍👦", "👩", "\u{200D}👩",
        "🇫", "🇷", "🇫🇷", "🇩🇪🇫",
        "\r", "\n", "\r\n", "\u{2028}",
        "क", "्", "ष", "क्ष", "ᄀ", "\u{1161}", "\u{11A8}", "각", "日本", "©", "Ω",
    ]

    /// Every run: 10 runs of 10 000 operations, half from an empty buffer, half from random text.
    static let runs: [UInt64] = Array(1...10)

    @Test(arguments: runs)
    func randomOperationsMatchReferenceModel(seed: UInt64) {
        var random = SplitMix64(seed: seed &* 0x5851_F42D_4C95_7F2D)
        let initial = seed.isMultiple(of: 2) ? "" : randomText(&random, pieces: 12)
        let undoLimit = seed == 3 ? 8 : Int.max
        let buffer = TextBuffer(initial, contextLimit: 5, undoLimit: undoLimit)
        var model = ReferenceTextModel(initial, undoLimit: undoLimit, contextLimit: 5)
        for step in 0..<10_000 {
            let operation = apply(&random, buffer, &model)
            if !agree(buffer, model, step: step, operation: operation) { return }
        }
        guard undoLimit == Int.max else { return }
        var undone = 0
        while buffer.undo() {
            model.undo()
            undone += 1
        }
        #expect(!model.canUndo)
        #expect(buffer.text == initial)
        #expect(agree(buffer, model, step: 10_000 + undone, operation: "undo all"))
    }

    /// One random text of up to `pieces` pieces.
    private func randomText(_ random: inout SplitMix64, pieces count: Int) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...count, using: &random) {
            text += Self.pieces.randomElement(using: &random) ?? ""
        }
        return text
    }

    /// A random offset: mostly small, sometimes far out of range.
    private func randomOffset(_ random: inout SplitMix64, count: Int) -> Int {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return Int.min
        case 1: return Int.max
        case 2: return Int.random(in: -1_000...1_000, using: &random)
        default: return Int.random(in: -3...(count + 3), using: &random)
        }
    }

    /// Applies one random operation to both; returns its description.
    private func apply(_ random: inout SplitMix64, _ buffer: TextBuffer, _ model: inout ReferenceTextModel) -> String {
        let count = model.text.count
        // Keep documents short so that the O(n) reference stays cheap: shrink when long.
        let roll = count > 60 ? Int.random(in: 40..<70, using: &random) : Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<40:
            let text =
                roll < 30
                ? (Self.pieces.randomElement(using: &random) ?? "") : randomText(&random, pieces: 3)
            buffer.insertText(text)
            model.insertText(text)
            return "insert \(text.debugDescription)"
        case 40..<52:
            buffer.deleteBackward()
            model.deleteBackward()
            return "deleteBackward"
        case 52..<58:
            buffer.deleteWordBackward()
            model.deleteWordBackward()
            return "deleteWordBackward"
        case 58..<66:
            let first = randomOffset(&random, count: count)
            let second = randomOffset(&random, count: count)
            let range = min(first, second)..<max(first, second)
            buffer.setSelection(range)
            model.setSelection(range)
            return "setSelection \(range)"
        case 66..<78:
            let offset =
                Int.random(in: 0..<4, using: &random) == 0
                ? randomOffset(&random, count: count) : Int.random(in: -3...3, using: &random)
            buffer.adjustTextPosition(byCharacterOffset: offset)
            model.adjustTextPosition(byCharacterOffset: offset)
            return "adjust \(offset)"
        case 78..<88:
            let done = buffer.undo()
            #expect(done == model.undo())
            return "undo"
        case 88..<96:
            let done = buffer.redo()
            #expect(done == model.redo())
            return "redo"
        default:
            buffer.breakUndoCoalescing()
            model.breakUndoCoalescing()
            return "breakUndoCoalescing"
        }
    }

    /// Compares everything observable; records a failure naming the step and returns `false` on
    /// the first difference.
    private func agree(_ buffer: TextBuffer, _ model: ReferenceTextModel, step: Int, operation: String) -> Bool {
        let checks: [(String, Bool)] = [
            ("text", buffer.text == model.text),
            ("selection", buffer.selectedRange == model.selection),
            ("characterCount", buffer.characterCount == model.text.count),
            ("hasText", buffer.hasText == !model.text.isEmpty),
            ("selectedText", buffer.selectedText == model.selectedText),
            ("contextBefore", buffer.documentContextBeforeInput == model.contextBefore),
            ("contextAfter", buffer.documentContextAfterInput == model.contextAfter),
            ("canUndo", buffer.canUndo == model.canUndo),
            ("canRedo", buffer.canRedo == model.canRedo),
            ("invariants", buffer.invariantViolation() == nil),
        ]
        for (name, passed) in checks where !passed {
            Issue.record(
                """
                \(name) differs after step \(step) (\(operation)): buffer \(buffer.text.debugDescription) \
                \(buffer.selectedRange), model \(model.text.debugDescription) \(model.selection); \
                \(buffer.invariantViolation() ?? "")
                """)
            return false
        }
        return true
    }
}
