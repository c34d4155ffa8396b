import KeyboardModel

/// How often each grapheme and each pair of neighbouring graphemes occurs in some text: what the
/// movement and accuracy models weigh their figures by.
///
/// The unit is the grapheme (a `Character`): what a person types as one letter, and what the
/// typist plans taps for. A line break is one grapheme whatever its bytes (`\r\n` counts as `\n`).
/// Pairs never span two texts.
///
///     var statistics = TextStatistics(source: "README.md")
///     statistics.add(text: "the cat")
///     statistics.count(of: "t")          // 2
///     statistics.count(of: "t", "h")     // 1
public struct TextStatistics: Sendable {
    /// Where the figures come from, for reports (a file name, or the frequency table's source).
    public var source: String
    /// The graphemes seen, in order of first appearance; their index is their id.
    public private(set) var graphemes: [String] = []
    /// How often each grapheme occurs, by id.
    public private(set) var counts: [Double] = []
    /// All graphemes counted.
    public private(set) var total = 0.0

    /// Pair counts of the first ``denseLimit`` ids, row-major; the rest are in `sparse`.
    private var dense = [Double](repeating: 0, count: denseLimit * denseLimit)
    private var sparse: [UInt64: Double] = [:]
    /// Ids of single-byte (ASCII) graphemes, -1 for unseen: the fast path of ``add(text:)``.
    private var asciiIDs = [Int](repeating: -1, count: 128)
    /// Ids by grapheme, compared by bytes (`é` and `e` + U+0301 are two graphemes).
    private var ids: [ExactText: Int] = [:]

    /// Ids below this share a table of pair counts; more ids keep theirs in a dictionary.
    private static let denseLimit = 128

    /// Creates empty statistics.
    ///
    /// - Parameter source: Where the figures come from.
    public init(source: String) {
        self.source = source
    }

    // MARK: - Adding

    /// Counts the graphemes of `text` and its neighbouring pairs.
    ///
    /// - Complexity: O(n) in the text's length.
    public mutating func add(text: String) {
        let utf8 = text.utf8
        var index = text.startIndex
        var previous = -1
        while index < text.endIndex {
            let next = text.index(after: index)
            let id: Int
            let first = utf8[index]
            if first < 0x80, utf8.index(after: index) == next {
                id =
                    asciiIDs[Int(first)] >= 0
                    ? asciiIDs[Int(first)] : register(String(Character(Unicode.Scalar(first))))
            } else {
                let grapheme = text[index..<next]
                id = grapheme == "\r\n" ? lineBreakID() : (ids[text: String(grapheme)] ?? register(String(grapheme)))
            }
            counts[id] += 1
            total += 1
            if previous >= 0 { addPair(previous, id, 1) }
            previous = id
            index = next
        }
    }

    /// Counts `word` as it occurs `weight` times in running text, between spaces: its graphemes,
    /// its pairs, and the pairs with the space before and after it (one space per word, as a
    /// table of word frequencies implies).
    ///
    /// - Parameters:
    ///   - word: The word, without spaces.
    ///   - weight: How often it occurs (any positive scale).
    public mutating func add(word: String, weight: Double) {
        guard weight > 0, weight.isFinite, !word.isEmpty else { return }
        let space = ids[text: " "] ?? register(" ")
        counts[space] += weight
        total += weight
        var previous = space
        for character in word {
            let id = ids[text: String(character)] ?? register(String(character))
            counts[id] += weight
            total += weight
            addPair(previous, id, weight)
            previous = id
        }
        addPair(previous, space, weight)
    }

    /// Counts the pair `first`, `second` as occurring `count` times, and `first` that many
    /// times: what a table of pairs from running text says, where every grapheme has a follower.
    ///
    /// - Parameters:
    ///   - first: The first grapheme.
    ///   - second: The grapheme after it.
    ///   - count: How often the pair occurs (any positive scale).
    public mutating func add(pair first: String, _ second: String, count: Double) {
        guard count > 0, count.isFinite else { return }
        let a = ids[text: first] ?? register(first)
        let b = ids[text: second] ?? register(second)
        counts[a] += count
        total += count
        addPair(a, b, count)
    }

    // MARK: - Reading

    /// How often `grapheme` occurs.
    public func count(of grapheme: String) -> Double {
        ids[text: grapheme].map { counts[$0] } ?? 0
    }

    /// How often `first` is followed by `second`.
    public func count(of first: String, _ second: String) -> Double {
        guard let a = ids[text: first], let b = ids[text: second] else { return 0 }
        return pairCount(a, b)
    }

    /// Every pair that occurs, as ids with its count, in a stable order (by first id, then
    /// second).
    public var pairs: [(first: Int, second: Int, count: Double)] {
        var result: [(first: Int, second: Int, count: Double)] = []
        let limit = min(graphemes.count, Self.denseLimit)
        for a in 0..<limit {
            for b in 0..<limit where dense[a * Self.denseLimit + b] > 0 {
                result.append((a, b, dense[a * Self.denseLimit + b]))
            }
        }
        for (key, count) in sparse {
            result.append((Int(key >> 32), Int(key & 0xFFFF_FFFF), count))
        }
        result.sort { ($0.first, $0.second) < ($1.first, $1.second) }
        return result
    }

    /// How many times pairs occur in all (one less than the graphemes of each text).
    public var pairTotal: Double {
        pairs.reduce(0) { $0 + $1.count }
    }

    // MARK: - Private

    private func pairCount(_ a: Int, _ b: Int) -> Double {
        if a < Self.denseLimit, b < Self.denseLimit { return dense[a * Self.denseLimit + b] }
        return sparse[UInt64(a) << 32 | UInt64(b)] ?? 0
    }

    private mutating func addPair(_ a: Int, _ b: Int, _ weight: Double) {
        if a < Self.denseLimit, b < Self.denseLimit {
            dense[a * Self.denseLimit + b] += weight
        } else {
            sparse[UInt64(a) << 32 | UInt64(b), default: 0] += weight
        }
    }

    private mutating func lineBreakID() -> Int {
        ids[text: "\n"] ?? register("\n")
    }

    private mutating func register(_ grapheme: String) -> Int {
        if let known = ids[text: grapheme] { return known }
        let id = graphemes.count
        graphemes.append(grapheme)
        counts.append(0)
        ids[text: grapheme] = id
        if grapheme.utf8.count == 1, let byte = grapheme.utf8.first, byte < 0x80 {
            asciiIDs[Int(byte)] = id
        }
        return id
    }
}
