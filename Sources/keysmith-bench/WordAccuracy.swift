import FrequencyTables
import KeyboardGeometry
import KeyboardModel
import KeyboardWords
import LayoutFormat
import LexiconSources

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The accuracy of words, simulated (`keysmith-bench --words`, docs/WORDS.md): words sampled
/// by frequency from a real word list are tapped with Gaussian noise on the solved keys of a
/// layout, and the decoder's corrections and suggestions are scored against what was meant.
///
/// - Autocorrection: 300 words sampled by count plus about 10 % more drawn from the list and
///   held out of the lexicon (compiled without them), in tier A (taps as aimed) and tier B (1 %
///   of letters not tapped, 1 % tapped twice, 0.5 % swapped with the next). Reports the word
///   error rate of the literal taps and of the corrected words, their ratio, and how many of the
///   words tapped right were changed (known and unknown words apart).
/// - Suggestions: the keystroke savings of a three-slot bar (a word costs the taps until it is
///   offered plus one on it) on noisy taps and on clean prefixes, against ideal frequency-ranked
///   prefix completion on clean input.
@MainActor
enum WordAccuracy {
    /// One language on one layout.
    struct Case {
        var name: String
        var layout: String
        var model: String
    }

    static let cases = [
        Case(name: "en", layout: "Layouts/en-US.yaml", model: "nrc.en.mtnt"),
        Case(name: "ru", layout: "Layouts/ru-RU.yaml", model: "dotland.ru.russian"),
        Case(name: "rar on en-US", layout: "Layouts/en-US.yaml", model: "aozcq.rar-latn.cook_islands_maori"),
        Case(name: "eo on en-US", layout: "Layouts/en-US.yaml", model: "av.eo.esperanto"),
    ]

    /// Cases given on the command line (`case=NAME,LAYOUT,WORDS`), run instead of ``cases``.
    static var extraCases: [Case] = []

    /// Takes a command-line setting split at `=` that is `case=NAME,LAYOUT,WORDS` (another
    /// language, a word list or model, on a layout) into ``extraCases``.
    ///
    /// - Returns: Whether it was a `case=` setting.
    static func takeCase(_ parts: [Substring]) -> Bool {
        guard parts.count == 2, parts[0] == "case" else { return false }
        let fields = parts[1].split(separator: ",").map(String.init)
        if fields.count == 3 { extraCases.append(Case(name: fields[0], layout: fields[1], model: fields[2])) }
        return true
    }

    /// The language-only cases of clean suggestions (no layout).
    static let cleanOnly = ["ait.mnw.mon", "dotland.hy.armenian"]

    /// Whether to print every word the decoder got wrong.
    static var verbose = false

    /// Whether to type only words whose every letter has a key of its own (`typable=1`): no
    /// accent typed on its base letter's key.
    static var ownKeysOnly = false

    /// Whether a letter without a key of its own that a key's long press offers (`é` on en-US,
    /// not `ĉ`) is typed by that long press (`longpress=1`): exactly, as a keystroke without a
    /// point, instead of on its base letter's key.
    static var longPress = false

    /// Whether the words held out of the lexicon are given to the decoder as learnt words
    /// (`learnt=1`): the user kept them, and they are typed as the others are.
    static var heldOutLearnt = false

    /// Typing noise: σ as a share of the key's width and height.
    static let noise = 0.25

