import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The top-level `alternates` table, found by key id for every key of a layout.
///
/// Most tables are short: their ids are searched by
/// fingerprint in a list (a few comparisons of integers), which beats hashing the id of every
/// key. Long tables are hashed, behind a one-word Bloom filter of the ids' fingerprints. Ids are
/// compared by their bytes.
struct AlternatesLookup {
    /// Tables with at most this many ids are searched in a list.
    static let scanLimit = 32

    private let table: [ExactText: [String]]
    private var ids: [String] = []
    private var prints: [UInt64] = []
    private var lists: [[String]] = []
    /// Whether ``ids`` holds the whole table.
    private let scans: Bool
    /// A bit for each id's fingerprint.
    private var filter: UInt64 = 0
    /// Which entries of ``ids`` a key has taken, a bit each (when the table is searched in a
    /// list, which holds at most ``scanLimit`` ids).
    private var taken: UInt64 = 0
    /// The ids a key has taken (when the table is hashed).
    private var takenIDs: Set<ExactText> = []

    init(_ table: [ExactText: [String]]) {
        self.table = table
        for id in table.keys { filter |= 1 << (KeyFingerprint.fingerprint(id.string) & 63) }
        scans = table.count <= Self.scanLimit
        if scans {
            ids.reserveCapacity(table.count)
            prints.reserveCapacity(table.count)
            lists.reserveCapacity(table.count)
            for (id, list) in table {
                ids.append(id.string)
                prints.append(KeyFingerprint.fingerprint(id.string))
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
        if scans, let index = ids.firstIndex(where: { $0.isExactly(id) }) {
            return taken & (1 << index) != 0
        }
        return takenIDs.contains(text: id)
    }

    /// The alternates the table lists for key id `id`, whose ``KeyFingerprint/fingerprint(_:)``
    /// is `print`; the entry is then taken.
    mutating func alternates(for id: String, print: UInt64) -> [String]? {
        // Most keys have no entry: the filter rules them out without a search.
        if filter & (1 << (print & 63)) == 0 { return nil }
        if scans {
            for index in prints.indices where prints[index] == print && ids[index].isExactly(id) {
                if taken & (1 << index) == 0 {
                    taken |= 1 << index
                    takenCount += 1
                }
                return lists[index]
            }
            return nil
        }
        guard let list = table[text: id] else { return nil }
        if takenIDs.insert(ExactText(id)).inserted { takenCount += 1 }
        return list
    }
}
