import KeyboardModel

/// A node of a tree that something else keeps alive: a ``YAMLNode`` without the reference count.
///
/// Every `YAMLNode` retains its tree, so walking a document through them retains and releases
/// the tree (atomically) for every node visited. The draft reader visits each node of a layout
/// once or twice; it reads through these instead, while it holds the root `YAMLNode` (see
/// ``DraftReader/readLayout(_:)``). A `NodeRef` must not outlive that: anything kept after
/// reading takes the strong ``node``.
struct NodeRef {
    private let tree: Unmanaged<YAMLTree>
    /// The node's record in its tree.
    let index: Int

    /// The same node as `node`, whose tree the caller keeps alive while this is used.
    init(_ node: YAMLNode) {
        tree = Unmanaged.passUnretained(node.tree)
        index = node.index
    }

    private init(tree: Unmanaged<YAMLTree>, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// The node, holding its tree.
    var node: YAMLNode { YAMLNode(tree: tree.takeUnretainedValue(), index: index) }

    private func withTree<Result>(_ body: (YAMLTree) throws -> Result) rethrows -> Result {
        try tree._withUnsafeGuaranteedRef(body)
    }

    /// The node's record.
    var record: YAMLTree.Record { withTree { $0.records[index] } }

    var kind: YAMLTree.Kind { record.kind }
    var isScalar: Bool { record.kind == .scalar }
    var isSequence: Bool { record.kind == .sequence }
    var isMapping: Bool { record.kind == .mapping }
    var style: YAMLScalar.Style { record.style }
    /// A sequence's item count or a mapping's pair count (a scalar's length in bytes).
    var count: Int { record.count }

    /// Item `offset` of a sequence.
    func item(_ offset: Int) -> NodeRef {
        NodeRef(tree: tree, index: withTree { $0.children[$0.records[index].start + offset] })
    }

    /// The key of pair `pair` of a mapping.
    func key(_ pair: Int) -> NodeRef {
        NodeRef(tree: tree, index: withTree { $0.children[$0.records[index].start + 2 * pair] })
    }

    /// The value of pair `pair` of a mapping.
    func value(_ pair: Int) -> NodeRef {
        NodeRef(tree: tree, index: withTree { $0.children[$0.records[index].start + 2 * pair + 1] })
    }

    /// Calls `body` with a scalar's UTF-8 text (empty for collections).
    func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let text = withTree { tree -> UnsafeBufferPointer<UInt8> in
            let record = tree.records[index]
            guard record.kind == .scalar else { return UnsafeBufferPointer(start: nil, count: 0) }
            return tree.text(start: record.start, count: record.count)
        }
        return try body(text)
    }

    /// A scalar's text ("" for collections).
    var text: String { withText { String(decoding: $0, as: UTF8.self) } }

    /// The scalar and its style, if this is a scalar.
    var scalar: YAMLScalar? { isScalar ? YAMLScalar(text, style: style) : nil }

    /// Where the node starts.
    var location: SourceLocation {
        withTree { tree in
            let record = tree.records[index]
            return SourceLocation(file: tree.origins[record.origin].file, line: record.line, column: record.column)
        }
    }

    /// Whether this is a scalar whose text is `name` (see ``YAMLNode/hasText(_:)``).
    func hasText(_ name: String) -> Bool {
        isScalar && withText { YAMLNode.text($0, is: name) }
    }

    /// The first pair of a mapping whose key is the scalar `name`.
    func firstPair(named name: String) -> Int? {
        for pair in 0..<count where key(pair).hasText(name) { return pair }
        return nil
    }
}
