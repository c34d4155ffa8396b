import KeyboardModel
import LayoutFormat
import LayoutValidation

/// What checking one open document gave: exactly what `keysmith validate` reports for its text,
/// the files read on the way (its `extends` chain) and the layout as far as it could be built.
struct DocumentAnalysis: Sendable {
    /// Every diagnostic, in any file of the chain.
    var diagnostics: [Diagnostic]
    /// The texts read: the document's first, then its parents'.
    var sources: [SourceText]
    /// The layout, errors or not (keys with errors left out).
    var layout: KeyboardLayout?
    /// Whether the layout has no errors (so its frames can be solved).
    var isValid: Bool

    /// Checks `document`, reading parents from `files`.
    init(_ document: OpenDocument, files: OverlayLayoutFiles) {
        let loader = LayoutLoader(files: files)
        let report = FileValidator.validate(text: document.text, path: document.path, loader: loader)
        diagnostics = report.diagnostics
        sources = report.load.sources
        layout = report.load.layout ?? report.load.partialLayout
        isValid = report.load.layout != nil && !report.diagnostics.contains { $0.severity == .error }
    }

    /// Whether the check read the file at `path` (the document or one of its parents).
    func reads(_ path: String) -> Bool {
        sources.contains { OverlayLayoutFiles.normalized($0.file) == OverlayLayoutFiles.normalized(path) }
    }
}
