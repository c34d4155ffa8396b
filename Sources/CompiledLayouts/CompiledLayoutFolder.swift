public import LayoutDiagnostics

/// Compiled layouts in a folder, `<folder>/<id>.kslayout`: what an app ships when it compiles
/// with `keysmith compile` rather than the build plugin.
public struct CompiledLayoutFolder: LayoutSource {
    /// The folder ("" for paths relative to the current one).
    public var folder: String
    /// Where the files are read.
    public var files: any LayoutFiles
    /// The limits every layout must keep.
    public var limits: LayoutLimits

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - folder: The folder of the `.kslayout` files.
    ///   - files: Where they are read; the file system by default.
    ///   - limits: The limits every layout must keep.
    public init(
        _ folder: String, files: any LayoutFiles = FileSystemLayoutFiles(), limits: LayoutLimits = LayoutLimits()
    ) {
        self.folder = folder
        self.files = files
        self.limits = limits
    }

    public func load(layoutID: String) -> LayoutLoadResult {
        let path = Self.path(of: layoutID, in: folder, extension: CompiledLayout.fileExtension)
        switch files.read(path, limit: CompiledLayout.maxFileSize) {
        case .success(let bytes):
            return CompiledLayout.load(bytes: bytes, file: path, limits: limits)
        case .failure(let failure):
            let diagnostic = Diagnostic(
                .error, code: DiagnosticCode.fileUnreadable.rawValue, "cannot read '\(path)': \(failure.reason)",
                at: .start(of: path))
            return LayoutLoadResult(
                layout: nil, diagnostics: [diagnostic], sources: [], unreadableReason: failure.reason)
        }
    }
}
