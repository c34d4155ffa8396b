/// A drawing's title or header from its parts (id, name, locale, layer, …), each said once: a
/// part whose bytes equal an earlier part's is left out, so a layout whose locale is its id
/// (`cs-CZ`) is not called `cs-CZ · cs-CZ`.
enum TitleParts {
    /// `parts` joined by `separator`, without repeats and empty parts.
    static func joined(_ parts: [String], separator: String) -> String {
        var kept: [String] = []
        for part in parts where !part.isEmpty && !kept.contains(where: { $0.utf8.elementsEqual(part.utf8) }) {
            kept.append(part)
        }
        return kept.joined(separator: separator)
    }
}
