/// Positions of chosen variables in one solver's value table, for reading many values in one
/// tight loop with ``Solver/readValues(_:into:)`` (no hashing, no reference counting).
///
/// Make it after the variables have been added to the solver: a variable the solver does not
/// know yet reads as 0. It stays valid across suggestions, additions and removals; after
/// ``Solver/reset()`` make a new one.
public struct ValueReader: Sendable {
    /// The variables, in the order their values are read.
    public let variables: [Variable]
    let indices: [Int]
}
