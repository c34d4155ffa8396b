public import LayoutDiagnostics

/// What an export gives: the file's text (`nil` when nothing could be written), the files that
/// go beside it (a Keyman touch layout's `.kmn`), and a warning, at the layout's line, for each
/// thing the target format cannot say.
public struct ExportResult: Sendable {
    /// A file written beside the export, named as the export with another extension.
    public struct Companion: Sendable, Equatable {
        /// The extension, without its dot (`kmn`).
        public var fileExtension: String
        public var text: String

        public init(fileExtension: String, text: String) {
            self.fileExtension = fileExtension
            self.text = text
        }
    }

    public var text: String?
    public var companions: [Companion]
    public var diagnostics: [Diagnostic]

    public init(text: String?, companions: [Companion] = [], diagnostics: [Diagnostic]) {
        self.text = text
        self.companions = companions
        self.diagnostics = diagnostics
    }

    /// Warning: something the target format cannot say, and how it was written instead.
    public static let notCarriedOver = "KS2701"
    /// Error: nothing could be written (no such form, or a form that cannot be laid out).
    public static let cannotExport = "KS2702"
}
