import KeyboardModel
import LayoutDiagnostics

extension YAMLTree {
    /// Collects the records, children and text of a tree, then makes the immutable tree.
    package struct Builder {
        private(set) var records: [Record] = []
        private(set) var children: [Int] = []
        private(set) var bytes: ByteArena
        private var origins: [YAMLNode.Origin]
        /// The index of each origin copied from another tree, by identity.
        private var copiedOrigins: [ObjectIdentifier: Int] = [:]

        /// A builder whose untagged nodes are in `file`; `byteCount` (the size of the text
        /// read) sizes the arrays.
        package init(file: SourceFile, byteCount: Int = 0) {
            origins = [YAMLNode.Origin(file: file, tag: nil)]
            // Layouts hold a node every 6 to 8 bytes, about half of them scalar text: growing
            // would copy.
            bytes = ByteArena(capacity: byteCount / 2 + 8)
            if byteCount > 0 {
                records.reserveCapacity(byteCount / 5 + 8)
                children.reserveCapacity(byteCount / 5 + 8)
            }
        }

        /// The tree built.
        consuming func finish() -> YAMLTree {
            YAMLTree(records: records, children: children, bytes: bytes, origins: origins)
        }

        /// Adds the origin of nodes in `file` with `tag`, and returns its index.
        package mutating func addOrigin(file: SourceFile, tag: String?) -> Int {
            origins.append(YAMLNode.Origin(file: file, tag: tag))
            return origins.count - 1
        }

        /// The explicit tag of the nodes of `origin`.
        package func tag(of origin: Int) -> String? { origins[origin].tag }

        /// Adds a scalar and returns its index.
        package mutating func addScalar(
            _ text: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, origin: Int, line: Int, column: Int
        ) -> Int {
            let start = bytes.append(text)
            records.append(
                Record(
                    kind: .scalar, style: style, origin: origin, line: line, column: column, start: start,
                    count: text.count))
            return records.count - 1
        }

        /// Adds a sequence of the nodes `items`, or a mapping of the keys and values `items`
        /// (alternately), and returns its index.
        package mutating func addCollection(
            _ kind: Kind, _ items: some Collection<Int>, origin: Int, line: Int, column: Int
        ) -> Int {
            let start = children.count
            children.append(contentsOf: items)
            let count = kind == .mapping ? (children.count - start) / 2 : children.count - start
            records.append(
                Record(
                    kind: kind, style: .plain, origin: origin, line: line, column: column, start: start, count: count))
            return records.count - 1
        }

        /// Adds a node with the content and tag of node `target`, at another place, and returns its index.
        package mutating func addAlias(of target: Int, line: Int, column: Int) -> Int {
            var record = records[target]
            record.line = line
            record.column = column
            records.append(record)
            return records.count - 1
        }

        /// The record of node `index`.
        package func record(_ index: Int) -> Record { records[index] }

        /// The UTF-8 text of scalar `index`, valid until the next node is added.
        package func textBytes(of index: Int) -> UnsafeBufferPointer<UInt8> {
            let record = records[index]
            return bytes.text(start: record.start, count: record.count)
        }

        /// The text of scalar `index`.
        package func text(of index: Int) -> String {
            String(decoding: textBytes(of: index), as: UTF8.self)
        }

        /// The children of collection `index`: items, or keys and values alternately.
        package func children(of index: Int) -> ArraySlice<Int> {
            let record = records[index]
            let length = record.kind == .mapping ? 2 * record.count : record.count
            return children[record.start..<record.start + length]
        }

        // MARK: - Copying

        /// Adds a node with `content` (copying its nodes) and returns its index.
        package mutating func copy(_ content: YAMLNode.Content, origin: Int, line: Int, column: Int) -> Int {
            switch content {
            case .scalar(let scalar):
                var value = scalar.value
                return value.withUTF8 { addScalar($0, style: scalar.style, origin: origin, line: line, column: column) }
            case .sequence(let items):
                let copies = items.map { copy($0) }
                return addCollection(.sequence, copies, origin: origin, line: line, column: column)
            case .mapping(let pairs):
                var copies: [Int] = []
                copies.reserveCapacity(2 * pairs.count)
                for pair in pairs {
                    copies.append(copy(pair.key))
                    copies.append(copy(pair.value))
                }
                return addCollection(.mapping, copies, origin: origin, line: line, column: column)
            }
        }

        /// Adds a copy of `node` (from any tree) and returns its index.
        package mutating func copy(_ node: YAMLNode) -> Int {
            let record = node.record
            let source = node.tree.origins[record.origin]
            let origin: Int
            if let known = copiedOrigins[ObjectIdentifier(source)] {
                origin = known
            } else {
                origins.append(source)
                origin = origins.count - 1
                copiedOrigins[ObjectIdentifier(source)] = origin
            }
            switch record.kind {
            case .scalar:
                return node.withText {
                    addScalar($0, style: record.style, origin: origin, line: record.line, column: record.column)
                }
            case .sequence:
                let copies = (0..<record.count).map { copy(node.item($0)) }
                return addCollection(.sequence, copies, origin: origin, line: record.line, column: record.column)
            case .mapping:
                var copies: [Int] = []
                copies.reserveCapacity(2 * record.count)
                for pair in 0..<record.count {
                    copies.append(copy(node.key(pair)))
                    copies.append(copy(node.value(pair)))
                }
                return addCollection(.mapping, copies, origin: origin, line: record.line, column: record.column)
            }
        }
    }
}
