import LayoutAnalysis
import Testing

/// Counting graphemes and their neighbouring pairs.
@Suite struct TextStatisticsTests {
    @Test func countsGraphemesAndPairs() {
        var statistics = TextStatistics(source: "test")
        statistics.add(text: "the cat")
        #expect(statistics.total == 7)
        #expect(statistics.count(of: "t") == 2)
        #expect(statistics.count(of: " ") == 1)
        #expect(statistics.count(of: "t", "h") == 1)
        #expect(statistics.count(of: "a", "t") == 1)
        #expect(statistics.count(of: "h", "t") == 0)
        // 7 graphemes, 6 pairs.
        #expect(statistics.pairTotal == 6)
    }

    @Test func pairsNeverSpanTwoTexts() {
        var statistics = TextStatistics(source: "test")
        statistics.add(text: "ab")
        statistics.add(text: "cd")
        #expect(statistics.count(of: "b", "c") == 0)
        #expect(statistics.pairTotal == 2)
    }

    @Test func graphemesAreTheUnit() {
        var statistics = TextStatistics(source: "test")
        // e + combining acute, a flag (two regional indicators), CR LF as one line break.
        statistics.add(text: "e\u{301}🇫🇷\r\nx")
        #expect(statistics.graphemes == ["e\u{301}", "🇫🇷", "\n", "x"])
        // By bytes: the precomposed é is another grapheme (a layout may type one and not the other).
        #expect(statistics.count(of: "e\u{301}") == 1)
        #expect(statistics.count(of: "\u{E9}") == 0)
        #expect(statistics.count(of: "🇫🇷", "\n") == 1)
        #expect(statistics.count(of: "\n", "x") == 1)
    }

    @Test func wordsAreReadBetweenSpaces() {
        var statistics = TextStatistics(source: "test")
        statistics.add(word: "to", weight: 3)
        statistics.add(word: "a", weight: 2)
        #expect(statistics.count(of: " ", "t") == 3)
        #expect(statistics.count(of: "o", " ") == 3)
        #expect(statistics.count(of: " ", "a") == 2)
        #expect(statistics.count(of: "a", " ") == 2)
        #expect(statistics.count(of: " ") == 5)
        #expect(statistics.total == 3 * 3 + 2 * 2)
    }

    @Test func pairTablesCountTheirFirstGrapheme() {
        var statistics = TextStatistics(source: "test")
        statistics.add(pair: "t", "h", count: 4)
        statistics.add(pair: "h", "e", count: 3)
        #expect(statistics.count(of: "t") == 4)
        #expect(statistics.count(of: "h") == 3)
        #expect(statistics.count(of: "e") == 0)
        #expect(statistics.total == 7)
    }

    /// Property: against a reference count with a dictionary keyed by bytes, over random texts of
    /// a small alphabet with some non-ASCII graphemes (enough distinct ones to pass the dense
    /// table), `é` in both its forms among them.
    @Test func agreesWithAReferenceCount() {
        var random = SystemRandomNumberGenerator()
        var alphabet = (0..<150).map { String(Character(Unicode.Scalar(UInt8(0x20 + $0)))) }
        alphabet += ["é", "ж", "🙂", "e\u{301}"]
        for _ in 0..<20 {
            let graphemes = (0..<Int.random(in: 0..<400, using: &random)).map { _ in
                alphabet.randomElement(using: &random) ?? "a"
            }
            let text = graphemes.joined()
            var statistics = TextStatistics(source: "random")
            statistics.add(text: text)
            var unigrams: [[UInt8]: Double] = [:]
            var pairs: [[UInt8]: Double] = [:]
            let characters = Array(text).map { Array(String($0).utf8) }
            for (index, grapheme) in characters.enumerated() {
                unigrams[grapheme, default: 0] += 1
                if index > 0 { pairs[characters[index - 1] + [0] + grapheme, default: 0] += 1 }
            }
            for (grapheme, count) in unigrams {
                #expect(statistics.count(of: String(decoding: grapheme, as: UTF8.self)) == count)
            }
            for (key, count) in pairs {
                let parts = key.split(separator: 0, omittingEmptySubsequences: false).map {
                    String(decoding: $0, as: UTF8.self)
                }
                #expect(statistics.count(of: parts[0], parts[1]) == count)
            }
            #expect(statistics.pairTotal == Double(max(characters.count - 1, 0)))
        }
    }
}
