import KeyboardGeometry
import KeyboardWords
import TestSupport
import Testing

/// Learnt words read from where the taps landed, as the lexicon's words are: en-US's letter keys
/// are 33 pt wide, 39 pt apart, so a tap on the centre of a key beside a letter's costs
/// (39 / (0.32 × 33))² / 2 ≈ 6.8 nats for that letter.
@Suite struct WordDecoderLearntTests {
    /// 1 650 counted: `logTotal` = ln 1 650 ≈ 7.41. The learnt words take the rarest word's
    /// level (the lexicon has fewer than 1 000 words): `method`'s 30, round(8 · log₂ 30) = 39, a
    /// cost of 7.41 − 39/8 · ln 2 ≈ 4.03 nats, plus ln(1/0.9) ≈ 0.11 as a word of the lexicon.
    static func decoder() throws -> WordDecoder {
        let words: [(String, UInt64)] = [
            ("the", 1_000), ("key", 300), ("keys", 200), ("smith", 50), ("kettle", 40), ("method", 30),
            ("then", 30),
        ]
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) }, fold: [:],
            language: "en")
        return WordDecoder(
            lexicon: try Lexicon(bytes: Lexicon.encode(contents)), frames: try SwipeDecoderTests.frames())
    }

    static let learnt = LearntWords(["Keysmith", "tge"])

    /// `keysmitj` on its keys' centres: as `Keysmith` it costs 6.8 (j for h) + 4.0 + 0.1 ≈ 10.9
    /// nats, far less than as a new word of eight letters; it becomes `Keysmith` as learnt, and
    /// `KEYSMITJ` `KEYSMITH`. Without the learnt words it is not corrected to it.
    @Test func aMistypedLearntWordIsCorrectedToIt() throws {
        let decoder = try Self.decoder()
        let taps = try WordDecoderCorrectionTests.centred("keysmitj")
        #expect(decoder.suggestions(for: taps, count: 3).correction != "Keysmith")
        let answer = decoder.suggestions(for: taps, count: 3, learnt: Self.learnt)
        #expect(answer.correction == "Keysmith")
        #expect(answer.suggestions.map(\.text).contains("Keysmith"))
        let capitals = try WordDecoderCorrectionTests.centred("KEYSMITJ")
        #expect(decoder.suggestions(for: capitals, count: 3, learnt: Self.learnt).correction == "KEYSMITH")
        // Typed right, it is what was typed: no correction (the controller keeps it).
        let right = try WordDecoderCorrectionTests.centred("keysmith")
        #expect(decoder.suggestions(for: right, count: 3, learnt: Self.learnt).correction == nil)
    }

    /// `keysn` (n for m, 6.8 nats) starts `Keysmith`: offered in the bar, as learnt, and no
    /// correction (a start is not put in).
    @Test func aLearntWordIsOfferedFromANoisyStart() throws {
        let decoder = try Self.decoder()
        let answer = decoder.suggestions(
            for: try WordDecoderCorrectionTests.centred("keysn"), count: 3, learnt: Self.learnt)
        let offered = try #require(answer.suggestions.first { $0.text == "Keysmith" })
        #expect(offered.kind == .completion)
        #expect(answer.correction != "Keysmith")
    }

    /// `thw` reads as the lexicon's `the` (w for e, 6.8 nats, and `the` likelier than any word
    /// here) far sooner than as the learnt `tge` (h read as g and w as e, 13.6 nats, and 4.1 as
    /// a learnt word): the learnt word does not take it.
    @Test func aLearntWordDoesNotTakeALikelierWordOfTheLexicon() throws {
        let decoder = try Self.decoder()
        let answer = decoder.suggestions(
            for: try WordDecoderCorrectionTests.centred("thw"), count: 3, learnt: Self.learnt)
        #expect(answer.correction == "the")
    }

    /// Property: for random taps near en-US's letters and random learnt lists, the answer never
    /// has more suggestions than asked or one twice (by bytes), and a correction is among the
    /// suggestions.
    @Test func learntReadingsKeepTheAnswersShape() throws {
        let decoder = try Self.decoder()
        let frames = try SwipeDecoderTests.frames()
        var random = SplitMix64(seed: 0x1EA7)
        let letters = Array("keysmithaon")
        func letter() -> Character { letters[Int.random(in: letters.indices, using: &random)] }
        for _ in 0..<300 {
            let learnt = LearntWords(
                (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    String((0..<Int.random(in: 2...9, using: &random)).map { _ in letter() })
                })
            let typed = (0..<Int.random(in: 1...8, using: &random)).map { _ in letter() }
            let taps = try typed.map { letter in
                var point = try #require(frames.centre(ofKeyTyping: String(letter)))
                point.x += Double.random(in: -12...12, using: &random)
                point.y += Double.random(in: -12...12, using: &random)
                return WordTap(text: String(letter), point: point)
            }
            let count = Int.random(in: 1...4, using: &random)
            let answer = decoder.suggestions(for: taps, count: count, learnt: learnt)
            let texts = answer.suggestions.map { Array($0.text.utf8) }
            #expect(texts.count <= count)
            #expect(Set(texts).count == texts.count)
            if let correction = answer.correction {
                #expect(texts.contains(Array(correction.utf8)), "\(String(typed)): \(correction)")
            }
        }
    }
}
