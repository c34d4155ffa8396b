import FrequencyTables
import Keysmith
import LayoutAnalysis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `keysmith analyze LAYOUT... [--text FILE]... [--size WxH]... [--form NAME] [--model NAME]
/// [--format text|json|svg|html]`: how fast and how accurately people can type on layouts.
enum AnalyzeCommand: Command {
    /// What the report is written as.
    enum Format: String, CaseIterable {
        case text, json, svg, html
    }

    static let layoutArgument = Positional<[String]>.oneOrMore(
        "LAYOUT", help: "The layouts to analyse.", completion: .layoutFiles)

    static let spec = CommandSpec(
        name: "analyze",
        summary: "predict how fast and how accurately people type on a layout",
        discussion: """
            Counts the graphemes and neighbouring pairs of the texts (UTF-8, any script), plans \
            the gestures a person makes for each through the real keyboard (layer and shift keys, \
            long presses, flicks, multitap, dead keys), and predicts:

            speed: expert words per minute (5 graphemes a word, space included) from Fitts' law \
            over the planned gestures (the Fitts-digraph model), with the constants of --model;

            accuracy: for each key, the chance that a tap aimed at its centre lands outside its \
            hit region, taps spreading as the dual-Gaussian law says; the text-weighted share \
            of taps that miss, and the ten keys that cause the most misses, with why.

            Without --text, each layout is weighed by the frequency table of its language (from \
            wordfreq), which the report names. Several layouts, or several --size, are reported \
            side by side with their differences named. With --lexicon, the keystrokes a \
            three-slot suggestion bar saves: the text's 2 000 most frequent words (without \
            --text, the lexicon's), each typed on its keys' centres and taken from the bar once \
            offered. With --gesture (and --lexicon), how clearly swipes tell the lexicon's 10 000 \
            most frequent words apart on the first layer: the share whose ideal path (through \
            their letters' key centres) has another word's within a quarter of a key, the mean \
            distance to the nearest, and the most confusable pairs. svg and html draw heat maps of usage and \
            of misses, every key with data-key-id. docs/ANALYZE.md gives the models, their \
            constants and sources, and what they leave out.
            """,
        arguments: [
            layoutArgument.spec
        ],
        options: [
            text.spec, size.spec, SharedOptions.form.spec, model.spec, pointsPerInch.spec, format.spec,
            SharedOptions.lexicon.spec, gesture.spec,
        ],
        exitCodes: [
            (ExitCode.success, "the analysis was written"),
            (ExitCode.failure, "a layout has errors or cannot be laid out, or a text is not UTF-8"),
            (ExitCode.noInput, "a layout or text cannot be read"),
        ],
        examples: [
            "keysmith analyze Layouts/en-US.yaml",
            "keysmith analyze Layouts/en-US.yaml --size 390x216 --size 320x216",
            "keysmith analyze Layouts/en-US.yaml Layouts/en-GB.yaml --text notes.txt",
            "keysmith analyze Layouts/de-DE.yaml --model stylus --format html > de-DE.html",
            "keysmith analyze Layouts/ru-RU.yaml --lexicon auto",
            "keysmith analyze Layouts/de-DE.yaml --lexicon auto --gesture",
        ]
    )

    static let gesture = Flag("gesture", help: "Report how clearly swipes tell words apart (needs --lexicon).")

