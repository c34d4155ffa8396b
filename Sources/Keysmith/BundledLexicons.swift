public import KeyboardWords
import KeysmithResources

/// The lexicons that ship with Keysmith: for the languages of the bundled layouts, the 30 000
/// most frequent words of wordfreq's lists (CC BY-SA 4.0, see NOTICE), compiled into the
/// library; English also with British spellings first, and German also as Switzerland writes it
/// (docs/WORDS.md). A layout's locale picks one.
///
///     controller.lexicon = BundledLexicons.lexicon(forLocale: layout.locale)
public enum BundledLexicons {
    /// The tags of the bundled lexicons, sorted: BCP 47 language subtags, `en-GB` for English
    /// spelt as Britain spells it (`colour`, `centre`, `organise` ranked first) and `de-CH` for
    /// German written with `ss` for `ß`.
    public static let languages: [String] = BundledResources.lexiconLanguages

    /// Regions whose writing of a language differs from what its lexicon ranks first, each with
    /// the lexicon that writes as they do: English of Britain, Ireland, Australia, New Zealand,
    /// South Africa and India spells as Britain does (`en-GB`; the United States, Canada, which
    /// writes `-ize`, and the rest take `en`), and German of Switzerland and Liechtenstein writes
    /// `ss` for `ß` (`de-CH`).
    static let regionalLexicons: [(language: String, regions: [String], tag: String)] = [
        ("en", ["GB", "IE", "AU", "NZ", "ZA", "IN"], "en-GB"),
        ("de", ["CH", "LI"], "de-CH"),
    ]

    /// The tag of the bundled lexicon for `locale`: the language and region when a lexicon has
    /// both (`en-GB`; compared without case, `_` as `-`), the lexicon of the region's writing
    /// (English of Britain, Ireland, Australia, New Zealand, South Africa and India: `en-GB`;
    /// German of Switzerland and Liechtenstein: `de-CH`), else the language subtag (`en` of
    /// `en-US` and `en-CA`, `pt` of `pt_BR`).
    ///
    /// - Parameter locale: A BCP 47 tag, such as a layout's `locale`.
    /// - Returns: The tag, or `nil` when no lexicon is bundled for the locale's language.
    public static func language(forLocale locale: String) -> String? {
        let subtags = locale.utf8.split { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }.map {
            String(decoding: $0.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        }
        guard let language = subtags.first else { return nil }
        func bundled(_ tag: String) -> String? { languages.first { $0.utf8.elementsEqual(tag.utf8) } }
        // The region: the subtag after the language and an optional script (`zh-Hant-TW`).
        let rest = subtags.dropFirst().drop { $0.utf8.count == 4 }
        if let region = rest.first, region.utf8.count == 2 || region.utf8.count == 3 {
            let upper = String(decoding: region.utf8.map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }, as: UTF8.self)
            if let found = bundled(language + "-" + upper) { return found }
            let regional = regionalLexicons.first {
                $0.language.utf8.elementsEqual(language.utf8)
                    && $0.regions.contains { $0.utf8.elementsEqual(upper.utf8) }
            }
            if let regional, let found = bundled(regional.tag) { return found }
        }
        return bundled(language)
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
