import Keysmith
import Testing

/// The lexicons compiled into the library (scripts/bundle-lexicons.sh): one per language of the
/// bundled layouts that wordfreq covers, picked by a layout's locale.
@MainActor @Suite struct BundledLexiconsTests {
    @Test func everyLanguageOpensWithItsWords() throws {
        #expect(BundledLexicons.languages == ["ar", "de", "el", "en", "es", "fr", "he", "hi", "pt", "ru"])
        for language in BundledLexicons.languages {
            let lexicon = try #require(BundledLexicons.lexicon(forLocale: language), "\(language)")
            #expect(lexicon.language == language)
            // 30 000 each; wordfreq's Hindi list has 26 240 words of letters and marks.
            #expect(lexicon.wordCount == (language == "hi" ? 26_240 : 30_000), "\(language)")
        }
    }

    @Test func aLocalePicksItsLanguage() {
        #expect(BundledLexicons.language(forLocale: "en-GB") == "en")
        #expect(BundledLexicons.language(forLocale: "pt_BR") == "pt")
        #expect(BundledLexicons.language(forLocale: "RU-ru") == "ru")
        #expect(BundledLexicons.language(forLocale: "ja-JP") == nil)
        #expect(BundledLexicons.language(forLocale: "") == nil)
        #expect(BundledLexicons.language(forLocale: "enx") == nil)
    }

    /// Each bundled layout gets a lexicon by its locale, but the kana and Hangul ones (none is
    /// bundled for them).
    @Test func theBundledLayoutsHaveTheirLexicons() throws {
        var without: [String] = []
        for id in BundledLayouts.ids {
            let layout = try #require(BundledLayouts.load(id).layout)
            if BundledLexicons.language(forLocale: layout.locale) == nil { without.append(id) }
        }
        #expect(without == ["ja-JP-kana", "ko-KR"])
    }

    /// A word of the bundled English list completes in a controller on en-US.
    @Test func aControllerSuggestsFromTheBundledLexicon() throws {
        let layout = try #require(BundledLayouts.load("en-US").layout)
        let controller = try KeyboardController(layout: layout)
        let document = TextBuffer()
        controller.input = document
        controller.lexicon = BundledLexicons.lexicon(forLocale: controller.layout.locale)
        document.insertText("so ")
        controller.textDidChange()
        for letter in ["t", "h"] {
            let key = try #require(controller.frames?.key(withID: letter)).frame.center
            controller.handle(TouchEvent(id: 1, phase: .began, location: key, timestamp: 0))
            controller.handle(TouchEvent(id: 1, phase: .ended, location: key, timestamp: 0.05))
        }
        #expect(controller.suggestions.word == "th")
        #expect(controller.suggestions.suggestions.map(\.text).contains("the"))
    }
}
