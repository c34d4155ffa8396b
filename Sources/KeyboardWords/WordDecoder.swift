public import KeyboardGeometry
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the word being typed from where its taps landed: a pure value made of a lexicon and
/// the key frames of the layer shown, with no state of its own (docs/WORDS.md).
///
/// Each tap is weighed against every key by a two-dimensional Gaussian centred on the key, its
/// deviations a fixed share of the row's key width and of the key's height; each word by its
/// count. A beam search walks the lexicon's trie tap by tap, allowing a missed, an extra (often
/// a doubled) and a swapped tap at a cost, and ends in candidates: completions of the word,
/// corrections of it, and what was typed, which is scored by the lexicon's letter model so that
/// a word the lexicon lacks, typed precisely, survives.
///
/// Costs are negative log probabilities in nats; ties are broken by the lexicon's word order,
/// so the same taps give the same answer in every process.
public struct WordDecoder: Sendable {
    /// The words.
    public let lexicon: Lexicon
    /// The Gaussians of the keys that type each key scalar on the layer shown (several keys may
    /// type one: `E` and `e`).
    let targets: [[Target]]
    /// The Gaussians of the keys that type a letter that is not what its search key's key
    /// types (`й` beside `и`, `ñ` beside `n`), by slot: a tap is weighed against such a letter's
    /// own key, not its search key's, so that `й` and `и` stay two letters on a layout that has
    /// both.
    let ownTargets: [[Target]]
    /// For every symbol, the slot of its lower case in ``ownTargets``, or −1.
    let ownSlot: [Int]
    /// For every symbol of the lexicon, its lower-case symbol (itself when it has none).
    let lowerSymbol: [Int]
    /// For every symbol, whether it is what its key types (in either case): `e` and `E` are,
    /// `é` is not.
    let isPlain: [Bool]
    /// The natural logarithm of the total count.
    let logTotal: Double
    /// What a learnt word costs as a word: the cost of the lexicon's word of rank
    /// ``Parameters/learntRank``.
    let learntCost: Double
    /// The decoder's constants.
    public var parameters: Parameters

    /// A key's Gaussian, and which face of which key it is.
    struct Target: Sendable {
        var x: Double
        var y: Double
        /// 1 / (2σ²) across and down.
        var weightX: Double
        var weightY: Double
        /// The key's place among the layer's keys.
        var key: Int32
        /// Whether it is the key's shifted face (`ई` on InScript's `ी` key).
        var isShifted: Bool

        /// Whether it is the other face of a key that one of `faces` is.
        func isOtherFace(among faces: [Target]) -> Bool {
            faces.contains { $0.key == key && $0.isShifted != isShifted }
        }
    }