    static let text = Option<String>(
        .value(
            "text", placeholder: "FILE", repeatable: true,
            help: "Weigh by this UTF-8 text (repeatable; default: the layout's language's table).")
    ) { $0 }
    static let size = Option<KeyboardSize>.size(
        "size", repeatable: true,
        help: "Analyse at this keyboard size in points (repeatable; default: the layout's preferred size).")
    static let model = Option<MotorModel>.choice(
        "model", default: .finger, help: "The hand modelled: a fingertip (FFitts) or a stylus.")
    static let pointsPerInch = Option<Double>(
        .value("points-per-inch", placeholder: "N", help: "The device's points per inch (default: 163, an iPhone's)."),
        expected: "a number of points per inch from 50 to 1000"
    ) { text in
        guard let value = Double(text), value.isFinite, value >= 50, value <= 1000 else { return nil }
        return value
    }
    static let format = Option<Format>.choice(
        "format", default: .text, help: "Report as text, as JSON, or as heat maps in SVG or HTML.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let paths = arguments.value(layoutArgument)
        guard !paths.isEmpty else { throw .missingArgument("LAYOUT") }
        let sizes = try arguments.values(size)
        let chosenModel = try arguments.value(model) ?? .finger
        let perMM = (try arguments.value(pointsPerInch) ?? 163) / 25.4
        let chosenFormat = try arguments.value(format) ?? .text
        let formName = try arguments.value(SharedOptions.form)
        let lexiconChoice = try arguments.value(SharedOptions.lexicon)
        let gestures = arguments.isSet(gesture)
        if gestures, lexiconChoice == nil {
            throw .conflictingOptions(reason: "--gesture needs --lexicon: the words whose swipes are compared")
        }

        // The texts, read once for all layouts.
        var given: TextStatistics?
        var textWords = WordCounts()
        let files = try arguments.values(text)
        if !files.isEmpty {
            var statistics = TextStatistics(source: files.joined(separator: ", "))
            for file in files {
                let bytes: [UInt8]
                switch LayoutSession.readInput(file, context: context) {
                case .success(let value): bytes = value
                case .failure(let status): return status.code
                }
                guard !bytes.isEmpty else {
                    LayoutSession.fail("'\(file)' is empty: there is no text to count", context: context)
                    return ExitCode.failure
                }
                if let offset = invalidUTF8(bytes) {
                    LayoutSession.fail("'\(file)' is not UTF-8 text (byte \(offset + 1))", context: context)
                    return ExitCode.failure
                }
                let text = String(decoding: bytes, as: UTF8.self)
                statistics.add(text: text)
                textWords.add(text)
            }
            given = statistics
        }

        var results: [(analysis: LayoutAnalysis, layout: KeyboardLayout)] = []
        // A run over a second says how it goes, on a terminal.
        let progress = ProgressLine(context: context)
        let runs = paths.count * max(sizes.count, 1)
        for path in paths {
            var loaded: LayoutSession.Loaded
            progress.finish()  // what loading says starts a line of its own
            switch LayoutSession.load(path, context: context) {
            case .success(let value): loaded = value
            case .failure(let status): return status.code
            }
            var layout = loaded.layout
            if let formName {
                guard let named = layout.form(named: formName) else {
                    let names = layout.formNames
                    throw .invalidValue(
                        option: SharedOptions.form.spec.longForm, value: formName, allowed: names,
                        suggestion: Suggestion.nearest(to: formName, in: names))
                }
                layout = named
            }
            let statistics = given ?? defaultStatistics(for: layout)
            for size in sizes.isEmpty ? [layout.size] : sizes {
                let analyzer = LayoutAnalyzer(
                    layout: layout, size: size, model: chosenModel, pointsPerMillimetre: perMM)
                let run = "analyze: \(layout.id) \(size.description) (\(results.count + 1) of \(runs))"
                var analysis: LayoutAnalysis
                do throws(GeometryError) {
                    analysis = try analyzer.analyze(statistics) { progress.update(run + ": planning", fraction: $0) }
                } catch {
                    progress.finish()
                    loaded.layout = layout
                    return LayoutSession.report(error, for: loaded, context: context)
                }
                progress.finish()
                if lexiconChoice == "auto", BundledLexicons.language(forLocale: layout.locale) == nil {
                    // Several layouts may be analysed at once: one without a bundled lexicon is
                    // analysed without the bar's savings, and says so.
                    context.err(
                        "keysmith: note: no lexicon is bundled for '\(layout.locale)' (\(layout.id)): "
                            + "its analysis has no keystroke savings" + (gestures ? " or gesture clarity\n" : "\n"))
                } else if let lexiconChoice {
                    switch LexiconCommand.open(lexiconChoice, locale: layout.locale, context: context) {
                    case .success(let lexicon):
                        analysis.keystrokeSavings = savings(
                            lexicon, on: analysis.layers.first, words: files.isEmpty ? nil : textWords
                        ) { progress.update(run + ": suggestions", fraction: $0) }
                        if gestures, let frames = analysis.layers.first {
                            analysis.gestureClarity = SwipeDecoder(lexicon: lexicon, frames: frames).clarity {
                                progress.update(run + ": swipes", fraction: $0)
                            }
                        }
                    case .failure(let status): return status.code
                    }
                }
                results.append((analysis, layout))
            }
        }
        let analyses = results.map(\.analysis)
        progress.finish()
        if let warnings = AnalysisReport.coverageWarnings(analyses) { context.err(warnings) }
        switch chosenFormat {
        case .text: context.out(AnalysisReport.text(analyses))
        case .json: context.out(AnalysisReport.json(analyses))
        case .svg: context.out(AnalysisReport.svg(results))
        case .html: context.out(AnalysisReport.html(results))
        }
        return ExitCode.success
    }

