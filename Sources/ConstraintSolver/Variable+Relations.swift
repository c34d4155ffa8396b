// MARK: - Relations that build constraints

extension Variable {
    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs), .equal, rhs)
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, rhs)
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
    }

    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs), .equal, Expression(rhs))
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
    }

    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs), .equal, Expression(constant: rhs))
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
    }

    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(constant: lhs), .equal, Expression(rhs))
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(constant: lhs), .lessThanOrEqual, Expression(rhs))
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(constant: lhs), .greaterThanOrEqual, Expression(rhs))
    }
}
