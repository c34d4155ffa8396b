import Keysmith
import Testing

/// The lexicons compiled into the library (scripts/bundle-lexicons.sh): one per language of the
/// bundled layouts that wordfreq covers (English and German also as Britain and Switzerland
/// write them), picked by a layout's locale.
@MainActor @Suite struct BundledLexiconsTests {
    /// The count level of `word` in `lexicon` (eight levels to an octave), if it has the word.
    static func level(_ word: String, in lexicon: Lexicon) -> Int? {
        lexicon.words.first { $0.form.utf8.elementsEqual(word.utf8) }?.level
    }

    @Test func everyLanguageOpensWithItsWords() throws {
        #expect(
            BundledLexicons.languages == ["ar", "de", "de-CH", "el", "en", "en-GB", "es", "fr", "he", "hi", "pt", "ru"])
        for language in BundledLexicons.languages {
            let lexicon = try #require(BundledLexicons.lexicon(forLocale: language), "\(language)")
            #expect(lexicon.language == language)
            // 30 000 each; wordfreq's Hindi list has 26 240 words of letters and marks.
            #expect(lexicon.wordCount == (language == "hi" ? 26_240 : 30_000), "\(language)")
        }
    }

    /// wordfreq folds case with Unicode's full folding, which writes German's `ß` as `ss` and
    /// Greek's final `ς` as `σ`; scripts/wordfreq_spelling.py gives them back. Before it, the
    /// German list had no `ß` (`strasse`, `weiss`) and the Greek one no `ς` (`καλόσ`).
    @Test func whatCaseFoldingLostIsGivenBack() throws {
        let german = try #require(BundledLexicons.lexicon(forLocale: "de"))
        for word in ["straße", "weiß", "groß", "heiß", "außerdem", "dass", "muss", "wasser", "masse", "maße"] {
            #expect(german.contains(word), "\(word)")
        }
        for word in ["strasse", "weiss", "gross", "heiss", "ausserdem", "daß"] {
            #expect(!german.contains(word), "\(word)")
        }
        // Swiss German writes `ss` for every `ß`: one word for both spellings, with both counts.
        let swiss = try #require(BundledLexicons.lexicon(forLocale: "de-CH"))
        for word in ["strasse", "weiss", "gross", "dass", "muss", "masse"] {
            #expect(swiss.contains(word), "\(word)")
        }
        #expect(!swiss.words.contains { $0.form.unicodeScalars.contains("ß") })
        // `masse` and `maße` each have half of wordfreq's count in `de`: `masse` has it all here.
        let half = try #require(Self.level("masse", in: german))
        #expect(Self.level("maße", in: german) == half)
        #expect(try #require(Self.level("masse", in: swiss)) == half + 8)
        let greek = try #require(BundledLexicons.lexicon(forLocale: "el"))
        for word in ["καλός", "χώρος", "τους", "μας", "σ"] { #expect(greek.contains(word), "\(word)") }
        #expect(!greek.contains("καλόσ"))
        // No word of two letters or more ends in σ, nor has σ before an apostrophe or hyphen; and
        // every word is NFC (folding decomposed `ΐ` and `ῦ`): `ΐ` is U+0390, one scalar.
        let words = greek.words.map(\.form)
        let finalSigmas = words.filter { word in
            let scalars = Array(word.unicodeScalars)
            return scalars.indices.contains { index in
                scalars[index] == "σ" && index > 0
                    && (index == scalars.count - 1 || scalars[index + 1] == "'" || scalars[index + 1] == "-")
            }
        }
        #expect(finalSigmas.isEmpty, "\(finalSigmas.prefix(5))")
        #expect(greek.contains("μαΐου"))
        #expect(!greek.contains("μαι\u{308}\u{301}ου"))
    }

    /// wordfreq's English ranks American spellings first; the en-GB lexicon has the same words
    /// with each British spelling ranked over its American one (scripts/british_spelling.py), and
    /// keeps both.
    @Test func britishEnglishRanksItsSpellingsFirst() throws {
        let american = try #require(BundledLexicons.lexicon(forLocale: "en-US"))
        let british = try #require(BundledLexicons.lexicon(forLocale: "en-GB"))
        let pairs = [
            ("colour", "color"), ("centre", "center"), ("favourite", "favorite"), ("organise", "organize"),
            ("organisation", "organization"), ("travelled", "traveled"), ("defence", "defense"),
            ("neighbourhood", "neighborhood"), ("analyse", "analyze"), ("mum", "mom"), ("jewellery", "jewelry"),
        ]
        for (uk, us) in pairs {
            let ukHere = try #require(Self.level(uk, in: british), "\(uk)")
            let usHere = try #require(Self.level(us, in: british), "\(us)")
            #expect(ukHere > usHere, "\(uk) \(us)")
            let ukThere = try #require(Self.level(uk, in: american), "\(uk)")
            let usThere = try #require(Self.level(us, in: american), "\(us)")
            #expect(usThere > ukThere, "\(uk) \(us)")
        }
        // Words with no British spelling keep their place, and words like `size` and `prize`
        // (`-ize` in both) and `four` (no `-or` word) are no pairs.
        for word in ["the", "size", "prize", "four", "for", "colorado"] {
            #expect(Self.level(word, in: british) == Self.level(word, in: american), "\(word)")
        }
    }

    @Test func aLocalePicksItsLanguage() {
        #expect(BundledLexicons.language(forLocale: "en-GB") == "en-GB")
        #expect(BundledLexicons.language(forLocale: "en_gb") == "en-GB")
        #expect(BundledLexicons.language(forLocale: "en-Latn-GB") == "en-GB")
        #expect(BundledLexicons.language(forLocale: "en-AU") == "en-GB")
        #expect(BundledLexicons.language(forLocale: "en-IN") == "en-GB")
        #expect(BundledLexicons.language(forLocale: "en-US") == "en")
        #expect(BundledLexicons.language(forLocale: "en-CA") == "en")
        #expect(BundledLexicons.language(forLocale: "en") == "en")
        #expect(BundledLexicons.language(forLocale: "pt-GB") == "pt")
        #expect(BundledLexicons.language(forLocale: "de-CH") == "de-CH")
        #expect(BundledLexicons.language(forLocale: "de_li") == "de-CH")
        #expect(BundledLexicons.language(forLocale: "de-AT") == "de")
        #expect(BundledLexicons.language(forLocale: "fr-CH") == "fr")
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
