public import KeyboardGeometry
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a swiped word from the path of the finger (docs/WORDS.md, "Gesture typing"): a pure
/// value made of a lexicon and the key frames of the layer shown.
///
/// The recipe is SHARK²'s (Kristensson & Zhai 2004): each candidate word's ideal path runs
/// through the centres of its letters' keys; the swipe and the ideal path are both resampled to
/// the same number of points spaced evenly along them, and compared by location (the mean
/// distance between matching points, in key widths) and by shape (the same after both are
/// scaled to one size and centred); the word's count is a prior. Candidates come from the words
/// whose first letter's key is near where the swipe starts and whose last letter's key is near
/// where it ends.
///
/// Beyond the recipe: the mean offset of the path from the ideal path (a hand's drift) is priced
/// apart from the location channel, the ratio of their lengths is a channel of its own (a detour
/// to a key the word lacks), and the best candidates are re-scored by an ordered alignment of the
/// path to their letters' keys (``alignment(of:to:)``), which forgives rounded corners and
/// punishes a letter the path never comes near. The keyboard controller calls it when a swipe
/// ends.
public struct SwipeDecoder: Sendable {
    /// The words.
    public let lexicon: Lexicon
    /// The decoder's constants.
    public var parameters: Parameters
    /// The key centres a swipe passes through, and for every symbol of the lexicon the one it
    /// passes through for that letter (−1 for none): the key that types the letter (in either
    /// case), else the key of its search key (`é` on `e` when there is no `é` key; `й` has
    /// its own on ru-RU).
    let centres: [KeyboardPoint]
    let centreOfSymbol: [Int]
    /// The slot of the key that types each scalar a character key types (its text and shifted
    /// text, when one scalar), and its lower case: how a learnt word's letter the lexicon lacks
    /// is swiped. ASCII by an array (−1 for none), the rest by a dictionary.
    let asciiSlots: [Int]
    let slotOfScalar: [UInt32: Int]
    /// The median width of the layer's character keys: the unit of distances.
    let keyWidth: Double
    /// The words by the centres of their first and last keys (first · centres + last), each
    /// list most frequent first, with where their centres are in ``path`` and their ideal
    /// path's length, worked out once.
    let buckets: [Int: [Entry]]
    /// Every bucketed word's centres, one after another.
    let path: [UInt16]
    /// The words whose path is one key (`a`, `и`, `ее`), by the key's slot, most frequent first:
    /// what a one-point path (a tap) reads as.
    let singles: [Int: [Int32]]
    /// The count level a learnt word is swiped with: that of the lexicon's word of rank
    /// ``Parameters/learntRank``.
    let learntLevel: Int

    /// A word in a bucket.
    struct Entry: Sendable {
        var word: Int32
        var start: Int32
        var count: Int32
        var length: Float
    }

    /// The decoder's constants.
    public struct Parameters: Sendable, Equatable {
        /// Points each path is resampled to.
        public var samples = 32
        /// How far (in key widths) from the swipe's first and last points a word's first and
        /// last keys may be.
        public var endRadius = 1.6
        /// σ of the location channel and of the shape channel (mean distance, in key widths
        /// and in shares of the normalised size), chosen with `keysmith-bench --swipes` of
        /// 0.07–0.25 and 0.03–0.12: narrow enough that where the path runs outweighs how
        /// frequent a word is.
        public var locationSigma = 0.15
        public var shapeSigma = 0.06
        /// Candidates kept after the channels, for the answer.
        public var shortlist = 8
        /// Candidates re-scored by the alignment of the path to their letters' keys (the best
        /// by the two channels and the prior).
        public var rescored = 40
        /// σ of the alignment (in key widths): how far from each of its letters' keys, in order,
        /// the path may pass.
        public var alignmentSigma = 0.45
        /// σ of where the path starts and ends against its first and last letters' keys, in key
        /// widths (part of the alignment).
        public var endSigma = 0.3
        /// σ of the length channel: of the log ratio of the path's length to the ideal path's
        /// (each plus one key width). A path that wanders off to a key the word lacks and back
        /// is longer than the word's.
        public var lengthSigma = 0.15
        /// σ of the drift (in key widths): the mean offset of the path from the ideal path,
        /// priced apart from the location channel, which then compares the path moved back by
        /// it. 0: no such split.
        public var driftSigma = 0.25
        /// σ of a tap read as a one-key word, in key widths: the word decoder's
        /// (``WordDecoder/Parameters/spread``) unless set.
        public var tapSigma = WordDecoder.Parameters().spread
        /// A learnt word is swiped as readily as the lexicon's word of this rank (1 for its most
        /// frequent): a word the user keeps is one they type, though the lexicon lacks it. The
        /// word decoder's (``WordDecoder/Parameters/learntRank``) unless set.
        public var learntRank = WordDecoder.Parameters().learntRank

