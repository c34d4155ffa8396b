public import KeyboardWords
import KeysmithResources

/// The lexicons that ship with Keysmith: for the languages of the bundled layouts, the 30 000
/// most frequent words of wordfreq's lists (CC BY-SA 4.0, see NOTICE), compiled into the
/// library, English twice: as wordfreq ranks it (American spellings first) and with British
/// spellings first (docs/WORDS.md). A layout's locale picks one.
///
///     controller.lexicon = BundledLexicons.lexicon(forLocale: layout.locale)
public enum BundledLexicons {
    /// The tags of the bundled lexicons, sorted: BCP 47 language subtags, and `en-GB` for English
    /// spelt as Britain spells it (`colour`, `centre`, `organise` ranked first).
    public static let languages: [String] = BundledResources.lexiconLanguages

    /// The regions of English whose writing spells as Britain's, which take the `en-GB` lexicon:
    /// Britain, Ireland, Australia, New Zealand, South Africa and India. Other English (the
    /// United States, Canada, which writes `-ize`, and the rest) takes `en`.
    static let britishSpellingRegions = ["GB", "IE", "AU", "NZ", "ZA", "IN"]

    /// The tag of the bundled lexicon for `locale`: the language and region when a lexicon has
    /// both (`en-GB`; compared without case, `_` as `-`), `en-GB` for English of a region that
    /// spells as Britain does (`en-AU`), else the language subtag (`en` of `en-US`, `pt` of
    /// `pt_BR`).
    ///
    /// - Parameter locale: A BCP 47 tag, such as a layout's `locale`.
    /// - Returns: The tag, or `nil` when no lexicon is bundled for the locale's language.
    public static func language(forLocale locale: String) -> String? {
        let subtags = locale.utf8.split { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }.map {
            String(decoding: $0.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        }
        guard let language = subtags.first else { return nil }
        // The region: the subtag after the language and an optional script (`zh-Hant-TW`).
        let rest = subtags.dropFirst().drop { $0.utf8.count == 4 }
        if let region = rest.first, region.utf8.count == 2 || region.utf8.count == 3 {
            let upper = String(decoding: region.utf8.map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }, as: UTF8.self)
            let tag = language + "-" + upper
            if let found = languages.first(where: { $0.utf8.elementsEqual(tag.utf8) }) { return found }
            if language == "en", britishSpellingRegions.contains(where: { $0.utf8.elementsEqual(upper.utf8) }) {
                return languages.first { $0.utf8.elementsEqual("en-GB".utf8) }
            }
        }
        return languages.first { $0.utf8.elementsEqual(language.utf8) }
    }

    /// Opens the bundled lexicon for `locale` (see ``language(forLocale:)``); each call decodes
    /// it again, so keep the lexicon.
    ///
    /// - Parameter locale: A BCP 47 tag, such as a layout's `locale`.
    /// - Returns: The lexicon, or `nil` when none is bundled for the locale's language.
    public static func lexicon(forLocale locale: String) -> Lexicon? {
        guard let language = language(forLocale: locale), let bytes = BundledResources.compiledLexicon(language)
        else { return nil }
        return try? Lexicon(bytes: bytes)
    }
}
