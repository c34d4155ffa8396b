/// A named unknown of a linear constraint system.
///
/// A `Variable` is a handle: two variables are equal only when they are the same instance, even
/// if their names match. The name is for dumps, descriptions and explanations only. A variable
/// holds no value: each solver keeps its own, read with ``Solver/value(of:)`` (or many at once
/// with a ``ValueReader``) after ``Solver/updateVariables()``, so one variable can take part in
/// several solvers, on several threads, and is `Sendable` without any atomics.
public final class Variable: Sendable, Hashable, CustomStringConvertible {
    /// The variable's name, used in descriptions and dumps.
    public let name: String

    /// Creates a variable.
    ///
    /// - Parameter name: A name for descriptions and dumps; need not be unique.
    public init(_ name: String = "") {
        self.name = name
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
