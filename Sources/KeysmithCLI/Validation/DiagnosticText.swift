import LayoutFormat

/// Renders diagnostics the way swiftc and clang do, for editors and CI to parse:
///
/// ```
/// Layouts/en-US.yaml:3:5: error: unknown field 'colour'
/// colour: red
///     ^
/// ```
///
/// The caret is padded by `Character`s, keeping tabs, so it lands under the column the
/// diagnostic names.
enum DiagnosticText {
    /// The text of `diagnostic` and its notes, each with its source line and caret when known.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - sources: The texts of the files diagnostics may point into.
    ///   - style: Colour and bold, or plain.
    /// - Returns: The lines, each ending with a newline.
    static func render(_ diagnostic: Diagnostic, sources: [SourceText], style: TextStyle) -> String {
        var text = renderOne(diagnostic, sources: sources, style: style)
        for note in diagnostic.notes {
            text += renderOne(note, sources: sources, style: style)
        }
        return text
    }

    private static func renderOne(_ diagnostic: Diagnostic, sources: [SourceText], style: TextStyle) -> String {
        let location = diagnostic.location
        let label: String
        switch diagnostic.severity {
        case .error: label = style.red("error:")
        case .warning: label = style.yellow("warning:")
        case .note: label = style.bold("note:")
        }
        var text = "\(style.bold(location.description + ":")) \(label) \(style.bold(diagnostic.message))\n"
        let source = sources.first { $0.file == location.file }
        if let line = source?.line(location.line) {
            let padding = line.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\(line)\n\(padding)\(style.green("^"))\n"
        }
        return text
    }
}
