import Foundation
import Testing

@testable import KeysmithCLI

/// `lexicon`, `suggest` and the words of `replay`, `type` and `render`, on a six-word list whose
/// answers are worked out by hand, and on the bundled lexicons (`auto`).
@MainActor @Suite struct WordCommandTests {
    static let enUS = TypeCommandTests.enUS

    /// the 100, then 50, there 40, they 30, hello 20, help 10: the completions of `th` by count
    /// are the, then, there.
    static let list = "# six words\nthe\t100\nthen\t50\nthere\t40\nthey\t30\nhello\t20\nhelp\t10\n"

    /// The list compiled into `directory`.
    func compiled(in directory: TemporaryDirectory) throws -> String {
        let source = try directory.write("six.tsv", Self.list)
        let output = directory.path + "/six.kslx"
        let result = runCLI(["lexicon", "compile", source, "-o", output, "--language", "en"])
        #expect(result.status == 0, "\(result.standardError)")
        return output
    }

    @Test func compileAndInfo() throws {
        let directory = try TemporaryDirectory()
        let file = try compiled(in: directory)
        let bytes = try #require(FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        #expect(bytes > 40)  // at least the header
        #expect(runCLI(["lexicon", "info", file]).standardOutput == "\(file): 6 words, en, \(bytes) bytes\n")
        #expect(
            runCLI(["lexicon", "info", file, "--format", "json"]).standardOutput
                == "{\"words\":6,\"language\":\"en\",\"bytes\":\(bytes)}\n")
    }

    @Test func suggestCompletesByCount() throws {
        let directory = try TemporaryDirectory()
        let file = try compiled(in: directory)
        #expect(
            runCLI(["suggest", file, "so th"])
                == RunResult(
                    status: 0, standardOutput: "the\tcompletion\nthen\tcompletion\nthere\tcompletion\n",
                    standardError: ""))
        #expect(
            runCLI(["suggest", file, "so Th", "--format", "json", "--count", "2"]).standardOutput
                == "{\"context\":\"so Th\",\"word\":\"Th\",\"suggestions\":[{\"text\":\"The\",\"kind\":\"completion\"},"
                + "{\"text\":\"Then\",\"kind\":\"completion\"}]}\n")
    }

    /// `hapy` on the bundled English list: not a word, one missed letter (4 nats) from the
    /// frequent `happy`; the correction is offered after what was typed, to keep it.
    @Test func suggestOffersACorrectionAfterWhatWasTyped() throws {
        let lines = runCLI(["suggest", "auto", "I am hapy", "--layout", Self.enUS]).standardOutput.split(
            separator: "\n")
        #expect(lines.prefix(2) == ["hapy\tliteral", "happy\tcorrection"])
    }

    @Test func autoNeedsALayoutWithABundledLanguage() throws {
        let auto = runCLI(["suggest", "auto", "th"])
        #expect(auto.status == 64)
        #expect(auto.standardError == "keysmith: error: 'auto' picks the lexicon of a layout's locale: name a layout\n")
        let kana = Binary.packageRoot.appendingPathComponent("Layouts/ja-JP-kana.yaml").path
        let none = runCLI(["suggest", "auto", "x", "--layout", kana])
        #expect(none.status == 1)
        #expect(
            none.standardError
                == "keysmith: error: no lexicon is bundled for the locale 'ja-JP' (there are: ar, de, de-CH, el, en, "
                + "en-GB, es, fr, he, hi, pt, ru)\n")
        let english = runCLI(["suggest", "auto", "the quick br", "--layout", Self.enUS, "--format", "json"])
        #expect(english.status == 0)
        #expect(english.standardOutput.hasPrefix("{\"context\":\"the quick br\",\"word\":\"br\",\"suggestions\":[{"))
    }

    @Test func typeWithAutocorrectPrintsTheCorrectedText() {
        #expect(
            runCLI(["type", "--lexicon", "auto", "--autocorrect", Self.enUS, "I am hapy today"])
                == RunResult(status: 0, standardOutput: "I am happy today\n", standardError: ""))
        let without = runCLI(["type", "--autocorrect", Self.enUS, "hi"])
        #expect(without.status == 64)
    }

    /// Types `sentence` on the bundled layout `id` with its bundled lexicon and autocorrection,
    /// and expects it back as it was typed.
    func expectKept(_ sentence: String, on id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let layout = Binary.packageRoot.appendingPathComponent("Layouts/\(id).yaml").path
        #expect(
            runCLI(["type", "--lexicon", "auto", "--autocorrect", layout, sentence])
                == RunResult(status: 0, standardOutput: sentence + "\n", standardError: ""),
            sourceLocation: sourceLocation)
    }

    /// Accents typed by a long press stay through autocorrection, with the bundled Spanish list,
    /// where `que` and `el` are far more frequent than `qué` and `él`, and on en-US with the
    /// English list, which has `resume` and not `résumé`.
    @Test func typeWithAutocorrectKeepsTheAccentsTyped() {
        expectKept("¿Qué es esto? Él está aquí y sí, más café.", on: "es-ES")
        expectKept("my résumé", on: "en-US")
    }

    /// German's `ß` and Greek's final `ς` stay through autocorrection with the bundled lists:
    /// before the lists had them back (wordfreq folds them to `ss` and `σ`), the German sentence
    /// became `Ich weil, die Strafe ist groß und heim.` and every Greek `ς` a `σ`. Hindi's `कई`
    /// became `की` (a key's two faces were one letter's place) and `डॉक्टर` could not be typed.
    @Test func typeWithAutocorrectKeepsSharpSAndFinalSigma() {
        expectKept("Ich weiß, die Straße ist groß und heiß.", on: "de-DE")
        expectKept("ο χώρος είναι καλός και ο δρόμος μεγάλος.", on: "el-GR")
        // A letter on a key's shifted face is the one meant: InScript's `ई` (shifted `ी`) stays.
        expectKept("कई बार डॉक्टर की", on: "hi-IN")
        let greek = Binary.packageRoot.appendingPathComponent("Layouts/el-GR.yaml").path
        #expect(
            runCLI(["suggest", "auto", "ο δρόμ", "--layout", greek])
                == RunResult(
                    status: 0, standardOutput: "δρόμο\tcompletion\nδρόμους\tcompletion\nδρόμος\tcompletion\n",
                    standardError: ""))
    }

    /// Apostrophes left out come back where the bundled English list (wordfreq's, which holds
    /// the web's `dont` and `im`) has the word with one at least 16 times as often (`don't` 29
    /// times `dont`, `I'm` 29 times `im`, `can't` 28 times `cant`), and `i` is `I`; `its` (`it's`
    /// 1.5 times), `lets` (4.5 times) and `were` stay. The last word, with no space after it, is
    /// not corrected.
    @Test func typeWithAutocorrectGivesApostrophesBack() {
        #expect(
            runCLI([
                "type", "--lexicon", "auto", "--autocorrect", Self.enUS, "i dont think im sure its lets were cant i",
            ])
                == RunResult(
                    status: 0, standardOutput: "I don't think I'm sure its lets were can't i\n", standardError: ""))
    }

    /// French elisions survive autocorrection with the bundled French list (wordfreq's, which
    /// counts `l'` and `c'` as `l` and `c`): before, a word end made `l'a` `la` and `c'est`
    /// `cest`; now `l'hommr` is `l'homme`, and a closing apostrophe stays on en-US (`cats'`).
    @Test func typeWithAutocorrectKeepsElisions() {
        let french = Binary.packageRoot.appendingPathComponent("Layouts/fr-FR.yaml").path
        #expect(
            runCLI(["type", "--lexicon", "auto", "--autocorrect", french, "il l'a fait, c'est l'hommr d'aujourd'hui. "])
                == RunResult(
                    status: 0, standardOutput: "il l'a fait, c'est l'homme d'aujourd'hui. \n", standardError: ""))
        #expect(
            runCLI(["type", "--lexicon", "auto", "--autocorrect", Self.enUS, "the cats' toys, a well-known fact "])
                == RunResult(status: 0, standardOutput: "the cats' toys, a well-known fact \n", standardError: ""))
    }

    /// `analyze --gesture` on the six words: all six can be swiped, none shares a path with
    /// another, and the report has the line and the JSON object; without --lexicon it is a usage
    /// error.
    @Test func analyzeReportsGestureClarity() throws {
        let directory = try TemporaryDirectory()
        let file = try compiled(in: directory)
        let text = runCLI(["analyze", Self.enUS, "--lexicon", file, "--gesture"])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.standardOutput.contains("\nswipes    "))
        #expect(text.standardOutput.contains("of the 6 most frequent words have another within 0.25 key, 0.0% one"))
        let json = runCLI(["analyze", Self.enUS, "--lexicon", file, "--gesture", "--format", "json"])
        #expect(json.standardOutput.contains("\"gesture-clarity\":{\"words\":6,\"threshold\":0.25,"))
        #expect(json.standardOutput.contains("\"identical\":0,"))
        #expect(runCLI(["analyze", Self.enUS, "--gesture"]).status == 64)
    }

    /// A swipe down on t (175.5, 29), through h (234, 83), up on e (97.5, 29), then one from h
    /// to p (370.5, 29): `the` and `help` (of the six words), the first capitalised at the
    /// start, the second after the space the swipe brings.
    @Test func replayTypesSwipesAsWords() throws {
        let directory = try TemporaryDirectory()
        let file = try compiled(in: directory)
        let events = try directory.write(
            "swipes.jsonl",
            """
            {"t":0.0,"touch":1,"phase":"began","x":175.5,"y":29}
            {"t":0.05,"touch":1,"phase":"moved","x":205,"y":56}
            {"t":0.1,"touch":1,"phase":"moved","x":234,"y":83}
            {"t":0.15,"touch":1,"phase":"moved","x":165,"y":56}
            {"t":0.2,"touch":1,"phase":"ended","x":97.5,"y":29}
            {"t":0.5,"touch":2,"phase":"began","x":234,"y":83}
            {"t":0.55,"touch":2,"phase":"moved","x":160,"y":56}
            {"t":0.6,"touch":2,"phase":"moved","x":97.5,"y":29}
            {"t":0.65,"touch":2,"phase":"moved","x":351,"y":83}
            {"t":0.7,"touch":2,"phase":"ended","x":370.5,"y":29}

            """)
        #expect(
            runCLI(["replay", Self.enUS, events, "--lexicon", file])
                == RunResult(status: 0, standardOutput: "The help\n", standardError: ""))
        // Without a lexicon a slide types the key it ends on.
        #expect(runCLI(["replay", Self.enUS, events]).standardOutput == "Ep\n")
    }

    /// `type --swipe` reads a sentence of the bundled English back; `helo`, which the six words
    /// lack, reads as `hello` (the same path: a repeated letter is one key), is named and is
    /// tapped instead; `thy` reads as nothing (`they` is 2.5 times as long a path).
    @Test func typeSwipeChecksThatEachWordReadsBack() throws {
        #expect(
            runCLI(["type", "--swipe", "--lexicon", "auto", Self.enUS, "The quick brown fox, jumps over the lazy dog."])
                == RunResult(
                    status: 0, standardOutput: "The quick brown fox, jumps over the lazy dog.\n", standardError: ""))
        let directory = try TemporaryDirectory()
        let file = try compiled(in: directory)
        #expect(
            runCLI(["type", "--swipe", "--lexicon", file, Self.enUS, "help helo thy"])
                == RunResult(
                    status: 1, standardOutput: "help helo thy\n",
                    standardError:
                        "swiped 'helo' read as 'hello'\nswiped 'thy' read as nothing\n1 of 3 swiped words read back\n"))
        #expect(runCLI(["type", "--swipe", Self.enUS, "hi"]).status == 64)
    }

    /// en-GB's locale takes the lexicon with British spellings first: swiped on en-GB, `colour`
    /// and `favourite` read back; on en-US (wordfreq's English, where `color` is 2.6 times as
    /// frequent), their paths read as `color` and `favorite`: in both, the `u` lies on the line
    /// from `o` to `r`, so the two spellings' paths are one, and the count decides.
    @Test func britishEnglishSwipesItsSpellings() {
        let text = "my favourite colour is grey"
        let enGB = Binary.packageRoot.appendingPathComponent("Layouts/en-GB.yaml").path
        #expect(
            runCLI(["type", "--swipe", "--lexicon", "auto", enGB, text])
                == RunResult(status: 0, standardOutput: text + "\n", standardError: ""))
        #expect(
            runCLI(["type", "--swipe", "--lexicon", "auto", Self.enUS, text])
                == RunResult(
                    status: 1, standardOutput: text + "\n",
                    standardError:
                        "swiped 'favourite' read as 'favorite'\nswiped 'colour' read as 'color'\n3 of 5 swiped words read back\n"
                ))
    }

    /// Taps on t (175.5, 29) and h (234, 83) of en-US at 390 × 216: after each, the text and
    /// the bar, cased as the field's autocapitalisation typed the T.
    @Test func replayTracesTheBarAsJSONLines() throws {
        let directory = try TemporaryDirectory()
        let file = try compiled(in: directory)
        let events = try directory.write(
            "th.jsonl",
            """
            {"t":0.0,"touch":1,"phase":"began","x":175.5,"y":29}
            {"t":0.05,"touch":1,"phase":"ended","x":175.5,"y":29}
            {"t":0.3,"touch":2,"phase":"began","x":234,"y":83}
            {"t":0.35,"touch":2,"phase":"ended","x":234,"y":83}

            """)
        let result = runCLI(["replay", Self.enUS, events, "--lexicon", file, "--trace", "--format", "json"])
        #expect(result.status == 0, "\(result.standardError)")
        let bar =
            "[{\"text\":\"The\",\"kind\":\"completion\"},{\"text\":\"Then\",\"kind\":\"completion\"},"
            + "{\"text\":\"There\",\"kind\":\"completion\"}]"
        #expect(
            result.standardOutput
                == "{\"touch\":1,\"text\":\"T\",\"suggestions\":\(bar)}\n{\"touch\":2,\"text\":\"Th\",\"suggestions\":\(bar)}\n"
        )
    }

    /// One layer at 390 × 216 with the bar: the title band (28), the bar (44) and the keys
    /// (216) make 288.
    @Test func renderDrawsTheBar() throws {
        let directory = try TemporaryDirectory()
        let file = try compiled(in: directory)
        let result = runCLI(["render", "--format", "svg", "--layer", "letters", "--lexicon", file, "--typed", "so th"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("width=\"390\" height=\"288\" viewBox=\"0 0 390 288\""))
        for (index, word) in ["the", "then", "there"].enumerated() {
            #expect(
                result.standardOutput.contains(
                    "<g data-suggestion=\"\(index)\" data-kind=\"completion\" aria-label=\"\(word)\">"))
        }
        #expect(runCLI(["render", "--format", "svg", "--typed", "th"]).status == 64)
    }

    /// The text's words The, then, the, there, hello on en-US's key centres: the bar offers the,
    /// then and there before any letter (the three most frequent words), The after T (cased as
    /// typed) and hello after h, so 2 + 1 + 1 + 1 + 2 = 7 keystrokes instead of 4 + 5 + 4 + 6 + 6
    /// = 25: 72 % saved.
    @Test func analyzeReportsTheKeystrokesTheBarSaves() throws {
        let directory = try TemporaryDirectory()
        let file = try compiled(in: directory)
        let text = try directory.write("text.txt", "The then, the there... hello!\n")
        let result = runCLI(["analyze", Self.enUS, "--text", text, "--lexicon", file])
        #expect(result.status == 0, "\(result.standardError)")
        let line = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("words ") }.map(String.init)
        #expect(
            line
                == "words     72.0% of keystrokes saved by 3 suggestions over the texts' 5 most frequent words "
                + "(100.0% of all words; 0.0% never offered)")
        let json = runCLI(["analyze", Self.enUS, "--text", text, "--lexicon", file, "--format", "json"])
        #expect(
            json.standardOutput.contains(
                "\"keystroke-savings\":{\"saved\":0.72,\"never-offered\":0,\"words\":5,\"coverage\":1,\"slots\":3,"))
    }

    /// Words are runs of letters with apostrophes and hyphens inside: those at a word's ends,
    /// curly or straight, are not part of it.
    @Test func analyzeCountsTheTextsWords() {
        var counts = AnalyzeCommand.WordCounts()
        counts.add("don\u{2019}t\u{2019} stop\u{2014}'go' well-known- go")
        #expect(counts.total == 5)
        let words = counts.ranked.map(\.text)
        #expect(words == ["go", "don\u{2019}t", "stop", "well-known"])
        #expect(counts.ranked.first?.count == 2)
    }

    /// `analyze --lexicon auto` over a layout with no bundled lexicon analyses it without the
    /// bar's savings and says so, and still measures the others.
    @Test func analyzeAutoSkipsALayoutWithoutABundledLexicon() throws {
        let directory = try TemporaryDirectory()
        let text = try directory.write("text.txt", "the then\n")
        let kana = Binary.packageRoot.appendingPathComponent("Layouts/ja-JP-kana.yaml").path
        let result = runCLI(["analyze", kana, Self.enUS, "--text", text, "--lexicon", "auto"])
        #expect(result.status == 0, "\(result.standardError)")
        // The kana pad types 2 of the text's 9 graphemes (the space and the line break): 22.2%.
        #expect(
            result.standardError
                == "keysmith: note: no lexicon is bundled for 'ja-JP' (ja-JP-kana): its analysis has no keystroke savings\n"
                + "keysmith: warning: ja-JP-kana types only 22.2% of the graphemes of \(text); its speed and misses "
                + "are of the part it types\n"
        )
        #expect(result.standardOutput.components(separatedBy: "\nwords     ").count == 2)
    }
}
