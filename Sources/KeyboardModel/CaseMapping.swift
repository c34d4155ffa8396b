/// Locale-aware case mapping for the default shifted text of keys.
package enum CaseMapping {
    /// The uppercase of `text` under the case rules of `locale`.
    ///
    /// Turkish and Azerbaijani map `i` to `İ` (and `ı` to `I`); every other locale uses the default
    /// Unicode mapping. A lone `ß` stays `ß` (its full uppercase "SS" is two letters, which no key
    /// should type by surprise).
    package static func uppercase(_ text: String, locale: String) -> String {
        let language = locale.split(separator: "-").first.map { $0.lowercased() } ?? ""
        if text == "ß" { return "ß" }
        if language == "tr" || language == "az" {
            var result = ""
            for character in text {
                switch character {
                case "i": result.append("İ")
                case "ı": result.append("I")
                default: result += String(character).uppercased()
                }
            }
            return result
        }
        return text.uppercased()
    }
}
