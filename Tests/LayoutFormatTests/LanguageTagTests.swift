import Testing

@testable import LayoutFormat

/// The examples of RFC 5646, Appendix A, and the grammar's edges, checked against section 2.1's
/// ABNF by hand.
@Suite struct LanguageTagTests {
    @Test(arguments: [
        // Appendix A: simple language subtag; with script; extended language; region; variant.
        "de", "fr", "ja", "i-enochian", "zh-Hant", "zh-Hans", "sr-Cyrl", "sr-Latn", "zh-cmn-Hans-CN", "cmn-Hans-CN",
        "zh-yue-HK", "yue-HK", "zh-Hans-CN", "sr-Latn-RS", "sl-rozaj", "sl-rozaj-biske", "sl-nedis", "de-CH-1901",
        "sl-IT-nedis", "hy-Latn-IT-arevela", "de-DE", "en-US", "es-419", "de-CH-x-phonebk", "az-Arab-x-AZE-derbend",
        "x-whatever", "qaa-Qaaa-QM-x-southern", "de-Qaaa", "sr-Latn-QM", "sr-Qaaa-RS", "en-US-u-islamcal",
        "zh-CN-a-myext-x-private", "en-a-myext-b-another",
        // Case does not matter; 4- and 5–8-letter languages; a digit-led variant; grandfathered.
        "EN-us", "abcd", "abcdefgh", "de-1996", "en-GB-oed", "i-klingon", "zh-min-nan", "hi", "hi-IN", "bn-Beng-BD",
        "th-TH-u-nu-thai",
    ])
    func wellFormed(_ tag: String) {
        #expect(LanguageTag.isWellFormed(tag))
    }

    @Test(arguments: [
        // Appendix A: two regions; a one-letter primary subtag; an extension singleton twice.
        "de-419-DE", "a-DE", "ar-a-aaa-b-bbb-a-ccc",
        // The separator, empty subtags, characters outside the ASCII letters and digits.
        "en_US", "en-", "-en", "en--US", "", "é", "en US", "en-US-", "x", "x-", "x-123456789",
        // Lengths: a 9-letter language, a 3-letter subtag after a 4-letter language (no extlang
        // there), four extlangs, an extension without a subtag, a 9-character variant.
        "abcdefghi", "abcd-efg", "zh-aaa-bbb-ccc-ddd", "en-a", "en-a-x-y", "de-abcdefghi",
        // A variant twice.
        "de-1901-1901",
    ])
    func notWellFormed(_ tag: String) {
        #expect(!LanguageTag.isWellFormed(tag))
    }

    @Test func suggestsTheDashedForm() {
        #expect(LanguageTag.suggestion(for: "en_US") == "en-US")
        #expect(LanguageTag.suggestion(for: "sr_Latn_RS") == "sr-Latn-RS")
        #expect(LanguageTag.suggestion(for: "english") == nil)
        #expect(LanguageTag.suggestion(for: "en-US") == nil)
    }
}
