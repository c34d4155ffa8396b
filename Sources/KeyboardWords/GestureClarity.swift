import KeyboardGeometry

/// How clearly a layout's swipes tell words apart (`keysmith analyze --gesture`, docs/WORDS.md):
/// after Smith, Bi & Zhai (2015), each word's ideal path (through its letters' key centres) is
/// compared with the nearest other word's, and a word whose nearest neighbour lies within a
/// threshold is one a swipe can easily be read as another.
public struct GestureClarity: Sendable, Equatable {
    /// Two words and how far apart their ideal paths are (the mean distance between matching
    /// points of the two, resampled alike, in key widths).
    public struct Pair: Sendable, Equatable {
        public var word: String
        public var neighbour: String
        public var distance: Double

        public static func == (lhs: Pair, rhs: Pair) -> Bool {
            lhs.distance == rhs.distance && lhs.word.utf8.elementsEqual(rhs.word.utf8)
                && lhs.neighbour.utf8.elementsEqual(rhs.neighbour.utf8)
        }
    }

    /// The words measured: the lexicon's most frequent that can be swiped on the layer.
    public var words: Int
    /// The distance within which a neighbour makes a word confusable, in key widths.
    public var threshold: Double
    /// The share of the words measured whose nearest neighbour is within ``threshold``.
    public var confusable: Double
    /// The share of the words measured whose path another word has exactly: a letter doubled
    /// (`of`, `off`) or an accent (`to`, `tō`), which no layout tells apart.
    public var identical: Double
    /// The mean distance from a word to its nearest neighbour, in key widths (words without a
    /// neighbour near their ends are left out).
    public var meanNearest: Double
    /// The most confusable pairs of different paths: the nearest first, and among equals the
    /// more frequent.
    public var pairs: [Pair]

    /// The words measured by default.
    public static let standardWords = 10_000
    /// The threshold by default: a quarter of a key, about what separates `help` from `hello`'s
    /// path through the same keys but the last.
    public static let standardThreshold = 0.25
}

extension SwipeDecoder {
    /// The clarity of this lexicon's swipes on these keys: each of the `words` most frequent
    /// words that can be swiped is compared with every word among them that starts and ends
    /// near the same keys (the ones the decoder weighs against it).
    ///
    /// - Parameters:
    ///   - words: How many of the most frequent words to measure.
    ///   - threshold: The distance within which a neighbour is confusable, in key widths.
    ///   - pairs: How many of the most confusable pairs to list.
    ///   - progress: Told the share of the words compared, now and then.
    /// - Complexity: O(*w* · *b* · *n*) for *w* words, *b* words near the same ends, *n* points.
    public func clarity(
        words: Int = GestureClarity.standardWords, threshold: Double = GestureClarity.standardThreshold,
        pairs listed: Int = 10, progress: ((Double) -> Void)? = nil
    ) -> GestureClarity {
        // The most frequent words with a path, and their templates.
        var entries = buckets.values.flatMap { $0 }
        entries.sort {
            let a = lexicon.level(ofWord: Int($0.word))
            let b = lexicon.level(ofWord: Int($1.word))
            return a != b ? a > b : $0.word < $1.word
        }
        entries = Array(entries.prefix(max(0, words)))
        let samples = parameters.samples
        var templates = [KeyboardPoint](repeating: KeyboardPoint(x: 0, y: 0), count: entries.count * samples)
        var buffer = [KeyboardPoint](repeating: KeyboardPoint(x: 0, y: 0), count: samples)
        var byEnds: [Int: [Int]] = [:]
        let slots = centres.count
        for (index, entry) in entries.enumerated() {
            template(of: entry, in: path, into: &buffer)
            for sample in 0..<samples { templates[index * samples + sample] = buffer[sample] }
            let first = Int(path[Int(entry.start)])
            let last = Int(path[Int(entry.start + entry.count) - 1])
            byEnds[first * slots + last, default: []].append(index)
        }
        let radius = parameters.endRadius * keyWidth
        let near = centres.indices.map { slot in
            centres.indices.filter { Self.distance(centres[$0], centres[slot]) <= radius }
        }
        var nearest = [Double](repeating: .infinity, count: entries.count)
        var partner = [Int](repeating: -1, count: entries.count)
        for (index, entry) in entries.enumerated() {
            if let progress, index % 256 == 0 { progress(Double(index) / Double(entries.count)) }
            let first = Int(path[Int(entry.start)])
            let last = Int(path[Int(entry.start + entry.count) - 1])
            var best = Double.infinity
            for start in near[first] {
                for end in near[last] {
                    for other in byEnds[start * slots + end] ?? [] where other != index {
                        var sum = 0.0
                        for sample in 0..<samples {
                            sum += Self.distance(
                                templates[index * samples + sample], templates[other * samples + sample])
                            if sum >= best { break }
                        }
                        if sum < best {
                            best = sum
                            partner[index] = other
                        }
                    }
                }
            }
            if partner[index] >= 0 { nearest[index] = best / (Double(samples) * keyWidth) }
        }
        let measured = nearest.filter(\.isFinite)
        var found: [GestureClarity.Pair] = []
        // A pair of one path is in ``GestureClarity/identical``, not listed.
        let same = 1e-9
        var order = entries.indices.filter { partner[$0] >= 0 && nearest[$0] > same }
        order.sort { nearest[$0] != nearest[$1] ? nearest[$0] < nearest[$1] : $0 < $1 }
        var seen = Set<Int>()
        for index in order where found.count < listed {
            let other = partner[index]
            guard seen.insert(min(index, other) * entries.count + max(index, other)).inserted else { continue }
            found.append(
                GestureClarity.Pair(
                    word: text(ofWord: Int(entries[index].word)), neighbour: text(ofWord: Int(entries[other].word)),
                    distance: nearest[index]))
        }
        return GestureClarity(
            words: entries.count, threshold: threshold,
            confusable: entries.isEmpty
                ? 0 : Double(nearest.filter { $0 <= threshold }.count) / Double(entries.count),
            identical: entries.isEmpty ? 0 : Double(nearest.filter { $0 <= same }.count) / Double(entries.count),
            meanNearest: measured.isEmpty ? 0 : measured.reduce(0, +) / Double(measured.count), pairs: found)
    }

    /// Word `index`'s form.
    func text(ofWord index: Int) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: lexicon.form(at: lexicon.node(ofWord: index)))
        return String(text)
    }
}