    /// The table of the layout's language; when it has none, or the layout types less than half
    /// of it (a number pad), every character the layout types, equally often, in every pair.
    private static func defaultStatistics(for layout: KeyboardLayout) -> TextStatistics {
        let typable = TypableCharacters.characters(of: layout)
        let checker = TypableCharacters.Checker(layout)
        if let table = FrequencyTables.statistics(forLocale: layout.locale) {
            // What the typist can type: one gesture, a dead key and a letter, or a composer's
            // keystrokes (Hangul syllables).
            let covered = table.graphemes.indices.reduce(0.0) { sum, id in
                let grapheme = table.graphemes[id]
                return sum + (checker.missing(in: grapheme).isEmpty ? table.counts[id] : 0)
            }
            if table.total > 0, covered >= table.total / 2 { return table }
        }
        var even = TextStatistics(
            source: "no table for '\(layout.locale)' fits this layout: every character it types, equally often")
        let characters = typable.map(String.init).filter { $0 != "\u{8}" }.sorted()
        for first in characters {
            for second in characters {
                even.add(pair: first, second, count: 1)
            }
        }
        return even
    }

    /// The words of the texts, counted by their bytes (`String` keys would merge canonically
    /// equivalent words).
    struct WordCounts {
        var counts: [[UInt8]: Double] = [:]
        var total = 0.0

        /// Counts the words of `text`: runs of word characters (letters, marks, digits), with
        /// apostrophes and hyphens inside (``WordCharacters``).
        mutating func add(_ text: String) {
            var word = String.UnicodeScalarView()
            func end() {
                while let last = word.last, WordCharacters.isJoiner(last) { word.removeLast() }
                if !word.isEmpty {
                    counts[Array(String(word).utf8), default: 0] += 1
                    total += 1
                }
                word.removeAll(keepingCapacity: true)
            }
            for scalar in text.unicodeScalars {
                if WordCharacters.isWordScalar(scalar) || (WordCharacters.isJoiner(scalar) && !word.isEmpty) {
                    word.append(scalar)
                } else {
                    end()
                }
            }
            end()
        }

        /// The words, most frequent first (ties by their bytes).
        var ranked: [(text: String, count: Double)] {
            counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.lexicographicallyPrecedes($1.key) }
                .map { (String(decoding: $0.key, as: UTF8.self), $0.value) }
        }
    }

    /// The bar's savings on `frames` for the text's words, or (`words` nil) the lexicon's most
    /// frequent, weighted by their counts.
    private static func savings(
        _ lexicon: Lexicon, on frames: LayerFrames?, words: WordCounts?, progress: @escaping (Double) -> Void
    ) -> KeystrokeSavings {
        let decoder = WordDecoder(lexicon: lexicon, frames: frames)
        if let words {
            return KeystrokeSavings.measure(
                words.ranked, total: words.total, decoder: decoder, frames: frames,
                source: "the texts' \(min(words.counts.count, KeystrokeSavings.wordLimit)) most frequent words",
                progress: progress)
        }
        let ranked = lexicon.words.sorted { $0.level > $1.level }.prefix(KeystrokeSavings.wordLimit).map {
            (text: $0.form, count: exp2(Double($0.level) / 8))
        }
        let total = lexicon.words.reduce(0.0) { $0 + exp2(Double($1.level) / 8) }
        return KeystrokeSavings.measure(
            Array(ranked), total: total, decoder: decoder, frames: frames,
            source: "the \(lexicon.language) lexicon's \(ranked.count) most frequent words", progress: progress)
    }

    /// The offset of the first byte that is not valid UTF-8, or `nil` when all are.
    private static func invalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
