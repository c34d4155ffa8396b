import LayoutDiagnostics

extension YAMLTree {
    /// The UTF-8 text of a tree's scalars, end to end, in one block of memory that only grows.
    ///
    /// A plain buffer rather than `[UInt8]`: appending a scalar is one copy, with no uniqueness
    /// or capacity checks of an array, and reading hands out pointers without a closure. Texts are
    /// only appended, never changed, so a range handed out stays valid (at a new address after a
    /// growth: read it through ``text(start:count:)`` each time). Once its tree is built, nothing
    /// appends to it, which is what makes sharing it across threads safe.
    package final class ByteArena: @unchecked Sendable {
        private var base: UnsafeMutablePointer<UInt8>
        private(set) var count = 0
        private var capacity: Int

        /// An arena with room for `capacity` bytes before it grows.
        package init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        deinit {
            base.deallocate()
        }

        /// Appends `bytes` and returns where they start.
        package func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let start = count
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return start }
            if bytes.count > capacity - count { grow(toHold: count + bytes.count) }
            (base + count).initialize(from: source, count: bytes.count)
            count += bytes.count
            return start
        }

        /// The `count` bytes from `start`, which an earlier ``append(_:)`` returned; valid until
        /// the next append.
        package func text(start: Int, count: Int) -> UnsafeBufferPointer<UInt8> {
            guard start >= 0, count >= 0, start + count <= self.count else {
                return UnsafeBufferPointer(start: nil, count: 0)
            }
            return UnsafeBufferPointer(start: base + start, count: count)
        }

        private func grow(toHold needed: Int) {
            var newCapacity = capacity
            while newCapacity < needed { newCapacity *= 2 }
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newBase.initialize(from: base, count: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }
    }
}