    /// The decoder's constants, each with where its value comes from (docs/WORDS.md).
    public struct Parameters: Sendable, Equatable {
        /// σ as a share of the row's median key width and of the key's height. Typing noise of
        /// 0.25 key is what the acceptance check simulates and about what studies of thumb typing
        /// report (Azenkot & Zhai 2012: 0.2–0.3 key); the bench's simulation (`keysmith-bench
        /// --words`) chose 0.32 of 0.25–0.45: a little broader than the noise, for taps near a
        /// key's edge (0.35 corrected as well and offered the word typed a little later).
        public var spread = 0.32
        /// A letter not tapped (about 2 % of letters: ln 55).
        public var missed = 4.0
        /// A tap too many that typed another key than the tap before it: rare (ln 1 100), so that
        /// a word the lexicon lacks is not cut back to one it holds (`rulers` to `rules`).
        public var extra = 9.0
        /// A letter tapped twice, the common kind of tap too many (about 3 %).
        public var doubled = 3.5
        /// Two letters tapped in the wrong order (about 1 %: ln 90).
        public var swapped = 4.5
        /// A word's apostrophe or hyphen left out (`dont` for `don't`): nearly free.
        public var joinerLeftOut = 0.4
        /// A form's letter that is not what its key types (`é` on the `e` key), when it is not
        /// the letter typed either (`e` typed for `é`).
        public var accent = 0.8
        /// A letter typed with an accent that no tap's point accounts for (chosen from a long
        /// press, or text taken as meant) read as the word's letter without it (`qué` as `que`,
        /// `résumé` as `resume`): the accent was chosen from a popup, whose slips give another
        /// accented letter, not the plain one, so it is taken away only for a word some 3 000
        /// times likelier (ln 3 000).
        public var chosenAccent = 8.0
        /// A tap read as the other face of the key it typed (`ई`, InScript's shifted `ी`, read
        /// as `ी`): shift was pressed or not on purpose, so the letter typed is the one meant
        /// unless a word some 3 000 times likelier (ln 3 000, as ``chosenAccent``) needs the
        /// other. Without it a key's two faces were one place, and `कई` typed became `की`.
        public var otherFace = 8.0
        /// A tap taken for a key it did not land near, or a key-less letter (capped Gaussian).
        public var farTap = 12.0
        /// A typed character taken for another when there are no key positions (clean input).
        public var substitution = 8.0
        /// The share of typed words the lexicon lacks (its prior).
        public var unknownShare = 0.1
        /// Taken off the letter model's cost of a word the lexicon lacks, for each letter after
        /// the first `creditAfter`: the model spreads its probability over every string, while
        /// what people type unknown to the lexicon is mostly real words of the language (names,
        /// rarer forms), so without it long unknown words lose to short known ones. Short ones
        /// get none: a short string the lexicon lacks is more often a mistyped short word. 1.3
        /// of 0.8–1.6 in the bench's simulation (docs/WORDS.md).
        public var letterCredit = 1.3
        public var creditAfter = 3
        /// How much likelier (in nats) a correction must be than what was typed to replace it.
        public var confidence = 0.5
        /// How much likelier (in nats) a correction must be than what was typed to replace a
        /// word the lexicon holds (ln 20: `oa` → `la` in a list of the web that has `oa`; a rare
        /// word typed on its own keys is almost never twenty times less likely than a neighbour).
        public var knownConfidence = 3.0
        /// Nats added to what was typed as an unknown word when it is exactly a known word's
        /// search key (an accent left out).
        public var foldedLiteral = 2.0
        /// Taken off the cost of what was typed read as a known word and an ending of one to
        /// three letters (`johtajaa` as `johtaja` and `a`), when that is less than its letters'
        /// cost: most words a lexicon lacks in a language that inflects are forms of words it
        /// holds, and the letter model spreads an ending's probability over every continuation
        /// where a language has few endings (ln 20, chosen with the bench's simulation among 2
        /// to 4: docs/WORDS.md). −∞ reads what was typed by its letters alone.
        public var inflectionCredit = 3.0
        /// How far behind the best word the lexicon holds with what was typed up to an apostrophe
        /// or hyphen (`we're`) a reading of the parts around it may be and still be offered
        /// (`we'really` is 6 nats behind).
        public var partsBehind = 2.0
        /// How much likelier (in nats of count) a word with accents, or with an apostrophe or
        /// hyphen, must be than the same word typed without them, which the lexicon also has, for
        /// a word end to give them back (ln 16: `aqui` → `aquí` when `aquí` is 16 times as
        /// frequent, `dont` → `don't`).
        public var restoreAccents = 2.77
        /// How much less likely (in nats) than the bar's last candidate a correction that the
        /// candidates ranked before it left out of the bar may be and still take that place; one
        /// further behind is not made, since a word end puts in only what the bar shows. 2 of
        /// 0–6 in the bench's simulation: 0 corrects less (Russian tier B 0.30× → 0.32× of the
        /// literal's errors), more takes completions from the bar (docs/WORDS.md).
        public var shownBehind = 2.0
        /// A learnt word the lexicon lacks is read from taps as readily as the lexicon's word of
        /// this rank (1 for its most frequent): a word the user keeps is one they type.
        public var learntRank = 1_000
        /// Hypotheses kept per tap, and how far behind the best one may be (nats).
        public var beamWidth = 48
        public var beamSpan = 14.0
        /// The edits (missed, extra, swapped taps) one reading may make: 1 for words shorter than
        /// `twoEditLength` taps, else this (two edits in a short word make too many words).
        public var maximumEdits = 2
        public var twoEditLength = 8

        public init() {}
    }