    /// Runs every case with `seeds` seeds and prints a table.
    static func run(seeds: Int, parameters: WordDecoder.Parameters = WordDecoder.Parameters()) throws {
        print(
            "case                 tier  literal WER  decoded WER  ratio  SymSpell WER  × SymSpell  right known changed"
                + "  right unknown changed")
        let chosen = extraCases.isEmpty ? cases : extraCases
        for item in chosen {
            let setup = try Setup(item)
            for tier in [false, true] {
                var totals = Tally()
                for seed in 1...seeds {
                    totals.add(setup.autocorrection(seed: UInt64(seed), tierB: tier, parameters: parameters))
                }
                print(
                    item.name.padded(to: 21) + (tier ? "B" : "A").padded(to: 6)
                        + percent(totals.literalErrors, of: totals.words).padded(to: 13)
                        + percent(totals.decodedErrors, of: totals.words).padded(to: 13)
                        + ratio(totals.decodedErrors, totals.literalErrors).padded(to: 7)
                        + percent(totals.symSpellErrors, of: totals.words).padded(to: 14)
                        + ratio(totals.decodedErrors, totals.symSpellErrors).padded(to: 12)
                        + fraction(totals.knownChanged, of: totals.knownRight).padded(to: 21)
                        + fraction(totals.unknownChanged, of: totals.unknownRight))
            }
        }
        print("\ncase                 savings ideal  noisy (× ideal)  never offered and wrong  clean (× ideal)")
        for item in chosen.prefix(2) {
            let setup = try Setup(item)
            var ideal = 0.0
            var noisy = 0.0
            var clean = 0.0
            var wrong = 0
            var words = 0
            for seed in 1...seeds {
                let result = setup.savings(seed: UInt64(seed), parameters: parameters)
                ideal += result.ideal
                noisy += result.noisy
                clean += result.clean
                wrong += result.neverOfferedWrong
                words += result.words
            }
            print(
                item.name.padded(to: 21) + fixed(ideal / Double(seeds)).padded(to: 15)
                    + "\(fixed(noisy / Double(seeds))) (\(fixed(noisy / ideal)))".padded(to: 21)
                    + fraction(wrong, of: words).padded(to: 25)
                    + "\(fixed(clean / Double(seeds))) (\(fixed(clean / ideal)))")
        }
        for model in extraCases.isEmpty ? cleanOnly : [] {
            let words = try wordList(model)
            let lexicon = try Lexicon(bytes: Lexicon.encode(words.contents))
            var ideal = 0.0
            var clean = 0.0
            for seed in 1...seeds {
                var random = SplitMix(seed: UInt64(seed))
                let sample = (0..<300).map { _ in words.sample(&random) }
                let index = PrefixIndex(words.contents.words)
                let result = cleanSavings(sample, lexicon: lexicon, index: index, parameters: parameters)
                ideal += result.ideal
                clean += result.clean
            }
            print(
                model.padded(to: 21) + fixed(ideal / Double(seeds)).padded(to: 15) + "—".padded(to: 21)
                    + "—".padded(to: 25) + "\(fixed(clean / Double(seeds))) (\(fixed(clean / ideal)))")
        }
    }

    // MARK: - One case

    /// A case's layout at its size, its word list and which words it can type.
    @MainActor
    struct Setup {
        let frames: LayerFrames
        /// The key each lower-case scalar is tapped on: its own, else its search key's.
        let keys: [Unicode.Scalar: KeyFrame]
        /// The scalars with a key of their own, and those a key's long press offers.
        let ownKeys: [Unicode.Scalar: KeyFrame]
        let offered: Set<Unicode.Scalar>
        let words: WordList
        /// The indices of the words the layout can type, and their counts' cumulative sums.
        let typable: [Int]
        let cumulative: [Double]

