import KeyboardModel

/// Turns diagnostics into the text users read: the one place where that happens.
///
/// Text follows swiftc and clang, which editors and CI parse:
///
///     Layouts/x.yaml:3:5: error: duplicate key 'id' in a mapping [KS1002]
///     id: other
///     ^
///     Layouts/x.yaml:2:1: note: 'id' first appears here
///     id: x
///     ^
///
/// A note at the place shown just before it gives no second excerpt.
///
/// The caret line keeps the tabs of the source line and pads every other character by its display
/// width, so the caret sits under the right character after CJK text and emoji.
public struct DiagnosticRenderer: Sendable {
    /// Source texts by file path, for showing lines.
    public var sources: [String: SourceText]
    /// Whether to colour with ANSI escapes (only for terminals with `NO_COLOR` unset).
    public var colored: Bool

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - sources: Source texts by file path; diagnostics in other files are shown without a line.
    ///   - colored: Whether to colour with ANSI escapes.
    public init(sources: [String: SourceText] = [:], colored: Bool = false) {
        self.sources = sources
        self.colored = colored
    }

    /// Creates a renderer over the given source texts.
    public init(sources: [SourceText], colored: Bool = false) {
        var byFile: [String: SourceText] = [:]
        for source in sources { byFile[source.file] = source }
        self.init(sources: byFile, colored: colored)
    }

    /// The most Characters of a source line shown; longer lines are cut around the column.
    public static let maxShownLineLength = 160

    // MARK: - Text

    /// The text of one diagnostic and its notes, each line ending in a line break.
    public func render(_ diagnostic: Diagnostic) -> String {
        var lines = LongLines()
        return render(diagnostic, lines: &lines)
    }

    private func render(_ diagnostic: Diagnostic, lines: inout LongLines) -> String {
        var output = ""
        append(diagnostic, to: &output, lines: &lines)
        var shown = diagnostic.location
        for note in diagnostic.notes {
            // A note at the place just shown does not show the line and caret again.
            append(note, to: &output, excerpt: note.location != shown, lines: &lines)
            shown = note.location
        }
        return output
    }

    /// Where each character of the long lines shown starts: a minified file is one line of a
    /// megabyte, and a window around a column is found in it once per diagnostic. The last few
    /// lines are kept (an import's warnings go back and forth between them).
    private struct LongLines {
        package struct FileLine: Hashable {
            package let file: String
            package let line: Int
        }

        /// By line: the UTF-8 offset of each character's start, and of the line's end (32 bits
        /// each: a 4 MB line's table is 16 MB, not twice that).
        package var starts: [FileLine: [UInt32]] = [:]
    }

    /// Lines longer than this many bytes are cut through ``LongLines`` rather than decoded whole.
    private static let longLineBytes = 1024

