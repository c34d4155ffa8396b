// MARK: - Relations that build constraints

extension Expression {
    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: consuming Expression, rhs: consuming Expression) -> Constraint {
        Constraint(lhs, .equal, rhs)
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: consuming Expression, rhs: consuming Expression) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, rhs)
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: consuming Expression, rhs: consuming Expression) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, rhs)
    }

    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: consuming Expression, rhs: Variable) -> Constraint {
        Constraint(lhs, .equal, Expression(rhs))
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: consuming Expression, rhs: Variable) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, Expression(rhs))
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: consuming Expression, rhs: Variable) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
    }

    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: consuming Expression, rhs: Double) -> Constraint {
        Constraint(lhs, .equal, Expression(constant: rhs))
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: consuming Expression, rhs: Double) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: consuming Expression, rhs: Double) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
    }

    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: Double, rhs: consuming Expression) -> Constraint {
        Constraint(Expression(constant: lhs), .equal, rhs)
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: Double, rhs: consuming Expression) -> Constraint {
        Constraint(Expression(constant: lhs), .lessThanOrEqual, rhs)
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: Double, rhs: consuming Expression) -> Constraint {
        Constraint(Expression(constant: lhs), .greaterThanOrEqual, rhs)
    }
}
