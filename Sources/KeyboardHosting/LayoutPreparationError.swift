public import KeyboardGeometry
public import LayoutDiagnostics

/// Why the standard preparation of a layout failed: an error an app can show as it is.
public enum LayoutPreparationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is missing or has errors: the loader's diagnostics (errors and warnings) and the
    /// text of every file read, to render them with their source lines.
    case invalidLayout(layoutID: String, diagnostics: [Diagnostic], sources: [SourceText])
    /// The layout cannot be laid out (conflicting constraints, or too small at the expected size).
    case geometry(layoutID: String, GeometryError)

    /// The layout's id.
    public var layoutID: String {
        switch self {
        case .invalidLayout(let id, _, _), .geometry(let id, _): id
        }
    }

    /// The located problems: the loader's diagnostics, or none for a geometry error (whose
    /// description names the constraints in conflict).
    public var diagnostics: [Diagnostic] {
        if case .invalidLayout(_, let diagnostics, _) = self { return diagnostics }
        return []
    }

    /// What went wrong, as `keysmith validate` prints it: one line for the layout, then every
    /// diagnostic as `file:line:column: error: …` with its source line and caret.
    public var description: String {
        switch self {
        case .invalidLayout(let id, let diagnostics, let sources):
            let rendered = DiagnosticRenderer(sources: sources).render(diagnostics)
            return "layout '\(id)' has errors:\n" + rendered
        case .geometry(let id, let error):
            return "layout '\(id)' cannot be laid out: \(error)"
        }
    }
}
