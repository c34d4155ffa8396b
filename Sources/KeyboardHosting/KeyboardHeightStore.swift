/// Where a `KeyboardHeightCache` keeps its heights between launches.
///
/// The table maps a key (see `KeyboardHeightCache`) to a height in points. The cache calls
/// `load()` once, when it is created, and `save(_:)` from its own serial writer queue, never
/// concurrently with itself; a store must still be `Sendable` because that queue is not the
/// caller's thread.
public protocol KeyboardHeightStore: Sendable {
    /// Reads the stored table.
    ///
    /// - Returns: The table, or an empty one when nothing has been stored yet.
    /// - Throws: `KeyboardHeightStoreError` (or any error) when the store exists but cannot be read
    ///   or does not hold a valid table; the cache reports it and starts empty.
    func load() throws -> [String: Double]

    /// Replaces the stored table with `heights`.
    ///
    /// - Parameter heights: The whole table (not a difference).
    /// - Throws: When the table cannot be written; the cache reports it and tries again on the next
    ///   change.
    func save(_ heights: [String: Double]) throws
}