        init(_ item: Case) throws {
            let path = Fixtures.root + "/" + item.layout
            let result = LayoutLoader().load(path: path)
            guard let layout = result.layout else { throw Fixtures.Missing(path: path) }
            var geometry = try LayoutGeometry(layout)
            guard let frames = try geometry.frames(for: layout.size).first else { throw Fixtures.Missing(path: path) }
            self.frames = frames
            var keys: [Unicode.Scalar: KeyFrame] = [:]
            for key in frames.keys {
                guard case .character(let text, _) = key.key.action, text.unicodeScalars.count == 1,
                    let scalar = text.unicodeScalars.first, keys[scalar] == nil
                else { continue }
                keys[scalar] = key
            }
            words = try wordList(item.model)
            let ownKeys = keys
            // A letter the layout has no key for (`á`, `ё` on a layout without them) is tapped on
            // the key of its search key (`a`, `е`), as a person without the accent's long press
            // types it: the decoder is to give the accent back.
            for word in words.contents.words {
                for scalar in word.form where keys[scalar] == nil {
                    let fold = LexiconCompiler.defaultFold(scalar)
                    if fold.count == 1, let base = fold.first, let key = keys[base] { keys[scalar] = key }
                }
            }
            self.keys = keys
            self.ownKeys = ownKeys
            var offered = Set<Unicode.Scalar>()
            for key in frames.keys {
                for alternate in key.key.alternates where alternate.unicodeScalars.count == 1 {
                    if let scalar = alternate.unicodeScalars.first { offered.insert(scalar) }
                }
            }
            self.offered = offered
            var typable = [Int]()
            var cumulative = [Double]()
            var sum = 0.0
            let keyFor = WordAccuracy.ownKeysOnly ? ownKeys : keys
            for (index, word) in words.contents.words.enumerated() where word.form.allSatisfy({ keyFor[$0] != nil }) {
                typable.append(index)
                sum += Double(word.count)
                cumulative.append(sum)
            }
            self.typable = typable
            self.cumulative = cumulative
        }

        /// The words held out of the lexicon are drawn from: those ranked 1 000 to 20 000 with
        /// four letters or more.
        var heldOutPool: [Int] {
            typable.filter { $0 >= 1_000 && $0 < 20_000 && words.contents.words[$0].form.count >= 4 }
        }

        /// A typable word drawn by count.
        func sample(_ random: inout SplitMix) -> Int {
            typable[WordAccuracy.draw(cumulative, &random)]
        }

        /// A tap aimed at `scalar`'s key with noise, resampled until it lands on a key that types
        /// a letter (a tap on shift or backspace would not be a typo of the word), and what it types.
        func tap(_ scalar: Unicode.Scalar, _ random: inout SplitMix) -> WordTap {
            guard let key = keys[scalar] else { return WordTap(text: String(scalar)) }
            if WordAccuracy.longPress, ownKeys[scalar] == nil, offered.contains(scalar) {
                return WordTap(text: String(scalar))
            }
            for _ in 0..<100 {
                let point = KeyboardPoint(
                    x: key.frame.midX + random.gaussian() * noise * key.frame.width,
                    y: key.frame.midY + random.gaussian() * noise * key.frame.height)
                if let hit = frames.key(at: point), case .character(let text, _) = hit.key.action,
                    text.unicodeScalars.count == 1, let typed = text.unicodeScalars.first, keys[typed] != nil
                {
                    return WordTap(text: text, point: point)
                }
            }
            return WordTap(text: String(scalar), point: key.frame.center)
        }

