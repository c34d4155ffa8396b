/// How a layout file is told from other YAML, by its first lines alone: a top-level `format:`
/// line (every layout has one), or the modeline that names the layout schema
/// (`# yaml-language-server: $schema=…/layout.schema.json`) — unless a modeline names the theme
/// schema: theme files have a `format:` line too.
///
/// `keysmith lsp` reports nothing for other YAML, so an editor set up to hand it every YAML file
/// stays quiet on the rest; the editor setups in docs/EDITORS.md use the same rule to attach.
public enum LayoutRecognition {
    /// How many lines from the top are read.
    public static let lineCount = 10

    /// Whether `text` starts as a layout does.
    public static func isLayout(_ text: some StringProtocol) -> Bool {
        var read = 0
        var found = false
        for line in text.split(separator: "\n", maxSplits: lineCount, omittingEmptySubsequences: false) {
            guard read < lineCount else { break }
            read += 1
            let line = line.hasPrefix("\u{FEFF}") ? line.dropFirst() : line[...]
            if line.contains("$schema="), line.contains("theme.schema.json") { return false }
            if line.hasPrefix("format:") || (line.contains("$schema=") && line.contains("layout.schema.json")) {
                found = true
            }
        }
        return found
    }
}