    /// The text of several diagnostics.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        var lines = LongLines()
        var output = ""
        for diagnostic in diagnostics { output += render(diagnostic, lines: &lines) }
        return output
    }

    private func append(
        _ diagnostic: Diagnostic, to output: inout String, excerpt: Bool = true, lines: inout LongLines
    ) {
        let location = diagnostic.location
        let severity = diagnostic.severity.rawValue
        let code = diagnostic.code.isEmpty ? "" : " [\(diagnostic.code)]"
        output += style(bold, "\(Self.visible(location.file)):\(location.line):\(location.column): ")
        output += style(color(for: diagnostic.severity), severity + ":")
        output += style(bold, " " + Self.visible(diagnostic.message)) + code + "\n"
        // Nothing to point at on an empty line, or in text that could not be decoded.
        guard excerpt, let source = sources[location.file], let range = source.lineRange(location.line),
            !range.isEmpty
        else { return }
        let window: String
        let column: Int
        if range.count > Self.longLineBytes {
            (window, column) = Self.window(
                of: source, range, column: location.column, lines: &lines, file: location.file, line: location.line)
        } else {
            (window, column) = Self.window(
                of: Substring(String(decoding: source.utf8[range], as: UTF8.self)), column: location.column)
        }
        let shown = Self.visible(window, keepingTabs: true)
        output += shown + "\n"
        output += Self.caretPadding(shown, column: column) + style(green, "^") + "\n"
    }

    /// `text` with its control characters shown as visible symbols (C0 as the Control Pictures
    /// ␀…␟, DEL as ␡, C1 as �, LINE and PARAGRAPH SEPARATOR as ␤), so that bytes from a file
    /// (an ESC sequence in a key name, a BEL in a line) can never drive the terminal or break a
    /// shown line. Each stands for one character, so columns
    /// and carets stay where they were.
    ///
    /// - Parameters:
    ///   - text: A message, path or source line.
    ///   - keepingTabs: Whether tabs stay tabs (in source lines, where the caret line copies them).
    package static func visible(_ text: String, keepingTabs: Bool = false) -> String {
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            (scalar.value < 0x20 && !(keepingTabs && scalar == "\t")) || (0x7F..<0xA0).contains(scalar.value)
                || scalar.value == 0x2028 || scalar.value == 0x2029
        }
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isControl(scalar) {
                result.append(scalar)
            } else if scalar.value < 0x20 {
                result.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            } else if scalar.value == 0x7F {
                result.append("\u{2421}")
            } else if scalar.value >= 0x2028 {
                result.append("\u{2424}")
            } else {
                result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    /// A line cut to ``maxShownLineLength`` characters around `column`, and the column within it.
    package static func window(of line: Substring, column: Int) -> (String, Int) {
        let length = line.count
        guard length > maxShownLineLength else { return (String(line), column) }
        let half = maxShownLineLength / 2
        let first = max(0, min(column - 1 - half, length - maxShownLineLength))
        let start = line.index(line.startIndex, offsetBy: first)
        let end = line.index(start, offsetBy: maxShownLineLength)
        let prefix = first > 0 ? "…" : ""
        let suffix = end < line.endIndex ? "…" : ""
        return (prefix + line[start..<end] + suffix, column - first + (first > 0 ? 1 : 0))
    }

    /// ``window(of:column:)`` for a long line, from the table of its characters' starts.
    private static func window(
        of source: SourceText, _ range: Range<Int>, column: Int, lines: inout LongLines, file: String, line: Int
    ) -> (String, Int) {
        let place = LongLines.FileLine(file: file, line: line)
        let starts: [UInt32]
        if let known = lines.starts[place] {
            starts = known
        } else {
            // Each character's start, walking the line's characters once (no table per scalar:
            // a 4 MB line would cost 64 MB of them).
            let text = String(decoding: source.utf8[range], as: UTF8.self)
            var found: [UInt32] = []
            found.reserveCapacity(text.utf8.count / 2 + 1)
            let utf8 = text.utf8
            for index in text.indices {
                found.append(
                    UInt32(truncatingIfNeeded: range.lowerBound + utf8.distance(from: utf8.startIndex, to: index)))
            }
            found.append(UInt32(truncatingIfNeeded: range.upperBound))
            if lines.starts.count >= 64 { lines.starts.removeAll(keepingCapacity: true) }
            lines.starts[place] = found
            starts = found
        }
        let length = starts.count - 1
        let half = maxShownLineLength / 2
        let first = max(0, min(column - 1 - half, length - maxShownLineLength))
        let last = min(length, first + maxShownLineLength)
        let text = String(decoding: source.utf8[Int(starts[first])..<Int(starts[last])], as: UTF8.self)
        let prefix = first > 0 ? "…" : ""
        let suffix = last < length ? "…" : ""
        return (prefix + text + suffix, column - first + (first > 0 ? 1 : 0))
    }

    /// Spaces (and the line's own tabs) that bring a caret under the `column`-th character.
    package static func caretPadding(_ line: String, column: Int) -> String {
        var padding = ""
        var index = 1
        for character in line {
            guard index < column else { break }
            if character == "\t" {
                padding += "\t"
            } else {
                padding += String(repeating: " ", count: DisplayWidth.of(character))
            }
            index += 1
        }
        // A column past the end of the line (an error at the line break) goes one past the text.
        if index < column { padding += String(repeating: " ", count: column - index) }
        return padding
    }

    // MARK: - JSON

    /// One diagnostic as a JSON object with the contract's keys (`severity`, `code`, `message`,
    /// `line`, `column`) plus `file` and `notes`.
    public static func json(_ diagnostic: Diagnostic) -> String {
        var fields = [
            "\"severity\":" + JSONText.quoted(diagnostic.severity.rawValue),
            "\"code\":" + JSONText.quoted(diagnostic.code),
            "\"message\":" + JSONText.quoted(diagnostic.message),
            "\"file\":" + JSONText.quoted(diagnostic.location.file),
            "\"line\":\(diagnostic.location.line)",
            "\"column\":\(diagnostic.location.column)",
        ]
        if !diagnostic.notes.isEmpty {
            fields.append("\"notes\":[" + diagnostic.notes.map(json).joined(separator: ",") + "]")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Several diagnostics as a JSON array.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        "[" + diagnostics.map(json).joined(separator: ",") + "]"
    }

    // MARK: - Colour

    private let bold = "\u{1B}[1m"
    private let green = "\u{1B}[1;32m"

    private func color(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;30m"
        }
    }

    private func style(_ code: String, _ text: String) -> String {
        colored ? code + text + "\u{1B}[0m" : text
    }
}
