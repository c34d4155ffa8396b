import Keysmith
import Testing

/// The decoder's answer for random keystrokes on the bundled layouts with their bundled lists:
/// letters tapped near their keys or taken as meant, with apostrophes (straight and typographic),
/// hyphens, accented letters and capitals among them. Whatever the taps, the answer is
/// well-formed: no more suggestions than asked, no two alike, the word what the taps typed, a
/// correction only of another text and shown in the bar (a word end puts in only what the user
/// saw), and the same answer every time. Before the bar was made to show it, `snc` on en-US
/// showed `since`, `sanctions`, `snack` and a space made it `sync`; with one place, two
/// suggestions came back for `q'ßVs`.
@Suite struct DecoderAnswerPropertyTests {
    @Test(arguments: ["en-US", "fr-FR", "de-DE", "ru-RU"])
    func answersAreWellFormed(layoutID: String) throws {
        let layout = try #require(BundledLayouts.load(layoutID).layout)
        let lexicon = try #require(BundledLexicons.lexicon(forLocale: layout.locale))
        var geometry = try LayoutGeometry(layout)
        let frames = try #require(try geometry.frames(for: layout.size).first)
        let decoders = [WordDecoder(lexicon: lexicon, frames: frames), WordDecoder(lexicon: lexicon)]
        var letters: [(text: String, centre: KeyboardPoint)] = []
        for key in frames.keys {
            if case .character(let text, let shifted) = key.key.action {
                letters.append((text, key.frame.center))
                letters.append((shifted, key.frame.center))
            }
        }
        // Keystrokes without a key of their own: typed as meant.
        let others = ["'", "’", "-", "é", "e\u{301}", "ß", "ё", "İ", "ʼ"]
        var random = SplitMix(seed: UInt64(layoutID.utf8.count) &* 7919)
        for _ in 0..<100 {
            var taps: [WordTap] = []
            for _ in 0...(random.next() % 10) {
                if random.next() % 6 == 0 {
                    taps.append(WordTap(text: others[Int(random.next() % UInt64(others.count))]))
                } else {
                    let letter = letters[Int(random.next() % UInt64(letters.count))]
                    let dx = (Double(random.next() % 1_000) / 1_000 - 0.5) * 30
                    let dy = (Double(random.next() % 1_000) / 1_000 - 0.5) * 30
                    let point = KeyboardPoint(x: letter.centre.x + dx, y: letter.centre.y + dy)
                    taps.append(WordTap(text: letter.text, point: random.next() % 8 == 0 ? nil : point))
                }
            }
            let typed = taps.map(\.text).joined()
            for decoder in decoders {
                for count in [1, 3] {
                    let answer = decoder.suggestions(for: taps, count: count)
                    let texts = answer.suggestions.map { Array($0.text.utf8) }
                    #expect(answer.suggestions.count <= count, "\(typed)")
                    #expect(Set(texts).count == texts.count, "\(typed): \(answer.suggestions)")
                    #expect(answer.word.utf8.elementsEqual(typed.utf8), "\(typed)")
                    #expect(!answer.suggestions.contains { $0.text.isEmpty }, "\(typed)")
                    if let correction = answer.correction {
                        #expect(!correction.utf8.elementsEqual(typed.utf8), "\(typed)")
                        #expect(
                            texts.contains(Array(correction.utf8)),
                            "\(typed): \(correction) not in \(answer.suggestions)")
                    }
                    #expect(decoder.suggestions(for: taps, count: count) == answer, "\(typed)")
                }
            }
        }
    }
}

/// A word end puts in only what the bar shows, with the bundled English list on en-US's key
/// centres. `ede` reads best as the starts of `eden` (11.9 nats), `federal` (12.9) and `ended`
/// (13.4), and as `edge` (13.8, its `g` not tapped) when the word ends there: 0.4 nats behind
/// the bar's last place, `edge` takes it and a word end puts it in. `eea` reads as `each`,
/// `early`, `easy` (11.1–12.0) and as `ea` (15.5, an `e` tapped twice): 3.5 nats behind, it is
/// not shown, and a word end leaves `eea` (before, both were put in unseen). In a bar of one
/// place, a correction that is the likeliest reading takes it (`tge` → `the`).
@Test func aCorrectionIsMadeOnlyWhenTheBarShowsIt() throws {
    let layout = try #require(BundledLayouts.load("en-US").layout)
    let lexicon = try #require(BundledLexicons.lexicon(forLocale: "en"))
    var geometry = try LayoutGeometry(layout)
    let frames = try #require(try geometry.frames(for: layout.size).first)
    let decoder = WordDecoder(lexicon: lexicon, frames: frames)
    func taps(_ text: String) -> [WordTap] {
        text.map { WordTap(text: String($0), point: frames.centre(ofKeyTyping: String($0))) }
    }
    let ede = decoder.suggestions(for: taps("ede"), count: 3)
    #expect(ede.suggestions.map(\.text) == ["eden", "federal", "edge"])
    #expect(ede.suggestions.last?.kind == .correction)
    #expect(ede.correction == "edge")
    let eea = decoder.suggestions(for: taps("eea"), count: 3)
    #expect(eea.suggestions.map(\.text) == ["each", "early", "easy"])
    #expect(eea.correction == nil)
    var always = decoder
    always.parameters.shownBehind = .infinity
    #expect(always.suggestions(for: taps("eea"), count: 3).correction == "ea")
    let one = decoder.suggestions(for: taps("tge"), count: 1)
    #expect(one.suggestions == [WordSuggestion(text: "the", kind: .correction)])
    #expect(one.correction == "the")
}

/// SplitMix64, for a test target without the test support module.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
