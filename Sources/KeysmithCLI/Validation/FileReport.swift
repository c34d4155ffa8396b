import KeyboardModel
import LayoutDiagnostics
import LayoutFormat

/// What `validate` found in one file, after `--strict` has been applied.
struct FileReport: Sendable {
    /// The file as shown to the user.
    let path: String
    /// The diagnostics, in the order the checker gave them.
    let diagnostics: [Diagnostic]

    /// Creates a report; with `strict`, warnings become errors.
    init(path: String, diagnostics: [Diagnostic], strict: Bool) {
        self.path = path
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
    /// `{"path","valid","diagnostics":[{"severity","code","message","line","column"}]}`.
    ///
    /// Each diagnostic comes from ``DiagnosticRenderer/json(_:)``, which adds `file` (the file
    /// the diagnostic points into) and, when there are any, `notes` in the same shape.
    var json: String {
        "{\"path\":\(JSONText.quoted(path)),\"valid\":\(isValid),\"diagnostics\":\(DiagnosticRenderer.json(diagnostics))}"
    }
}
