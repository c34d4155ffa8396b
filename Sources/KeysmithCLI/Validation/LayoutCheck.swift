import LayoutFormat

/// The one step `validate` performs per file: read it and check it.
///
/// This is the seam where the layout decoder plugs in: today it runs the YAML reader only; later
/// it decodes and validates the whole layout (resolving `extends`, whose files it reads itself —
/// hence it takes a path rather than bytes). Everything else in `validate` is independent of
/// what is checked.
enum LayoutCheck {
    /// What checking one file gave.
    enum Outcome: Sendable {
        /// The file was read; here is every problem found, and the text of each file the
        /// diagnostics point into (for showing source lines).
        case checked(diagnostics: [Diagnostic], sources: [SourceText])
        /// The file could not be read at all; `reason` is the system's message.
        case unreadable(reason: String)
    }

    /// Reads and checks the layout file at `path`.
    ///
    /// - Parameter path: The file, as the user wrote it (used in diagnostics).
    /// - Returns: The diagnostics and sources, or why the file cannot be read.
    static func check(path: String) -> Outcome {
        let limits = YAMLLimits()
        // One byte over the limit lets the reader see that the file is too large and say so.
        switch FileSystem.read(path, limit: limits.maxFileSize + 1) {
        case .failure(let failure):
            return .unreadable(reason: failure.message)
        case .success(let bytes):
            let document = YAMLReader.read(bytes, file: path, limits: limits)
            return .checked(diagnostics: document.diagnostics, sources: [document.source])
        }
    }
}
