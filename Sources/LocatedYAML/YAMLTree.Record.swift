import LayoutDiagnostics

extension YAMLTree {
    /// One node of a tree.
    package struct Record {
        /// Scalar, sequence or mapping.
        package var kind: Kind
        /// How a scalar was written (`.plain` for collections).
        package var style: YAMLScalar.Style
        /// The index of the node's file and tag in ``YAMLTree/origins``.
        package var origin: Int
        /// The 1-based line and character column where the node starts.
        package var line: Int
        package var column: Int
        /// A scalar's text: its first byte in ``YAMLTree/bytes``. A collection's children: the
        /// first of them in ``YAMLTree/children``.
        package var start: Int
        /// A scalar's length in bytes, a sequence's item count or a mapping's pair count.
        package var count: Int
    }
}
