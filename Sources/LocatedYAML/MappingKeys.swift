import LayoutDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scalar keys of a document's open mappings, for finding duplicate keys as events arrive.
///
/// Keys are equal when their bytes are, as YAML compares scalars: `é` and `e` + U+0301, or `;`
/// U+003B and U+037E, are two keys (though `String`'s `==` calls them equal). Most keys of a
/// layout are short ASCII names (`action`, `width`, key ids): those are kept packed in two words
/// and compared as integers. Other keys are copied (libyaml reuses its buffers) with their
/// ``KeyFingerprint``. A mapping's keys are compared one
/// by one while it has few and hashed once it has many, so a mapping of *n* keys costs O(*n*)
/// whatever the keys. The storage only grows: closing a mapping forgets its keys by moving the
/// ends back.
package struct MappingKeys {
    /// Mappings with more keys than this are indexed by text.
    package static var scanLimit: Int { 64 }

    private struct Entry {
        /// The bytes of a packed key (ASCII, at most 16 bytes), zero-padded.
        package var low: UInt64
        package var high: UInt64
        /// The fingerprint of a key that is not packed (0 for a packed key).
        package var print: UInt64
        /// Where an unpacked key's bytes are in ``MappingKeys/bytes``, and its length in bytes.
        package var start: Int
        package var count: Int
        package var mark: YAMLEvent.Mark
        package var isPacked: Bool
    }

    /// The bytes of every unpacked key of the open mappings, end to end: the first `used` bytes.
    private var bytes: [UInt8] = Array(repeating: 0, count: 256)
    private var used = 0
    /// The keys of the open mappings: the first `keyCount`.
    private var keys: [Entry] = []
    private var keyCount = 0
    /// Where each open mapping's keys start in ``keys``, innermost last.
    private var firsts: [Int] = []
    /// The index by bytes of each large open mapping, by its depth.
    private var indexes: [Int: [[UInt8]: Int]] = [:]

    package init() {
        keys.reserveCapacity(64)
        firsts.reserveCapacity(16)
    }

    /// A mapping starts (inside the innermost open one, if any).
    mutating func open() {
        firsts.append(keyCount)
    }

    /// The innermost mapping ends: its keys are forgotten.
    package mutating func close() {
        guard let first = firsts.popLast() else { return }
        if first < keyCount {
            used = keys[first].start
            keyCount = first
        }
        if !indexes.isEmpty { indexes[firsts.count] = nil }
    }

    /// Adds a key of the innermost mapping, unless the mapping has an equal key already: then
    /// returns where that one is (and adds nothing).
    ///
    /// - Complexity: O(1) amortised in a large mapping, O(*keys*) comparisons of integers in a
    ///   small one.
    @inline(__always)
    package mutating func add(_ text: UnsafeBufferPointer<UInt8>, at mark: YAMLEvent.Mark) -> YAMLEvent.Mark? {
        guard let first = firsts.last else { return nil }
        if keyCount - first >= Self.scanLimit {
            return addIndexed(text, at: mark, first: first)
        }
        var entry = Entry(low: 0, high: 0, print: 0, start: used, count: text.count, mark: mark, isPacked: false)
        if let packed = Self.packed(text) {
            entry.low = packed.low
            entry.high = packed.high
            entry.isPacked = true
            // An unpacked key is longer or not ASCII: never equal to a packed one.
            for index in first..<keyCount {
                let other = keys[index]
                if other.isPacked, other.low == entry.low, other.high == entry.high, other.count == entry.count {
                    return other.mark
                }
            }
        } else {
            entry.print = KeyFingerprint.fingerprint(text)
            for index in first..<keyCount {
                let other = keys[index]
                if !other.isPacked, other.print == entry.print, same(other, text) {
                    return other.mark
                }
            }
            copy(text)
        }
        append(entry)
        return nil
    }

    /// ``add(_:at:)`` in a mapping past ``scanLimit`` keys, through an index by text.
    private mutating func addIndexed(_ text: UnsafeBufferPointer<UInt8>, at mark: YAMLEvent.Mark, first: Int)
        -> YAMLEvent.Mark?
    {
        let depth = firsts.count - 1
        // Taken out while changed, so that the index is not copied.
        var index = indexes.removeValue(forKey: depth) ?? [:]
        if index.isEmpty {
            for entry in first..<keyCount where index[bytes(of: keys[entry])] == nil {
                index[bytes(of: keys[entry])] = entry
            }
        }
        let name = Array(text)
        if let earlier = index[name] {
            indexes[depth] = index
            return keys[earlier].mark
        }
        index[name] = keyCount
        indexes[depth] = index
        // Kept unpacked: in an indexed mapping only the index compares keys.
        let entry = Entry(low: 0, high: 0, print: 0, start: used, count: text.count, mark: mark, isPacked: false)
        copy(text)
        append(entry)
        return nil
    }

    /// The bytes of an ASCII text of at most 16 bytes, zero-padded into two words.
    @inline(__always)
    private static func packed(_ text: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64)? {
        guard text.count <= 16 else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        // Little-endian, byte by byte: keys are a few bytes long.
        for index in 0..<min(text.count, 8) { low |= UInt64(text[index]) << (8 * index) }
        for index in 8..<max(text.count, 8) { high |= UInt64(text[index]) << (8 * (index - 8)) }
        guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
        return (low, high)
    }

    private mutating func copy(_ text: UnsafeBufferPointer<UInt8>) {
        if used + text.count > bytes.count {
            // Grown by copying bytes, not element by element.
            let capacity = max(2 * bytes.count, used + text.count)
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                if let target = buffer.baseAddress {
                    _ = bytes.withUnsafeBufferPointer { old in
                        old.baseAddress.map { memcpy(target, $0, used) }
                    }
                    memset(target + used, 0, capacity - used)
                }
                count = capacity
            }
        }
        if let source = text.baseAddress, !text.isEmpty {
            bytes.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                (base + used).update(from: source, count: text.count)
            }
        }
        used += text.count
    }

    @inline(__always)
    private mutating func append(_ entry: Entry) {
        if keyCount < keys.count {
            keys[keyCount] = entry
        } else {
            keys.append(entry)
        }
        keyCount += 1
    }

    private func bytes(of entry: Entry) -> [UInt8] {
        if entry.isPacked {
            return (0..<entry.count).map { index in
                UInt8(truncatingIfNeeded: (index < 8 ? entry.low >> (8 * index) : entry.high >> (8 * (index - 8))))
            }
        }
        return Array(bytes[entry.start..<entry.start + entry.count])
    }

    /// Whether the unpacked `entry` and `text` have the same bytes.
    private func same(_ entry: Entry, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard entry.count == text.count else { return false }
        guard let other = text.baseAddress else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memcmp(base + entry.start, other, entry.count) == 0
        }
    }
}
