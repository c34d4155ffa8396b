/// A bit vector inside a compiled lexicon's bytes, with a rank table built when it opens: rank
/// in O(1), select in O(log n).
struct RankedBits: Sendable {
    let storage: [UInt8]
    /// Where its 64-bit words start in `storage`.
    let offset: Int
    /// How many bits it holds.
    let bits: Int
    /// `ranks[w]` is the number of set bits in the words before word `w` (one entry more than
    /// words).
    let ranks: [UInt32]

    init(storage: [UInt8], offset: Int, bits: Int) {
        self.storage = storage
        self.offset = offset
        self.bits = bits
        let words = (bits + 63) / 64
        var ranks = [UInt32]()
        ranks.reserveCapacity(words + 1)
        var total: UInt32 = 0
        storage.withUnsafeBytes { raw in
            for index in 0..<words {
                ranks.append(total)
                total &+= UInt32(
                    UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8 * index, as: UInt64.self))
                        .nonzeroBitCount)
            }
        }
        ranks.append(total)
        self.ranks = ranks
    }

    /// The number of set bits.
    var count: Int { Int(ranks[ranks.count - 1]) }

    @inline(__always) func word(_ index: Int) -> UInt64 {
        storage.withUnsafeBytes {
            UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset + 8 * index, as: UInt64.self))
        }
    }

    /// Whether no bit past the last is set.
    var paddingIsClear: Bool {
        let used = bits % 64
        guard used != 0 else { return true }
        return word(bits / 64) >> UInt64(used) == 0
    }

    /// Bit `index`.
    @inline(__always) func bit(_ index: Int) -> Bool { word(index >> 6) >> UInt64(index & 63) & 1 != 0 }

    /// The number of set bits before `index`.
    @inline(__always) func rank(_ index: Int) -> Int {
        let within = index & 63
        let below = within == 0 ? 0 : (word(index >> 6) << UInt64(64 - within)).nonzeroBitCount
        return Int(ranks[index >> 6]) + below
    }

    /// The position of set bit number `n` (from 0); `n` must be below ``count``.
    func select(_ n: Int) -> Int {
        // The last word whose rank is at most n.
        var low = 0
        var high = ranks.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(ranks[middle]) <= n { low = middle } else { high = middle }
        }
        var rest = n - Int(ranks[low])
        var bits = word(low)
        while rest > 0 {
            bits &= bits &- 1
            rest -= 1
        }
        return low * 64 + bits.trailingZeroBitCount
    }

    /// The positions of the set bits, ascending.
    func setBits() -> SetBits { SetBits(vector: self) }

    struct SetBits: IteratorProtocol {
        let vector: RankedBits
        var index = 0
        var current: UInt64

        init(vector: RankedBits) {
            self.vector = vector
            current = vector.bits > 0 ? vector.word(0) : 0
        }

        mutating func next() -> Int? {
            let words = (vector.bits + 63) / 64
            while current == 0 {
                index += 1
                guard index < words else { return nil }
                current = vector.word(index)
            }
            let position = index * 64 + current.trailingZeroBitCount
            current &= current &- 1
            return position
        }
    }
}
