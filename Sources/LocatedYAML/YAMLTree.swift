import LayoutDiagnostics

/// The nodes of one YAML document, stored flat: one record per node, the children of every
/// collection as runs of record indices, and the text of every scalar in one byte arena.
///
/// A ``YAMLNode`` is a handle into a tree (the tree and a record index), so reading a document
/// allocates a few arrays rather than one object per node, and walking it retains nothing per
/// node. Trees are immutable once built.
package final class YAMLTree: Sendable {
    /// One record per node; a collection's record comes after its children's.
    package let records: [Record]
    /// The children of collections: a sequence's items, or a mapping's keys and values
    /// alternately, each run contiguous.
    package let children: [Int]
    /// The UTF-8 text of every scalar, end to end.
    package let bytes: ByteArena
    /// Where ``bytes`` starts and how long it is, read once: a tree's arena no longer grows, and
    /// reading through these does not retain the arena.
    nonisolated(unsafe) private let textBase: UnsafePointer<UInt8>?
    private let textCount: Int
    /// The file and tag of nodes, by ``Record/origin``; origin 0 is the document's untagged one.
    package let origins: [YAMLNode.Origin]

    package init(records: [Record], children: [Int], bytes: ByteArena, origins: [YAMLNode.Origin]) {
        self.records = records
        self.children = children
        self.bytes = bytes
        let all = bytes.text(start: 0, count: bytes.count)
        textBase = all.baseAddress
        textCount = all.count
        self.origins = origins
    }

    /// The three kinds of node.
    package enum Kind: UInt8 {
        case scalar
        case sequence
        case mapping
    }

    /// The `count` bytes of scalar text from `start` (empty when out of range).
    package func text(start: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
        guard let textBase, start >= 0, count >= 0, start <= textCount - count else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(start: textBase + start, count: count)
    }
}