        /// One seed of tier A or B.
        func autocorrection(seed: UInt64, tierB: Bool, parameters: WordDecoder.Parameters) -> Tally {
            var random = SplitMix(seed: seed)
            var typed = (0..<300).map { _ in sample(&random) }
            // About 10 % of the typed words held out: drawn evenly from the words ranked 1 000 to
            // 20 000 of four letters or more, and taken out of the lexicon.
            var heldOut = Set<Int>()
            let pool = heldOutPool
            while heldOut.count < 33, !pool.isEmpty {
                heldOut.insert(pool[Int(random.next() % UInt64(pool.count))])
            }
            typed += heldOut.sorted()
            random.shuffle(&typed)
            var contents = words.contents
            contents.words = contents.words.enumerated().filter { !heldOut.contains($0.offset) }.map(\.element)
            guard let lexicon = try? Lexicon(bytes: Lexicon.encode(contents)) else { return Tally() }
            let decoder = WordDecoder(lexicon: lexicon, frames: frames, parameters: parameters)
            let reference = SymSpell(contents)
            let learnt = LearntWords(
                WordAccuracy.heldOutLearnt
                    ? heldOut.sorted().map { String(String.UnicodeScalarView(words.contents.words[$0].form)) } : [])

            var tally = Tally()
            for index in typed {
                let form = words.contents.words[index].form
                var letters = form
                if tierB { letters = mistype(form, &random) }
                let taps = letters.map { tap($0, &random) }
                let literal = taps.map(\.text).joined()
                let meant = String(String.UnicodeScalarView(form))
                // As the controller does: the decoder's answer, then the learnt words applied.
                let answer = learnt.applied(to: decoder.suggestions(for: taps, count: 3, learnt: learnt), count: 3)
                let result = answer.correction ?? literal
                tally.words += 1
                if verbose, !result.utf8.elementsEqual(meant.utf8) {
                    // The miss, whether the literal is a word of the lexicon, and the bar of six
                    // as `text:kind:cost` (the cost in tenths of a nat).
                    let held = lexicon.contains(literal) ? " (a word of the lexicon)" : ""
                    print(
                        "  \(heldOut.contains(index) ? "unknown" : "known") \(meant): typed \(literal)\(held), became \(result)  "
                            + decoder.suggestions(for: taps, count: 6, learnt: learnt).suggestions.map {
                                "\($0.text):\($0.kind.rawValue.prefix(3)):\(Int($0.cost * 10))"
                            }.joined(separator: " ")
                    )
                }
                if !literal.utf8.elementsEqual(meant.utf8) { tally.literalErrors += 1 }
                if !result.utf8.elementsEqual(meant.utf8) { tally.decodedErrors += 1 }
                let spelled = reference.correct(literal.unicodeScalars.map(\.value))
                if spelled != form.map(\.value) { tally.symSpellErrors += 1 }
                if literal.utf8.elementsEqual(meant.utf8) {
                    let changed = !result.utf8.elementsEqual(literal.utf8)
                    if heldOut.contains(index) {
                        tally.unknownRight += 1
                        if changed { tally.unknownChanged += 1 }
                    } else {
                        tally.knownRight += 1
                        if changed { tally.knownChanged += 1 }
                    }
                }
            }
            return tally
        }

        /// One seed of the bar's savings: noisy taps, clean prefixes and the ideal.
        func savings(seed: UInt64, parameters: WordDecoder.Parameters) -> Savings {
            var random = SplitMix(seed: seed)
            let sample = (0..<300).map { _ in self.sample(&random) }
            guard let lexicon = try? Lexicon(bytes: Lexicon.encode(words.contents)) else { return Savings() }
            let decoder = WordDecoder(lexicon: lexicon, frames: frames, parameters: parameters)
            let index = PrefixIndex(words.contents.words)
            var result = cleanSavings(
                sample.map { words.contents.words[$0].form }, lexicon: lexicon, index: index, parameters: parameters)
            var saved = 0
            var full = 0
            for word in sample {
                let form = words.contents.words[word].form
                let meant = String(String.UnicodeScalarView(form))
                let taps = form.map { tap($0, &random) }
                full += form.count + 1
                var cost = form.count + 1
                for typed in 0...taps.count {
                    let bar = decoder.suggestions(for: Array(taps.prefix(typed)), count: 3)
                    if bar.suggestions.contains(where: { $0.text.utf8.elementsEqual(meant.utf8) }) {
                        cost = typed + 1
                        break
                    }
                    if typed == taps.count {
                        let final = bar.correction ?? taps.map(\.text).joined()
                        if !final.utf8.elementsEqual(meant.utf8) { result.neverOfferedWrong += 1 }
                    }
                }
                if verbose,
                    let ideal = (0...form.count).first(where: { index.top3(Array(form.prefix($0))).contains(form) }),
                    cost > ideal + 1
                {
                    // A word offered later than ideal completion offers it: its taps, and the bar
                    // where the ideal offers it.
                    let bar = decoder.suggestions(for: Array(taps.prefix(ideal)), count: 3).suggestions
                    print(
                        "  late \(meant): typed \(taps.map(\.text).joined()), offered after \(cost - 1) taps (ideal \(ideal)); "
                            + "bar then: "
                            + bar.map { "\($0.text):\($0.kind.rawValue.prefix(3)):\(Int($0.cost * 10))" }.joined(
                                separator: " "))
                }
                saved += form.count + 1 - cost
            }
            result.noisy = Double(saved) / Double(full)
            result.words = sample.count
            return result
        }

