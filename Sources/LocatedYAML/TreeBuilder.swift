import KeyboardModel
import LayoutDiagnostics

/// Builds a document's flat ``YAMLTree`` from the events of a ``YAMLEventReader``, expanding
/// aliases and `<<` merge keys; the reader has checked everything else (depth, node count,
/// duplicate keys, one document with a mapping at the top).
package struct TreeBuilder {
    private var events: YAMLEventReader
    /// The records, children and text of the document.
    private var tree: YAMLTree.Builder
    private var stack: [Frame] = []
    /// The finished children of every open collection (record indices), each collection's on
    /// top of its parent's.
    private var pending: [Int] = []
    private var anchors: [String: (node: Int, size: Int)] = [:]
    /// Nodes built so far, aliases counted by what they copy: anchored nodes' sizes come from it.
    private var built = 0

    /// A sequence or mapping being built; its children are on ``pending`` from `start` up (for a
    /// mapping, alternately keys and values).
    private struct Frame {
        package var isMapping: Bool
        package var line: Int
        package var column: Int
        package var origin: Int
        package var builtBefore: Int
        package var start: Int
        package var anchor: String?
        /// Whether the top of ``pending`` is a key still waiting for its value.
        package var hasPendingKey = false
        /// Whether that key is a duplicate (its pair is dropped) or a merge key.
        package var pendingKeyIsDuplicate = false
        package var pendingKeyIsMerge = false
        package var merges: [(index: Int, sources: [Int])] = []
    }

    /// A builder over the UTF-8 text `bytes` of `source` (after any byte order mark), which
    /// must stay valid while it builds.
    package init(source: SourceText, bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits, anyRoot: Bool = false) {
        events = YAMLEventReader(source: source, bytes: bytes, limits: limits, mode: .building, anyRoot: anyRoot)
        tree = YAMLTree.Builder(file: source.sourceFile, byteCount: bytes.count)
        stack.reserveCapacity(16)
        pending.reserveCapacity(64)
    }

    /// Reads the document.
    ///
    /// - Returns: The top-level node (`nil` when a problem stopped the reader) and every problem.
    package consuming func build() -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        var rootIndex: Int?
        do throws(YAMLStop) {
            try handle(try events.start(), root: &rootIndex)
            while !stack.isEmpty {
                try handle(try events.next(), root: &rootIndex)
            }
            try events.finish()
        } catch {
            return (nil, events.diagnostics)
        }
        guard let rootIndex else { return (nil, events.diagnostics) }
        return (YAMLNode(tree: tree.finish(), index: rootIndex), events.diagnostics)
    }

    // MARK: - Events

    private mutating func handle(_ event: YAMLEvent, root: inout Int?) throws(YAMLStop) {
        let place = events.location(event)
        switch event.kind {
        case .scalar:
            built += 1
            let node = tree.addScalar(
                event.text, style: event.style, origin: origin(event.tag), line: place.line, column: place.column)
            if let anchor = event.anchor { anchors[anchor] = (node, 1) }
            try add(node, root: &root, isDuplicate: event.isDuplicateKey, isMerge: event.isMergeKey)
        case .alias:
            let name = event.string
            guard let anchored = anchors[name] else {
                throw events.fail(
                    YAMLDiagnosticCode.unknownAnchor, "alias '*\(name)' names no anchor defined before it", at: place)
            }
            // The reader counted the alias as one node; it stands for all its anchor holds.
            try events.countExpansion(anchored.size - 1, at: event.mark)
            built += anchored.size
            try add(tree.addAlias(of: anchored.node, line: place.line, column: place.column), root: &root)
        case .sequenceStart, .mappingStart:
            built += 1
            stack.append(
                Frame(
                    isMapping: event.kind == .mappingStart, line: place.line, column: place.column,
                    origin: origin(event.tag), builtBefore: built - 1, start: pending.count, anchor: event.anchor))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let node: Int
            if frame.isMapping {
                if frame.hasPendingKey { pending.removeLast() }
                let pairs =
                    frame.merges.isEmpty
                    ? Array(pending[frame.start...]) : merged(pending[frame.start...], frame.merges)
                node = tree.addCollection(.mapping, pairs, origin: frame.origin, line: frame.line, column: frame.column)
            } else {
                node = tree.addCollection(
                    .sequence, pending[frame.start...], origin: frame.origin, line: frame.line, column: frame.column)
            }
            pending.removeLast(pending.count - frame.start)
            if let anchor = frame.anchor { anchors[anchor] = (node, built - frame.builtBefore) }
            try add(node, root: &root)
        case .streamStart, .streamEnd, .documentStart, .documentEnd, .failure:
            break
        }
    }

    /// The origin of nodes with `tag`: 0 for all untagged nodes.
    private mutating func origin(_ tag: String?) -> Int {
        guard let tag else { return 0 }
        return tree.addOrigin(file: events.sourceFile, tag: tag)
    }

    /// Adds a finished node to the collection on top, or makes it the root.
    private mutating func add(_ node: Int, root: inout Int?, isDuplicate: Bool = false, isMerge: Bool = false)
        throws(YAMLStop)
    {
        guard let top = stack.indices.last else {
            root = node
            return
        }
        guard stack[top].isMapping else {
            pending.append(node)
            return
        }
        guard stack[top].hasPendingKey else {
            stack[top].hasPendingKey = true
            stack[top].pendingKeyIsDuplicate = isDuplicate
            stack[top].pendingKeyIsMerge = isMerge
            pending.append(node)
            return
        }
        stack[top].hasPendingKey = false
        if stack[top].pendingKeyIsDuplicate {
            // The reader has reported it: the first value is kept.
            pending.removeLast()
        } else if stack[top].pendingKeyIsMerge {
            pending.removeLast()
            let pairIndex = (pending.count - stack[top].start) / 2
            stack[top].merges.append((pairIndex, try mergeSources(node)))
        } else {
            pending.append(node)
        }
    }

    // MARK: - Merge keys

    /// What node `index` is, for messages. The snapshot tree shares the builder's text arena and
    /// reads it at its current address, so it must not outlive this call (the builder may grow
    /// the arena afterwards).
    private func kindDescription(_ index: Int) -> String {
        let snapshot = tree
        return YAMLNode(tree: snapshot.finish(), index: index).kindDescription
    }

    /// The mappings a `<<` key merges in: one mapping, or a sequence of them.
    private mutating func mergeSources(_ value: Int) throws(YAMLStop) -> [Int] {
        let record = tree.record(value)
        if record.kind == .mapping { return [value] }
        if record.kind == .sequence {
            let items = Array(tree.children(of: value))
            if items.allSatisfy({ tree.record($0).kind == .mapping }) { return items }
        }
        let place = SourceLocation(in: events.sourceFile, line: record.line, column: record.column)
        throw events.fail(
            YAMLDiagnosticCode.badMerge,
            "a merge key '<<' takes a mapping or a list of mappings, found \(kindDescription(value))", at: place)
    }

    /// The keys and values with `<<` merges applied: keys written in the mapping win, then earlier
    /// merge sources over later ones; merged pairs take the place of their `<<` key.
    private func merged(_ pairs: ArraySlice<Int>, _ merges: [(index: Int, sources: [Int])]) -> [Int] {
        var present = Set<String>()
        for offset in stride(from: pairs.startIndex, to: pairs.endIndex, by: 2)
        where tree.record(pairs[offset]).kind == .scalar {
            present.insert(tree.text(of: pairs[offset]))
        }
        var result: [Int] = []
        var next = pairs.startIndex
        for merge in merges {
            let end = pairs.startIndex + 2 * merge.index
            result += pairs[next..<end]
            next = end
            for source in merge.sources {
                let entries = tree.children(of: source)
                for offset in stride(from: entries.startIndex, to: entries.endIndex, by: 2) {
                    let key = entries[offset]
                    guard tree.record(key).kind == .scalar else { continue }
                    if present.insert(tree.text(of: key)).inserted {
                        result.append(key)
                        result.append(entries[offset + 1])
                    }
                }
            }
        }
        result += pairs[next...]
        return result
    }
}
