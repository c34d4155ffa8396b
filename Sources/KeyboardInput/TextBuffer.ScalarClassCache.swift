extension TextBuffer {
    /// Remembers the `ScalarClass` of each scalar once learnt; one per buffer (no global state).
    ///
    /// Planes 0 and 1 (every script in use and all emoji) sit in pages of 256 scalars, allocated
    /// when a scalar of the page is first seen; rarer scalars sit in a dictionary.
    final class ScalarClassCache {
        /// Scalars per page.
        private static let pageSize = 256
        /// The number of pages, covering `0..<0x20000`.
        private static let pageCount = 0x20000 / 256
        /// The pages; each holds raw `ScalarClass` values, 0 while unknown.
        private let pages: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>
        /// Classes of scalars beyond the pages.
        private var others: [UInt32: ScalarClass] = [:]

        init() {
            pages = .allocate(capacity: Self.pageCount)
            pages.initialize(repeating: nil, count: Self.pageCount)
        }

        deinit {
            for index in 0..<Self.pageCount {
                pages[index]?.deallocate()
            }
            pages.deallocate()
        }

        /// The class of `scalar`.
        ///
        /// - Complexity: O(1); the first look-up of a scalar segments a few short strings.
        subscript(scalar: Unicode.Scalar) -> ScalarClass {
            let value = Int(scalar.value)
            let pageIndex = value / Self.pageSize
            guard pageIndex < Self.pageCount else {
                if let known = others[scalar.value] { return known }
                let learnt = ScalarClass(learning: scalar)
                others[scalar.value] = learnt
                return learnt
            }
            let page: UnsafeMutablePointer<UInt8>
            if let existing = pages[pageIndex] {
                page = existing
                if let known = ScalarClass(rawValue: page[value % Self.pageSize]), known != .unknown {
                    return known
                }
            } else {
                page = .allocate(capacity: Self.pageSize)
                page.initialize(repeating: ScalarClass.unknown.rawValue, count: Self.pageSize)
                pages[pageIndex] = page
            }
            let learnt = ScalarClass(learning: scalar)
            page[value % Self.pageSize] = learnt.rawValue
            return learnt
        }
    }
}
