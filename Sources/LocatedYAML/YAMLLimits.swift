import LayoutDiagnostics

/// Resource limits for reading untrusted YAML.
///
/// libyaml itself bounds none of these: the reader does, and reports a located error when a
/// limit is reached.
public struct YAMLLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes (default 4 MiB).
    public var maxFileSize: Int
    /// The deepest nesting of sequences and mappings (default 64).
    public var maxDepth: Int
    /// The most nodes the document may hold once aliases are expanded (default 100 000).
    public var maxNodes: Int

    /// Creates limits; the defaults suit keyboard layouts with plenty of room.
    public init(maxFileSize: Int = 4 << 20, maxDepth: Int = 64, maxNodes: Int = 100_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }
}
