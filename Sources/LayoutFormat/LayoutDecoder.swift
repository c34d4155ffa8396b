import KeyboardModel

/// Decodes and validates one layout document's node tree into a ``KeyboardLayout``.
///
/// Every problem is reported in one pass, each at the node where it is. `extends` needs files,
/// so it is an error here: load layouts that extend others with ``LayoutLoader``.
public enum LayoutDecoder {
    /// Decodes and validates a document.
    ///
    /// - Parameters:
    ///   - root: The document's top-level node (a mapping).
    ///   - source: The document's text, if known: it lets constraint errors point inside strings
    ///     even when they are quoted, and it is returned in the result for showing source lines.
    /// - Returns: The layout (`nil` if any diagnostic is an error) and every diagnostic.
    /// - Complexity: O(*n*) in the number of nodes, plus O(*k*) per key for id checks.
    public static func decode(_ root: YAMLNode, source: SourceText? = nil) -> LayoutLoadResult {
        var reader = DraftReader(source: source)
        let sources = source.map { [$0] } ?? []
        guard let draft = reader.readLayout(root) else {
            return .make(layout: nil, diagnostics: reader.diagnostics, sources: sources)
        }
        if let extends = draft.extends {
            reader.error(
                .extendsNotResolved, "'extends' is resolved only when loading a file with 'LayoutLoader'",
                at: extends.location)
        }
        var validator = LayoutValidator()
        let layout = validator.build(draft, warnAboutGaps: !reader.diagnostics.contains { $0.severity == .error })
        return .make(layout: layout, diagnostics: reader.diagnostics + validator.diagnostics, sources: sources)
    }
}
