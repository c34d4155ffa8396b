import Keysmith

/// The one step `validate` performs per file: load it with ``LayoutLoader`` (read, decode,
/// resolve `extends`, validate), lay out every layer at the layout's preferred size and at the
/// sizes asked for, and collect what was found.
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
    /// - Parameters:
    ///   - path: The file, as the user wrote it (used in diagnostics).
    ///   - sizes: Keyboard sizes to lay the layers out at, besides the preferred one.
    /// - Returns: The diagnostics and sources, or why the file cannot be read.
    static func check(path: String, sizes: [Size]) -> Outcome {
        let result = LayoutLoader().load(path: path)
        if let reason = result.unreadableReason {
            return .unreadable(reason: reason)
        }
        var diagnostics = result.diagnostics
        if let layout = result.layout {
            diagnostics += GeometryCheck.diagnostics(for: layout, sizes: sizes, file: path)
        }
        return .checked(diagnostics: diagnostics, sources: result.sources)
    }
}
