/// How a layout file is told from other YAML, by its first lines alone: a top-level `format:`
/// line (every layout has one), or the modeline that names the layout schema
/// (`# yaml-language-server: $schema=…/layout.schema.json`) — unless it is a theme
/// (``isTheme(_:)``): theme files have a `format:` line too.
///
/// `keysmith lsp` reports nothing for other YAML (and a theme's problems for a theme), so an
/// editor set up to hand it every YAML file stays quiet on the rest; the editor setups in
/// docs/EDITORS.md use the same rule to attach.
///
/// Both read the text's UTF-8 bytes line by line (lines end at `\n`; a `\r` before it is left on
/// the line, where no test looks): the language server asks on every change, and a file of a few
/// thousand lines is one pass over its bytes, not a `String` split into lines of `Character`s.
public enum LayoutRecognition {
    /// How many lines from the top are read.
    public static let lineCount = 10

    /// What a recognised file is.
    public enum FileKind: Sendable {
        case layout
        case theme
    }

    /// What `text` is — a theme (``isTheme(_:)``), else a layout (``isLayout(_:)``) — or `nil`
    /// for other YAML: one pass over the text where asking both would look for a theme's fields twice.
    public static func kind(of text: some StringProtocol) -> FileKind? {
        withUTF8(text) { text in
            if isTheme(utf8: text) { return .theme }
            return startsAsLayout(text) ? .layout : nil
        }
    }

    /// Whether `text` starts as a layout does.
    public static func isLayout(_ text: some StringProtocol) -> Bool {
        kind(of: text) == .layout
    }

    /// Whether `text` is a theme file: a modeline naming the theme schema in its first lines, or
    /// a top-level field only themes have (`light`, `dark`, `corner-radius`, `shadow-offset`,
    /// `fonts`) and no `layers`.
    public static func isTheme(_ text: some StringProtocol) -> Bool {
        withUTF8(text, isTheme(utf8:))
    }

    /// ``isTheme(_:)`` of UTF-8 bytes (a file as read).
    public static func isTheme(bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(isTheme(utf8:))
    }

    /// Whether the first lines of `text` have a `format:` line or the layout schema's modeline
    /// (a theme has a `format:` line too: ``kind(of:)`` asks ``isTheme(utf8:)`` first).
    private static func startsAsLayout(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var lines = Lines(text)
        while let line = lines.next(), lines.number <= lineCount {
            let line = line.droppingByteOrderMark
            if line.starts(with: "format:") || (line.contains("$schema=") && line.contains("layout.schema.json")) {
                return true
            }
        }
        return false
    }

    private static func isTheme(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        var themeField = false
        var lines = Lines(text)
        while let whole = lines.next() {
            let line = lines.number == 1 ? whole.droppingByteOrderMark : whole
            if lines.number <= lineCount, line.contains("$schema=") {
                if line.contains("theme.schema.json") { return true }
                if line.contains("layout.schema.json") { return false }
            }
            if line.starts(with: "layers:") { return false }
            if !themeField, themeFields.contains(where: { line.starts(with: $0) }) {
                themeField = true
            }
        }
        return themeField
    }

    /// The top-level fields only themes have.
    private static let themeFields: [StaticString] = ["light:", "dark:", "corner-radius:", "shadow-offset:", "fonts:"]

    /// `body` over the UTF-8 bytes of `text` (copied only when the string keeps none of its own).
    private static func withUTF8<Text: StringProtocol, Result>(
        _ text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The lines of UTF-8 text, each without its `\n`, numbered from 1.
    private struct Lines {
        let text: UnsafeBufferPointer<UInt8>
        var start = 0
        /// The number of the line ``next()`` gave last.
        private(set) var number = 0

        init(_ text: UnsafeBufferPointer<UInt8>) {
            self.text = text
        }

        /// The next line; after the last `\n` the (possibly empty) rest is one more line, as
        /// `split(separator:omittingEmptySubsequences: false)` gives it.
        mutating func next() -> Line? {
            guard start <= text.count else { return nil }
            var end = start
            while end < text.count, text[end] != UInt8(ascii: "\n") { end += 1 }
            let line = Line(bytes: UnsafeBufferPointer(rebasing: text[start..<end]))
            start = end + 1
            number += 1
            return line
        }
    }

    /// One line's bytes.
    private struct Line {
        let bytes: UnsafeBufferPointer<UInt8>

        /// Without a leading byte order mark (U+FEFF, `EF BB BF`).
        var droppingByteOrderMark: Line {
            guard bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF else { return self }
            return Line(bytes: UnsafeBufferPointer(rebasing: bytes[3...]))
        }

        func starts(with prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            let start = prefix.utf8Start
            for index in 0..<count where bytes[index] != start[index] { return false }
            return true
        }

        func contains(_ needle: StaticString) -> Bool {
            let count = needle.utf8CodeUnitCount
            guard count > 0 else { return true }
            guard bytes.count >= count else { return false }
            let start = needle.utf8Start
            for offset in 0...(bytes.count - count) where bytes[offset] == start[0] {
                var index = 1
                while index < count, bytes[offset + index] == start[index] { index += 1 }
                if index == count { return true }
            }
            return false
        }
    }
}
