/// How a layout file is told from other YAML, by its first lines alone: a top-level `format:`
/// line (every layout has one), or the modeline that names the layout schema
/// (`# yaml-language-server: $schema=…/layout.schema.json`) — unless it is a theme
/// (``isTheme(_:)``): theme files have a `format:` line too.
///
/// `keysmith lsp` reports nothing for other YAML (and a theme's problems for a theme), so an
/// editor set up to hand it every YAML file stays quiet on the rest; the editor setups in
/// docs/EDITORS.md use the same rule to attach.
public enum LayoutRecognition {
    /// How many lines from the top are read.
    public static let lineCount = 10

    /// Whether `text` starts as a layout does.
    public static func isLayout(_ text: some StringProtocol) -> Bool {
        guard !isTheme(text) else { return false }
        var read = 0
        for line in text.split(separator: "\n", maxSplits: lineCount, omittingEmptySubsequences: false) {
            guard read < lineCount else { break }
            read += 1
            let line = line.hasPrefix("\u{FEFF}") ? line.dropFirst() : line[...]
            if line.hasPrefix("format:") || (line.contains("$schema=") && line.contains("layout.schema.json")) {
                return true
            }
        }
        return false
    }

    /// Whether `text` is a theme file: a modeline naming the theme schema in its first lines, or
    /// a top-level field only themes have (`light`, `dark`, `corner-radius`, `shadow-offset`,
    /// `fonts`) and no `layers`.
    public static func isTheme(_ text: some StringProtocol) -> Bool {
        var themeField = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index == 0 && line.hasPrefix("\u{FEFF}") ? line.dropFirst() : line[...]
            if index < lineCount, line.contains("$schema=") {
                if line.contains("theme.schema.json") { return true }
                if line.contains("layout.schema.json") { return false }
            }
            if line.hasPrefix("layers:") { return false }
            if ["light:", "dark:", "corner-radius:", "shadow-offset:", "fonts:"].contains(where: { line.hasPrefix($0) })
            {
                themeField = true
            }
        }
        return themeField
    }
}
