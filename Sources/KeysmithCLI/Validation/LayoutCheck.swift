import LayoutFormat

/// The one step `validate` performs per file: load it with ``LayoutLoader`` (read, decode,
/// resolve `extends`, validate) and collect what it found.
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
        let result = LayoutLoader().load(path: path)
        if let reason = result.unreadableReason {
            return .unreadable(reason: reason)
        }
        return .checked(diagnostics: result.diagnostics, sources: result.sources)
    }
}
