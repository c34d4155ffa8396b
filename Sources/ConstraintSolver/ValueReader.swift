/// Positions of chosen variables in one solver's value table, for reading many values in one
/// tight loop with ``Solver/readValues(_:into:)`` (no hashing, no reference counting).
///
/// Make it after the variables have been added to the solver: a variable the solver does not
/// know yet reads as 0. It stays valid across suggestions, additions and removals; after
/// ``Solver/reset()`` make a new one.
public struct ValueReader: Sendable {
    /// The variables, in the order their values are read.
    public let variables: [Variable]
    /// The value-table index of each variable, or -1 for one the solver did not know.
    let indices: [Int]
    /// One past the largest index read, or 0 when some variable was unknown: reading needs no
    /// per-value checks when the value table is at least this long and this is not 0.
    let extent: Int

    init(variables: [Variable], indices: [Int]) {
        self.variables = variables
        self.indices = indices
        self.extent = indices.contains { $0 < 0 } ? 0 : (indices.max() ?? -1) + 1
    }
}
