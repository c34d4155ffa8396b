import FrequencyTables
import KeyboardGeometry
import KeyboardWords
import LayoutFormat
import LexiconSources

@MainActor
extension Benchmarks {
    /// Words: opening the 76k-word Russian lexicon and one keystroke's suggestions.
    static var words: [Benchmark] {
        [
            Benchmark(name: "lexicon.load.ru") {
                let bytes = try russianBytes()
                _ = try Lexicon(bytes: bytes)
                return { blackHole(try? Lexicon(bytes: bytes)) }
            },
            // The sixth letter of привет, each tap 3 pt right of and 4 pt below its key's centre.
            Benchmark(name: "lexicon.suggest.ru") {
                let decoder = try russianDecoder()
                let taps = try russianTaps("привет", on: decoder.frames)
                return { blackHole(decoder.decoder.suggestions(for: taps, count: 3)) }
            },
            // The same with 2 000 learnt words (the most kept): random Cyrillic letters, 4–10 of
            // them, a tenth starting with при.
            Benchmark(name: "lexicon.suggest.ru.learnt") {
                let decoder = try russianDecoder()
                let taps = try russianTaps("привет", on: decoder.frames)
                var random = SplitMix(seed: 2_000)
                let letters = Array("абвгдежзийклмнопрстуфхцчшщъыьэюя".unicodeScalars)
                let words = (0..<LearntWords.limit).map { index in
                    var word = String.UnicodeScalarView(index % 10 == 0 ? "при".unicodeScalars : "".unicodeScalars)
                    for _ in 0..<(4 + Int(random.next() % 7)) {
                        word.append(letters[Int(random.next() % UInt64(letters.count))])
                    }
                    return String(word)
                }
                let learnt = LearntWords(words)
                return { blackHole(decoder.decoder.suggestions(for: taps, count: 3, learnt: learnt)) }
            },
        ]
    }

    /// `memory.lexicon.ru`: the bytes an opened lexicon holds — its file's bytes (shared, not
    /// copied) and the tables it builds when it opens (``Lexicon/heapBytes``) — and the file's size.
    static func lexiconMemory() throws -> (opened: Int, file: Int) {
        let bytes = try russianBytes()
        let lexicon = try Lexicon(bytes: bytes)
        return (lexicon.heapBytes, bytes.count)
    }

    /// The Russian model of `../shared/corpus/keyman-lexical`, compiled.
    static func russianBytes() throws -> [UInt8] {
        let path = Fixtures.root + "/../shared/corpus/keyman-lexical/dotland.ru.russian"
        guard let contents = LexiconCompiler.read([path]).contents else {
            throw Fixtures.Skipped(reason: "\(path) is not here")
        }
        return Lexicon.encode(contents)
    }

    /// A decoder of the Russian lexicon on ru-RU's first layer at its size.
    static func russianDecoder() throws -> (decoder: WordDecoder, frames: LayerFrames) {
        let result = LayoutLoader().load(path: Fixtures.root + "/Layouts/ru-RU.yaml")
        guard let layout = result.layout else { throw Fixtures.Missing(path: "Layouts/ru-RU.yaml") }
        var geometry = try LayoutGeometry(layout)
        guard let frames = try geometry.frames(for: layout.size).first else {
            throw Fixtures.Missing(path: "Layouts/ru-RU.yaml")
        }
        return (WordDecoder(lexicon: try Lexicon(bytes: try russianBytes()), frames: frames), frames)
    }

    static func russianTaps(_ word: String, on frames: LayerFrames) throws -> [WordTap] {
        try word.map { letter in
            guard let key = frames.keys.first(where: { $0.id == String(letter) }) else {
                throw Fixtures.Missing(path: "ru-RU key \(letter)")
            }
            return WordTap(text: String(letter), point: KeyboardPoint(x: key.frame.midX + 3, y: key.frame.midY + 4))
        }
    }
}

@MainActor
extension Benchmarks {
    /// Gesture typing: one swipe of a 5–7 letter word through its keys' centres, decoded.
    static var gestures: [Benchmark] {
        [
            Benchmark(name: "gesture.decode.en") {
                let path = Fixtures.root + "/../shared/corpus/keyman-lexical/nrc.en.mtnt"
                return try swipe("people", model: path, layout: "Layouts/en-US.yaml")
            },
            // The same with 2 000 learnt words (the most kept), random letters, 4–10 of them.
            Benchmark(name: "gesture.decode.en.learnt") {
                let path = Fixtures.root + "/../shared/corpus/keyman-lexical/nrc.en.mtnt"
                var random = SplitMix(seed: 2_000)
                let letters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
                let words = (0..<LearntWords.limit).map { _ in
                    var word = String.UnicodeScalarView()
                    for _ in 0..<(4 + Int(random.next() % 7)) { word.append(letters[Int(random.next() % 26)]) }
                    return String(word)
                }
                return try swipe("people", model: path, layout: "Layouts/en-US.yaml", learnt: LearntWords(words))
            },
            Benchmark(name: "gesture.decode.ru") {
                let path = Fixtures.root + "/../shared/corpus/keyman-lexical/dotland.ru.russian"
                return try swipe("привет", model: path, layout: "Layouts/ru-RU.yaml")
            },
            Benchmark(name: "gesture.templates.ru") {
                let path = Fixtures.root + "/../shared/corpus/keyman-lexical/dotland.ru.russian"
                let (lexicon, frames) = try setUp(model: path, layout: "Layouts/ru-RU.yaml")
                return { blackHole(SwipeDecoder(lexicon: lexicon, frames: frames)) }
            },
        ]
    }

    /// The decode of `word` swiped 3 pt right of and 4 pt below its keys' centres.
    private static func swipe(
        _ word: String, model: String, layout: String, learnt: LearntWords = LearntWords()
    ) throws -> @MainActor () -> Void {
        let (lexicon, frames) = try setUp(model: model, layout: layout)
        let decoder = SwipeDecoder(lexicon: lexicon, frames: frames)
        let path = try word.map { letter in
            guard let centre = frames.centre(ofKeyTyping: String(letter)) else {
                throw Fixtures.Missing(path: "\(layout) key \(letter)")
            }
            return KeyboardPoint(x: centre.x + 3, y: centre.y + 4)
        }
        return { blackHole(decoder.candidates(for: path, count: 3, learnt: learnt)) }
    }

    /// The lexicon compiled from `model` and the frames of `layout`'s first layer at its size.
    private static func setUp(model: String, layout: String) throws -> (Lexicon, LayerFrames) {
        guard let contents = LexiconCompiler.read([model]).contents else {
            throw Fixtures.Skipped(reason: "\(model) is not here")
        }
        let result = LayoutLoader().load(path: Fixtures.root + "/" + layout)
        guard let loaded = result.layout else { throw Fixtures.Missing(path: layout) }
        var geometry = try LayoutGeometry(loaded)
        guard let frames = try geometry.frames(for: loaded.size).first else { throw Fixtures.Missing(path: layout) }
        return (try Lexicon(bytes: Lexicon.encode(contents)), frames)
    }
}
