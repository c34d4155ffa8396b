public import KeyboardModel

/// One node of a YAML document: a scalar, a sequence or a mapping, with the place it was written.
///
/// Nodes are immutable values. Aliases are expanded by the reader (so an alias node is a copy of
/// its anchor's node, with the anchor's location). Equality compares content and tags only, never
/// locations.
public struct YAMLNode: Sendable, Hashable {
    /// What the node holds.
    public let content: Content
    /// The file and the tag, shared by all the untagged nodes of a document (so that copying a
    /// node retains one object for both).
    let origin: Origin
    /// The 1-based line and column where the node starts.
    private let line: Int
    private let column: Int

    /// The explicit tag (`!!str`, `!custom`), if the document gave one.
    public var tag: String? { origin.tag }

    /// Where the node starts.
    public var location: SourceLocation { SourceLocation(file: origin.file, line: line, column: column) }

    /// Creates a node.
    public init(_ content: Content, tag: String? = nil, location: SourceLocation) {
        self.init(content, origin: Origin(file: location.file, tag: tag), line: location.line, column: location.column)
    }

    /// Creates a node from its parts.
    init(_ content: Content, origin: Origin, line: Int, column: Int) {
        self.content = content
        self.origin = origin
        self.line = line
        self.column = column
    }

    /// The three kinds of node.
    public enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.content == rhs.content && lhs.tag == rhs.tag
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(tag)
    }
}

/// A scalar's text and the style it was written in.
public struct YAMLScalar: Sendable, Hashable {
    /// The scalar's value after YAML's escapes and folding.
    public let value: String
    /// How it was written.
    public let style: Style

    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    /// How a scalar was written.
    public enum Style: String, Sendable, Hashable {
        case plain
        case singleQuoted = "single-quoted"
        case doubleQuoted = "double-quoted"
        case literal
        case folded
    }
}

/// One key–value pair of a mapping, in document order.
public struct YAMLPair: Sendable, Hashable {
    public let key: YAMLNode
    public let value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

// MARK: - Reading helpers

extension YAMLNode {
    /// The scalar's text, if this is a scalar.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, if this is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, if this is a mapping.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value of the first pair whose key is the scalar `key`, if this is a mapping.
    ///
    /// - Complexity: O(*pairs*).
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.value == key }?.value
    }

    /// "a mapping", "a sequence", "a string" — for messages such as "expected a number, found a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar):
            if scalar.style == .plain {
                if scalar.value.isEmpty || scalar.value == "~" || scalar.value == "null" { return "null" }
                if Double(scalar.value) != nil { return "a number" }
                if ["true", "false"].contains(scalar.value) { return "a boolean" }
            }
            return "a string"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}
