extension YAMLTree {
    /// One node of a tree.
    struct Record {
        /// Scalar, sequence or mapping.
        var kind: Kind
        /// How a scalar was written (`.plain` for collections).
        var style: YAMLScalar.Style
        /// The index of the node's file and tag in ``YAMLTree/origins``.
        var origin: Int
        /// The 1-based line and character column where the node starts.
        var line: Int
        var column: Int
        /// A scalar's text: its first byte in ``YAMLTree/bytes``. A collection's children: the
        /// first of them in ``YAMLTree/children``.
        var start: Int
        /// A scalar's length in bytes, a sequence's item count or a mapping's pair count.
        var count: Int
    }
}
