import TestSupport
import Testing

@testable import KeyboardInput

/// Random operations on `TextBuffer` and on `ReferenceTextModel` must leave both in the same state.
@MainActor @Suite struct TextBufferPropertyTests {
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
    nonisolated static let runs: [UInt64] = Array(1...10)

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

    /// Far jumps, edits and undo in a larger document: the invariants hold throughout, and undoing
    /// everything restores the original text.
    @Test func largeDocumentKeepsInvariants() {
        var random = SplitMix64(seed: 99)
        var initial = ""
        while initial.unicodeScalars.count < 10_000 {
            initial += Self.pieces.randomElement(using: &random) ?? ""
        }
        let buffer = TextBuffer(initial, undoLimit: Int.max)
        for step in 0..<1_000 {
            let count = buffer.characterCount
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: buffer.insertText(randomText(&random, pieces: 4))
            case 4..<6: buffer.deleteBackward()
            case 6: buffer.deleteWordBackward()
            case 7:
                let start = Int.random(in: 0...count, using: &random)
                buffer.setSelection(start..<min(count, start + Int.random(in: 0...30, using: &random)))
            case 8: buffer.adjustTextPosition(byCharacterOffset: Int.random(in: -count...count, using: &random))
            default: buffer.undo()
            }
            if step % 50 == 0 {
                #expect(buffer.invariantViolation() == nil, "step \(step)")
            }
        }
        #expect(buffer.invariantViolation() == nil)
        while buffer.undo() {}
        #expect(buffer.text == initial)
        #expect(buffer.invariantViolation() == nil)
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
        let count = model.characters.count
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
            ("characterCount", buffer.characterCount == model.characters.count),
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

/// The storage's cluster walking and its certain boundaries against `String`'s segmentation.
@MainActor @Suite struct TextBufferSegmentationTests {
    /// Scalars of every grapheme-break class: plain, controls, CR, LF, Extend, ZWJ, SpacingMark,
    /// Prepend, Hangul L/V/T/LV/LVT, regional indicators, emoji (Extended_Pictographic), modifiers,
    /// Indic consonants, viramas and nuktas, variation selectors, tags, ZWNJ.
    static let scalars: [Unicode.Scalar] = [
        "a", "Z", " ", ".", "\u{0}", "\t", "\r", "\n", "\u{85}", "\u{AD}", "\u{A9}", "\u{2028}", "\u{300}", "\u{301}",
        "\u{36F}", "\u{200C}", "\u{200D}", "\u{FE0F}", "\u{E0067}", "\u{E007F}", "\u{0E33}", "\u{0903}", "\u{093F}",
        "\u{0600}", "\u{0D4E}", "\u{110BD}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}",
        "\u{1F1EB}", "\u{1F1F7}", "\u{1F44D}", "\u{1F3FD}", "\u{1F468}", "\u{1F469}", "\u{2764}", "\u{203C}",
        "\u{0915}", "\u{0937}", "\u{094D}", "\u{093C}", "\u{0995}", "\u{09CD}", "\u{0D15}", "\u{0D4D}", "\u{0E01}",
        "\u{05D0}", "\u{0627}", "\u{064B}", "\u{4E00}", "\u{3099}", "\u{FF9E}", "\u{20000}", "\u{10FFFD}",
    ]

    /// The scalar offsets of `text`'s cluster boundaries, 0 and the end included.
    private func boundaries(_ text: String) -> [Int] {
        var result = [0]
        for character in text {
            result.append((result.last ?? 0) + character.unicodeScalars.count)
        }
        return result
    }

    private func string(_ scalars: [Unicode.Scalar]) -> String {
        var text = String()
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    @Test func learntClasses() {
        let cases: [(Unicode.Scalar, TextBuffer.ScalarClass)] = [
            ("a", .plain), ("\u{4E00}", .plain), ("\u{1F1EB}", .plain), ("\n", .control), ("\r", .control),
            ("\u{AD}", .control), ("\u{301}", .extending), ("\u{200D}", .extending), ("\u{1F3FD}", .extending),
            ("\u{0E33}", .extending), ("\u{0903}", .extending), ("\u{0600}", .special), ("\u{1100}", .special),
            ("\u{AC00}", .special), ("\u{1F44D}", .joinable), ("\u{0915}", .joinable),
        ]
        for (scalar, expected) in cases {
            #expect(TextBuffer.ScalarClass(learning: scalar) == expected, "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// A certain boundary between `a` and `b` must be a boundary after every prefix.
    @Test func certainBoundariesHoldInEveryContext() {
        let prefixes: [[Unicode.Scalar]] = [
            [], ["\u{1F44D}", "\u{200D}"], ["\u{0915}", "\u{094D}"], ["\u{0915}", "\u{094D}", "\u{200D}"],
            ["\u{1F1EB}"], ["\u{1F1EB}", "\u{1F1F7}", "\u{1F1EB}"], ["\u{1100}"], ["\u{0600}"], ["\r"],
            ["\u{1F468}", "\u{1F3FD}", "\u{200D}"],
        ]
        var certain = 0
        let classes = TextBuffer.ScalarClassCache()
        for prefix in prefixes {
            for left in Self.scalars {
                for right in Self.scalars {
                    let scalars = prefix + [left, right]
                    let storage = TextBuffer.Storage(scalars, classes: classes)
                    guard storage.isCertainBoundary(at: prefix.count + 1) else { continue }
                    certain += 1
                    let found = boundaries(string(scalars)).contains(prefix.count + 1)
                    #expect(found, "\(scalars.map { String($0.value, radix: 16) })")
                }
            }
        }
        // Most pairs are certain; the test would prove nothing if none were.
        #expect(certain > prefixes.count * Self.scalars.count * Self.scalars.count / 3)
    }

    /// Walking clusters forward and backward finds exactly `String`'s boundaries.
    @Test(arguments: 1...4)
    func walksMatchString(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let scalars = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                Self.scalars.randomElement(using: &random) ?? "a"
            }
            let expected = boundaries(string(scalars))
            let storage = TextBuffer.Storage(scalars)
            var forward = [0]
            storage.forEachClusterEnd(from: 0) { end in
                forward.append(end)
                return true
            }
            var backward = [scalars.count]
            storage.forEachClusterStart(before: scalars.count) { start in
                backward.append(start)
                return true
            }
            #expect(forward == expected)
            #expect(backward.reversed() == expected)
        }
    }
}
