import KeyboardModel
import LayoutDiagnostics

/// Replays a node tree as events, in document order, for the layout decoder: documents with
/// anchors, aliases or merge keys are read into a tree (which expands them) and decoded from it,
/// by the same decoder that reads libyaml's events directly.
package struct TreeEvents: YAMLEventSource {
    /// The root node, which holds the tree alive while events point into its text.
    private let root: YAMLNode
    private let tree: YAMLTree
    package let sourceFile: SourceFile
    /// The open collections: the record, the next child to visit and the number of children.
    private var stack: [(index: Int, next: Int, count: Int)] = []

    /// Events for the node `root` and everything under it.
    package init(root: YAMLNode) {
        self.root = root
        tree = root.tree
        sourceFile = root.location.sourceFile
        stack.reserveCapacity(16)
    }

    package mutating func start() throws(YAMLStop) -> YAMLEvent {
        open(root.index)
    }

    package mutating func next() throws(YAMLStop) -> YAMLEvent {
        guard let top = stack.indices.last else { throw .failed }
        let frame = stack[top]
        let record = tree.records[frame.index]
        guard frame.next < frame.count else {
            stack.removeLast()
            return event(record, kind: record.kind == .mapping ? .mappingEnd : .sequenceEnd)
        }
        stack[top].next += 1
        return open(tree.children[record.start + frame.next])
    }

    package mutating func finish() throws(YAMLStop) {}

    package mutating func location(of mark: YAMLEvent.Mark) -> SourceLocation {
        SourceLocation(in: sourceFile, line: mark.line, column: mark.column)
    }

    /// The first event of node `index`; a collection is opened.
    private mutating func open(_ index: Int) -> YAMLEvent {
        let record = tree.records[index]
        switch record.kind {
        case .scalar:
            var scalar = event(record, kind: .scalar)
            scalar.text = tree.text(start: record.start, count: record.count)
            scalar.style = record.style
            return scalar
        case .sequence:
            stack.append((index, 0, record.count))
            return event(record, kind: .sequenceStart)
        case .mapping:
            stack.append((index, 0, 2 * record.count))
            return event(record, kind: .mappingStart)
        }
    }

    private func event(_ record: YAMLTree.Record, kind: YAMLEvent.Kind) -> YAMLEvent {
        YAMLEvent(
            kind: kind, mark: YAMLEvent.Mark(line: record.line, column: record.column),
            text: UnsafeBufferPointer(start: nil, count: 0), style: .plain, anchorBytes: nil,
            tagBytes: tree.origins[record.origin].tagBytes)
    }
}
