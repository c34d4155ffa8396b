import Foundation
import KeyboardWords
import LexiconSources
import Testing

/// Sources: Keyman models and word lists, with located errors; the real models of
/// `../shared/corpus/keyman-lexical`.
@Suite struct LexiconSourcesTests {
    static let corpus: String = {
        let repository = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        return "/" + repository + "/../shared/corpus/keyman-lexical"
    }()
    static var corpusIsPresent: Bool { FileManager.default.fileExists(atPath: corpus) }

    /// Writes `text` as `name` in a folder of its own (tests run in parallel, and several write
    /// a `words.tsv`).
    static func write(_ text: [UInt8], name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "keysmith-lexicon-\(getpid())/\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try Data(text).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func theDefaultFoldIsKeymans() {
        #expect(LexiconCompiler.defaultFold("é") == ["e"])
        #expect(LexiconCompiler.defaultFold("Ё") == ["е"])
        #expect(LexiconCompiler.defaultFold("\u{301}") == [])
        #expect(LexiconCompiler.defaultFold("ﬁ") == ["f", "i"])
        #expect(LexiconCompiler.defaultFold("a") == ["a"])
    }

    @Test func aListedTwiceWordAddsItsCountsAndKeepsItsBytes() throws {
        let path = try Self.write(
            Array("\u{FEFF}# a comment\nthe\t10\textra\n;x\t2\n\u{37E}x\t3\nthe\t5\n".utf8), name: "words.tsv")
        let result = LexiconCompiler.read([path], language: "en")
        let contents = try #require(result.contents)
        let forms: [[UInt32]] = contents.words.map { word in word.form.map(\.value) }
        #expect(forms == [[0x74, 0x68, 0x65], [0x3B, 0x78], [0x37E, 0x78]])
        let counts: [UInt64] = contents.words.map { word in word.count }
        #expect(counts == [15, 2, 3])
    }

    @Test(arguments: [
        ("good\t12\nbad\t1x2\n", "words.tsv:2:5: error: the count '1x2' is not a whole number"),
        ("# only a comment\n", "words.tsv:1:1: error: the word list '"),
    ])
    func badListsAreLocated(_ text: String, _ expected: String) throws {
        let path = try Self.write(Array(text.utf8), name: "words.tsv")
        let result = LexiconCompiler.read([path])
        #expect(result.contents == nil)
        let first = try #require(result.diagnostics.first)
        let file = (first.location.file as NSString).lastPathComponent
        let shown = file + ":\(first.location.line):\(first.location.column): error: " + first.message
        #expect(shown.hasPrefix(expected), "\(shown)")
    }

    @Test func aLineWithNoWordIsSkippedWithAWarning() throws {
        let path = try Self.write(Array("the\t3\n\t5\n  \t\t7\nof\t2\n".utf8), name: "words.tsv")
        let result = LexiconCompiler.read([path])
        let contents = try #require(result.contents)
        #expect(contents.words.map { String(String.UnicodeScalarView($0.form)) } == ["the", "of"])
        // Lines 2 and 3 have counts but no word (line 3's is blanks).
        #expect(result.diagnostics.map(\.code) == ["KS2908", "KS2908"])
        #expect(result.diagnostics.map(\.location.line) == [2, 3])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        // A list of such lines only is still a list with no words.
        let empty = try Self.write(Array("\t5\n".utf8), name: "words.tsv")
        let diagnostics = LexiconCompiler.read([empty]).diagnostics
        #expect(diagnostics.map(\.code) == ["KS2908", "KS2903"])
        #expect(diagnostics.last?.message == "the word list '\(empty)' has no words")
    }

    @Test func aWordPastTheLimitIsAnErrorNotADrop() throws {
        // Three distinct words under a limit of two: the third (`c`, line 4) is the error; `a`
        // again on line 3 is no new word.
        let path = try Self.write(Array("a\t1\nb\t1\na\t1\nc\t1\nd\t1\n".utf8), name: "words.tsv")
        let result = LexiconCompiler.read([path], maxWords: 2)
        #expect(result.contents == nil)
        #expect(result.diagnostics.map(\.code) == ["KS2907"])
        #expect(result.diagnostics.first?.location.line == 4)
        #expect(LexiconCompiler.read([path], maxWords: 4).contents?.words.count == 4)
    }

    @Test func invalidUTF8IsLocated() throws {
        let path = try Self.write(Array("ok\t1\nab".utf8) + [0xC3, 0x28] + Array("\t1\n".utf8), name: "bad.tsv")
        let result = LexiconCompiler.read([path])
        let first = try #require(result.diagnostics.first)
        #expect(first.location.line == 2)
        #expect(first.location.column == 3)
        #expect(first.code == "KS2902")
    }

    @Test func aPlainListIsMostFrequentFirst() throws {
        let path = try Self.write(Array("alpha\nbeta\ngamma\n".utf8), name: "plain.txt")
        let contents = try #require(LexiconCompiler.read([path]).contents)
        // Zipf: 1 000 000 / rank.
        let counts: [UInt64] = contents.words.map { word in word.count }
        #expect(counts == [1_000_000, 500_000, 333_333])
    }

    /// Each real model compiles to the same bytes twice, counts its distinct words (counted here
    /// by splitting the TSV), and is at most half its TSV's size.
    @Test(
        .enabled(if: corpusIsPresent, "../shared/corpus is not beside the repository"),
        arguments: [
            "nrc.en.mtnt", "dotland.ru.russian", "dotland.hy.armenian", "ait.mnw.mon", "av.eo.esperanto",
            "aozcq.rar-latn.cook_islands_maori",
        ])
    func realModelsCompile(_ model: String) throws {
        let folder = Self.corpus + "/" + model
        let result = LexiconCompiler.read([folder])
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let contents = try #require(result.contents)
        let bytes = Lexicon.encode(contents)
        #expect(bytes == Lexicon.encode(try #require(LexiconCompiler.read([folder]).contents)))
        let lexicon = try Lexicon(bytes: bytes)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let tsv = folder + "/" + (try #require(names.first { $0.hasSuffix(".tsv") }))
        let data = try Data(contentsOf: URL(fileURLWithPath: tsv))
        var distinct = Set<[UInt8]>()
        for line in data.split(separator: 0x0A) {
            var bytes = Array(line)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            if bytes.last == 0x0D { bytes.removeLast() }
            guard !bytes.isEmpty, bytes.first != UInt8(ascii: "#") else { continue }
            let word = Array(bytes.split(separator: 0x09, omittingEmptySubsequences: false)[0])
            if !word.isEmpty { distinct.insert(word) }
        }
        #expect(lexicon.wordCount == distinct.count)
        #expect(Double(bytes.count) <= 0.5 * Double(data.count), "\(bytes.count) of \(data.count)")
    }

    @Test(.enabled(if: corpusIsPresent, "../shared/corpus is not beside the repository"))
    func aCustomSearchKeyIsWarnedAbout() throws {
        let result = LexiconCompiler.read([Self.corpus + "/dotland.ru.russian"])
        let warning = try #require(result.diagnostics.first { $0.code == "KS2905" })
        #expect(warning.severity == .warning)
        #expect(warning.location.line == 14)
        #expect(warning.location.column == 3)
        #expect(result.contents?.language == "ru")
    }
}
