import Synchronization

/// A named unknown of a linear constraint system.
///
/// A `Variable` is a handle: two variables are equal only when they are the same instance, even
/// if their names match. The name is for dumps, descriptions and explanations only.
///
/// After ``Solver/updateVariables()`` the solver writes each variable's value into the handle,
/// so `variable.value` can be read without a look-up (as in kiwi). The stored value is the one
/// written by the most recent `updateVariables()` of *any* solver holding the variable; use
/// ``Solver/value(of:)`` when one variable takes part in several solvers. Reads and writes are
/// atomic, so a `Variable` is `Sendable`.
public final class Variable: Sendable, Hashable, CustomStringConvertible {
    /// The variable's name, used in descriptions and dumps.
    public let name: String
    @usableFromInline let bits: Atomic<UInt64>

    /// Creates a variable.
    ///
    /// - Parameter name: A name for descriptions and dumps; need not be unique.
    public init(_ name: String = "") {
        self.name = name
        self.bits = Atomic(Double(0).bitPattern)
    }

    /// The value written by the last ``Solver/updateVariables()`` (0 before the first).
    @inlinable public var value: Double {
        Double(bitPattern: bits.load(ordering: .relaxed))
    }

    /// Stores a value; called by the solver's update.
    func store(_ value: Double) {
        bits.store(value.bitPattern, ordering: .relaxed)
    }

    /// The name, or `v` followed by an identity hash when the name is empty.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
    }

    /// Identity comparison.
    ///
    /// - Returns: `true` when both handles are the same instance.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity of the handle.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
