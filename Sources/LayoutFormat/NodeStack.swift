/// The finished nodes of the collections being built, in document order, each collection's
/// children on top of its parent's.
///
/// When a collection ends its children are moved (not copied) into the collection's array, so
/// building a tree retains and releases nothing per node. Alongside each node the stack keeps a
/// fingerprint of its text when it is a scalar mapping key (0 otherwise), for finding duplicate
/// keys without comparing most strings.
final class NodeStack {
    private var base: UnsafeMutablePointer<YAMLNode>
    private var prints: UnsafeMutablePointer<UInt64>
    private var capacity: Int
    /// The number of nodes on the stack.
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
        prints = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
        prints.deallocate()
    }

    /// Pushes `node` with the fingerprint `print` (0: not a scalar key).
    func push(_ node: consuming YAMLNode, print: UInt64 = 0) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        prints[count] = print
        count += 1
    }

    /// The node at `index` (0 ≤ `index` < `count`).
    func node(at index: Int) -> YAMLNode {
        base[index]
    }

    /// The fingerprint stored with the node at `index`.
    func print(at index: Int) -> UInt64 {
        prints[index]
    }

    /// Removes the top node and returns it.
    func pop() -> YAMLNode {
        count -= 1
        return (base + count).move()
    }

    /// Removes the nodes from `start` up and returns them as an array.
    func popItems(from start: Int) -> [YAMLNode] {
        let length = count - start
        guard length > 0 else { return [] }
        count = start
        return [YAMLNode](unsafeUninitializedCapacity: length) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            target.moveInitialize(from: base + start, count: length)
            initialized = length
        }
    }

    /// Removes the nodes from `start` up, alternately keys and values, and returns them as pairs.
    func popPairs(from start: Int) -> [YAMLPair] {
        if (count - start) % 2 == 1 { _ = pop() }
        let length = (count - start) / 2
        guard length > 0 else { return [] }
        count = start
        return [YAMLPair](unsafeUninitializedCapacity: length) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            var source = base + start
            for index in 0..<length {
                let key = source.move()
                let value = (source + 1).move()
                (target + index).initialize(to: YAMLPair(key: key, value: value))
                source += 2
            }
            initialized = length
        }
    }

    private func grow() {
        let larger = capacity * 2
        let newBase = UnsafeMutablePointer<YAMLNode>.allocate(capacity: larger)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        let newPrints = UnsafeMutablePointer<UInt64>.allocate(capacity: larger)
        newPrints.initialize(from: prints, count: count)
        prints.deallocate()
        prints = newPrints
        capacity = larger
    }

    /// The fingerprint of every text that is not pure ASCII.
    static let nonASCII: UInt64 = 2

    /// A fingerprint that strings equal as `String`s (by canonical equivalence) share: the byte
    /// fingerprint of ASCII text, ``nonASCII`` for any other text (an ASCII string can be
    /// canonically equivalent to a non-ASCII one, e.g. `K` and the Kelvin sign).
    static func fingerprint(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                if byte >= 0x80 { return nonASCII }
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash | 1
        }
    }

    /// A fingerprint of the UTF-8 bytes of `text` (FNV-1a), odd: strings with the same bytes share it.
    static func byteFingerprint(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash | 1
        }
    }

    /// Whether strings with fingerprints `a` and `b` may be equal.
    static func mayBeEqual(_ a: UInt64, _ b: UInt64) -> Bool {
        a == b || a == nonASCII || b == nonASCII
    }
}
