import LayoutFormat

/// What `validate` found in one file, after `--strict` has been applied.
struct FileReport: Sendable {
    /// The file as shown to the user.
    let path: String
    /// The diagnostics, in the order the checker gave them.
    let diagnostics: [Diagnostic]
    /// The texts the diagnostics point into.
    let sources: [SourceText]

    /// Creates a report; with `strict`, warnings become errors.
    init(path: String, diagnostics: [Diagnostic], sources: [SourceText], strict: Bool) {
        self.path = path
        self.sources = sources
        self.diagnostics =
            strict
            ? diagnostics.map { diagnostic in
                var promoted = diagnostic
                if promoted.severity == .warning { promoted.severity = .error }
                return promoted
            }
            : diagnostics
    }

    /// Whether the file has no errors.
    var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

    /// How many diagnostics have `severity`.
    func count(_ severity: Diagnostic.Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// The file's entry in `validate --format json`:
    /// `{"path","valid","diagnostics":[{"severity","code","message","line","column","notes"}]}`.
    ///
    /// `notes` is an extension of the contract's shape: each note is
    /// `{"path","message","line","column"}`, and the array is left out when empty.
    var json: JSONWriter.Value {
        .object([
            ("path", .string(path)),
            ("valid", .bool(isValid)),
            ("diagnostics", .array(diagnostics.map(Self.json(for:)))),
        ])
    }

    private static func json(for diagnostic: Diagnostic) -> JSONWriter.Value {
        var members: [(String, JSONWriter.Value)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code)),
            ("message", .string(diagnostic.message)),
            ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)),
        ]
        if !diagnostic.notes.isEmpty {
            let notes: [JSONWriter.Value] = diagnostic.notes.map { note in
                .object([
                    ("path", .string(note.location.file)),
                    ("message", .string(note.message)),
                    ("line", .int(note.location.line)),
                    ("column", .int(note.location.column)),
                ])
            }
            members.append(("notes", .array(notes)))
        }
        return .object(members)
    }
}
