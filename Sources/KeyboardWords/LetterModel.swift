#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lexicon's model of how the language spells: how likely each key scalar is after the one
/// (or two) before it, learnt from the lexicon's keys when it is compiled. It scores what was
/// typed when it is no word of the lexicon (a name, a new word), so that a word typed precisely
/// survives unless a lexicon word is clearly more likely.
///
/// The estimate is interpolated absolute discounting (Ney, Essen & Kneser 1994): each order's
/// counts give up a discount `D` per distinct continuation to the order below — trigrams to
/// bigrams, bigrams to single letters (add-½) — and `D` is the leave-one-out estimate from the
/// counts of counts, `n₁ / (n₁ + 2 n₂)`. A small list (a few thousand words) has many trigrams
/// seen once and so gives much of each context's probability to its bigrams.
///
/// Costs are surprisals in nats, a byte each in sixteenths of a nat. The file keeps a bigram
/// table, `(k + 1)²` bytes for `k` key scalars (0 is the word boundary). Then the two-letter
/// contexts that have trigram costs of their own: their number `r` (32 bits), the contexts
/// (`a · (k + 1) + b`, 32 bits each, ascending) and their rows, `k + 1` bytes each: every key's
/// cost after that context. Every other context reads its bigram's row. A lookup is exact: no
/// letter borrows another's cost.
///
/// The rows are the contexts seen at least ``minimumContext`` times whose own row explains the
/// list's words best — by how many nats the trigram costs save over the bigram's on the words'
/// own letters (the entropy criterion of Stolcke 1998) — as many as fit in a quarter of a byte
/// per trie node, so that the letter model grows with the list as the trie does.
enum LetterModel {
    /// The smoothing added to every letter's count in the single-letter distribution, the
    /// bottom order (add-½, Jeffreys' prior).
    static let smoothing = 0.5
    /// A two-letter context may have a row when it was seen at least this often: rarer ones give
    /// estimates no better than the bigram's (and seem to save most on the words they came from).
    static let minimumContext = 3
    /// The fewest rows a model may keep, whatever its trie's size.
    static let minimumRows = 8
    /// The cost of a scalar with no key in the model: as unlikely as a rare bigram.
    static let unknownKey = 9.0

    /// The leave-one-out discount of counts whose counts of counts are `counts`:
    /// `n₁ / (n₁ + 2 n₂)`, kept within 0.1 … 0.9.
    static func discount(_ counts: some Sequence<Int>) -> Double {
        var once = 0.0
        var twice = 0.0
        for count in counts {
            if count == 1 { once += 1 } else if count == 2 { twice += 1 }
        }
        guard once > 0 else { return 0.1 }
        return min(0.9, max(0.1, once / (once + 2 * twice)))
    }

