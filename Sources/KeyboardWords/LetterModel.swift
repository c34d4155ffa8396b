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
/// Costs are surprisals in nats. The file keeps a bigram table, `(k + 1)²` bytes for `k` key
/// scalars (0 is the word boundary), and a hashed trigram table of `2^m` bytes whose size
/// follows the trie's; each byte is a surprisal in sixteenths of a nat (a trigram byte is that
/// plus one; 0 marks an empty slot).
enum LetterModel {
    /// The smoothing added to every bigram count (add-½, Jeffreys' prior).
    static let smoothing = 0.5
    /// Trigrams are kept when their two-letter context was seen at least this often: rarer
    /// contexts give estimates no better than the bigram's.
    static let minimumContext = 3
    /// The cost of falling back from a trigram to a bigram (nats): a trigram the lexicon never
    /// has is less likely than its bigram alone says.
    static let backoff = 0.7
    /// The cost of a scalar with no key in the model: as unlikely as a rare bigram.
    static let unknownKey = 9.0

    /// The trigram table's size for a trie of `nodes` nodes: about a byte per four nodes, as a
    /// power of two from 2⁹ to 2¹⁵ (none below 2 048 nodes).
    static func tableBits(nodes: Int) -> Int {
        let quarter = nodes / 4
        guard quarter >= 512 else { return 0 }
        return min(15, quarter.bitWidthNeeded - 1)
    }

    @inline(__always) static func slot(_ a: Int, _ b: Int, _ c: Int, mask: Int) -> Int {
        let hash =
            UInt32(truncatingIfNeeded: a) &* 0x9E37_79B1 ^ UInt32(truncatingIfNeeded: b) &* 0x85EB_CA77
            ^ UInt32(truncatingIfNeeded: c) &* 0xC2B2_AE3D
        return Int((hash ^ hash >> 15) & UInt32(truncatingIfNeeded: mask))
    }

    /// The tables for words given as key numbers (1 …`keyCount`), each word once.
    static func table(words: [[Int]], keyCount: Int, trigramBits: Int) -> [UInt8] {
        let size = keyCount + 1
        var pairs = [Double](repeating: 0, count: size * size)
        var triples: [Int: (count: Int, context: Int)] = [:]
        var contexts: [Int: Int] = [:]
        for word in words {
            var a = 0
            var b = 0
            for c in word + [0] {
                pairs[b * size + c] += 1
                contexts[a * size + b, default: 0] += 1
                triples[(a * size + b) * size + c, default: (0, a * size + b)].count += 1
                a = b
                b = c
            }
        }
        var bytes = [UInt8](repeating: 0, count: size * size)
        for a in 0..<size {
            let total = (0..<size).reduce(0) { $0 + pairs[a * size + $1] }
            for b in 0..<size {
                let p = (pairs[a * size + b] + smoothing) / (total + smoothing * Double(size))
                bytes[a * size + b] = quantize(-log(p))
            }
        }
        guard trigramBits > 0 else { return bytes }
        var trigrams = [UInt8](repeating: 0, count: 1 << trigramBits)
        // In key order, so the table is the same whatever the dictionary's order.
        for key in triples.keys.sorted() {
            guard let entry = triples[key], let seen = contexts[entry.context], seen >= minimumContext else { continue }
            let c = key % size
            let b = (key / size) % size
            let a = key / size / size
            let value = min(255, Int(quantize(-log(Double(entry.count) / Double(seen)))) + 1)
            let index = slot(a, b, c, mask: (1 << trigramBits) - 1)
            // A shared slot keeps the likelier: it errs towards accepting what was typed.
            if trigrams[index] == 0 || Int(trigrams[index]) > value { trigrams[index] = UInt8(value) }
        }
        return bytes + trigrams
    }

    static func quantize(_ nats: Double) -> UInt8 { UInt8(min(255, max(0, (nats * 16).rounded()))) }
}

extension Lexicon {
    /// The letter model's cost of a word's keys (key numbers from 1, 0 for a scalar with no key),
    /// its end included, in nats; from `start` on, the keys before it only its context (the
    /// cost of an ending after a stem).
    func spellingCost(_ keys: [Int], from start: Int = 0) -> Double {
        let size = self.keys.count + 1
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
            if trigramMask >= 0 {
                let stored = storage[trigramOffset + LetterModel.slot(a, b, c, mask: trigramMask)]
                if stored > 0 {
                    cost += Double(stored - 1) / 16
                    a = b
                    b = c
                    continue
                }
                cost += LetterModel.backoff
            }
            cost += Double(storage[bigramOffset + b * size + c]) / 16
            a = b
            b = c
        }
        return cost
    }
}
