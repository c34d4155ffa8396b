import KeyboardWords
import TestSupport
import Testing

/// The words a user kept: by bytes, found in any case, the oldest forgotten past the limit, and
/// applied to the decoder's suggestions (no correction of a learnt word, its completion second).
@Suite struct LearntWordsTests {
    /// `café` composed (U+00E9) and decomposed (e, U+0301) are equal as `String`s and two words
    /// here; learning one again makes it the newest, not a second entry.
    @Test func wordsAreKeptByTheirBytes() {
        var learnt = LearntWords(["caf\u{E9}", "Keysmith"])
        let decomposedIsNew = learnt.learn("cafe\u{301}")
        #expect(decomposedIsNew)
        #expect(
            learnt.words.map { Array($0.utf8) } == [
                [0x63, 0x61, 0x66, 0xC3, 0xA9], Array("Keysmith".utf8), [0x63, 0x61, 0x66, 0x65, 0xCC, 0x81],
            ])
        let composedIsNew = learnt.learn("caf\u{E9}")
        #expect(!composedIsNew)
        #expect(learnt.words.count == 3)
        #expect(learnt.words.last.map { Array($0.utf8) } == [0x63, 0x61, 0x66, 0xC3, 0xA9])
        learnt.forget("cafe\u{301}")
        #expect(learnt.words.count == 2)
        #expect(learnt.words.first == "Keysmith")
        // `;` (U+003B) and the Greek question mark (U+037E) are equal as `String`s.
        let semicolon = LearntWords(["a;b"])
        #expect(!semicolon.contains("a\u{37E}b"))
        #expect(semicolon.contains("A;B"))
        #expect(semicolon != LearntWords(["a\u{37E}b"]))
    }

    /// Nothing empty or longer than 48 scalars; past 2 000 words the oldest go.
    @Test func theOldestGoPastTheLimit() {
        var learnt = LearntWords()
        let learnt0 = learnt.learn("")
        let learnt49 = learnt.learn(String(repeating: "a", count: 49))
        let learnt48 = learnt.learn(String(repeating: "a", count: 48))
        #expect(!learnt0 && !learnt49 && learnt48)
        for index in 0..<2_000 { learnt.learn("w\(index)") }
        #expect(learnt.words.count == 2_000)
        #expect(learnt.words.first == "w0")
        #expect(!learnt.contains(String(repeating: "a", count: 48)))
        // Learning an old word again makes it the newest: then `w1` is the oldest to go.
        learnt.learn("w0")
        learnt.learn("w2000")
        #expect(learnt.words.first == "w2")
        #expect(learnt.words.suffix(2) == ["w0", "w2000"])
        // A host's list of 100 000: the last 2 000 kept, read without a pass per word dropped.
        let restored = LearntWords((0..<100_000).map { "r\($0)" })
        #expect(restored.words.count == 2_000)
        #expect(restored.words.first == "r98000")
        #expect(restored.contains("R99999"))
    }

    /// Two letters or more start a learnt word in any case; it is cased as typed when that is
    /// capitalised or in capitals; the newest of two that match wins; the word itself is no
    /// completion of itself.
    @Test func aLearntWordCompletesItsStart() {
        let learnt = LearntWords(["iPhone", "Keysmith", "keystroke"])
        #expect(learnt.completion(of: "k") == nil)
        #expect(learnt.completion(of: "ke") == "keystroke")
        #expect(learnt.completion(of: "keysm") == "Keysmith")
        #expect(learnt.completion(of: "KEYSM") == "KEYSMITH")
        #expect(learnt.completion(of: "ip") == "iPhone")
        #expect(learnt.completion(of: "Ip") == "IPhone")
        #expect(learnt.completion(of: "iphone") == nil)
        #expect(learnt.completion(of: "xy") == nil)
    }

    /// The decoder's answer for `word`: these suggestions, in order, and the correction.
    static func bar(
        _ word: String, _ entries: [(String, SuggestionKind)], correction: String? = nil
    ) -> WordSuggestions {
        WordSuggestions(
            word: word, suggestions: entries.map { WordSuggestion(text: $0.0, kind: $0.1) }, correction: correction)
    }

    /// A learnt word typed keeps its spelling: its correction goes, what was typed comes first; a
    /// word starting a learnt one gets it in the second place, the decoder's best kept first, and
    /// the count kept.
    @Test func appliedToTheDecodersAnswer() {
        let learnt = LearntWords(["tge", "thermos"])
        let typed = Self.bar("tge", [("tge", .literal), ("the", .correction), ("tie", .correction)], correction: "the")
        let kept = learnt.applied(to: typed, count: 3)
        #expect(kept.correction == nil)
        #expect(kept.suggestions.map(\.text) == ["tge", "tie"])
        #expect(kept.suggestions.map(\.kind) == [.literal, .correction])

        let start = Self.bar("the", [("the", .literal), ("they", .completion), ("then", .completion)])
        let offered = learnt.applied(to: start, count: 3)
        #expect(offered.suggestions.map(\.text) == ["the", "thermos", "they"])
        #expect(offered.suggestions[1].kind == .completion)
        #expect(learnt.applied(to: start, count: 1).suggestions.map(\.text) == ["the"])
        // A full bar with a correction pending: the learnt word takes the second place and the
        // correction stays (a word end puts in only what the bar shows); `they` goes.
        let pending = Self.bar("th", [("th", .literal), ("to", .correction), ("they", .completion)], correction: "to")
        let withPending = learnt.applied(to: pending, count: 3)
        #expect(withPending.suggestions.map(\.text) == ["th", "thermos", "to"])
        #expect(withPending.correction == "to")
        // Nothing learnt, or nothing typed: the answer as it was.
        #expect(LearntWords().applied(to: typed, count: 3) == typed)
        #expect(learnt.applied(to: WordSuggestions(), count: 3) == WordSuggestions())
    }

    /// Random learning and forgetting against a reference that keeps a list and scans it: the
    /// same words in the same order, the same answers to `contains` and `completion` for every
    /// start of every word, in words that differ in case, in composition and by one byte.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func matchesAListScannedInOrder(seed: UInt64) {
        let pool = [
            "ab", "Ab", "AB", "abc", "abd", "abcd", "b", "ba", "bä", "ba\u{308}", "c;", "c\u{37E}", "ça", "Ça", "çb",
        ]
        var random = SplitMix64(seed: seed)
        var learnt = LearntWords()
        var reference: [String] = []
        func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }
        for _ in 0..<400 {
            let word = pool[Int(random.next() % UInt64(pool.count))]
            if random.next() % 4 == 0 {
                learnt.forget(word)
                reference.removeAll { same($0, word) }
            } else {
                let new = learnt.learn(word)
                #expect(new == !reference.contains { same($0, word) })
                reference.removeAll { same($0, word) }
                reference.append(word)
            }
            #expect(learnt.words.count == reference.count)
            #expect(zip(learnt.words, reference).allSatisfy(same))
            for probe in pool {
                let lower = Array(probe.lowercased().utf8)
                #expect(learnt.contains(probe) == reference.contains { Array($0.lowercased().utf8) == lower })
                let expected = reference.last {
                    let key = Array($0.lowercased().utf8)
                    return key.count > lower.count && key.starts(with: lower)
                }
                let found = learnt.completion(of: probe)
                if probe.unicodeScalars.count < 2 {
                    #expect(found == nil)
                } else if let expected {
                    // The reference's word, cased as the probe is.
                    let upperFirst = probe.unicodeScalars.first?.properties.isUppercase ?? false
                    #expect(found.map { Array($0.lowercased().utf8) } == Array(expected.lowercased().utf8))
                    if !upperFirst { #expect(found.map { same($0, expected) } == true) }
                } else {
                    #expect(found == nil)
                }
            }
        }
    }
}
