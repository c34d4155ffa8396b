public import KeyboardModel
import LayoutDiagnostics

/// One node of a YAML document: a scalar, a sequence or a mapping, with the place it was written.
///
/// Nodes are immutable values: a handle on one record of the document's flat node tree, so
/// that copying a node retains one object and reading a document allocates no object per node.
/// ``content`` builds the node's value on demand. Aliases are expanded by the reader (an alias
/// node holds its anchor's content, at the alias's own location). Equality compares content and
/// tags only, never locations.
public struct YAMLNode: Sendable, Hashable {
    /// The document the node belongs to.
    package let tree: YAMLTree
    /// The node's record in ``tree``.
    package let index: Int

    /// A handle on record `index` of `tree`.
    package init(tree: YAMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// Creates a node (copying `content`'s nodes into a tree of its own).
    public init(_ content: Content, tag: String? = nil, location: SourceLocation) {
        var builder = YAMLTree.Builder(file: location.sourceFile)
        let origin = tag.map { builder.addOrigin(file: location.sourceFile, tag: $0) } ?? 0
        let index = builder.copy(content, origin: origin, line: location.line, column: location.column)
        self.init(tree: builder.finish(), index: index)
    }

    /// The three kinds of node.
    public enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    /// What the node holds.
    public var content: Content {
        let record = self.record
        switch record.kind {
        case .scalar:
            return .scalar(YAMLScalar(text, style: record.style))
        case .sequence:
            return .sequence((0..<record.count).map { item($0) })
        case .mapping:
            return .mapping((0..<record.count).map { YAMLPair(key: key($0), value: value($0)) })
        }
    }

    /// The explicit tag (`!!str`, `!custom`), if the document gave one.
    public var tag: String? { tree.origins[record.origin].tag }

    /// Where the node starts.
    public var location: SourceLocation {
        let record = self.record
        return SourceLocation(in: tree.origins[record.origin].file, line: record.line, column: record.column)
    }

    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.content == rhs.content && lhs.tag == rhs.tag
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(tag)
    }
}

// MARK: - Reading helpers

extension YAMLNode {
    /// The scalar's text, if this is a scalar.
    public var scalar: YAMLScalar? {
        let record = self.record
        return record.kind == .scalar ? YAMLScalar(text, style: record.style) : nil
    }

    /// The items, if this is a sequence.
    public var sequence: [YAMLNode]? {
        record.kind == .sequence ? (0..<count).map { item($0) } : nil
    }

    /// The pairs, if this is a mapping.
    public var mapping: [YAMLPair]? {
        record.kind == .mapping ? (0..<count).map { YAMLPair(key: key($0), value: value($0)) } : nil
    }

    /// The value of the first pair whose key is the scalar `key`, if this is a mapping.
    ///
    /// - Complexity: O(*pairs*).
    public subscript(key: String) -> YAMLNode? {
        guard isMapping, let pair = firstPair(named: key) else { return nil }
        return value(pair)
    }

    /// "a mapping", "a sequence", "a string" — for messages such as "expected a number, found a mapping".
    public var kindDescription: String {
        switch kind {
        case .scalar:
            if style == .plain {
                let value = text
                if value.isEmpty || value == "~" || value == "null" { return "null" }
                if Double(value) != nil { return "a number" }
                if ["true", "false"].contains(value) { return "a boolean" }
            }
            return "a string"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}
