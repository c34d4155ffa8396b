import LayoutDiagnostics

/// What reading a YAML file gave: the root mapping (if it could be read) and every problem found.
public struct YAMLDocument: Sendable {
    /// The top-level node; `nil` when a fatal problem stopped the reader.
    public let root: YAMLNode?
    /// Problems, in the order found. Non-fatal ones (duplicate keys) may come with a root.
    public let diagnostics: [Diagnostic]
    /// The text, for showing source lines under diagnostics.
    public let source: SourceText

    public init(root: YAMLNode?, diagnostics: [Diagnostic], source: SourceText) {
        self.root = root
        self.diagnostics = diagnostics
        self.source = source
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