        public init() {}
    }

    /// One candidate: the word and its cost (in nats, up to a constant of the swipe: lower is
    /// likelier).
    public struct Candidate: Sendable, Equatable {
        public var text: String
        public var cost: Double
    }

    /// Makes a decoder for `lexicon` on a layer's frames.
    ///
    /// - Complexity: O(*w* · *n*) for *w* words of *n* letters (the buckets).
    public init(lexicon: Lexicon, frames: LayerFrames, parameters: Parameters = Parameters()) {
        self.lexicon = lexicon
        self.parameters = parameters
        let lower = lexicon.lowerSymbols()
        let isPlain = lexicon.plainSymbols(lower: lower)
        var centres: [KeyboardPoint] = []
        var ownSlot = [Int](repeating: -1, count: lexicon.symbols.count)
        var keySlot = [Int](repeating: -1, count: lexicon.keys.count)
        var widths: [Double] = []
        // Every character key a slot, in the layer's order.
        var faces: [(text: String, shifted: String, slot: Int)] = []
        for key in frames.keys {
            guard case .character(let text, let shifted) = key.key.action else { continue }
            widths.append(key.frame.width)
            centres.append(key.frame.center)
            faces.append((text, shifted, centres.count - 1))
        }
        // The keys' texts first, then their shifted faces: a letter is on the key whose text it
        // is, and a shifted face takes only what no key's text does (Greek `ς`'s `Σ` is `σ`,
        // which has a key of its own; Korean `ㅂ`'s `ㅃ` has no other).
        var slotOfScalar: [UInt32: Int] = [:]
        for side in [faces.map { ($0.text, $0.slot) }, faces.map { ($0.shifted, $0.slot) }] {
            for (output, slot) in side {
                var scalars = output.unicodeScalars.makeIterator()
                if let scalar = scalars.next(), scalars.next() == nil {
                    for typed in [scalar] + scalar.properties.lowercaseMapping.unicodeScalars
                    where slotOfScalar[typed.value] == nil {
                        slotOfScalar[typed.value] = slot
                    }
                }
                switch lexicon.keyOutput(output, lower: lower, isPlain: isPlain) {
                case .ownLetter(let symbol) where ownSlot[symbol] < 0: ownSlot[symbol] = slot
                case .searchKey(let index) where keySlot[index] < 0: keySlot[index] = slot
                default: continue
                }
            }
        }
        // A letter passes through its own key, else through its search key's.
        centreOfSymbol = lexicon.symbols.indices.map { symbol in
            if ownSlot[lower[symbol]] >= 0 { return ownSlot[lower[symbol]] }
            let fold = lexicon.fold(symbol)
            guard fold.count == 1, let key = fold.first else { return -1 }
            return keySlot[Int(key)]
        }
        self.centres = centres
        self.asciiSlots = (0..<128).map { slotOfScalar[UInt32($0)] ?? -1 }
        self.slotOfScalar = slotOfScalar.filter { $0.key >= 128 }
        widths.sort()
        keyWidth = widths.isEmpty ? 1 : max(1, widths[widths.count / 2])
        var buckets: [Int: [Entry]] = [:]
        var path: [UInt16] = []
        var singles: [Int: [Int32]] = [:]
        let slots = centres.count
        for word in 0..<lexicon.wordCount {
            guard let through = Self.slots(ofWord: word, in: lexicon, centreOfSymbol: centreOfSymbol),
                let first = through.first, let last = through.last
            else { continue }
            guard through.count >= 2 else {
                singles[first, default: []].append(Int32(word))
                continue
            }
            var length = 0.0
            for index in through.indices.dropFirst() {
                length += Self.distance(centres[through[index - 1]], centres[through[index]])
            }
            buckets[first * slots + last, default: []].append(
                Entry(word: Int32(word), start: Int32(path.count), count: Int32(through.count), length: Float(length)))
            path += through.map { UInt16($0) }
        }
        for (bucket, entries) in buckets {
            buckets[bucket] = entries.sorted {
                let a = lexicon.level(ofWord: Int($0.word))
                let b = lexicon.level(ofWord: Int($1.word))
                return a != b ? a > b : $0.word < $1.word
            }
        }
        self.buckets = buckets
        self.path = path
        self.singles = singles.mapValues { words in
            words.sorted {
                let a = lexicon.level(ofWord: Int($0))
                let b = lexicon.level(ofWord: Int($1))
                return a != b ? a > b : $0 < $1
            }
        }
        learntLevel = Lexicon.level(ofRank: parameters.learntRank, histogram: lexicon.levelHistogram())
    }