    /// The letter model's section for words given as key numbers (1 …`keyCount`), each word
    /// once, in a lexicon of `nodes` trie nodes.
    static func table(words: [[Int]], keyCount: Int, nodes: Int) -> [UInt8] {
        let size = keyCount + 1
        var singles = [Double](repeating: 0, count: size)
        var pairs = [Int](repeating: 0, count: size * size)
        var triples: [Int: Int] = [:]
        for word in words {
            var a = 0
            var b = 0
            for c in word + [0] {
                singles[c] += 1
                pairs[b * size + c] += 1
                triples[(a * size + b) * size + c, default: 0] += 1
                a = b
                b = c
            }
        }
        // Single letters, smoothed.
        let letters = singles.reduce(0, +)
        let unigram = singles.map { ($0 + smoothing) / (letters + smoothing * Double(size)) }
        // Bigrams, interpolated with the single letters.
        let pairDiscount = discount(pairs.lazy.filter { $0 > 0 })
        var bigram = [Double](repeating: 0, count: size * size)
        for b in 0..<size {
            let row = pairs[(b * size)..<(b * size + size)]
            let total = Double(row.reduce(0, +))
            let types = Double(row.lazy.filter { $0 > 0 }.count)
            for c in 0..<size {
                bigram[b * size + c] =
                    total == 0
                    ? unigram[c]
                    : (max(Double(pairs[b * size + c]) - pairDiscount, 0) + pairDiscount * types * unigram[c]) / total
            }
        }
        var bytes = bigram.map { quantize(-log($0)) }
        // Trigrams, interpolated with the bigrams, for the contexts that save the most.
        let tripleDiscount = discount(triples.values)
        // The contexts seen (a few thousand, where there are (k + 1)² of them).
        var contexts: [Int: (total: Int, types: Int)] = [:]
        for (key, count) in triples {
            contexts[key / size, default: (0, 0)].total += count
            contexts[key / size, default: (0, 0)].types += 1
        }
        func trigram(_ context: Int, _ c: Int) -> Double {
            let seen = contexts[context] ?? (1, 0)
            let fallback = tripleDiscount * Double(seen.types) / Double(seen.total)
            let count = Double(triples[context * size + c] ?? 0)
            return max(count - tripleDiscount, 0) / Double(seen.total) + fallback * bigram[(context % size) * size + c]
        }
        var saving: [Int: Double] = [:]
        // In key order, so that the sums, and the file, are the same whatever the dictionary's order.
        for key in triples.keys.sorted() {
            let (context, c) = (key / size, key % size)
            guard let seen = contexts[context], seen.total >= minimumContext else { continue }
            let gain = log(trigram(context, c) / bigram[(context % size) * size + c])
            saving[context, default: 0] += Double(triples[key] ?? 0) * gain
        }
        let rows = max(minimumRows, nodes / 4 / size)
        let kept = saving.filter { $0.value > 0 }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(rows).map(\.key).sorted()
        func append(_ value: UInt32) { bytes += withUnsafeBytes(of: value.littleEndian, Array.init) }
        append(UInt32(kept.count))
        for context in kept { append(UInt32(context)) }
        for context in kept {
            for c in 0..<size { bytes.append(quantize(-log(trigram(context, c)))) }
        }
        return bytes
    }

    static func quantize(_ nats: Double) -> UInt8 { UInt8(min(255, max(0, (nats * 16).rounded()))) }
}

extension Lexicon {
    /// The letter model's cost of a word's keys (key numbers from 1, 0 for a scalar with no key),
    /// its end included, in nats; from `start` on, the keys before it only its context (the
    /// cost of an ending after a stem).
    func spellingCost(_ keys: [Int], from start: Int = 0) -> Double {
        var cost = 0.0
        var a = 0
        var b = 0
        for index in 0...keys.count {
            let c = index < keys.count ? keys[index] : 0
            // Before `start`, the letters only set the context.
            if index < start {
                (a, b) = c == 0 ? (0, 0) : (b, c)
                continue
            }
            if index < keys.count, c == 0 {
                cost += LetterModel.unknownKey
                a = 0
                b = 0
                continue
            }
            cost += letterCost(a, b, c)
            a = b
            b = c
        }
        return cost
    }

    /// The letter model's cost of key `c` after keys `a` and `b` (key numbers from 1; 0 is the
    /// word boundary, before a word's first letters and as its end): its context's row when it
    /// has one, else its bigram's.
    @inline(__always) func letterCost(_ a: Int, _ b: Int, _ c: Int) -> Double {
        let size = keys.count + 1
        let context = a * size + b
        // The context's row, by binary search of the ascending contexts.
        var low = 0
        var high = contextRowCount
        while low < high {
            let middle = (low + high) / 2
            let offset = contextsOffset + 4 * middle
            let found =
                Int(storage[offset]) | Int(storage[offset + 1]) << 8 | Int(storage[offset + 2]) << 16
                | Int(storage[offset + 3]) << 24
            if found == context { return Double(storage[rowsOffset + middle * size + c]) / 16 }
            if found < context { low = middle + 1 } else { high = middle }
        }
        return Double(storage[bigramOffset + b * size + c]) / 16
    }
}
