import KeyboardModel
import LayoutDiagnostics

/// Says "indented 2 more than the list item on line 9" where libyaml stops at a line whose
/// indentation puts it in no collection: `did not find expected '-' indicator` under a list,
/// `did not find expected key` under a mapping. Those words name what libyaml missed, not what
/// the author did.
package enum YAMLIndentation {
    /// The diagnostic for a misindented line, or `nil` when libyaml stopped for another reason.
    ///
    /// The line is compared with the lines of its kind (list items, or keys) from where the
    /// collection libyaml was reading starts: with the nearest indentation among them, or the
    /// two nearest when it falls halfway between.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - problem: Where libyaml stopped, and its words for why.
    ///   - context: Where the collection libyaml was reading starts.
    package static func diagnostic(
        source: SourceText, problem: (message: String, location: SourceLocation), context: SourceLocation?
    ) -> Diagnostic? {
        guard
            problem.message == "did not find expected '-' indicator" || problem.message == "did not find expected key",
            let context, context.line < problem.location.line, let line = source.line(problem.location.line)
        else { return nil }
        let indent = line.prefix { $0 == " " }.count
        // libyaml stops at the line's first character; a line it stops inside is another matter.
        guard problem.location.column == indent + 1, indent < line.count else { return nil }
        let isItem = isListItem(line.dropFirst(indent))
        // The last line of the same kind at each indentation, from the collection's start.
        var levels: [Int: Int] = [:]
        // A key inside a list (`numbers:` as far in as the rows' items) is compared with the
        // keys above the list, from the file's start.
        let keyInList = !isItem && isListItem((source.line(context.line) ?? "").drop { $0 == " " })
        for number in (keyInList ? 1 : context.line)..<problem.location.line {
            guard let text = source.line(number) else { continue }
            let spaces = text.prefix { $0 == " " }.count
            let rest = text.dropFirst(spaces)
            guard let first = rest.first, first != "#", first != "\t", isListItem(rest) == isItem,
                isItem || isKey(rest)
            else { continue }
            levels[spaces] = number
        }
        guard levels[indent] == nil, !levels.isEmpty else { return nil }
        let nearest = levels.keys.map { abs($0 - indent) }.min() ?? 0
        let closest = levels.filter { abs($0.key - indent) == nearest }.sorted { $0.key < $1.key }
        let noun = isItem ? "list item" : "key"
        let start = SourceLocation(in: problem.location.sourceFile, line: problem.location.line, column: indent + 1)
        func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }
        var notes: [Diagnostic] = []
        let message: String
        if closest.count == 2 {
            let (less, more) = (closest[0], closest[1])
            message =
                "line \(problem.location.line) is indented \(spaces(indent)): \(indent - less.key) more than the "
                + "\(noun) on line \(less.value) and \(more.key - indent) less than the \(noun) on line "
                + "\(more.value); indent it as one of them"
            for level in closest {
                notes.append(.note("this \(noun) is indented \(spaces(level.key))", at: location(level, in: source)))
            }
        } else if let level = closest.first {
            let amount = indent > level.key ? "\(indent - level.key) more" : "\(level.key - indent) less"
            message =
                "line \(problem.location.line) is indented \(amount) than the \(noun) on line \(level.value), so "
                + "it belongs to no \(isItem ? "list" : "mapping") above it; indent it \(spaces(level.key)), as line "
                + "\(level.value) is"
            notes.append(.note("the \(noun) on line \(level.value)", at: location(level, in: source)))
        } else {
            return nil
        }
        notes.append(.note("YAML stops here: \(problem.message)", at: start))
        return Diagnostic(.error, code: YAMLDiagnosticCode.syntax, message, at: start, notes: notes)
    }

    /// Whether a line's text after its indentation is a block list item: `-` then a space or the end.
    /// Whether a line (after its indentation) starts a mapping entry, `name:` or `"0": …`, rather
    /// than going on with a flow collection (`{action: space}, …]`) or a scalar.
    private static func isKey(_ text: Substring) -> Bool {
        guard let first = text.first, !"{}[],".contains(first) else { return false }
        return text.hasSuffix(":") || text.contains(": ")
    }

    private static func isListItem(_ text: Substring) -> Bool {
        guard text.first == "-" else { return false }
        let next = text.dropFirst().first
        return next == nil || next == " "
    }

    /// The first character of the line of an indentation level (indentation, line number).
    private static func location(_ level: (key: Int, value: Int), in source: SourceText) -> SourceLocation {
        SourceLocation(in: source.sourceFile, line: level.value, column: level.key + 1)
    }
}
