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
