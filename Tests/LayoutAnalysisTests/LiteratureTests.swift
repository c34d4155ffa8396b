import FrequencyTables
import LayoutAnalysis
import Testing

/// The literature check of docs/ANALYZE.md: the stylus model over English, on the soft QWERTY
/// of square keys and on FITALY and OPTI as published (Tests/Fixtures/analyze).
@MainActor @Suite struct LiteratureTests {
    static func wpm(_ fixture: String) throws -> Double {
        let layout = try AnalysisFixtures.fixture(fixture)
        let english = try #require(FrequencyTables.statistics(forLocale: "en-US"))
        return try #require(
            try LayoutAnalyzer(layout: layout, size: layout.size, model: .stylus).analyze(english).wordsPerMinute)
    }

    /// Soukoreff & MacKenzie (1995) predict 30.1 wpm for an expert with a stylus on this
    /// keyboard; Zhai, Hunter & Smith (2002) about 28. Ours: 31.5 (docs/ANALYZE.md says why).
    @Test func softQwertyIsNearThePapers() throws {
        let qwerty = try Self.wpm("qwerty-grid")
        #expect(qwerty > 28 && qwerty < 33, "\(qwerty)")
    }

    /// Both optimised layouts beat QWERTY by about half again, as the papers find (QWERTY 28,
    /// FITALY 36, OPTI 38 wpm: +29 % and +36 %). Ours puts FITALY and OPTI within 2 % of each
    /// other, FITALY first: the papers' order between those two is not reproduced (see
    /// docs/ANALYZE.md).
    @Test func optimisedLayoutsBeatQwerty() throws {
        let qwerty = try Self.wpm("qwerty-grid")
        let fitaly = try Self.wpm("fitaly")
        let opti = try Self.wpm("opti")
        #expect(fitaly > qwerty * 1.25, "FITALY \(fitaly), QWERTY \(qwerty)")
        #expect(opti > qwerty * 1.25, "OPTI \(opti), QWERTY \(qwerty)")
        #expect(abs(fitaly - opti) / fitaly < 0.02, "FITALY \(fitaly), OPTI \(opti)")
    }
}
