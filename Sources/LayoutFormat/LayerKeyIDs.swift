import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The ids of one layer's keys, each once by their bytes (`;` U+003B and U+037E are two ids),
/// for finding duplicates: compared by fingerprint while they are few, hashed once many appear.
struct LayerKeyIDs {
    /// Past this many ids, they are hashed.
    static let scanLimit = 64

    /// The ids, in the order first seen, and their key fingerprints.
    private(set) var ids: [String] = []
    private(set) var prints: [UInt64] = []
    private var idSet: Set<ExactText>?
    /// A 256-bit filter of the fingerprints in ``prints``: a fingerprint whose bit is clear is new
    /// without a search (most ids of a layer are).
    private var filter = SIMD4<UInt64>()

    init(capacity: Int = 0) {
        ids.reserveCapacity(capacity)
        prints.reserveCapacity(capacity)
    }

    /// Adds `id`, whose fingerprint is `print`, unless the layer has it already; returns whether it was new.
    mutating func insert(_ id: String, print: UInt64) -> Bool {
        if idSet == nil, ids.count >= Self.scanLimit {
            idSet = Set(ids.map { ExactText($0) })
        }
        let isNew =
            if idSet != nil {
                idSet?.insert(ExactText(id)).inserted ?? true
            } else {
                !mayHave(print) || !ids.indices.contains { prints[$0] == print && ids[$0].isExactly(id) }
            }
        if isNew {
            remember(print)
            ids.append(id)
            prints.append(print)
        }
        return isNew
    }

    /// Whether ``filter`` has the bit of `print` (so that ``prints`` may hold it).
    private func mayHave(_ print: UInt64) -> Bool {
        filter[Int(truncatingIfNeeded: print >> 62)] & 1 << (print >> 56 & 63) != 0
    }

    /// Sets the bit of `print` in ``filter``: its top two bits pick the word, the next six the bit.
    private mutating func remember(_ print: UInt64) {
        filter[Int(truncatingIfNeeded: print >> 62)] |= 1 << (print >> 56 & 63)
    }

    /// Whether the layer has a key with `id`.
    func contains(_ id: String) -> Bool {
        if let idSet { return idSet.contains(text: id) }
        let print = KeyFingerprint.fingerprint(id)
        return ids.indices.contains { prints[$0] == print && ids[$0].isExactly(id) }
    }
}

/// The key ids of every layer, for the ids that constraints name.
struct KeyIDIndex {
    private let layers: [LayerKeyIDs]
    /// All ids hashed, when there are many ids and references: the check stays linear.
    private let all: Set<ExactText>?

    /// An index of `layers`, for `referenceCount` look-ups.
    init(_ layers: [LayerKeyIDs], referenceCount: Int) {
        self.layers = layers
        let idCount = layers.reduce(0) { $0 + $1.ids.count }
        // With few ids and references, comparing fingerprints beats hashing.
        all =
            idCount * referenceCount > LayerKeyIDs.scanLimit * LayerKeyIDs.scanLimit
            ? Set(layers.lazy.flatMap(\.ids).map { ExactText($0) }) : nil
    }

    /// Whether some layer has a key with `id`.
    func contains(_ id: String) -> Bool {
        if let all { return all.contains(text: id) }
        let print = KeyFingerprint.fingerprint(id)
        return layers.contains { layer in
            layer.ids.indices.contains { layer.prints[$0] == print && layer.ids[$0].isExactly(id) }
        }
    }

    /// Every id, sorted, for suggestions.
    var sortedIDs: [String] { Set(layers.lazy.flatMap(\.ids).map { ExactText($0) }).sorted().map(\.string) }
}