        /// Drops, doubles and swaps letters as tier B does.
        func mistype(_ form: [Unicode.Scalar], _ random: inout SplitMix) -> [Unicode.Scalar] {
            var out = [Unicode.Scalar]()
            var index = 0
            while index < form.count {
                let draw = random.unit()
                if draw < 0.01 {
                    index += 1
                } else if draw < 0.02 {
                    out += [form[index], form[index]]
                    index += 1
                } else if draw < 0.025, index + 1 < form.count {
                    out += [form[index + 1], form[index]]
                    index += 2
                } else {
                    out.append(form[index])
                    index += 1
                }
            }
            return out
        }
    }

    /// The savings of clean prefixes through a decoder without key positions (what `suggest`
    /// reads), and of ideal frequency-ranked prefix completion.
    static func cleanSavings(
        _ sample: [[Unicode.Scalar]], lexicon: Lexicon, index: PrefixIndex, parameters: WordDecoder.Parameters
    ) -> Savings {
        let decoder = WordDecoder(lexicon: lexicon, parameters: parameters)
        var ideal = 0
        var clean = 0
        var full = 0
        for form in sample {
            let meant = String(String.UnicodeScalarView(form))
            full += form.count + 1
            var idealCost = form.count + 1
            for typed in 0...form.count where index.top3(Array(form.prefix(typed))).contains(form) {
                idealCost = typed + 1
                break
            }
            var cleanCost = form.count + 1
            for typed in 0...form.count {
                let taps = form.prefix(typed).map { WordTap(text: String($0)) }
                let bar = decoder.suggestions(for: taps, count: 3)
                if bar.suggestions.contains(where: { $0.text.utf8.elementsEqual(meant.utf8) }) {
                    cleanCost = typed + 1
                    break
                }
            }
            ideal += form.count + 1 - idealCost
            clean += form.count + 1 - cleanCost
        }
        return Savings(ideal: Double(ideal) / Double(full), clean: Double(clean) / Double(full))
    }

    // MARK: - Data

    /// A model's words, read by the compiler.
    struct WordList {
        let contents: LexiconContents
        let cumulative: [Double]

        func sample(_ random: inout SplitMix) -> [Unicode.Scalar] {
            contents.words[WordAccuracy.draw(cumulative, &random)].form
        }
    }

    /// An index drawn with the weights whose running sums are `cumulative`.
    nonisolated static func draw(_ cumulative: [Double], _ random: inout SplitMix) -> Int {
        let target = random.unit() * (cumulative.last ?? 0)
        var low = 0
        var high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    static func wordList(_ model: String) throws -> WordList {
        let path = model.hasPrefix("/") ? model : Fixtures.root + "/../shared/corpus/keyman-lexical/" + model
        guard var contents = LexiconCompiler.read([path]).contents else {
            throw Fixtures.Skipped(reason: "\(path) is not here")
        }
        // Most frequent first, so that ranks mean something.
        contents.words = contents.words.enumerated().sorted {
            $0.element.count != $1.element.count ? $0.element.count > $1.element.count : $0.offset < $1.offset
        }.map(\.element)
        var sum = 0.0
        let cumulative = contents.words.map {
            sum += Double($0.count)
            return sum
        }
        return WordList(contents: contents, cumulative: cumulative)
    }

    /// The words sorted by their scalars, for the three most frequent words of a prefix.
    struct PrefixIndex {
        let sorted: [LexiconContents.Word]

        init(_ words: [LexiconContents.Word]) {
            sorted = words.sorted { $0.form.lexicographicallyPrecedes($1.form) { $0.value < $1.value } }
        }

        /// The three most frequent words that start with `prefix` (ties: the earlier form).
        func top3(_ prefix: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle].form.lexicographicallyPrecedes(prefix, by: { $0.value < $1.value }) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            var best = [LexiconContents.Word]()
            var index = low
            while index < sorted.count, sorted[index].form.starts(with: prefix) {
                let word = sorted[index]
                if best.count < 3 || word.count > best[2].count {
                    best.append(word)
                    best.sort { $0.count > $1.count }
                    if best.count > 3 { best.removeLast() }
                }
                index += 1
            }
            return best.map(\.form)
        }
    }

