/// Locale-aware case mapping for the default shifted text of keys.
package enum CaseMapping {
    /// The uppercase of `text` under the case rules of `locale`.
    ///
    /// Turkish and Azerbaijani map `i` to `İ` (and `ı` to `I`); every other locale uses the default
    /// Unicode mapping. A lone `ß` stays `ß` (its full uppercase "SS" is two letters, which no key
    /// should type by surprise).
    package static func uppercase(_ text: String, locale: String) -> String {
        CaseRules(locale: locale).uppercase(text)
    }
}
