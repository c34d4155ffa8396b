public import LayoutDiagnostics

/// What an export gives: the file's text (`nil` when nothing could be written) and a warning,
/// at the layout's line, for each thing the target format cannot say.
public struct ExportResult: Sendable {
    public var text: String?
    public var diagnostics: [Diagnostic]

    public init(text: String?, diagnostics: [Diagnostic]) {
        self.text = text
        self.diagnostics = diagnostics
    }

    /// Warning: something the target format cannot say, and how it was written instead.
    public static let notCarriedOver = "KS2701"
    /// Error: nothing could be written (no such form, or a form that cannot be laid out).
    public static let cannotExport = "KS2702"
}
