public import KeyboardWords
import KeysmithResources

/// The lexicons that ship with Keysmith: for the languages of the bundled layouts, the 30 000
/// most frequent words of wordfreq's lists (CC BY-SA 4.0, see NOTICE), compiled into the
/// library (docs/WORDS.md). A layout's locale picks one.
///
///     controller.lexicon = BundledLexicons.lexicon(forLocale: layout.locale)
public enum BundledLexicons {
    /// The languages (BCP 47 language subtags) that have a bundled lexicon, sorted.
    public static let languages: [String] = BundledResources.lexiconLanguages

    /// The language of `locale` that has a bundled lexicon: its language subtag (`en` of
    /// `en-GB`, `pt` of `pt_BR`), compared without case.
    ///
    /// - Parameter locale: A BCP 47 tag, such as a layout's `locale`.
    /// - Returns: The language, or `nil` when none is bundled for it.
    public static func language(forLocale locale: String) -> String? {
        let subtag = locale.utf8.prefix { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
        let lowered = String(decoding: subtag.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
        return languages.first { $0.utf8.elementsEqual(lowered.utf8) }
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
