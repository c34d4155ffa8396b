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

    /// German writes `ß` and Greek ends words with `ς`, which wordfreq's case folding writes `ss`
    /// and `σ` (scripts/wordfreq_spelling.py gives them back): before that, neither table had
    /// them, and `analyze` took Greek's `ς` key for one never pressed.
    @Test func germanHasSharpSAndGreekFinalSigma() throws {
        let german = try #require(FrequencyTables.statistics(forLocale: "de"))
        let greek = try #require(FrequencyTables.statistics(forLocale: "el"))
        #expect(german.count(of: "ß") > 0)
        #expect(greek.count(of: "ς") > 0)
        // `ς` ends many of the commonest words (`τους`, `μας`, `της`): in Greek text it is nearly
        // as frequent as `σ`, which it was counted as.
        #expect(greek.count(of: "ς") > greek.count(of: "σ") / 2)
    }
}
