/// A linear constraint `expression relation 0` with a strength and an optional tag.
///
/// Constraints are handles: equality and hashing use identity, so the same relation built twice
/// gives two constraints. Build them with the operators (`a == 2 * b + 6`, `a + b <= c`) or
/// with the initialisers, then adjust with ``with(strength:)`` and ``with(tag:)``.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    /// `lhs − rhs` of the relation as written; the constraint says `expression relation 0`.
    public let expression: Expression
    /// The relation to zero.
    public let relation: Relation
    /// The strength; `required` unless set.
    public let strength: Strength
    /// A caller-supplied label used in explanations of unsatisfiable systems.
    public let tag: String?

    /// Creates `expression relation 0`.
    ///
    /// - Parameters:
    ///   - expression: The expression compared with zero.
    ///   - relation: The relation.
    ///   - strength: The strength (default `required`).
    ///   - tag: A label for explanations.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, tag: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.tag = tag
    }

    /// Creates `lhs relation rhs`.
    ///
    /// - Parameters:
    ///   - lhs: The left-hand side.
    ///   - relation: The relation.
    ///   - rhs: The right-hand side.
    ///   - strength: The strength (default `required`).
    ///   - tag: A label for explanations.
    public convenience init(
        _ lhs: consuming Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required,
        tag: String? = nil
    ) {
        var expression = consume lhs
        expression.add(rhs, times: -1)
        self.init(expression, relation, strength: strength, tag: tag)
    }

    /// A new constraint with the same relation and tag and another strength.
    ///
    /// - Parameter strength: The strength.
    /// - Returns: A distinct constraint.
    public func with(strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, tag: tag)
    }

    /// A new constraint with the same relation and strength and another tag.
    ///
    /// - Parameter tag: The tag.
    /// - Returns: A distinct constraint.
    public func with(tag: String?) -> Constraint {
        Constraint(expression, relation, strength: strength, tag: tag)
    }

    /// Whether the constraint holds for the given values within `tolerance`.
    ///
    /// - Parameters:
    ///   - tolerance: The allowed violation.
    ///   - value: The value of each variable.
    /// - Returns: `true` when satisfied.
    public func isSatisfied(tolerance: Double = 1e-8, _ value: (Variable) -> Double) -> Bool {
        violation(value) <= tolerance
    }

    /// How far the values are from satisfying the constraint (0 when satisfied).
    ///
    /// - Parameter value: The value of each variable.
    /// - Returns: `|e|` for `==`, `max(0, e)` for `<=`, `max(0, −e)` for `>=`.
    public func violation(_ value: (Variable) -> Double) -> Double {
        let amount = expression.evaluate(value)
        switch relation {
        case .equal: return abs(amount)
        case .lessThanOrEqual: return max(0, amount)
        case .greaterThanOrEqual: return max(0, -amount)
        }
    }

    /// `[tag] expression relation 0 | strength`.
    public var description: String {
        let prefix = tag.map { "[\($0)] " } ?? ""
        return "\(prefix)\(expression) \(relation) 0 | \(strength)"
    }

    /// Identity comparison.
    ///
    /// - Returns: `true` when both handles are the same instance.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity of the handle.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
