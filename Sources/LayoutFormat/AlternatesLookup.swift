import LayoutDiagnostics
import LocatedYAML

/// The top-level `alternates` table, found by key id for every key of a layout.
///
/// Most tables are short and keyed by ids with a sure ``KeyFingerprint``: those are searched by
/// fingerprint in a list (a few comparisons of integers), which beats hashing the id of every
/// key. Long tables, and tables with an id of ``KeyFingerprint/unsure`` fingerprint (which may
/// equal another id in other bytes), are hashed, behind a one-word Bloom filter of the ids'
/// fingerprints.
struct AlternatesLookup {
    /// Tables with at most this many ids are searched in a list.
    static let scanLimit = 32

    private let table: [String: [String]]
    private var ids: [String] = []
    private var prints: [UInt64] = []
    private var lists: [[String]] = []
    /// Whether ``ids`` holds the whole table.
    private let scans: Bool
    /// A bit for each id's fingerprint, or every bit when an id's fingerprint is unsure.
    private var filter: UInt64 = 0
    /// Which entries of ``ids`` a key has taken, a bit each (when the table is searched in a
    /// list, which holds at most ``scanLimit`` ids).
    private var taken: UInt64 = 0
    /// The ids a key has taken (when the table is hashed).
    private var takenIDs: Set<String> = []

    init(_ table: [String: [String]]) {
        self.table = table
        var scans = table.count <= Self.scanLimit
        for id in table.keys {
            let print = KeyFingerprint.fingerprint(id)
            if print == KeyFingerprint.unsure {
                scans = false
                filter = ~0
            } else {
                filter |= 1 << (print & 63)
            }
        }
        self.scans = scans
        if scans {
            ids.reserveCapacity(table.count)
            prints.reserveCapacity(table.count)
            lists.reserveCapacity(table.count)
            for (id, list) in table {
                ids.append(id)
                prints.append(KeyFingerprint.fingerprint(id))
                lists.append(list)
            }
        }
    }

    /// How many entries keys have taken.
    private(set) var takenCount = 0
    /// The number of entries.
    var count: Int { table.count }

    /// Whether some key took the entry for `id`.
    func wasTaken(_ id: String) -> Bool {
        if scans, let index = ids.firstIndex(of: id) { return taken & (1 << index) != 0 }
        return takenIDs.contains(id)
    }

    /// The alternates the table lists for key id `id`, whose ``KeyFingerprint/fingerprint(_:)``
    /// is `print`; the entry is then taken.
    mutating func alternates(for id: String, print: UInt64) -> [String]? {
        if print != KeyFingerprint.unsure {
            // Most keys have no entry: the filter rules them out without a search.
            if filter & (1 << (print & 63)) == 0 { return nil }
            // Ids with sure fingerprints are equal exactly when their bytes are, which equal prints
            // all but assure.
            if scans {
                for index in prints.indices where prints[index] == print && ids[index] == id {
                    if taken & (1 << index) == 0 {
                        taken |= 1 << index
                        takenCount += 1
                    }
                    return lists[index]
                }
                return nil
            }
        }
        guard let list = table[id] else { return nil }
        if takenIDs.insert(id).inserted { takenCount += 1 }
        return list
    }
}
