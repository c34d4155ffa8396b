import KeyboardModel
import LayoutDiagnostics

/// The characters YAML gives a meaning to, written bare where a layout meant them as text: a
/// `#` after a space starts a comment, `!` a tag, `*` and `&` aliases and anchors, `,` `[` `]`
/// `{` `}` structure a flow collection, `@` and `` ` `` are reserved, and so on. When one of
/// them breaks parsing or changes what a line means, the diagnostic is at the character, with
/// the note `quote it: "#"` (and, for a syntax error, a note where libyaml stopped).
package enum YAMLTraps {
    /// What each indicator means to YAML, for the note.
    package static let meanings: [Character: String] = [
        "#": "starts a comment", "!": "starts a tag", "*": "starts an alias", "&": "starts an anchor",
        ",": "separates the items of a flow collection", "[": "starts a list", "]": "ends a list",
        "{": "starts a mapping", "}": "ends a mapping", ":": "separates a key from its value",
        "?": "starts an explicit key", "@": "is reserved", "`": "is reserved", "%": "starts a directive",
        "|": "starts a literal block", ">": "starts a folded block", "'": "starts a quoted string",
        "\"": "starts a quoted string",
    ]

    /// `"#"`, or `'"'` for a double quote.
    package static func quoted(_ character: Character) -> String {
        character == "\"" ? "'\"'" : "\"\(character)\""
    }

    /// What a bare `character` does, for the diagnostic at it: "'*' starts an alias here, not
    /// text".
    package static func message(for character: Character) -> String {
        if character == "#" {
            return "a '#' after a space starts a comment, which hides the rest of the line"
        }
        if character == "@" || character == "`" {
            return "'\(character)' is reserved in YAML and cannot start unquoted text"
        }
        return "'\(character)' \(meanings[character] ?? "means something to YAML") here, not text"
    }

    /// The note that says how to write `character` as text: `quote it: "#"`.
    package static func quoteNote(for character: Character, at location: SourceLocation) -> Diagnostic {
        .note("quote it: \(quoted(character))", at: location)
    }

    /// The bare indicator that most likely caused a syntax error at `problem` (and its
    /// `context`, where libyaml gives one), if one is found: the indicator at the error or just
    /// before it, a quote that starts the string libyaml could not end, or else a comment or a
    /// bare indicator on the lines of the flow collection before the error.
    package static func cause(
        source: SourceText, problem: SourceLocation, context: SourceLocation?
    ) -> (character: Character, location: SourceLocation)? {
        func characters(_ line: Int) -> [Character] {
            source.line(line).map(Array.init) ?? []
        }
        func place(_ line: Int, _ index: Int) -> SourceLocation {
            SourceLocation(in: problem.sourceFile, line: line, column: index + 1)
        }
        let line = characters(problem.line)
        let column = problem.column - 1
        // The indicator at the error, or just before it (`[`, `*` and `&` are read first).
        for index in [column, column - 1] where line.indices.contains(index) {
            if meanings[line[index]] != nil, line[index] != "'", line[index] != "\"",
                isBare(line, at: index)
            {
                return (line[index], place(problem.line, index))
            }
        }
        // A quote that starts a string libyaml could not end.
        if let context, context.line >= 1 {
            let contextLine = characters(context.line)
            let index = context.column - 1
            if contextLine.indices.contains(index), contextLine[index] == "'" || contextLine[index] == "\"",
                isBare(contextLine, at: index)
            {
                return (contextLine[index], place(context.line, index))
            }
        }
        // A comment or a bare indicator in a flow collection on the lines before the error.
        let first = max(1, min(context?.line ?? problem.line, problem.line) - 3)
        for number in stride(from: problem.line, through: first, by: -1) {
            let text = characters(number)
            let end = number == problem.line ? min(column, text.count) : text.count
            var depth = 0
            var quote: Character?
            var found: Int?
            scan: for index in 0..<end {
                let character = text[index]
                if let open = quote {
                    if character == open { quote = nil }
                    continue
                }
                switch character {
                case "'", "\"": if isBare(text, at: index, itemStartOnly: true) { quote = character }
                case "[", "{": depth += 1
                case "]", "}": depth = max(0, depth - 1)
                case "#" where index > 0 && text[index - 1] == " ":
                    // A comment in a flow collection, where an item was meant (`[a, #, b]`); a
                    // comment after an item (`[a, # vowels`) is one.
                    if depth > 0, isBare(text, at: index) { return ("#", place(number, index)) }
                    break scan
                default:
                    if depth > 0, meanings[character] != nil, isBare(text, at: index) { found = index }
                }
            }
            if let found { return (text[found], place(number, found)) }
        }
        return nil
    }

    /// Whether the character at `index` stands alone as an item of a flow collection (or a
    /// block list): only spaces between it and `[`, `{`, `,`, `- ` or the line's start before,
    /// and `,`, `]`, `}` or the line's end after. With `itemStartOnly`, only the part before.
    package static func isBare(_ line: [Character], at index: Int, itemStartOnly: Bool = false) -> Bool {
        var before = index - 1
        while before >= 0, line[before] == " " { before -= 1 }
        let startsItem =
            before < 0 || ["[", "{", ","].contains(line[before])
            || (line[before] == "-" && (before == 0 || line[before - 1] == " ")) || line[before] == ":"
        guard startsItem else { return false }
        if itemStartOnly { return true }
        var after = index + 1
        while after < line.count, line[after] == " " { after += 1 }
        return after >= line.count || [",", "]", "}"].contains(line[after])
    }

    /// The warning for a comment that reads like an entry, `#: [♯]`.
    package static func commentLikeEntry(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, code: YAMLDiagnosticCode.commentLikeEntry,
            "this line is a comment, not an entry: a '#' at the start of a line starts a comment", at: location,
            notes: [.note("to make '#' a key, quote it: \"#\"", at: location)])
    }
}
