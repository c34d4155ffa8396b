public import LayoutDiagnostics

/// Why a layout could not be prepared.
public struct KeyboardPreloadError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The layout that failed.
    public var layoutID: String
    /// What went wrong, as the preparation described it (for the standard preparation, every
    /// diagnostic rendered with its file, line and column).
    public var message: String
    /// The located problems when the preparation's error had them (a `LayoutPreparationError`
    /// for a layout with errors), so an app can list them; empty otherwise.
    public var diagnostics: [Diagnostic]

    /// Creates an error.
    public init(layoutID: String, message: String, diagnostics: [Diagnostic] = []) {
        self.layoutID = layoutID
        self.message = message
        self.diagnostics = diagnostics
    }

    /// The error for a preparation that threw `error`: its description, and its diagnostics
    /// when it is a ``LayoutPreparationError``.
    public init(layoutID: String, error: any Error) {
        let diagnostics = (error as? LayoutPreparationError)?.diagnostics ?? []
        self.init(layoutID: layoutID, message: "\(error)", diagnostics: diagnostics)
    }

    public var description: String { "cannot prepare layout '\(layoutID)': \(message)" }
}
