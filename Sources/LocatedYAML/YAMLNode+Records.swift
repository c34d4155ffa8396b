import LayoutDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension YAMLNode {
    /// The node's record.
    package var record: YAMLTree.Record { tree.records[index] }

    /// Scalar, sequence or mapping.
    package var kind: YAMLTree.Kind { record.kind }

    package var isScalar: Bool { record.kind == .scalar }
    package var isSequence: Bool { record.kind == .sequence }
    package var isMapping: Bool { record.kind == .mapping }

    /// How a scalar was written (`.plain` for collections).
    package var style: YAMLScalar.Style { record.style }

    /// A sequence's item count or a mapping's pair count (a scalar's length in bytes).
    package var count: Int { record.count }

    /// Item `offset` of a sequence (0 ≤ `offset` < ``count``).
    package func item(_ offset: Int) -> YAMLNode {
        YAMLNode(tree: tree, index: tree.children[record.start + offset])
    }

    /// The key of pair `pair` of a mapping (0 ≤ `pair` < ``count``).
    package func key(_ pair: Int) -> YAMLNode {
        YAMLNode(tree: tree, index: tree.children[record.start + 2 * pair])
    }

    /// The value of pair `pair` of a mapping (0 ≤ `pair` < ``count``).
    package func value(_ pair: Int) -> YAMLNode {
        YAMLNode(tree: tree, index: tree.children[record.start + 2 * pair + 1])
    }

    /// Calls `body` with a scalar's UTF-8 text (empty for collections).
    package func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let record = self.record
        guard record.kind == .scalar else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(tree.text(start: record.start, count: record.count))
    }

    /// A scalar's text ("" for collections).
    package var text: String {
        withText { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether this is a scalar whose text is `name`, as a `String` comparison would say (by
    /// canonical equivalence; ASCII texts are compared byte by byte).
    package func hasText(_ name: String) -> Bool {
        isScalar && withText { Self.text($0, is: name) }
    }

    /// Whether the UTF-8 `bytes` are the text `name`, as a `String` comparison would say.
    package static func text(_ bytes: UnsafeBufferPointer<UInt8>, is name: String) -> Bool {
        var name = name
        let matches = name.withUTF8 { expected -> Bool? in
            if equal(bytes, expected) { return true }
            // Different bytes: equal only by canonical equivalence, which needs non-ASCII text.
            if isASCII(bytes), isASCII(expected) { return false }
            return nil
        }
        return matches ?? (String(decoding: bytes, as: UTF8.self) == name)
    }

    /// The first pair of a mapping whose key is the scalar `name`.
    package func firstPair(named name: String) -> Int? {
        for pair in 0..<count where key(pair).hasText(name) { return pair }
        return nil
    }

    /// Whether `a` and `b` hold the same bytes.
    package static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true }
        return memcmp(left, right, a.count) == 0
    }

    /// Whether every byte is ASCII.
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }
}