    /// Makes a decoder for `lexicon` on a layer's frames; without frames, taps are taken as
    /// meant (clean input: what `suggest` reads).
    ///
    /// - Parameters:
    ///   - lexicon: The words.
    ///   - frames: The layer shown, at the current size.
    ///   - parameters: The constants.
    public init(lexicon: Lexicon, frames: LayerFrames? = nil, parameters: Parameters = Parameters()) {
        self.lexicon = lexicon
        self.parameters = parameters
        lowerSymbol = lexicon.lowerSymbols()
        let lower = lowerSymbol
        isPlain = lexicon.plainSymbols(lower: lower)
        let histogram = lexicon.levelHistogram()
        var total = 0.0
        for (level, count) in histogram.enumerated() where count > 0 {
            total += Double(count) * exp2(Double(level) / 8)
        }
        logTotal = log(max(total, 1))
        let learntLevel = Lexicon.level(ofRank: parameters.learntRank, histogram: histogram)
        learntCost = logTotal - Double(learntLevel) / 8 * M_LN2
        let found = Self.targets(
            lexicon: lexicon, frames: frames, spread: parameters.spread, lower: lower, isPlain: isPlain)
        targets = found.keys
        ownTargets = found.own.map(\.targets)
        var slots = [Int](repeating: -1, count: lexicon.symbols.count)
        for (slot, own) in found.own.enumerated() { slots[own.symbol] = slot }
        ownSlot = lexicon.symbols.indices.map { slots[lower[$0]] }
    }

    /// The Gaussians of the character keys of `frames`: by the key scalar each types, or, for
    /// a key that types a letter with its own key, by that letter (``Lexicon/keyOutput(_:lower:isPlain:)``).
    private static func targets(
        lexicon: Lexicon, frames: LayerFrames?, spread: Double, lower: [Int], isPlain: [Bool]
    ) -> (keys: [[Target]], own: [(symbol: Int, targets: [Target])]) {
        var targets = [[Target]](repeating: [], count: lexicon.keys.count)
        var own: [(symbol: Int, targets: [Target])] = []
        guard let frames else { return (targets, own) }
        // The median width of each row's character keys.
        var widths: [Int: [Double]] = [:]
        for key in frames.keys {
            if case .character = key.key.action { widths[key.row, default: []].append(key.frame.width) }
        }
        // The keys' texts first, then their shifted faces, which add a target only for what no
        // key's text types (Greek `ς`'s `Σ` reads as `σ`, whose key is its own: a tap on `ς` is
        // no `σ`; Korean `ㅂ`'s `ㅃ` has no other key).
        var claimed = Set<Int>()
        var claimedOwn = Set<Int>()
        for shiftedSide in [false, true] {
            for (place, key) in frames.keys.enumerated() {
                guard case .character(let text, let shifted) = key.key.action else { continue }
                let row = widths[key.row, default: [key.frame.width]].sorted()
                let width = row[row.count / 2]
                let sigmaX = max(1, spread * width)
                let sigmaY = max(1, spread * key.frame.height)
                let target = Target(
                    x: key.frame.midX, y: key.frame.midY, weightX: 1 / (2 * sigmaX * sigmaX),
                    weightY: 1 / (2 * sigmaY * sigmaY), key: Int32(truncatingIfNeeded: place), isShifted: shiftedSide)
                switch lexicon.keyOutput(shiftedSide ? shifted : text, lower: lower, isPlain: isPlain) {
                case .ownLetter(let symbol):
                    if shiftedSide {
                        guard !claimedOwn.contains(symbol) else { continue }
                    } else {
                        claimedOwn.insert(symbol)
                    }
                    if let slot = own.firstIndex(where: { $0.symbol == symbol }) {
                        own[slot].targets.append(target)
                    } else {
                        own.append((symbol, [target]))
                    }
                case .searchKey(let key):
                    if shiftedSide {
                        guard !claimed.contains(key) else { continue }
                    } else {
                        claimed.insert(key)
                    }
                    targets[key].append(target)
                case nil:
                    continue
                }
            }
        }
        return (targets, own)
    }

    /// Whether the layer has keys for the lexicon's letters (a decoder made without frames, or
    /// on a layer of digits, has none).
    public var hasKeys: Bool { targets.contains { !$0.isEmpty } }
}

extension Lexicon {
    /// What a key's output stands for when a tap lands on it: a letter with a key of its own
    /// (`й` beside `и`, `ñ`: its lower-case symbol), or a search key (`e`, `E`: the key scalar's
    /// index). The one reading of a layer's keys both decoders use.
    enum KeyOutput: Equatable {
        case ownLetter(Int)
        case searchKey(Int)
    }

