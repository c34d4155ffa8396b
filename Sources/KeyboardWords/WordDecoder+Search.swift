#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension WordDecoder {
    /// One key scalar of what was typed: its key (−1 for one the lexicon has no key for), the
    /// symbol of its scalar in lower case, whether a tap's point says where it landed, whether
    /// its letter is what its key types (`e`, not `é`), and whether it is a letter with an accent
    /// that no point accounts for — chosen by a long press, or text taken as meant.
    struct Unit {
        var key: Int
        var lowerSymbol: Int
        var hasPoint: Bool
        var isPlain = true
        var keepsAccent = false
    }

    /// A reading of the first taps: a trie node, its cost, and the edits it made.
    struct Hypothesis {
        var node: Int
        var cost: Double
        var edits: Int
    }

    /// Everything the taps of a word say: its readings by the lexicon and the cost of what was
    /// typed as a word the lexicon lacks.
    struct Reading {
        /// What was typed.
        var typed: String
        /// Its key scalars (−1 for one the lexicon has no key for).
        var keys: [Int]
        /// Every word reached (exact readings and completions), at its best cost, best first.
        var ranked: [(word: Int, cost: Double, exact: Bool)]
        /// The exact readings (the word's every letter read from a tap), by their own cost, best
        /// first: a word likelier as a completion (`estas` after `estaa`, the last `a` read as
        /// doubled) is also a reading of every tap (`a` for `s`).
        var readings: [(word: Int, cost: Double)]
        /// The lexicon's word that is what was typed (as typed, else in lower case), if it holds one.
        var own: Int?
        /// What was typed as a word the lexicon lacks.
        var literalCost: Double
        /// Whether every letter typed is what its key types: no accent was typed, so one may
        /// have been left out.
        var typedPlain: Bool
        /// The units typed and their costs against each key (``tapCosts(_:)``).
        var units: [Unit]
        var costs: [Double]
    }

    /// Reads `taps`: every word they reach and what they typed.
    ///
    /// - Parameters:
    ///   - taps: The word's keystrokes, in order.
    ///   - count: How many completions of each reading to take.
    func read(_ taps: [WordTap], count: Int) -> Reading {
        let typed = Self.text(of: taps)
        let (units, costs) = tapCosts(taps)
        let final = search(units: units, costs: costs)
        let prior = -log(1 - parameters.unknownShare)

        // Every word reached: the node's own word (an exact reading) and the words under it,
        // each at its best cost and its best cost as an exact reading.
        var best: [Int: (cost: Double, exact: Bool, exactCost: Double)] = [:]
        func offer(_ word: Int, _ cost: Double, exact: Bool) {
            var reached = best[word] ?? (.infinity, false, .infinity)
            if cost < reached.cost { (reached.cost, reached.exact) = (cost, exact) }
            if exact { reached.exactCost = min(reached.exactCost, cost) }
            best[word] = reached
        }
        for hypothesis in final {
            if let word = lexicon.word(at: hypothesis.node) {
                offer(word, hypothesis.cost + wordCost(word) + prior, exact: true)
            }
            for word in completions(under: hypothesis.node, limit: max(count, 3) + 1) {
                offer(word, hypothesis.cost + wordCost(word) + prior, exact: false)
            }
        }
        let ranked = best.map { (word: $0.key, cost: $0.value.cost, exact: $0.value.exact) }
            .sorted { $0.cost != $1.cost ? $0.cost < $1.cost : $0.word < $1.word }
        let readings = best.compactMap { $0.value.exactCost.isFinite ? (word: $0.key, cost: $0.value.exactCost) : nil }
            .sorted { $0.cost != $1.cost ? $0.cost < $1.cost : $0.word < $1.word }

        // What was typed, as a word the lexicon may lack.
        let own = ownWord(typed)
        var literalCost = -log(parameters.unknownShare)
        var spelled = [Int]()
        for (index, unit) in units.enumerated() {
            if unit.key >= 0 {
                literalCost += tapCost(costs, unit: index, units: units, symbol: unit.lowerSymbol, key: unit.key)
            }
            spelled.append(unit.key + 1)
        }
        // The unknown word's share and its taps, before its spelling.
        let tapped = literalCost
        literalCost +=
            lexicon.spellingCost(spelled)
            - parameters.letterCredit * Double(max(0, units.count - parameters.creditAfter))
        // Or as a known word and an ending (`johtajaa`: `johtaja` and `a`), if likelier.
        if own == nil, let (stem, length) = stem(of: typed, units: units.count) {
            let inflected =
                tapped + wordCost(stem) + lexicon.spellingCost(spelled, from: length) - parameters.inflectionCredit
            literalCost = min(literalCost, inflected)
        }
        var reading = Reading(
            typed: typed, keys: units.map(\.key), ranked: ranked, readings: readings, own: own,
            literalCost: literalCost, typedPlain: units.allSatisfy(\.isPlain), units: units, costs: costs)
        // What was typed is exactly a known word's search key (`ficcion` for `ficción`, typed
        // without the accent's long press): as a word of its own it is less likely — the accent
        // was left out more often than a new word was spelled like a known one.
        if own == nil, reading.typedPlain, let top = readings.first, spells(reading.keys, top.word) {
            reading.literalCost += parameters.foldedLiteral
        }
        return reading
    }

    /// The longest word of the lexicon that what was typed starts with and goes on from by one to
    /// three letters (`johtaja` in `johtajaa`), at least five letters long, and its length.
    func stem(of typed: String, units: Int) -> (word: Int, length: Int)? {
        let scalars = Array(Self.lowercased(typed).unicodeScalars)
        guard scalars.count == units else { return nil }
        var node = 0
        var found: (word: Int, length: Int)?
        for (index, scalar) in scalars.enumerated() {
            guard let symbol = lexicon.symbolIndex(of: scalar), let next = lexicon.child(of: node, symbol: symbol)
            else { break }
            node = next
            let length = index + 1
            if length >= 5, length < scalars.count, scalars.count - length <= 3, let word = lexicon.word(at: node) {
                found = (word, length)
            }
        }
        return found
    }

    /// Whether word `index`'s search keys are `keys` — or, `leavingOutJoiners`, are `keys` once
    /// its apostrophes and hyphens are left out (`don't` for `dont`).
    func spells(_ keys: [Int], _ index: Int, leavingOutJoiners: Bool = false) -> Bool {
        let path = lexicon.path(to: lexicon.node(ofWord: index)).flatMap { lexicon.fold($0).map(Int.init) }
        guard path != keys else { return true }
        guard leavingOutJoiners, path.count > keys.count else { return false }
        return path.filter { !WordCharacters.isJoiner(lexicon.keys[$0]) } == keys
    }

    /// Whether word `index`'s search keys start with `keys` and go on.
    func lengthens(_ keys: [Int], _ index: Int) -> Bool {
        let path = lexicon.path(to: lexicon.node(ofWord: index)).flatMap { lexicon.fold($0).map(Int.init) }
        return path.count > keys.count && path.starts(with: keys)
    }

    /// The candidates for the word typed with `taps`.
    ///
    /// - Parameters:
    ///   - taps: The word's keystrokes, in order.
    ///   - count: How many suggestions to return.
    ///   - learnt: The words the user kept: those the lexicon lacks are read from the taps as
    ///     its words are, letter for letter (``learntReadings(of:among:)``).
    /// - Returns: The suggestions, best first, and the correction a word end would make.
    /// - Complexity: O(*t* · *b* · *c*) for *t* taps, the beam width *b* and *c* symbols a node;
    ///   and O(*t* · *l*) for *l* learnt words.
    public func suggestions(
        for taps: [WordTap], count: Int = 3, learnt: LearntWords = LearntWords()
    ) -> WordSuggestions {
        guard count > 0, lexicon.wordCount > 0 else {
            return WordSuggestions(word: Self.text(of: taps))
        }
        // A typographic apostrophe the lexicon lacks (`’` from a long press, `ʼ`) is read as the
        // one it has (`don’t` as `don't`), and the answer spells it as typed.
        if let typed = typographicApostrophe(in: taps) {
            let plain = taps.map { WordTap(text: Self.substituting(typed, with: "'", in: $0.text), point: $0.point) }
            var answer = suggestions(for: plain, count: count, learnt: learnt)
            answer.word = Self.text(of: taps)
            for index in answer.suggestions.indices {
                answer.suggestions[index].text = Self.substituting("'", with: typed, in: answer.suggestions[index].text)
            }
            answer.correction = answer.correction.map { Self.substituting("'", with: typed, in: $0) }
            return answer
        }
        let whole = decode(taps, count: count, learnt: learnt)
        var answer = parts(of: taps, whole: whole, count: count) ?? whole
        // An apostrophe or hyphen typed last, then a word end, closes the word as typed (`cats'`,
        // not `cat's`): it was typed on purpose, and nothing the lexicon holds ends with one.
        let joinerLast = taps.last.map(Self.isJoiner) ?? false
        if joinerLast { answer.correction = nil }
        // A digit is typed on purpose (`5pm`, `mp3`, `B2B`), never as a mistyped letter, and so
        // is such a last apostrophe or hyphen taken as meant (a layer away, as on en-US, or from
        // a long press; one that landed on the decoder's layer, as French AZERTY's beside `n`,
        // may be a slip): the word stays as typed, and the bar offers only what goes on from
        // it (`don'` offers `don't`, not `done`; French `qu'` no `que`).
        if joinerLast && taps.last?.point == nil
            || answer.word.unicodeScalars.contains(where: { $0.properties.numericType == .decimal })
        {
            answer.correction = nil
            answer.suggestions.removeAll { !$0.text.utf8.starts(with: answer.word.utf8) }
            if answer.suggestions.count < count,
                !answer.suggestions.contains(where: { $0.text.utf8.elementsEqual(answer.word.utf8) })
            {
                answer.suggestions.append(
                    WordSuggestion(text: answer.word, kind: .literal, cost: answer.suggestions.last?.cost ?? 0))
            }
        }
        return answer
    }

    /// The typographic apostrophe (`’` U+2019, `ʼ` U+02BC) `taps` type, if the lexicon lacks it
    /// and has the apostrophe U+0027.
    func typographicApostrophe(in taps: [WordTap]) -> Unicode.Scalar? {
        for tap in taps {
            for scalar in tap.text.unicodeScalars where scalar != "'" && WordCharacters.isApostrophe(scalar) {
                return lexicon.symbolIndex(of: scalar) == nil && lexicon.symbolIndex(of: "'") != nil ? scalar : nil
            }
        }
        return nil
    }

    /// `text` with every `old` made `new`, by scalars (no `String` comparison: bytes survive).
    static func substituting(_ old: Unicode.Scalar, with new: Unicode.Scalar, in text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(scalar == old ? new : scalar) }
        return String(scalars)
    }

    /// What `taps` typed, in order.
    static func text(of taps: some Sequence<WordTap>) -> String {
        var text = ""
        for tap in taps { text += tap.text }
        return text
    }

    /// Whether `tap` typed an apostrophe or a hyphen, and nothing else.
    static func isJoiner(_ tap: WordTap) -> Bool {
        var scalars = tap.text.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return false }
        return WordCharacters.isJoiner(scalar)
    }

    /// A word typed with an apostrophe or a hyphen inside that the lexicon lacks, whose part
    /// before the last one is a word it holds: French `l'homme` and `c'est` in a list that splits
    /// elisions (wordfreq's counts `l` and `c` for them), where an elided word is one to three
    /// letters or what follows it two letters or more (Italian `dell'acqua`), and `well-known` in
    /// one that has `well` and `known`. The part after it is decoded as a word of its own, each
    /// of its candidates costing its own cost and the part before's; the whole word's candidates
    /// that keep what was typed up to the apostrophe (`we're`, `jusqu'à`, `d'aujourd'hui`) are
    /// ranked with them, and the parts' are dropped where they are far less likely than the best
    /// of those (`we'really` beside `we're`). What a word end puts in keeps the apostrophe typed
    /// (never `cest` for `c'est`).
    ///
    /// - Returns: `nil` where the taps are one word: no apostrophe or hyphen inside, a word the
    ///   lexicon holds (`don't`), a part before it that the lexicon lacks, or a part before an
    ///   apostrophe longer than an elision and one letter after it (`Xavier's`: a name's `'s` is
    ///   no word of its own).
    private func parts(of taps: [WordTap], whole: WordSuggestions, count: Int) -> WordSuggestions? {
        guard let split = taps.lastIndex(where: Self.isJoiner), split > 0, split < taps.count - 1,
            ownWord(whole.word) == nil
        else { return nil }
        let headText = Self.text(of: taps[..<split])
        let prefix = headText + taps[split].text
        let hyphen = taps[split].text.unicodeScalars.first.map(WordCharacters.isHyphen) ?? false
        guard let head = ownWord(headText), hyphen || split <= 3 || taps.count - split > 2 else { return nil }
        let headCost = wordCost(head)
        let tail = decode(Array(taps[(split + 1)...]), count: count)
        let tailKnown = ownWord(tail.word) != nil
        func keepsPrefix(_ text: String) -> Bool { text.utf8.starts(with: prefix.utf8) }
        var candidates = tail.suggestions.map {
            WordSuggestion(text: prefix + $0.text, kind: $0.kind, cost: $0.cost + headCost)
        }
        let fromWhole = whole.suggestions.filter { $0.kind != .literal && keepsPrefix($0.text) }
        if let best = fromWhole.map(\.cost).min() {
            candidates.removeAll { $0.kind != .literal && $0.cost > best + parameters.partsBehind }
        }
        // The correction: the part after's, or the whole word's if it keeps the part before and
        // is likelier — or the part after is no word of the lexicon and has none of its own.
        var correction = tail.correction.map { prefix + $0 }
        let tailCorrectionCost = candidates.first { $0.kind == .correction }?.cost ?? .infinity
        if let wholeCorrection = whole.correction, keepsPrefix(wholeCorrection),
            let found = fromWhole.first(where: { $0.text.utf8.elementsEqual(wholeCorrection.utf8) }),
            correction == nil ? !tailKnown : found.cost < tailCorrectionCost
        {
            correction = wholeCorrection
        }
        var result = [WordSuggestion]()
        let pending = correction.map { correction in
            (candidates + fromWhole).first { $0.text.utf8.elementsEqual(correction.utf8) }
                ?? WordSuggestion(text: correction, kind: .correction)
        }
        if let pending, let literal = candidates.first(where: { $0.kind == .literal }) {
            // As for one word: what was typed first, to keep it, and the correction beside it
            // (in a bar of one place, the correction).
            if count >= 2 { result.append(literal) }
            result.append(pending)
        }
        candidates += fromWhole
        candidates.sort { $0.cost < $1.cost }
        for candidate in candidates where result.count < count {
            if !result.contains(where: { $0.text.utf8.elementsEqual(candidate.text.utf8) }) {
                result.append(candidate)
            }
        }
        // As for one word: what was typed takes a slot the candidates leave.
        if result.count < count, !result.contains(where: { $0.text.utf8.elementsEqual(whole.word.utf8) }) {
            let cost = whole.suggestions.first { $0.kind == .literal }?.cost ?? result.last?.cost ?? 0
            result.append(WordSuggestion(text: whole.word, kind: .literal, cost: cost))
        }
        let shown = show(pending, in: &result, count: count)
        return WordSuggestions(word: whole.word, suggestions: result, correction: shown)
    }

    /// The candidates for the word typed with `taps`, read as one word.
    private func decode(_ taps: [WordTap], count: Int, learnt: LearntWords = LearntWords()) -> WordSuggestions {
        let reading = read(taps, count: count)
        let (typed, keys, ranked, readings, own, literalCost) =
            (reading.typed, reading.keys, reading.ranked, reading.readings, reading.own, reading.literalCost)
        // A known word typed without accents that is a far more frequent word with them (`aqui`
        // in a list that has it, for `aquí`) gets them back, as one typed without its apostrophe
        // gets that (`dont`, `im` for `don't`, `I'm`: not `its` or `were`); accents typed stay (`qué`).
        var restored: Int?
        if keys.count >= 2, reading.typedPlain, let own,
            let variant = readings.first(where: { $0.word != own && spells(keys, $0.word, leavingOutJoiners: true) }),
            wordCost(own) - wordCost(variant.word) > parameters.restoreAccents
        {
            restored = variant.word
        }

        let casing = Casing(of: typed)
        var correction: WordSuggestion?
        // A correction is the best exact reading that does not lengthen what was typed. A word
        // that does (`possible` after `possibl`) is offered, not put in: an unknown word is as
        // often the stem of a known one as a mistyped one.
        // A single letter is corrected only to a word it spells (`i` to `I` in a list that has
        // no `i`): one tap says too little to take it for another key's.
        var corrected: Int?
        if own == nil, let top = readings.first(where: { !lengthens(keys, $0.word) }),
            keys.count >= 2 || (keys.count == 1 && spells(keys, top.word)),
            top.cost + parameters.confidence < literalCost
        {
            corrected = top.word
            correction = WordSuggestion(
                text: casing.apply(to: form(ofWord: top.word)), kind: .correction, cost: top.cost)
        } else if keys.count >= 2, let own,
            let ownCost = readings.first(where: { $0.word == own })?.cost,
            let top = readings.first(where: { $0.word != own && !lengthens(keys, $0.word) }),
            top.cost + parameters.knownConfidence < ownCost
        {
            corrected = top.word
            correction = WordSuggestion(
                text: casing.apply(to: form(ofWord: top.word)), kind: .correction, cost: top.cost)
        } else if let restored, let found = readings.first(where: { $0.word == restored }) {
            corrected = restored
            correction = WordSuggestion(
                text: casing.apply(to: form(ofWord: restored)), kind: .correction, cost: found.cost)
        }
        // A learnt word the taps spell letter for letter corrects them as a word of the lexicon
        // does (and where it is likelier than the lexicon's correction); the learnt words they
        // read as are ranked with the lexicon's candidates.
        let found = learnt.words.isEmpty ? (whole: nil, start: nil) : learntReadings(of: reading, among: learnt)
        var learntCorrected = false
        if keys.count >= 2, let whole = found.whole, whole.cost < correction?.cost ?? .infinity {
            let threshold =
                own == nil
                ? literalCost - parameters.confidence
                : (own.flatMap { own in readings.first { $0.word == own }?.cost } ?? .infinity)
                    - parameters.knownConfidence
            if whole.cost < threshold {
                correction = WordSuggestion(text: casing.apply(to: whole.text), kind: .correction, cost: whole.cost)
                corrected = nil
                learntCorrected = true
            }
        }
        var pendingLearnt = [found.whole, found.start].compactMap { $0 }.sorted { $0.cost < $1.cost }.map {
            WordSuggestion(text: casing.apply(to: $0.text), kind: $0.kind, cost: $0.cost)
        }
        var result = [WordSuggestion]()
        func add(_ suggestion: WordSuggestion) {
            guard result.count < count, !suggestion.text.isEmpty,
                !result.contains(where: { $0.text.utf8.elementsEqual(suggestion.text.utf8) })
            else { return }
            result.append(suggestion)
        }
        // A correction that is the likeliest reading is offered next to what was typed, to keep
        // it; one that a completion beats is only ranked with the rest (mid-word, the word is
        // more likely unfinished than mistyped), and a word end puts it in only if the bar
        // shows it (``show(_:in:count:)``).
        if let correction,
            learntCorrected ? correction.cost <= ranked.first?.cost ?? .infinity : ranked.first?.word == corrected
        {
            if count >= 2 { add(WordSuggestion(text: typed, kind: .literal, cost: literalCost)) }
            add(correction)
        }
        // Without a correction pending, what was typed stays at a word end anyway: it takes a
        // slot only when the lexicon has too few candidates to fill the bar. A word the bar
        // shows with its accents, apostrophe or hyphen is not shown again without them where a
        // word end would give them back (`didn't`, then not `didnt`): the slot goes to another.
        var bar = corrected.map { [$0] } ?? []
        for candidate in ranked {
            while let next = pendingLearnt.first, next.cost < candidate.cost, result.count < count {
                add(next)
                pendingLearnt.removeFirst()
            }
            if result.count == count { break }
            if candidate.word != own, bar.contains(where: { isBareTwin(candidate.word, of: $0) }) { continue }
            bar.append(candidate.word)
            let text = casing.apply(to: form(ofWord: candidate.word))
            let kind: SuggestionKind =
                candidate.word == corrected
                ? .correction
                : !candidate.exact ? .completion : text.utf8.elementsEqual(typed.utf8) ? .literal : .correction
            add(WordSuggestion(text: text, kind: kind, cost: candidate.cost))
            if result.count == count { break }
        }
        for next in pendingLearnt { add(next) }
        if correction == nil, own == nil, !typed.isEmpty {
            add(WordSuggestion(text: typed, kind: .literal, cost: literalCost))
        }
        let shown = show(correction, in: &result, count: count)
        return WordSuggestions(word: typed, suggestions: result, correction: shown)
    }

    /// Whether word `word` is word `other` spelt without its accents, apostrophes or hyphens and
    /// more than ``Parameters/restoreAccents`` rarer (`didnt` of `didn't`, Spanish `aqui` of
    /// `aquí`): what a word end turns into `other`, so that a bar showing `other` need not offer it.
    func isBareTwin(_ word: Int, of other: Int) -> Bool {
        wordCost(word) - wordCost(other) > parameters.restoreAccents
            && lexicon.isBareSpelling(word, of: other, isPlain: isPlain)
    }

    /// The learnt words the lexicon lacks that `reading`'s taps read as letter for letter, from
    /// the first (no letter missed, added or swapped; two taps or more): the likeliest they spell
    /// whole (a ``SuggestionKind/correction``) and the likeliest they start (a
    /// ``SuggestionKind/completion``), as they were learnt. Each costs its letters' taps as a
    /// lexicon word's do (``matchCost(_:unit:units:symbol:key:)``), plus ``learntCost`` and a
    /// lexicon word's share; a letter the lexicon lacks matches only itself, typed in either
    /// case. What was typed, if learnt, is neither (it is not corrected: ``LearntWords``).
    ///
    /// - Complexity: O(*t* · *l*) for *t* taps and *l* learnt words.
    func learntReadings(
        of reading: Reading, among learnt: LearntWords
    ) -> (whole: WordSuggestion?, start: WordSuggestion?) {
        let units = reading.units
        let typed = Array(reading.typed.unicodeScalars)
        // A tap that typed several key scalars (`ﬁ`) does not line up with letters: none.
        guard units.count >= 2, typed.count == units.count else { return (nil, nil) }
        let typedLower = Self.lowercased(reading.typed)
        let base = learntCost - log(1 - parameters.unknownShare)
        var whole: WordSuggestion?
        var start: WordSuggestion?
        var bound = Double.infinity
        words: for word in learnt.words.reversed() {
            var scalars = word.unicodeScalars.makeIterator()
            var cost = base
            for index in units.indices {
                guard let scalar = scalars.next() else { continue words }
                if let symbol = lexicon.letterSymbol(of: scalar),
                    case let fold = lexicon.fold(symbol), fold.count == 1, let key = fold.first
                {
                    guard let match = matchCost(reading.costs, unit: index, units: units, symbol: symbol, key: Int(key))
                    else { continue words }
                    cost += match
                } else {
                    guard
                        Self.lowercased(String(scalar)).unicodeScalars.elementsEqual(
                            Self.lowercased(String(typed[index])).unicodeScalars)
                    else { continue words }
                }
                if cost >= bound + parameters.beamSpan { continue words }
            }
            if scalars.next() == nil {
                guard cost < whole?.cost ?? .infinity,
                    !Self.lowercased(word).unicodeScalars.elementsEqual(typedLower.unicodeScalars),
                    !lexicon.contains(word)
                else { continue }
                whole = WordSuggestion(text: word, kind: .correction, cost: cost)
                bound = min(bound, cost)
            } else if cost < start?.cost ?? .infinity, !lexicon.contains(word) {
                start = WordSuggestion(text: word, kind: .completion, cost: cost)
                bound = min(bound, cost)
            }
        }
        return (whole, start)
    }

    /// Makes sure the bar shows the correction a word end would make, or that there is none: a
    /// word end puts in only what the user could see. A correction the candidates ranked before
    /// it left out takes the bar's last place (what was typed, if there, stays) when it is at
    /// most ``Parameters/shownBehind`` nats less likely than what is there; else nothing is
    /// corrected (`eea`, where `each`, `early` and `easy` fill the bar as likelier starts of
    /// words, stays `eea` at a space rather than becoming an unseen `ea`, 3.5 nats behind).
    ///
    /// - Returns: The correction's text, if the bar shows it.
    func show(_ correction: WordSuggestion?, in result: inout [WordSuggestion], count: Int) -> String? {
        guard let correction else { return nil }
        if result.contains(where: { $0.text.utf8.elementsEqual(correction.text.utf8) }) { return correction.text }
        if result.count < count {
            result.append(correction)
            return correction.text
        }
        guard count >= 2, let place = result.lastIndex(where: { $0.kind != .literal }),
            correction.cost <= result[place].cost + parameters.shownBehind
        else { return nil }
        result[place] = correction
        return correction.text
    }

    // MARK: - Taps

    /// The cost of reading unit `index` as `symbol` (one key scalar, `key`): the tap against the
    /// letter's key (``tapCost(_:unit:units:symbol:key:)``), plus ``Parameters/accent`` when the
    /// letter is neither what its key types nor the letter typed (`e` typed for `é`), or
    /// ``Parameters/chosenAccent`` the other way (`é` chosen, `e` read); `nil` past
    /// ``Parameters/farTap``. How the search reads a tap as a lexicon word's letter, and a
    /// learnt word's.
    @inline(__always)
    func matchCost(_ costs: [Double], unit index: Int, units: [Unit], symbol: Int, key: Int) -> Double? {
        let unit = units[index]
        let lower = lowerSymbol[symbol]
        let own = unit.hasPoint && ownSlot[symbol] >= 0
        let tap = tapCost(costs, unit: index, units: units, symbol: lower, key: key)
        guard tap < parameters.farTap else { return nil }
        let form =
            own || lower == unit.lowerSymbol
            ? 0 : !isPlain[symbol] ? parameters.accent : unit.keepsAccent ? parameters.chosenAccent : 0
        return tap + form
    }

    /// The width of a unit's row of costs: one per key scalar, then one per letter with its own
    /// key (``ownTargets``).
    var costStride: Int { lexicon.keys.count + ownTargets.count }

    /// The cost of taking unit `index` for `symbol` (a symbol of the lexicon, or −1), whose
    /// search key is `key`: against the letter's own key when it has one and the tap a point,
    /// else against its search key's.
    @inline(__always)
    func tapCost(_ costs: [Double], unit index: Int, units: [Unit], symbol: Int, key: Int) -> Double {
        let row = index * costStride
        if symbol >= 0, units[index].hasPoint {
            let slot = ownSlot[symbol]
            if slot >= 0 { return costs[row + lexicon.keys.count + slot] }
        }
        return costs[row + key]
    }

    /// The units of what was typed and, for each, the cost of taking it for each key scalar
    /// and each letter with its own key.
    func tapCosts(_ taps: [WordTap]) -> ([Unit], [Double]) {
        let keyCount = lexicon.keys.count
        var units = [Unit]()
        var costs = [Double]()
        for tap in taps {
            var first = true
            for scalar in tap.text.unicodeScalars {
                let keys = lexicon.keyIndices(of: String(scalar))
                // The letter's symbol, by its lower case when the lexicon has only that (`É`, `Й`
                // in a list of lower-case words), and whether it is what its key types.
                let typedSymbol = lexicon.letterSymbol(of: scalar)
                let symbol = typedSymbol.map { lowerSymbol[$0] } ?? -1
                let plain = typedSymbol.map { isPlain[$0] } ?? true
                for key in keys {
                    let point = first ? tap.point : nil
                    first = false
                    // A letter with an accent on a key of its own, tapped, is read by where the
                    // tap landed; otherwise the accent was chosen.
                    let placed = point != nil && symbol >= 0 && ownSlot[symbol] >= 0
                    units.append(
                        Unit(
                            key: key, lowerSymbol: symbol, hasPoint: point != nil, isPlain: plain,
                            keepsAccent: !plain && !placed))
                    // The faces of the keys that type the letter typed: another letter on one of
                    // those keys, on its other face, was not chosen.
                    let typedFaces = placed ? ownTargets[ownSlot[symbol]] : key >= 0 ? targets[key] : []
                    for candidate in 0..<keyCount {
                        if let point, !targets[candidate].isEmpty {
                            var nearest = parameters.farTap
                            for target in targets[candidate] {
                                let dx = point.x - target.x
                                let dy = point.y - target.y
                                var cost = dx * dx * target.weightX + dy * dy * target.weightY
                                if candidate != key, target.isOtherFace(among: typedFaces) {
                                    cost += parameters.otherFace
                                }
                                nearest = min(nearest, cost)
                            }
                            costs.append(nearest)
                        } else if point != nil {
                            costs.append(candidate == key ? 0 : parameters.farTap)
                        } else {
                            costs.append(candidate == key ? 0 : parameters.substitution)
                        }
                    }
                    let typedSlot = placed ? ownSlot[symbol] : -1
                    for (slot, own) in ownTargets.enumerated() {
                        var nearest = parameters.farTap
                        if let point {
                            for target in own {
                                let dx = point.x - target.x
                                let dy = point.y - target.y
                                var cost = dx * dx * target.weightX + dy * dy * target.weightY
                                if slot != typedSlot, target.isOtherFace(among: typedFaces) {
                                    cost += parameters.otherFace
                                }
                                nearest = min(nearest, cost)
                            }
                        }
                        costs.append(nearest)
                    }
                }
            }
        }
        return (units, costs)
    }

    // MARK: - The search

    /// The readings of all the units, best first (at most the beam's width).
    func search(units: [Unit], costs: [Double]) -> [Hypothesis] {
        let stride = costStride
        let edits = units.count < parameters.twoEditLength ? min(1, parameters.maximumEdits) : parameters.maximumEdits
        var layers = [[Int: Hypothesis]](repeating: [:], count: units.count + 3)
        layers[0][0] = Hypothesis(node: 0, cost: 0, edits: 0)
        func relax(_ layer: Int, _ node: Int, _ cost: Double, _ edits: Int) {
            if let known = layers[layer][node], known.cost <= cost { return }
            layers[layer][node] = Hypothesis(node: node, cost: cost, edits: edits)
        }
        for index in 0...units.count {
            let kept = closeAndPrune(layers[index], atEnd: index == units.count, editLimit: edits)
            layers[index] = [:]
            if index == units.count { return kept }
            let unit = units[index]
            for hypothesis in kept {
                let children = lexicon.children(hypothesis.node)
                for child in children {
                    let symbol = lexicon.symbol(child)
                    let fold = lexicon.fold(symbol)
                    guard let key = fold.first.map(Int.init) else { continue }
                    if fold.count == 1 {
                        guard let match = matchCost(costs, unit: index, units: units, symbol: symbol, key: key)
                        else { continue }
                        relax(index + 1, child, hypothesis.cost + match, hypothesis.edits)
                    } else if index + fold.count <= units.count {
                        // A symbol of several keys (a ligature): one unit each.
                        var cost = hypothesis.cost
                        for (offset, part) in fold.enumerated() {
                            cost += costs[(index + offset) * stride + Int(part)]
                        }
                        relax(index + fold.count, child, cost, hypothesis.edits)
                    }
                }
                guard hypothesis.edits < edits else { continue }
                // A tap too many: a letter tapped twice when it typed what the tap before it
                // typed, or landed near the key of the reading's last letter (the second tap
                // has its own noise); else a stray tap.
                var extra = parameters.extra
                if index > 0, units[index - 1].key == unit.key {
                    extra = parameters.doubled
                } else if hypothesis.node != 0 {
                    let last = lexicon.symbol(hypothesis.node)
                    let fold = lexicon.fold(last)
                    if fold.count == 1, let key = fold.first {
                        let again = tapCost(costs, unit: index, units: units, symbol: lowerSymbol[last], key: Int(key))
                        extra = min(extra, parameters.doubled + again)
                    }
                }
                relax(index + 1, hypothesis.node, hypothesis.cost + extra, hypothesis.edits + 1)
                // Two taps swapped: the next tap's letter, then this tap's.
                guard index + 1 < units.count else { continue }
                for child in children {
                    let symbol = lexicon.symbol(child)
                    let fold = lexicon.fold(symbol)
                    guard fold.count == 1 else { continue }
                    let first = tapCost(
                        costs, unit: index + 1, units: units, symbol: lowerSymbol[symbol],
                        key: Int(fold[fold.startIndex]))
                    guard first < parameters.farTap / 2 else { continue }
                    for grandchild in lexicon.children(child) {
                        let innerSymbol = lexicon.symbol(grandchild)
                        let inner = lexicon.fold(innerSymbol)
                        guard inner.count == 1, inner[inner.startIndex] != fold[fold.startIndex] else { continue }
                        let second = tapCost(
                            costs, unit: index, units: units, symbol: lowerSymbol[innerSymbol],
                            key: Int(inner[inner.startIndex]))
                        guard second < parameters.farTap / 2 else { continue }
                        relax(
                            index + 2, grandchild, hypothesis.cost + parameters.swapped + first + second,
                            hypothesis.edits + 1)
                    }
                }
            }
        }
        return []
    }

    /// The layer's readings with what costs no tap added (a symbol with no key, an apostrophe
    /// or hyphen left out, a missed letter), then the best `beamWidth` within `beamSpan` of the
    /// best, best first.
    private func closeAndPrune(_ layer: [Int: Hypothesis], atEnd: Bool, editLimit: Int) -> [Hypothesis] {
        var found = layer
        var queue = layer.values.sorted { $0.cost != $1.cost ? $0.cost < $1.cost : $0.node < $1.node }
        guard let best = queue.first?.cost else { return [] }
        let limit = best + parameters.beamSpan
        var index = 0
        // Missed letters are tried from the best few readings only.
        let missFrom = 12
        while index < queue.count {
            let hypothesis = queue[index]
            index += 1
            guard hypothesis.cost <= limit else { continue }
            let previous = hypothesis.node == 0 ? -1 : lexicon.symbol(hypothesis.node)
            for child in lexicon.children(hypothesis.node) {
                let symbol = lexicon.symbol(child)
                let fold = lexicon.fold(symbol)
                var cost: Double
                var edits = hypothesis.edits
                if fold.isEmpty {
                    cost = hypothesis.cost
                } else if fold.count == 1, WordCharacters.isJoiner(lexicon.keys[Int(fold[fold.startIndex])]) {
                    cost = hypothesis.cost + parameters.joinerLeftOut
                } else if index <= missFrom, hypothesis.edits < editLimit, !atEnd || hypothesis.node != 0 {
                    // The second of a double letter (`begining`): either of the two left out types
                    // the same, so that is twice as likely as one letter left out.
                    cost = hypothesis.cost + parameters.missed - (symbol == previous ? M_LN2 : 0)
                    edits += 1
                } else {
                    continue
                }
                guard cost <= limit else { continue }
                if let known = found[child], known.cost <= cost { continue }
                let next = Hypothesis(node: child, cost: cost, edits: edits)
                found[child] = next
                queue.append(next)
            }
        }
        let sorted = found.values.filter { $0.cost <= limit }
            .sorted { $0.cost != $1.cost ? $0.cost < $1.cost : $0.node < $1.node }
        return Array(sorted.prefix(parameters.beamWidth))
    }

    // MARK: - Words

    /// The cost of word `index` from its count: −ln(count / total).
    func wordCost(_ index: Int) -> Double {
        logTotal - Double(lexicon.level(ofWord: index)) / 8 * M_LN2
    }

    /// Up to `limit` of the most frequent words strictly under `node`, best first.
    func completions(under node: Int, limit: Int) -> [Int] {
        if let listed = lexicon.listedCompletions(node) {
            let own = lexicon.word(at: node)
            return Array(listed.filter { $0 != own }.prefix(limit))
        }
        // A small subtree: walk it all.
        var words = [Int]()
        var stack = Array(lexicon.children(node))
        while let next = stack.popLast() {
            if let word = lexicon.word(at: next) { words.append(word) }
            stack += lexicon.children(next)
        }
        words.sort {
            let a = lexicon.level(ofWord: $0)
            let b = lexicon.level(ofWord: $1)
            return a != b ? a > b : $0 < $1
        }
        return Array(words.prefix(limit))
    }

    /// Whether `first` followed by `second`, typed with nothing between them, is likelier two
    /// words than the start of one: both are words, and the chance of the two (each by its
    /// count) is above that of the likeliest word that starts with both (`и` `и` against
    /// `иисус`: two words; `в` `с` against `все`: one). Tried as typed, then in lower case.
    public func readsAsTwoWords(_ first: String, _ second: String) -> Bool {
        func index(_ word: String) -> Int? {
            for form in [word, word.lowercased(), word.uppercased()] {
                if let node = lexicon.node(of: form.unicodeScalars), let index = lexicon.word(at: node) { return index }
            }
            return nil
        }
        guard let a = index(first), let b = index(second) else { return false }
        let apart = wordCost(a) + wordCost(b)
        var together = Double.infinity
        for form in [first + second, (first + second).lowercased()] {
            guard let node = lexicon.node(of: form.unicodeScalars) else { continue }
            for word in (lexicon.word(at: node).map { [$0] } ?? []) + completions(under: node, limit: 1) {
                together = min(together, wordCost(word))
            }
        }
        return apart < together
    }

    /// The word index of `typed` (as typed, else in lower case), when the lexicon has it.
    func ownWord(_ typed: String) -> Int? {
        for form in [typed, Self.lowercased(typed)] {
            if let node = lexicon.node(of: form.unicodeScalars), let index = lexicon.word(at: node) { return index }
        }
        return nil
    }

    /// Word `index`'s form.
    func form(ofWord index: Int) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: lexicon.form(at: lexicon.node(ofWord: index)))
        return String(scalars)
    }

    static func lowercased(_ text: String) -> String { text.lowercased() }
}

/// How the user cased a word: suggestions follow it.
struct Casing {
    enum Kind { case asIs, capitalized, allCaps }
    let kind: Kind

    init(of typed: String) {
        let letters = typed.unicodeScalars.filter { $0.properties.isAlphabetic }
        guard let first = letters.first, first.properties.isUppercase else {
            kind = .asIs
            return
        }
        kind = letters.count >= 2 && letters.allSatisfy { !$0.properties.isLowercase } ? .allCaps : .capitalized
    }

    func apply(to word: String) -> String {
        switch kind {
        case .asIs: return word
        case .allCaps: return word.uppercased()
        case .capitalized:
            guard let first = word.first else { return word }
            return String(first).uppercased() + word.dropFirst()
        }
    }
}