    /// The words a swipe along `path` may be, best first: the lexicon's, and the words the user
    /// kept (`learnt`) that the lexicon lacks, each as frequent as its word of rank
    /// ``Parameters/learntRank``.
    ///
    /// - Parameters:
    ///   - path: The finger's points, in order (at least two).
    ///   - count: How many candidates to return.
    ///   - learnt: The learnt words.
    /// - Returns: The candidates; for one point, the one-key words near it
    ///   (``candidates(at:count:)``); empty for no point or no word near.
    /// - Complexity: O(*w* · *s*) for the *w* words whose first and last keys are near the
    ///   path's ends, lexicon's and learnt, and *s* samples.
    public func candidates(
        for path: [KeyboardPoint], count: Int = 3, learnt: LearntWords = LearntWords()
    ) -> [Candidate] {
        if path.count == 1, let point = path.first { return candidates(at: point, count: count) }
        guard path.count >= 2, count > 0, let start = path.first, let end = path.last else { return [] }
        let swipe = Self.resample(path, to: parameters.samples)
        let swipeShape = Self.normalised(swipe)
        var swipeCentroid = KeyboardPoint(x: 0, y: 0)
        for point in swipe {
            swipeCentroid.x += point.x / Double(swipe.count)
            swipeCentroid.y += point.y / Double(swipe.count)
        }
        let slots = centres.count
        let radius = parameters.endRadius * keyWidth
        let near = { (point: KeyboardPoint) -> [Int] in
            self.centres.indices.filter { Self.distance(self.centres[$0], point) <= radius }
        }
        let starts = near(start)
        let ends = near(end)
        var swipeLength = 0.0
        for index in path.indices.dropFirst() { swipeLength += Self.distance(path[index - 1], path[index]) }
        var scored: [(entry: Entry, cost: Double)] = []
        let logTotal = log(Double(max(1, lexicon.wordCount)))
        let samples = Double(swipe.count)
        var ideal = [KeyboardPoint](repeating: KeyboardPoint(x: 0, y: 0), count: swipe.count)
        // A candidate whose cost is already this far above the best so far cannot come back
        // (the alignment adds a few nats to the right word).
        var best = Double.infinity
        // Each word whose first and last keys are near the path's ends, with its keys (`keys`,
        // where `entry` points) and its count level: scored by the channels unless its length is
        // far from the path's (rounded corners shorten a swipe; only a ratio beyond 2 prunes).
        func score(_ entry: Entry, in keys: [UInt16], level: Int) {
            let idealLength = Double(entry.length)
            let slack = 2 * keyWidth
            guard swipeLength + slack >= (idealLength + slack) / 2,
                idealLength + slack >= (swipeLength + slack) / 2
            else { return }
            let prior = logTotal - Double(level) / 8 * M_LN2
            let stretch = log((swipeLength + keyWidth) / (idealLength + keyWidth))
            var cost =
                prior
                + (parameters.lengthSigma > 0
                    ? stretch * stretch / (2 * parameters.lengthSigma * parameters.lengthSigma) : 0)
            guard cost <= best + Self.cutoff else { return }
            template(of: entry, in: keys, into: &ideal)
            // The path's mean offset from the ideal one is drift, priced apart; the
            // location channel compares the path moved back by it. The shape channel
            // compares both centred and scaled to one size.
            var dx = 0.0
            var dy = 0.0
            var minX = Double.infinity
            var minY = Double.infinity
            var maxX = -Double.infinity
            var maxY = -Double.infinity
            for index in ideal.indices {
                let a = swipe[index]
                let b = ideal[index]
                dx += a.x - b.x
                dy += a.y - b.y
                minX = min(minX, b.x)
                maxX = max(maxX, b.x)
                minY = min(minY, b.y)
                maxY = max(maxY, b.y)
            }
            dx /= samples
            dy /= samples
            let size = max(maxX - minX, maxY - minY)
            let scale = size > 0 ? 1 / size : 0
            // The ideal path's centroid is the swipe's minus the mean offset.
            let cx = swipeCentroid.x - dx
            let cy = swipeCentroid.y - dy
            if parameters.driftSigma <= 0 {
                dx = 0
                dy = 0
            }
            var location = 0.0
            var shape = 0.0
            for index in ideal.indices {
                let a = swipe[index]
                let b = ideal[index]
                location += Self.distance(KeyboardPoint(x: a.x - dx, y: a.y - dy), b)
                let normal = KeyboardPoint(x: (b.x - cx) * scale, y: (b.y - cy) * scale)
                shape += Self.distance(swipeShape[index], normal)
            }
            location /= samples * keyWidth
            shape /= samples
            let offset = (dx * dx + dy * dy).squareRoot() / keyWidth
            cost +=
                location * location / (2 * parameters.locationSigma * parameters.locationSigma)
                + shape * shape / (2 * parameters.shapeSigma * parameters.shapeSigma)
                + (parameters.driftSigma > 0
                    ? offset * offset / (2 * parameters.driftSigma * parameters.driftSigma) : 0)
            best = min(best, cost)
            scored.append((entry, cost))
        }
        for first in starts {
            for last in ends {
                guard let entries = buckets[first * slots + last] else { continue }
                for entry in entries { score(entry, in: self.path, level: lexicon.level(ofWord: Int(entry.word))) }
            }
        }
        // The learnt words the lexicon lacks, as entries of their own path (word −1 − their place).
        let learntPath =
            learnt.words.isEmpty ? (entries: [], path: []) : learntEntries(learnt, starts: starts, ends: ends)
        for entry in learntPath.entries { score(entry, in: learntPath.path, level: learntLevel) }
        scored.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.entry.word < $1.entry.word }
        // The best re-scored by how closely the path passes each letter's key, in order.
        if parameters.alignmentSigma > 0, parameters.rescored > 0 {
            var best = Array(scored.prefix(parameters.rescored))
            let inner = 1 / (2 * parameters.alignmentSigma * parameters.alignmentSigma * keyWidth * keyWidth)
            let ends = 1 / (2 * parameters.endSigma * parameters.endSigma * keyWidth * keyWidth)
            for index in best.indices {
                let entry = best[index].entry
                let aligned = alignment(of: entry, in: entry.word < 0 ? learntPath.path : self.path, to: swipe)
                best[index].cost += aligned.inner * inner + aligned.ends * ends
            }
            best.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.entry.word < $1.entry.word }
            scored = best
        }
        return scored.prefix(min(count, parameters.shortlist)).map { item in
            let word = Int(item.entry.word)
            if word < 0 { return Candidate(text: learnt.words[-1 - word], cost: item.cost) }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: lexicon.form(at: lexicon.node(ofWord: word)))
            return Candidate(text: String(text), cost: item.cost)
        }
    }

    /// The centre of the key a swipe passes through for the lexicon's letter `scalar`, if the
    /// layer has one: for tests of how a layer's keys are read.
    package func centre(ofLetter scalar: Unicode.Scalar) -> KeyboardPoint? {
        guard let symbol = lexicon.symbolIndex(of: scalar), centreOfSymbol[symbol] >= 0 else { return nil }
        return centres[centreOfSymbol[symbol]]
    }

    /// The key a learnt word's `scalar` is swiped through; −1 for none (an apostrophe, a hyphen
    /// or a mark: none is needed), `nil` for a letter no key types.
    private func slot(of scalar: Unicode.Scalar) -> Int? {
        var slot = scalar.value < 128 ? asciiSlots[Int(scalar.value)] : slotOfScalar[scalar.value] ?? -1
        if slot < 0, let symbol = lexicon.letterSymbol(of: scalar) { slot = centreOfSymbol[symbol] }
        if slot >= 0 { return slot }
        let skipped = WordCharacters.isJoiner(scalar) || scalar.properties.generalCategory == .nonspacingMark
        return skipped ? -1 : nil
    }

    /// The learnt words that the lexicon lacks and whose first and last keys are among `starts`
    /// and `ends`, as entries (word −1 − the place in ``LearntWords/words``) of a path of their
    /// own: each letter through the key that types it (in either case), else through the key
    /// of the lexicon's letter it is (`é` through `e`'s where no key types it), an apostrophe,
    /// a hyphen or a combining mark through none; a word with another letter is not swiped.
    func learntEntries(
        _ learnt: LearntWords, starts: [Int], ends: [Int]
    ) -> (entries: [Entry], path: [UInt16]) {
        var entries: [Entry] = []
        var path: [UInt16] = []
        var through: [Int] = []
        var isStart = [Bool](repeating: false, count: centres.count)
        var isEnd = isStart
        for slot in starts { isStart[slot] = true }
        for slot in ends { isEnd[slot] = true }
        words: for (place, word) in learnt.words.enumerated() {
            // Its first and last letters' keys first: most words end elsewhere.
            let scalars = word.unicodeScalars
            var first = -1
            for scalar in scalars {
                first = slot(of: scalar) ?? -1
                if first >= 0 { break }
            }
            guard first >= 0, isStart[first] else { continue }
            var last = -1
            for scalar in scalars.reversed() {
                last = slot(of: scalar) ?? -1
                if last >= 0 { break }
            }
            guard last >= 0, isEnd[last], !lexicon.contains(word) else { continue }
            through.removeAll(keepingCapacity: true)
            for scalar in scalars {
                guard let slot = slot(of: scalar) else { continue words }
                if slot >= 0, through.last != slot { through.append(slot) }
            }
            guard through.count >= 2 else { continue }
            var length = 0.0
            for index in through.indices.dropFirst() {
                length += Self.distance(centres[through[index - 1]], centres[through[index]])
            }
            entries.append(
                Entry(
                    word: Int32(-1 - place), start: Int32(path.count), count: Int32(through.count),
                    length: Float(length)))
            path += through.map { UInt16($0) }
        }
        return (entries, path)
    }

    /// The words a one-point path — a tap — reads as, best first: those whose path is one key
    /// (`a`, `I`, `и`, `ее`), each by its key's distance from `point` (Gaussian, σ =
    /// ``Parameters/tapSigma`` key widths) and its count, among keys within ``Parameters/endRadius``.
    ///
    /// - Parameters:
    ///   - point: Where the tap landed.
    ///   - count: How many candidates to return.
    public func candidates(at point: KeyboardPoint, count: Int = 3) -> [Candidate] {
        guard count > 0, point.x.isFinite, point.y.isFinite else { return [] }
        let radius = parameters.endRadius * keyWidth
        let logTotal = log(Double(max(1, lexicon.wordCount)))
        var scored: [(word: Int32, cost: Double)] = []
        for (slot, words) in singles {
            let distance = Self.distance(centres[slot], point)
            guard distance <= radius else { continue }
            let spread = distance / keyWidth
            let location = spread * spread / (2 * parameters.tapSigma * parameters.tapSigma)
            for word in words.prefix(count) {
                scored.append((word, location + logTotal - Double(lexicon.level(ofWord: Int(word))) / 8 * M_LN2))
            }
        }
        scored.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.word < $1.word }
        return scored.prefix(min(count, parameters.shortlist)).map {
            Candidate(text: text(ofWord: Int($0.word)), cost: $0.cost)
        }
    }

    /// How far (in nats) above the best candidate so far a candidate's cost may be and still be
    /// kept: the alignment adds a few nats to the word meant, so one this far behind cannot
    /// overtake it.
    static let cutoff = 30.0

    /// Word `entry`'s ideal path — the polyline through its keys' centres — resampled into
    /// `points` (whose count it keeps), spaced evenly along it.
    ///
    /// - Complexity: O(*n* + *points*) for *n* keys; allocates nothing.
    func template(of entry: Entry, in path: [UInt16], into points: inout [KeyboardPoint]) {
        let count = points.count
        let start = Int(entry.start)
        let end = start + Int(entry.count)
        guard count > 0, end > start else { return }
        let first = centres[Int(path[start])]
        let length = Double(entry.length)
        guard count > 1, end - start > 1, length > 0 else {
            for index in 0..<count { points[index] = first }
            return
        }
        let step = length / Double(count - 1)
        points[0] = first
        var segment = start + 1
        var travelled = 0.0  // along the polyline up to the centre of path[segment - 1]
        var a = first
        var b = centres[Int(path[segment])]
        var piece = Self.distance(a, b)
        for sample in 1..<(count - 1) {
            let target = step * Double(sample)
            while segment < end - 1, travelled + piece < target {
                travelled += piece
                segment += 1
                a = b
                b = centres[Int(path[segment])]
                piece = Self.distance(a, b)
            }
            let t = piece > 0 ? min(1, max(0, (target - travelled) / piece)) : 0
            points[sample] = KeyboardPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        points[count - 1] = centres[Int(path[end - 1])]
    }

    /// The least sum of squared distances (in points²) between the letter keys of `entry`'s word and
    /// points of `swipe` they are matched with: the first key with the first point, the last
    /// with the last, and the others with points in between, in order (a key may share a point
    /// with its neighbour). A path that runs past every letter's key, in order, scores near 0,
    /// however its corners are rounded; one that misses a letter pays for that letter.
    ///
    /// - Complexity: O(*n* · *p*) for *n* keys and *p* points.
    func alignment(of entry: Entry, in path: [UInt16], to swipe: [KeyboardPoint]) -> (inner: Double, ends: Double) {
        guard let first = swipe.first, let last = swipe.last else { return (0, 0) }
        let keys = path[Int(entry.start)..<Int(entry.start + entry.count)].map { centres[Int($0)] }
        guard keys.count >= 2, let start = keys.first, let end = keys.last else { return (0, 0) }
        let ends = Self.squaredDistance(start, first) + Self.squaredDistance(end, last)
        // best[j]: the least cost of the inner keys so far with the latest at a point ≤ j.
        var best = [Double](repeating: 0, count: swipe.count)
        for key in keys.dropFirst().dropLast() {
            var running = Double.infinity
            for index in swipe.indices {
                running = min(running, best[index] + Self.squaredDistance(key, swipe[index]))
                best[index] = running
            }
        }
        return (best[best.count - 1], ends)
    }

    // MARK: - Paths

    /// The key centres word `index` is swiped through, by slot: a letter repeated (`ll` of
    /// `letter`) once, an apostrophe or hyphen without a key skipped; `nil` when a letter has no
    /// key on the layer.
    static func slots(ofWord index: Int, in lexicon: Lexicon, centreOfSymbol: [Int]) -> [Int]? {
        var slots: [Int] = []
        for symbol in lexicon.path(to: lexicon.node(ofWord: index)) {
            let slot = centreOfSymbol[symbol]
            if slot < 0 {
                // A mark folded away (a combining accent) and an apostrophe or hyphen inside the
                // word (`don't`, swiped as d o n t) add no key; any other letter without one makes
                // the word unswipeable here.
                if lexicon.fold(symbol).isEmpty || WordCharacters.isJoiner(lexicon.symbols[symbol]) { continue }
                return nil
            }
            if slots.last != slot { slots.append(slot) }
        }
        return slots
    }

    /// `points` resampled to `count` points spaced evenly along the polyline through them
    /// (all at the one point when the polyline has no length).
    ///
    /// - Complexity: O(*p* + *count*).
    public static func resample(_ points: [KeyboardPoint], to count: Int) -> [KeyboardPoint] {
        guard let first = points.first, count > 0 else { return [] }
        guard count > 1 else { return [first] }
        var length = 0.0
        for index in points.indices.dropFirst() { length += distance(points[index - 1], points[index]) }
        guard length > 0 else { return [KeyboardPoint](repeating: first, count: count) }
        let step = length / Double(count - 1)
        var result = [first]
        result.reserveCapacity(count)
        var segment = 1
        var travelled = 0.0  // along the polyline up to points[segment - 1]
        for sample in 1..<(count - 1) {
            let target = step * Double(sample)
            while segment < points.count - 1,
                travelled + distance(points[segment - 1], points[segment]) < target
            {
                travelled += distance(points[segment - 1], points[segment])
                segment += 1
            }
            let a = points[segment - 1]
            let b = points[segment]
            let piece = distance(a, b)
            let t = piece > 0 ? min(1, max(0, (target - travelled) / piece)) : 0
            result.append(KeyboardPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
        result.append(points[points.count - 1])
        return result
    }

    /// The points moved so that their centroid is at the origin and scaled so that the larger
    /// side of their bounding box is 1 (a point stays at the origin).
    static func normalised(_ points: [KeyboardPoint]) -> [KeyboardPoint] {
        guard !points.isEmpty else { return [] }
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        var sumX = 0.0
        var sumY = 0.0
        for point in points {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
            sumX += point.x
            sumY += point.y
        }
        let size = max(maxX - minX, maxY - minY)
        let scale = size > 0 ? 1 / size : 0
        let cx = sumX / Double(points.count)
        let cy = sumY / Double(points.count)
        return points.map { KeyboardPoint(x: ($0.x - cx) * scale, y: ($0.y - cy) * scale) }
    }

    static func squaredDistance(_ a: KeyboardPoint, _ b: KeyboardPoint) -> Double {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return dx * dx + dy * dy
    }

    static func distance(_ a: KeyboardPoint, _ b: KeyboardPoint) -> Double {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
