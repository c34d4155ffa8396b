import TestSupport
import Testing

@testable import LayoutFormat
@testable import LocatedYAML

/// `LayerKeyIDs` against a set of byte arrays as the reference model (ids are equal when their
/// bytes are, not by `String`'s canonical equivalence): whatever its filter, scan and hashing do,
/// every insert answers "new" exactly when the set does, and `contains` agrees.
@Suite struct LayerKeyIDsTests {
    /// Ids that collide in interesting ways: the same text in two byte forms (`é` precomposed
    /// and decomposed, `K` and the Kelvin sign `K`, `Å` and the Ångström sign `Å`), near
    /// neighbours, and enough plain ids to pass the scan limit.
    static let pool: [String] = {
        var ids = ["q", "Q", "é", "e\u{301}", "K", "\u{212A}", "Å", "\u{212B}", "to-numbers", "to-numbers-right", "🎤"]
        ids += (0..<90).map { "k\($0)" }
        return ids
    }()

    @Test(arguments: 0..<60)
    func answersAsASetDoes(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        var ids = LayerKeyIDs(capacity: 8)
        var reference = Set<[UInt8]>()
        // Up to 150 inserts: some layers stay under the scan limit, some pass it.
        let count = Int(random.next() % 150) + 1
        for _ in 0..<count {
            let id = Self.pool[Int(random.next() % UInt64(Self.pool.count))]
            let isNew = ids.insert(id, print: KeyFingerprint.fingerprint(id))
            let isNewInReference = reference.insert(Array(id.utf8)).inserted
            #expect(isNew == isNewInReference, "insert '\(id)' (seed \(seed))")
        }
        for id in Self.pool {
            #expect(ids.contains(id) == reference.contains(Array(id.utf8)), "contains '\(id)' (seed \(seed))")
        }
        #expect(ids.ids.count == reference.count)
    }

    /// Worked by hand: the decomposed `é` is another id than the precomposed one (a key typing
    /// each is two keys), and the Kelvin sign another than `K`; the same bytes again are not new.
    @Test func canonicallyEqualIdsWithOtherBytesAreTwoIDs() {
        var ids = LayerKeyIDs()
        let answers = ["\u{E9}", "e\u{301}", "K", "\u{212A}", "k", "e\u{301}", "\u{212A}"].map {
            ids.insert($0, print: KeyFingerprint.fingerprint($0))
        }
        #expect(answers == [true, true, true, true, true, false, false])
        #expect(
            ids.ids.map { Array($0.utf8) } == [[0xC3, 0xA9], [0x65, 0xCC, 0x81], [0x4B], [0xE2, 0x84, 0xAA], [0x6B]])
    }
}
