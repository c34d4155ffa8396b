public import KeyboardModel
public import LayoutFormat

/// What an import gives: the layout (`nil` when the file cannot be read as its format), the
/// problems and approximations found (located in the source file), and the source's text.
public struct ImportResult: Sendable {
    /// The layout, in Keysmith's model.
    public var layout: KeyboardLayout?
    /// Errors and warnings at the source's lines and columns: what could not be carried over,
    /// and what was approximated.
    public var diagnostics: [Diagnostic]
    /// The source file's text.
    public var source: SourceText
    /// The texts of every file read: the source first, then the files it was composed with.
    public var sources: [SourceText]

    /// Creates a result; `sources` defaults to the source alone.
    public init(layout: KeyboardLayout?, diagnostics: [Diagnostic], source: SourceText, sources: [SourceText]? = nil) {
        self.layout = layout
        self.diagnostics = diagnostics
        self.source = source
        self.sources = sources ?? [source]
    }

    /// Whether the import failed.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The form factors importers bring in, as the sources name them: each becomes a form of the
/// layout (`phone` below 960 pt, `tablet` from 960 pt), or `--form` picks one.
public enum ImportForm: String, CaseIterable, Sendable {
    case phone, tablet
}
