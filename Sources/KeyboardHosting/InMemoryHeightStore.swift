/// A `KeyboardHeightStore` that keeps the table in memory: for tests, previews and apps that do
/// not want the heights to outlive the process.
///
/// It is a class so that several caches (or a test) can share one store, as they would a file.
public final class InMemoryHeightStore: KeyboardHeightStore {
    private let table: Locked<[String: Double]>

    /// Creates a store holding `heights`.
    ///
    /// - Parameter heights: The initial table; empty by default.
    public init(_ heights: [String: Double] = [:]) {
        table = Locked(heights)
    }

    /// The table as last saved.
    public var heights: [String: Double] {
        table.withLock { $0 }
    }

    public func load() throws -> [String: Double] {
        table.withLock { $0 }
    }

    public func save(_ heights: [String: Double]) throws {
        table.withLock { $0 = heights }
    }
}
