/// Renders help text and usage lines from command specs, wrapped to 80 columns.
enum HelpFormatter {
    /// The width help text is wrapped to.
    static let width = 80

    /// The usage line of a command, without the `Usage: ` prefix: options first, then arguments.
    ///
    /// - Parameter spec: The command.
    /// - Returns: `keysmith validate [--format text|json] [--strict] PATH...`.
    static func usage(of spec: CommandSpec) -> String {
        var words = [spec.commandLine]
        for option in spec.options {
            let shown = option.valueDisplay.map { "[\(option.longForm) \($0)]" } ?? "[\(option.longForm)]"
            // A repeatable option is marked as repeatable arguments are: `[--size WxH]...`.
            words.append(option.repeatable ? shown + "..." : shown)
        }
        words.append(contentsOf: spec.arguments.map(\.usage))
        return words.joined(separator: " ")
    }

    /// The usage line of `keysmith` itself.
    static let rootUsage = "keysmith <command> [options] [arguments]"

    /// The full help of one command.
    ///
    /// - Parameter spec: The command.
    /// - Returns: The text, ending with a newline.
    static func help(for spec: CommandSpec) -> String {
        var options: [(String, String)] = spec.options.map { option in
            var left = option.short.map { "-\($0), " } ?? ""
            left += option.longForm
            if let value = option.valueDisplay { left += " " + value }
            var help = option.help
            if let defaultValue = option.defaultValue { help += " (default: \(defaultValue))" }
            return (left, help)
        }
        options.append(("-h, --help", "Show this help."))
        let arguments = spec.arguments.map { ($0.name, $0.help) }
        let exitCodes = spec.exitCodes.map { (String($0.code), $0.meaning) }
        let column = tableColumn(arguments + options)

        var sections = ["\(spec.commandLine) - \(spec.summary)", usageBlock(usage(of: spec))]
        if !spec.discussion.isEmpty { sections.append(wrap(spec.discussion, indent: 0)) }
        if !arguments.isEmpty { sections.append(table("Arguments:", arguments, column: column)) }
        sections.append(table("Options:", options, column: column))
        if !exitCodes.isEmpty { sections.append(table("Exit status:", exitCodes, column: tableColumn(exitCodes))) }
        if !spec.examples.isEmpty {
            let title = spec.examples.count == 1 ? "Example:" : "Examples:"
            sections.append(([title] + spec.examples.map { "  " + $0 }).joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The help of `keysmith` itself: what it is, its commands and global options.
    ///
    /// - Parameter commands: The registered commands, in the order to list them.
    /// - Returns: The text, ending with a newline.
    static func rootHelp(commands: [CommandSpec]) -> String {
        let commandRows = commands.map { ($0.name, $0.summary) }
        let optionRows = [("-h, --help", "Show this help."), ("--version", "Show the version.")]
        let column = tableColumn(commandRows + optionRows)
        let sections = [
            "keysmith - check and lay out on-screen keyboards defined in YAML",
            usageBlock(rootUsage + "\n" + "keysmith --help | --version"),
            table("Commands:", commandRows, column: column),
            table("Options:", optionRows, column: column),
            "See 'keysmith help <command>' for the arguments and options of a command.",
            "Example:\n  keysmith validate Layouts",
        ]
        return sections.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Layout

    /// `Usage: ` before the first line; later lines are aligned under the first.
    private static func usageBlock(_ lines: String) -> String {
        let prefix = "Usage: "
        let pad = String(repeating: " ", count: prefix.count)
        return lines.split(separator: "\n").enumerated().map { index, line in
            wrapUsage(String(line), firstPrefix: index == 0 ? prefix : pad)
        }.joined(separator: "\n")
    }

    /// A usage line longer than the width continues under the command's first argument; a
    /// bracketed option (`[--size WxH]...`) is never split.
    private static func wrapUsage(_ line: String, firstPrefix: String) -> String {
        var words: [String] = []
        var open = false
        for word in line.split(separator: " ").map(String.init) {
            if open, let last = words.popLast() {
                words.append(last + " " + word)
            } else {
                words.append(word)
            }
            let last = words.last ?? ""
            open = last.contains("[") && !last.contains("]")
        }
        let leading = words.prefix(2).joined(separator: " ")  // `keysmith validate`
        let hanging = String(repeating: " ", count: firstPrefix.count + leading.count + 1)
        return fill([leading] + words.dropFirst(2), first: firstPrefix, rest: hanging)
    }

    /// Where the right-hand column of a page's tables starts: two spaces after the longest
    /// left cell, but no further than column 26 (longer cells put their help on the next line).
    private static func tableColumn(_ rows: [(String, String)]) -> Int {
        min(2 + (rows.map(\.0.count).max() ?? 0) + 2, 26)
    }

    /// A titled two-column table: names on the left, wrapped help from `column` on.
    private static func table(_ title: String, _ rows: [(String, String)], column: Int) -> String {
        var lines = [title]
        for (left, right) in rows {
            let leftCell = "  " + left
            let body = wrap(right, indent: column)
            if leftCell.count + 2 <= column {
                let padding = String(repeating: " ", count: column - leftCell.count)
                lines.append(leftCell + padding + body.dropFirst(column))
            } else {
                lines.append(leftCell)
                lines.append(body)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Greedy word wrap to ``width``, every line indented by `indent` spaces; blank lines in
    /// `text` separate paragraphs and are kept.
    static func wrap(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let paragraphs = text.split(separator: "\n\n", omittingEmptySubsequences: false)
        return paragraphs.map { paragraph in
            let words = paragraph.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            return words.isEmpty ? "" : fill(words, first: pad, rest: pad)
        }.joined(separator: "\n\n")
    }

    /// Joins `words` with spaces into lines of at most ``width`` columns (a longer word gets a
    /// line of its own), the first line starting with `first`, later ones with `rest`.
    private static func fill(_ words: [String], first: String, rest: String) -> String {
        var lines: [String] = []
        var current = first
        var lineIsEmpty = true
        for word in words {
            if lineIsEmpty {
                current += word
            } else if current.count + 1 + word.count > width {
                lines.append(current)
                current = rest + word
            } else {
                current += " " + word
            }
            lineIsEmpty = false
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }
}
