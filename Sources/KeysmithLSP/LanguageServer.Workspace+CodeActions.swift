import KeyboardModel
import LayoutFormat

extension LanguageServer.Workspace {
    /// Quick fixes for the document's diagnostics in the range: the name a "did you mean"
    /// suggests, and quoting a character YAML gave a meaning to.
    mutating func codeActions(_ uri: String, _ params: LSP.CodeActionParams) -> [LSP.CodeAction] {
        guard let document = documents[uri], let analysis = analysis(of: uri) else { return [] }
        var actions: [LSP.CodeAction] = []
        for diagnostic in analysis.diagnostics
        where OverlayLayoutFiles.normalized(diagnostic.location.file) == OverlayLayoutFiles.normalized(document.path) {
            let published = protocolDiagnostic(diagnostic, in: document, analysis: analysis)
            guard Self.overlaps(published.range, params.range) else { continue }
            if let (wrong, suggestion) = Self.suggestion(in: diagnostic.message),
                let span = Self.span(of: wrong, at: diagnostic.location, in: document.lines)
            {
                actions.append(
                    LSP.CodeAction(
                        title: "Replace '\(wrong)' with '\(suggestion)'", diagnostics: [published], isPreferred: true,
                        edit: LSP.WorkspaceEdit(changes: [
                            uri: [
                                LSP.TextEdit(
                                    range: span.range(in: document.lines, encoding: encoding), newText: suggestion)
                            ]
                        ])))
            }
            for note in diagnostic.notes where note.message.contains("quote it: ") {
                let span = TokenSpan.at(line: note.location.line, column: note.location.column, in: document.lines)
                let line = Array(document.lines.line(span.line - 1))
                let start = span.column - 1
                guard start < line.count else { continue }
                let token = String(line[start..<min(line.count, max(start, span.endColumn - 1))])
                guard let first = token.first, first != "\"", first != "'" else { continue }
                let quoted =
                    token.contains("\"")
                    ? "'" + Self.doubling("'", in: token) + "'"
                    : "\"" + Self.doubling("\\", in: token) + "\""
                actions.append(
                    LSP.CodeAction(
                        title: "Quote \(quoted)", diagnostics: [published], isPreferred: true,
                        edit: LSP.WorkspaceEdit(changes: [
                            uri: [
                                LSP.TextEdit(range: span.range(in: document.lines, encoding: encoding), newText: quoted)
                            ]
                        ])))
            }
        }
        return actions
    }

    /// The wrong name and the suggested one of a message "… 'wrong' …; did you mean 'right'?".
    static func suggestion(in message: String) -> (wrong: String, suggestion: String)? {
        guard let marker = Self.range(of: "; did you mean '", in: message[...]) else { return nil }
        let rest = message[marker.upperBound...]
        guard let end = Self.range(of: "'?", in: rest) else { return nil }
        let suggestion = String(rest[..<end.lowerBound])
        let before = message[..<marker.lowerBound]
        guard let close = before.lastIndex(of: "'") else { return nil }
        let head = before[..<close]
        guard let open = head.lastIndex(of: "'") else { return nil }
        let wrong = String(head[head.index(after: open)...])
        guard !wrong.isEmpty, !suggestion.isEmpty else { return nil }
        return (wrong, suggestion)
    }

    /// `text` with every `character` written twice (how YAML escapes a quote in single quotes,
    /// and a backslash in double quotes).
    static func doubling(_ character: Character, in text: String) -> String {
        var result = ""
        for each in text {
            result.append(each)
            if each == character { result.append(each) }
        }
        return result
    }

    /// The first place `needle` occurs in `text`.
    static func range(of needle: String, in text: Substring) -> Range<Substring.Index>? {
        var start = text.startIndex
        while start < text.endIndex {
            if text[start...].hasPrefix(needle) {
                return start..<text.index(start, offsetBy: needle.count)
            }
            start = text.index(after: start)
        }
        return nil
    }

    /// The span of `name` written at `location` (or just inside a quote there).
    static func span(of name: String, at location: SourceLocation, in lines: TextLines) -> TextSpan? {
        let line = lines.line(location.line - 1)
        let written = line.dropFirst(location.column - 1)
        if written.hasPrefix(name) {
            return TextSpan(line: location.line, column: location.column, length: name.count)
        }
        if let quote = written.first, quote == "\"" || quote == "'", written.dropFirst().hasPrefix(name) {
            return TextSpan(line: location.line, column: location.column + 1, length: name.count)
        }
        return nil
    }

    /// Whether two ranges share a position (an empty range at a diagnostic's edge counts).
    static func overlaps(_ lhs: LSP.Range, _ rhs: LSP.Range) -> Bool {
        lhs.start <= rhs.end && rhs.start <= lhs.end
    }
}
