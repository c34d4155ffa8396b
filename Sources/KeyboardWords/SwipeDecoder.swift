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
/// Not yet in the controller: a touch is not recognised as a swipe, and nothing calls this but
/// tests and the bench (the gesture-typing issue).
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
    /// The median width of the layer's character keys: the unit of distances.
    let keyWidth: Double
    /// The words by the centres of their first and last keys (first · centres + last), each
    /// list most frequent first, with where their centres are in ``path`` and their ideal
    /// path's length, worked out once.
    let buckets: [Int: [Entry]]
    /// Every bucketed word's centres, one after another.
    let path: [UInt16]

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
        for key in frames.keys {
            guard case .character(let text, let shifted) = key.key.action else { continue }
            widths.append(key.frame.width)
            var slot: Int?
            func slotOfThisKey() -> Int {
                if let slot { return slot }
                centres.append(key.frame.center)
                slot = centres.count - 1
                return centres.count - 1
            }
            for output in [text, shifted] {
                switch lexicon.keyOutput(output, lower: lower, isPlain: isPlain) {
                case .ownLetter(let symbol) where ownSlot[symbol] < 0: ownSlot[symbol] = slotOfThisKey()
                case .searchKey(let index) where keySlot[index] < 0: keySlot[index] = slotOfThisKey()
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
        widths.sort()
        keyWidth = widths.isEmpty ? 1 : max(1, widths[widths.count / 2])
        var buckets: [Int: [Entry]] = [:]
        var path: [UInt16] = []
        let slots = centres.count
        for word in 0..<lexicon.wordCount {
            guard let through = Self.slots(ofWord: word, in: lexicon, centreOfSymbol: centreOfSymbol),
                through.count >= 2, let first = through.first, let last = through.last
            else { continue }
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
    }

    /// The words a swipe along `path` may be, best first.
    ///
    /// - Parameters:
    ///   - path: The finger's points, in order (at least two).
    ///   - count: How many candidates to return.
    /// - Returns: The candidates; empty for a path of fewer than two points or no word near it.
    public func candidates(for path: [KeyboardPoint], count: Int = 3) -> [Candidate] {
        guard path.count >= 2, count > 0, let start = path.first, let end = path.last else { return [] }
        let swipe = Self.resample(path, to: parameters.samples)
        let swipeShape = Self.normalised(swipe)
        let slots = centres.count
        let radius = parameters.endRadius * keyWidth
        let near = { (point: KeyboardPoint) -> [Int] in
            self.centres.indices.filter { Self.distance(self.centres[$0], point) <= radius }
        }
        let starts = near(start)
        let ends = near(end)
        var swipeLength = 0.0
        for index in path.indices.dropFirst() { swipeLength += Self.distance(path[index - 1], path[index]) }
        var scored: [(word: Int, cost: Double)] = []
        let logTotal = log(Double(max(1, lexicon.wordCount)))
        for first in starts {
            for last in ends {
                guard let entries = buckets[first * slots + last] else { continue }
                for entry in entries {
                    // A path far longer or shorter than the word's (rounded corners shorten a
                    // swipe; only a ratio beyond 2 prunes).
                    let idealLength = Double(entry.length)
                    let slack = 2 * keyWidth
                    guard swipeLength + slack >= (idealLength + slack) / 2,
                        idealLength + slack >= (swipeLength + slack) / 2
                    else { continue }
                    let word = entry.word
                    let through = self.path[Int(entry.start)..<Int(entry.start + entry.count)].map { centres[Int($0)] }
                    let ideal = Self.resample(through, to: parameters.samples)
                    var location = 0.0
                    for (a, b) in zip(swipe, ideal) { location += Self.distance(a, b) }
                    location /= Double(swipe.count) * keyWidth
                    var shape = 0.0
                    for (a, b) in zip(swipeShape, Self.normalised(ideal)) { shape += Self.distance(a, b) }
                    shape /= Double(swipe.count)
                    let prior = logTotal - Double(lexicon.level(ofWord: Int(word))) / 8 * M_LN2
                    let cost =
                        location * location / (2 * parameters.locationSigma * parameters.locationSigma)
                        + shape * shape / (2 * parameters.shapeSigma * parameters.shapeSigma) + prior
                    scored.append((Int(word), cost))
                }
            }
        }
        scored.sort { $0.cost != $1.cost ? $0.cost < $1.cost : $0.word < $1.word }
        return scored.prefix(min(count, parameters.shortlist)).map { item in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: lexicon.form(at: lexicon.node(ofWord: item.word)))
            return Candidate(text: String(text), cost: item.cost)
        }
    }

    // MARK: - Paths

    /// The key centres word `index` is swiped through, by slot: a letter repeated (`ll` of
    /// `letter`) once; `nil` when a letter has no key on the layer.
    static func slots(ofWord index: Int, in lexicon: Lexicon, centreOfSymbol: [Int]) -> [Int]? {
        var slots: [Int] = []
        for symbol in lexicon.path(to: lexicon.node(ofWord: index)) {
            let slot = centreOfSymbol[symbol]
            if slot < 0 {
                // A mark folded away (a combining accent) adds no key; any other letter without
                // one makes the word unswipeable here.
                if lexicon.fold(symbol).isEmpty { continue }
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

    static func distance(_ a: KeyboardPoint, _ b: KeyboardPoint) -> Double {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
