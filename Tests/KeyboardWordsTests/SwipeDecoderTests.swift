import Foundation
import KeyboardGeometry
import KeyboardModel
import KeyboardWords
import LayoutFormat
import LexiconSources
import TestSupport
import Testing

/// The swipe decoder: resampling worked out by hand, words read from paths through en-US's key
/// centres, and noisy swipes of the real English model.
@Suite struct SwipeDecoderTests {
    static func point(_ x: Double, _ y: Double) -> KeyboardPoint { KeyboardPoint(x: x, y: y) }

    static func frames() throws -> LayerFrames {
        let path = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let result = LayoutLoader().load(path: "/" + path + "/Layouts/en-US.yaml")
        let layout = try #require(result.layout)
        var geometry = try LayoutGeometry(layout)
        return try #require(try geometry.frames(for: layout.size).first)
    }

    /// A lexicon of `words` with their counts.
    static func lexicon(_ words: [(String, UInt64)], fold: [Unicode.Scalar: [Unicode.Scalar]] = [:]) throws -> Lexicon {
        let contents = LexiconContents(
            words: words.map { LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1) }, fold: fold,
            language: "en")
        return try Lexicon(bytes: Lexicon.encode(contents))
    }

    /// The path through the centres of `word`'s keys.
    static func path(_ word: String, on frames: LayerFrames) throws -> [KeyboardPoint] {
        try word.map { letter in try #require(frames.centre(ofKeyTyping: String(letter)), "\(letter)") }
    }

    /// A line 31 long in 32 points is one point per unit; an L of two sides of 3 in three points
    /// is its ends and its corner (the middle of its length 6).
    @Test func resamplingSpacesPointsEvenly() {
        let line = SwipeDecoder.resample([Self.point(0, 0), Self.point(31, 0)], to: 32)
        #expect(line == (0..<32).map { Self.point(Double($0), 0) })
        let corner = SwipeDecoder.resample([Self.point(0, 0), Self.point(3, 0), Self.point(3, 3)], to: 3)
        #expect(corner == [Self.point(0, 0), Self.point(3, 0), Self.point(3, 3)])
        let still = SwipeDecoder.resample([Self.point(5, 5), Self.point(5, 5)], to: 4)
        #expect(still == [KeyboardPoint](repeating: Self.point(5, 5), count: 4))
        #expect(SwipeDecoder.resample([], to: 4).isEmpty)
    }

    /// Property: any polyline resampled to n points gives n points, keeps its ends, and puts
    /// every point on the polyline (within 1e-6 of a segment).
    @Test func resamplingKeepsEndsAndSpacing() {
        var generator = SplitMix64(seed: 0x5EED)
        for _ in 0..<200 {
            let count = Int.random(in: 2...8, using: &generator)
            let points = (0..<count).map { _ in
                Self.point(Double.random(in: 0...300, using: &generator), Double.random(in: 0...200, using: &generator))
            }
            let samples = Int.random(in: 2...40, using: &generator)
            let resampled = SwipeDecoder.resample(points, to: samples)
            #expect(resampled.count == samples)
            #expect(resampled.first == points.first)
            #expect(resampled.last == points.last)
            for sample in resampled {
                let nearest =
                    zip(points, points.dropFirst()).map { a, b in
                        Self.distance(from: sample, toSegment: a, b)
                    }.min() ?? 0
                #expect(nearest < 1e-6)
            }
        }
    }

    /// A standard normal draw (Box–Muller).
    static func gaussian(_ random: inout SplitMix64) -> Double {
        let u = max(random.double(in: 0...1), 1e-300)
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * random.double(in: 0...1))
    }

    static func distance(from p: KeyboardPoint, toSegment a: KeyboardPoint, _ b: KeyboardPoint) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = dx * dx + dy * dy
        let t = length > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length)) : 0
        let x = a.x + t * dx - p.x
        let y = a.y + t * dy - p.y
        return (x * x + y * y).squareRoot()
    }

    /// Exact swipes through en-US's centres, with a lexicon that holds look-alikes: `the` and
    /// `tie`, `they` and `thy`.
    @Test func exactSwipesReadTheirWord() throws {
        let frames = try Self.frames()
        let lexicon = try Self.lexicon(
            [("the", 1000), ("tie", 50), ("they", 200), ("thy", 5), ("letter", 30), ("résumé", 20)], fold: ["é": ["e"]])
        let decoder = SwipeDecoder(lexicon: lexicon, frames: frames)
        for word in ["the", "tie", "they", "thy", "letter"] {
            let candidates = decoder.candidates(for: try Self.path(word, on: frames), count: 3)
            #expect(candidates.first?.text == word, "\(word): \(candidates.map(\.text))")
        }
        // The fold applies: a swipe through r e s u m e is résumé.
        #expect(decoder.candidates(for: try Self.path("resume", on: frames)).first?.text == "résumé")
        // Nothing starts near a path of one point.
        #expect(decoder.candidates(for: [Self.point(10, 10)]).isEmpty)
    }

    /// Learnt words the lexicon lacks are swiped through the keys that type them: `Keysmith`
    /// (its `k` no letter of the lexicon), `tye` beside the lexicon's `tie` (its `y` two keys
    /// from `i`), `y'all` through y, a, l; one with a letter no key types (`Zoë` on en-US, a
    /// lexicon without `ë`) is not, and a learnt word the lexicon holds is read once.
    @Test func learntWordsAreSwiped() throws {
        let frames = try Self.frames()
        let decoder = SwipeDecoder(
            lexicon: try Self.lexicon([("the", 1000), ("tie", 50), ("they", 200)]), frames: frames)
        let learnt = LearntWords(["Keysmith", "tye", "y'all", "Zoë", "the"])
        // Without them, nothing starts near k and ends near h; t y e reads as the lexicon's.
        #expect(decoder.candidates(for: try Self.path("keysmith", on: frames)).isEmpty)
        #expect(decoder.candidates(for: try Self.path("tye", on: frames)).first?.text != "tye")
        let keysmith = decoder.candidates(for: try Self.path("keysmith", on: frames), learnt: learnt)
        #expect(keysmith.map(\.text) == ["Keysmith"])
        #expect(decoder.candidates(for: try Self.path("tye", on: frames), learnt: learnt).first?.text == "tye")
        #expect(decoder.candidates(for: try Self.path("yal", on: frames), learnt: learnt).first?.text == "y'all")
        #expect(decoder.candidates(for: try Self.path("zoe", on: frames), learnt: learnt).isEmpty)
        let the = decoder.candidates(for: try Self.path("the", on: frames), count: 8, learnt: learnt).map(\.text)
        #expect(the.first == "the")
        #expect(the.filter { $0 == "the" }.count == 1)
    }

    /// The count level a learnt word is swiped with: that of the lexicon's word of the rank asked
    /// (levels are round(8 · log₂ count): 1 000 → 80, 200 → 61, 50 → 45), the least past the last.
    @Test func aLearntWordTakesTheLevelOfTheWordOfItsRank() throws {
        let histogram = try Self.lexicon([("the", 1000), ("tie", 50), ("they", 200)]).levelHistogram()
        #expect(Lexicon.level(ofRank: 1, histogram: histogram) == 80)
        #expect(Lexicon.level(ofRank: 2, histogram: histogram) == 61)
        #expect(Lexicon.level(ofRank: 3, histogram: histogram) == 45)
        #expect(Lexicon.level(ofRank: 1_000, histogram: histogram) == 45)
    }

    /// Gesture clarity of four words on en-US's top row (keys 33 pt wide, 39 pt apart), 32
    /// points a path: `qw` against `qe` differ by i/31 of 39 pt at point i, a mean of 19.5 pt =
    /// 0.5909 key; `er` against `re` by |31 − 2i|/31 of 39 pt, a mean of 512/992 · 39 = 20.129
    /// pt = 0.6100 key. `qe` is no neighbour of `er` (q is 2.4 keys from e, past the 1.6 of the
    /// ends), so each word's nearest is its partner.
    @Test func clarityComparesEachWordWithItsNearestNeighbour() throws {
        let frames = try Self.frames()
        let contents = LexiconContents(
            words: [("qw", 40), ("qe", 30), ("er", 20), ("re", 10)].map {
                LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1)
            }, fold: [:], language: "en")
        let decoder = SwipeDecoder(lexicon: try Lexicon(bytes: Lexicon.encode(contents)), frames: frames)
        let clarity = decoder.clarity(words: 10, threshold: 0.6)
        let qw = 19.5 / 33
        let er = 512.0 / 992 * 39 / 33
        #expect(clarity.words == 4)
        #expect(clarity.confusable == 0.5)
        #expect(clarity.identical == 0)
        #expect(abs(clarity.meanNearest - (qw + er) / 2) < 1e-9)
        #expect(clarity.pairs.map(\.word) == ["qw", "er"])
        #expect(clarity.pairs.map(\.neighbour) == ["qe", "re"])
        #expect(abs(clarity.pairs[0].distance - qw) < 1e-9)
        #expect(abs(clarity.pairs[1].distance - er) < 1e-9)
        // Doubled letters share a path: `of` and `off` are identical, and not listed.
        let doubled = LexiconContents(
            words: [("of", 50), ("off", 20), ("if", 5)].map {
                LexiconContents.Word(form: Array($0.0.unicodeScalars), count: $0.1)
            }, fold: [:], language: "en")
        let same = SwipeDecoder(lexicon: try Lexicon(bytes: Lexicon.encode(doubled)), frames: frames).clarity()
        #expect(abs(same.identical - 2.0 / 3) < 1e-12)
        #expect(same.pairs.map(\.word) == ["if"])
    }

    /// 200 words of the English model sampled by count, swiped through their keys' centres
    /// moved by Gaussian noise of 0.2 key (width and height), each segment sampled every 4 pt:
    /// the decoder reads at least 93 % of them right (the bench's simulation: 97 %).
    @Test func noisySwipesOfTheEnglishModel() throws {
        let folder = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let model = "/" + folder + "/../shared/corpus/keyman-lexical/nrc.en.mtnt"
        guard FileManager.default.fileExists(atPath: model) else {
            print("skipped: \(model) is not here")
            return
        }
        let contents = try #require(LexiconCompiler.read([model]).contents)
        let lexicon = try Lexicon(bytes: Lexicon.encode(contents))
        let frames = try Self.frames()
        let decoder = SwipeDecoder(lexicon: lexicon, frames: frames)
        let typable = contents.words.filter { word in
            word.form.count >= 2 && word.form.allSatisfy { frames.centre(ofKeyTyping: String($0)) != nil }
        }
        var random = SplitMix64(seed: 7)
        let total = typable.reduce(0.0) { $0 + Double($1.count) }
        var right = 0
        let trials = 200
        for _ in 0..<trials {
            var target = random.double(in: 0...1) * total
            var chosen = typable[0]
            for word in typable {
                target -= Double(word.count)
                if target <= 0 {
                    chosen = word
                    break
                }
            }
            let text = String(String.UnicodeScalarView(chosen.form))
            var corners: [KeyboardPoint] = []
            for letter in chosen.form {
                guard let key = frames.keys.first(where: { $0.id == String(letter) }) else { continue }
                corners.append(
                    Self.point(
                        key.frame.midX + Self.gaussian(&random) * 0.2 * key.frame.width,
                        key.frame.midY + Self.gaussian(&random) * 0.2 * key.frame.height))
            }
            var path: [KeyboardPoint] = []
            for (a, b) in zip(corners, corners.dropFirst()) {
                let steps = max(1, Int(((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() / 4))
                for step in 0..<steps {
                    let t = Double(step) / Double(steps)
                    path.append(Self.point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
                }
            }
            if let last = corners.last { path.append(last) }
            if decoder.candidates(for: path, count: 1).first?.text == text { right += 1 }
        }
        #expect(Double(right) / Double(trials) >= 0.93, "\(right) of \(trials)")
    }
}

/// ru-RU's `й` key types `Й` shifted: a capital the lexicon lacks (its words are in lower case),
/// which is the letter `й`, not the search key `и` its fold gives. Taken as `и`, it put `и` on
/// `й`'s key, first on the layer: every `и` of a swipe went through the top-left corner
/// (`верил` swiped read as `вето`), and a tap on `й` read as `и` for nothing.
@Suite struct ShiftedLetterKeyTests {
    static func frames(_ id: String = "ru-RU") throws -> LayerFrames {
        let path = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let result = LayoutLoader().load(path: "/" + path + "/Layouts/\(id).yaml")
        let layout = try #require(result.layout)
        var geometry = try LayoutGeometry(layout)
        return try #require(try geometry.frames(for: layout.size).first)
    }

    static func lexicon() throws -> Lexicon {
        try SwipeDecoderTests.lexicon(
            [("верил", 100), ("вето", 300), ("мир", 1_000), ("мой", 500), ("и", 5_000)], fold: ["й": ["и"]])
    }

    @Test func aSwipeThroughИGoesThroughИsKey() throws {
        let frames = try Self.frames()
        let decoder = SwipeDecoder(lexicon: try Self.lexicon(), frames: frames)
        for word in ["верил", "мир", "мой"] {
            let path = try SwipeDecoderTests.path(word, on: frames)
            #expect(decoder.candidates(for: path).first?.text == word, "\(word)")
        }
    }

    /// `мйр` tapped on the centres of м, й and р: `й` is four keys and two rows from `и`, so
    /// `мир` is no reading of these taps (before, `й`'s key was also `и`'s, and it became `мир`).
    @Test func aTapOnЙIsNoИ() throws {
        let frames = try Self.frames()
        let decoder = WordDecoder(lexicon: try Self.lexicon(), frames: frames)
        let taps = try "мйр".map { letter in
            let centre: KeyboardPoint = try #require(frames.centre(ofKeyTyping: String(letter)))
            return WordTap(text: String(letter), point: centre)
        }
        #expect(decoder.suggestions(for: taps, count: 3).correction != "мир")
    }

    /// el-GR: `ς`'s key shifted types `Σ`, whose lower case is `σ`, the key below it. `ς ο υ`
    /// tapped on the centres reads as `σου` only with `ς` taken for `σ`: 54 pt up from `σ`'s
    /// centre, (54 / (0.32 × 42))² / 2 ≈ 8.07 nats, plus the word (ln 2 of two equal words) and
    /// its share (−ln 0.9 ≈ 0.11) ≈ 8.87. Before, `Σ` made `ς`'s key a target of `σ`, and it cost 0.8.
    @Test func aTapOnFinalSigmaIsNoSigma() throws {
        let frames = try Self.frames("el-GR")
        let lexicon = try SwipeDecoderTests.lexicon([("σου", 1_000), ("και", 1_000)])
        let decoder = WordDecoder(lexicon: lexicon, frames: frames)
        let taps = try "ςου".map { letter in
            let centre: KeyboardPoint = try #require(frames.centre(ofKeyTyping: String(letter)))
            return WordTap(text: String(letter), point: centre)
        }
        let reading = try #require(decoder.suggestions(for: taps, count: 3).suggestions.first { $0.text == "σου" })
        #expect(abs(reading.cost - 8.87) < 0.05, "\(reading.cost)")
    }

    /// hi-IN (InScript): `ई` is the shifted face of `ी`'s key. `क ई` tapped on the centres of
    /// `क` and that key reads as `की` only with the other face taken: ``WordDecoder/Parameters/otherFace``
    /// (8 nats) plus the word (counts kept as levels round(8 log₂ n): 10 000 → 2^13.25 = 9 741 of
    /// 10 864, 0.109) and the share (−ln 0.9 = 0.105) = 8.21; `कई` itself is 4.70 + 0.105 = 4.81.
    /// Before, a key's two faces were one place: `की` cost 0.21 and a space made `कई` `की`.
    @Test func aTapIsNotTheOtherFaceOfItsKey() throws {
        let frames = try Self.frames("hi-IN")
        let lexicon = try SwipeDecoderTests.lexicon([("की", 10_000), ("कई", 100), ("के", 1_000)])
        let decoder = WordDecoder(lexicon: lexicon, frames: frames)
        let ka: KeyboardPoint = try #require(frames.centre(ofKeyTyping: "क"))
        let ii: KeyboardPoint = try #require(frames.centre(ofKeyTyping: "ी"))
        let answer = decoder.suggestions(for: [WordTap(text: "क", point: ka), WordTap(text: "ई", point: ii)], count: 3)
        #expect(answer.correction == nil)
        #expect(answer.suggestions.first?.text == "कई")
        let typed = try #require(answer.suggestions.first { $0.text == "कई" })
        let other = try #require(answer.suggestions.first { $0.text == "की" })
        #expect(abs(typed.cost - 4.81) < 0.02, "\(typed.cost)")
        #expect(abs(other.cost - 8.21) < 0.02, "\(other.cost)")
        // Typed without shift it is `की`, at no cost for the face.
        let plain = decoder.suggestions(for: [WordTap(text: "क", point: ka), WordTap(text: "ी", point: ii)], count: 3)
        #expect(plain.suggestions.first?.text == "की")
        #expect(abs((plain.suggestions.first?.cost ?? 0) - 0.21) < 0.02)
    }
}
