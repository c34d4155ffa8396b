import FrequencyTables
import LayoutAnalysis
import Testing

/// The frequency tables cover every bundled layout's language and Czech and Vietnamese; their
/// letters are the language's own (facts of the languages, not of the tables' numbers).
@Suite struct LanguageTableTests {
    @Test(arguments: [
        "ar", "cs-CZ", "de-DE", "el-GR", "en-GB", "es-ES", "fr-FR", "he-IL", "hi-IN", "ja-JP", "ko-KR",
        "pt-BR", "ru-RU", "vi-VN",
    ])
    func everyLanguageHasItsTable(locale: String) throws {
        let table = try #require(FrequencyTables.statistics(forLocale: locale))
        #expect(table.total > 0)
    }

    /// Czech writes ř and ě (as in "že", "řeč"), Vietnamese ư and ệ (precomposed, as NFC has them:
    /// "người", "Việt"), and neither table has the other's letters.
    @Test func czechAndVietnameseHaveTheirOwnLetters() throws {
        let czech = try #require(FrequencyTables.statistics(forLocale: "cs"))
        let vietnamese = try #require(FrequencyTables.statistics(forLocale: "vi"))
        #expect(czech.count(of: "\u{159}") > 0 && czech.count(of: "\u{11B}") > 0)
        #expect(vietnamese.count(of: "\u{1B0}") > 0 && vietnamese.count(of: "\u{1EC7}") > 0)
        #expect(czech.count(of: "\u{1B0}") == 0 && vietnamese.count(of: "\u{159}") == 0)
        // A language without a table is said to have none (the report then weighs uniformly).
        #expect(FrequencyTables.statistics(forLocale: "sw") == nil)
    }
}
