import TestSupport
import Testing

@testable import LayoutFormat
@testable import LocatedYAML

/// `LayerKeyIDs` against a `Set<String>` (Swift's string equality, canonical equivalence included)
/// as the reference model: whatever its filter, scan and hashing do, every insert answers "new"
/// exactly when the set does, and `contains` agrees.
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
        var reference = Set<String>()
        // Up to 150 inserts: some layers stay under the scan limit, some pass it.
        let count = Int(random.next() % 150) + 1
        for _ in 0..<count {
            let id = Self.pool[Int(random.next() % UInt64(Self.pool.count))]
            let isNew = ids.insert(id, print: KeyFingerprint.fingerprint(id))
            let isNewInReference = reference.insert(id).inserted
            #expect(isNew == isNewInReference, "insert '\(id)' (seed \(seed))")
        }
        for id in Self.pool {
            #expect(ids.contains(id) == reference.contains(id), "contains '\(id)' (seed \(seed))")
        }
        #expect(ids.ids.count == reference.count)
    }

    /// Worked by hand: the second `é` (decomposed) is the first (precomposed) as a string, though
    /// its bytes differ; the Kelvin sign is `K` likewise.
    @Test func canonicallyEqualIdsAreOneID() {
        var ids = LayerKeyIDs()
        let answers = ["é", "e\u{301}", "K", "\u{212A}", "k"].map {
            ids.insert($0, print: KeyFingerprint.fingerprint($0))
        }
        #expect(answers == [true, false, true, false, true])
        #expect(ids.ids == ["é", "K", "k"])
    }
}