    struct Tally {
        var words = 0
        var literalErrors = 0
        var decodedErrors = 0
        var symSpellErrors = 0
        var knownRight = 0
        var knownChanged = 0
        var unknownRight = 0
        var unknownChanged = 0

        mutating func add(_ other: Tally) {
            words += other.words
            literalErrors += other.literalErrors
            decodedErrors += other.decodedErrors
            symSpellErrors += other.symSpellErrors
            knownRight += other.knownRight
            knownChanged += other.knownChanged
            unknownRight += other.unknownRight
            unknownChanged += other.unknownChanged
        }
    }

    struct Savings {
        var ideal = 0.0
        var clean = 0.0
        var noisy = 0.0
        var neverOfferedWrong = 0
        var words = 0
    }

    // MARK: - Numbers

    static func percent(_ part: Int, of whole: Int) -> String {
        fixed(100 * Double(part) / Double(max(whole, 1)), places: 1) + " %"
    }

    static func fraction(_ part: Int, of whole: Int) -> String {
        "\(part)/\(whole) (\(percent(part, of: whole)))"
    }

    static func ratio(_ part: Int, _ whole: Int) -> String {
        fixed(Double(part) / Double(max(whole, 1))) + "×"
    }

    static func fixed(_ value: Double, places: Int = 3) -> String {
        let scale = Double([1, 10, 100, 1_000][places])
        return String(Int((value * scale).rounded())).withDecimal(places)
    }
}

extension SplitMix {
    mutating func shuffle<T>(_ values: inout [T]) {
        guard values.count > 1 else { return }
        for index in stride(from: values.count - 1, to: 0, by: -1) {
            values.swapAt(index, Int(next() % UInt64(index + 1)))
        }
    }
}

/// Reads the `NAME=VALUE` settings that follow SEEDS on the command line of `--words` and
/// `--swipes`: `case=NAME,LAYOUT,WORDS` adds a case (``WordAccuracy/takeCase(_:)``),
/// `verbose=1` prints every miss and every word offered late, `typable=1` and `longpress=1`
/// choose how accents are typed, `learnt=1` gives the held-out words as learnt words, and any
/// other name goes to `set` with its number, which says whether it knows the name. A value that is no number stops the program (exit 2).
func readSettings(_ arguments: inout ArraySlice<String>, _ set: (Substring, Double) -> Bool) {
    while let setting = arguments.first, setting.contains("=") {
        arguments.removeFirst()
        let parts = setting.split(separator: "=")
        if MainActor.assumeIsolated({ WordAccuracy.takeCase(parts) }) { continue }
        guard parts.count == 2, let value = Double(parts[1]) else {
            print("Error: '\(setting)' is not NAME=NUMBER")
            exit(2)
        }
        if parts[0] == "verbose" {
            MainActor.assumeIsolated { WordAccuracy.verbose = value != 0 }
        } else if parts[0] == "typable" {
            MainActor.assumeIsolated { WordAccuracy.ownKeysOnly = value != 0 }
        } else if parts[0] == "longpress" {
            MainActor.assumeIsolated { WordAccuracy.longPress = value != 0 }
        } else if parts[0] == "learnt" {
            MainActor.assumeIsolated { WordAccuracy.heldOutLearnt = value != 0 }
        } else if !set(parts[0], value) {
            print("Error: no constant '\(parts[0])'")
        }
    }
}
