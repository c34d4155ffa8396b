import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// Decodes and validates one layout document's node tree into a ``KeyboardLayout``.
///
/// Every problem is reported in one pass, each at the node where it is, by the same decoder that
/// ``LayoutLoader`` uses on files. `extends` needs files, so it is an error here: load layouts
/// that extend others with ``LayoutLoader``.
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
        let sources = source.map { [$0] } ?? []
        let limits = LayoutLimits()
        var decoder = FormatDecoder(events: TreeEvents(root: root), limits: limits, source: source)
        guard let draft = (try? decoder.decode()) ?? nil else {
            return .make(layout: nil, diagnostics: decoder.diagnostics, sources: sources)
        }
        var diagnostics = decoder.diagnostics
        if let extends = draft.extends {
            diagnostics.append(
                Diagnostic(
                    .error, code: DiagnosticCode.extendsNotResolved.rawValue,
                    "'extends' is resolved only when loading a file with 'LayoutLoader'", at: extends.location))
        }
        let themeReference = draft.theme
        var (layout, found) = LayoutAssembler.validate(
            consume draft, limits: limits, isOverLimits: decoder.isOverLimits, after: diagnostics)
        var allSources = sources
        if let themeReference {
            let theme = ThemeLoader(bundled: LayoutLoader.bundledThemes).load(themeReference)
            found += theme.diagnostics
            if !theme.diagnostics.isEmpty { allSources += theme.sources }
            layout?.theme = theme.theme
        }
        return .make(layout: layout, diagnostics: diagnostics + found, sources: allSources)
    }
}