    /// What `output` stands for (see ``KeyOutput``), or `nil` for text that is no single key
    /// scalar of the lexicon. A capital the lexicon has only in lower case stands for what its
    /// lower case does: `Й`, the shifted face of `й`'s key, is the letter `й` — not the search
    /// key `и`, which would put `и` on `й`'s key too.
    ///
    /// - Parameters:
    ///   - lower: ``lowerSymbols()``.
    ///   - isPlain: ``plainSymbols(lower:)``.
    func keyOutput(_ output: String, lower: [Int], isPlain: [Bool]) -> KeyOutput? {
        let scalars = output.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first,
            let symbol = letterSymbol(of: scalar), !isPlain[symbol]
        {
            return .ownLetter(lower[symbol])
        }
        return singleKey(of: output).map { .searchKey($0) }
    }

    /// For every symbol, whether it is what its key types (in either case): `e` and `E` are,
    /// `é` and `й` are not.
    func plainSymbols(lower: [Int]) -> [Bool] {
        symbols.indices.map { symbol in
            let fold = fold(symbol)
            guard fold.count == 1, let key = fold.first else { return true }
            return symbolIndex(of: keys[Int(key)]).map { lower[$0] == lower[symbol] } ?? false
        }
    }

    /// Whether word `word` is word `other` spelt without its accents, apostrophes or hyphens
    /// (`didnt` of `didn't`, `aqui` of `aquí`): its every letter is plain (`isPlain`, by
    /// symbol: ``plainSymbols(lower:)``), and its search keys are `other`'s with the joiners
    /// left out.
    func isBareSpelling(_ word: Int, of other: Int, isPlain: [Bool]) -> Bool {
        guard word != other else { return false }
        let path = path(to: node(ofWord: word))
        guard path.allSatisfy({ isPlain[$0] && !WordCharacters.isJoiner(symbols[$0]) }) else { return false }
        let otherKeys = self.path(to: node(ofWord: other)).flatMap { fold($0) }
        return path.flatMap { fold($0) } == otherKeys.filter { !WordCharacters.isJoiner(keys[Int($0)]) }
    }

    /// For every symbol, its lower-case symbol (itself when it has none).
    func lowerSymbols() -> [Int] {
        symbols.enumerated().map { index, scalar in
            let lower = scalar.properties.lowercaseMapping.unicodeScalars
            guard lower.count == 1, let first = lower.first, let found = symbolIndex(of: first) else { return index }
            return found
        }
    }

    /// The key index `text` types when it folds to exactly one key scalar.
    func singleKey(of text: String) -> Int? {
        let keys = keyIndices(of: text)
        return keys.count == 1 && keys[0] >= 0 ? keys[0] : nil
    }

    /// The symbol of the letter `scalar` is: itself, else its lower case (`é` for `É` in a list
    /// of lower-case words). How a typed letter, a key's face and a learnt word's letter are
    /// read.
    func letterSymbol(of scalar: Unicode.Scalar) -> Int? {
        symbolIndex(of: scalar) ?? symbolIndex(ofLowerCaseOf: scalar)
    }

    /// The symbol of `scalar`'s lower case, when that is one scalar the lexicon has (`é` for `É`
    /// in a list of lower-case words).
    func symbolIndex(ofLowerCaseOf scalar: Unicode.Scalar) -> Int? {
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        guard lower.count == 1, let letter = lower.first else { return nil }
        return symbolIndex(of: letter)
    }

    /// The key indices `text` folds to: through the fold of the lexicon's symbols, else the
    /// scalar as a key, else its lower case the same way (`É` as `é` in a list of lower-case
    /// words: `e`).
    func keyIndices(of text: String) -> [Int] {
        var result = [Int]()
        for scalar in text.unicodeScalars {
            if let symbol = symbolIndex(of: scalar) {
                result += fold(symbol).map(Int.init)
            } else if let key = keyIndex(of: scalar) {
                result.append(key)
            } else {
                let lower = scalar.properties.lowercaseMapping.unicodeScalars
                if let symbol = symbolIndex(ofLowerCaseOf: scalar) {
                    result += fold(symbol).map(Int.init)
                } else if lower.count == 1, let letter = lower.first, let key = keyIndex(of: letter) {
                    result.append(key)
                } else {
                    result.append(-1)
                }
            }
        }
        return result
    }
}
