import Foundation
import TestSupport
import Testing

@testable import KeyboardWords

/// The letter model that scores what was typed as a word the lexicon lacks: interpolated
/// absolute discounting, one exact cost per letter and context.
@Suite struct LetterModelTests {
    static func lexicon(_ words: [String]) throws -> Lexicon {
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.unicodeScalars), count: 10) }, fold: [:],
            language: "xx")
        return try Lexicon(bytes: Lexicon.encode(contents))
    }

    /// Worked by hand for `ab`, `ba`, `aa` (keys `a` = 1, `b` = 2, 0 the word boundary). Letters
    /// seen: a 4, b 2, end 3 of 9, so add-½ gives a 4.5/10.5, b 2.5/10.5, end 3.5/10.5. Bigram
    /// counts 2, 1, 1, 2, 1, 1, 1: D₂ = 5 / (5 + 2·2) = 5/9. Trigram counts 2 and seven 1s:
    /// D₃ = 7 / (7 + 2) = 7/9; only the start context (0, 0) is seen three times, so it alone
    /// has a row, with fallback D₃ · 2 / 3 = 14/27.
    /// - `ab`: P(a | 0 0) = (2 − 7/9)/3 + 14/27 · P(a | 0), P(a | 0) = (2 − 5/9)/3 + 5/9 · 2 · (4.5/10.5)/3
    ///   = 0.64021, so 0.73937 (0.302 nats, 5/16 stored); P(b | a) = (1 − 5/9)/4 + 5/9 · 3 · (2.5/10.5)/4
    ///   = 0.21032 (1.559, 25/16); P(end | b) = (1 − 5/9)/2 + 5/9 · 2 · (3.5/10.5)/2 = 0.40741 (0.898, 14/16):
    ///   44/16 = 2.75.
    /// - `ba`: P(b | 0 0) = 0.19661 (26/16), P(a | b) = 0.46032 (12/16), P(end | a) = 0.5 (11/16): 3.0625.
    /// - `bb`, a word the list lacks: 26/16, P(b | b) = 5/9 · 2 · (2.5/10.5)/2 = 0.13228 (32/16), 14/16: 4.5.
    @Test func costsWorkedByHand() throws {
        let lexicon = try Self.lexicon(["ab", "ba", "aa"])
        #expect(lexicon.contextRowCount == 1)
        #expect(lexicon.spellingCost([1, 2]) == 2.75)
        #expect(lexicon.spellingCost([2, 1]) == 3.0625)
        #expect(lexicon.spellingCost([2, 2]) == 4.5)
        // From the second letter on, the first only its context: 25/16 + 14/16.
        #expect(lexicon.spellingCost([1, 2], from: 1) == 2.4375)
    }

    /// Every context's costs, trigram row or bigram, are a distribution over the next key: their
    /// probabilities sum to 1 within the rounding to sixteenths of a nat (±1/32 nat each, so
    /// within ±3.2 %). A table where one letter borrowed another's cost (the hashed table of
    /// format 1, full on a small list) breaks this.
    @Test func everyContextIsADistribution() throws {
        var random = SplitMix64(seed: 57)
        for trial in 0..<12 {
            let letters = Array("abcdefghij".unicodeScalars.prefix(3 + trial % 8))
            var words = Set<String>()
            let target = 20 + Int(random.next() % 400)
            while words.count < target {
                let length = 1 + Int(random.next() % 7)
                var word = ""
                for _ in 0..<length { word.unicodeScalars.append(letters[Int(random.next() % UInt64(letters.count))]) }
                words.insert(word)
            }
            let lexicon = try Self.lexicon(words.sorted())
            let size = lexicon.keys.count + 1
            #expect(lexicon.contextRowCount > 0, "trial \(trial)")
            for a in 0..<size {
                for b in 0..<size where a == 0 || b != 0 {
                    let total = (0..<size).reduce(0.0) { $0 + exp(-lexicon.letterCost(a, b, $1)) }
                    #expect(abs(total - 1) < 0.033, "trial \(trial), context \(a) \(b): \(total)")
                }
            }
        }
    }

    /// A string the list's letters never put together costs more than a word of the list, and
    /// more the less like the list it is: the model does not take every trigram as seen.
    @Test func unseenSpellingsCostMore() throws {
        let lexicon = try Self.lexicon(["estas", "havas", "okazas", "vidas", "parolas", "postulas", "ŝatas"])
        func cost(_ word: String) -> Double {
            lexicon.spellingCost(word.unicodeScalars.map { scalar in 1 + (lexicon.keys.firstIndex(of: scalar) ?? -1) })
        }
        #expect(cost("estas") < cost("estaas"))
        #expect(cost("havas") < cost("hhavas"))
        #expect(cost("okazas") < cost("okaazas"))
    }
}
