// MARK: - Relations that build constraints

extension Variable {
    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(difference(lhs, rhs), .equal)
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(difference(lhs, rhs), .lessThanOrEqual)
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(difference(lhs, rhs), .greaterThanOrEqual)
    }

    /// The required constraint `lhs == rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(terms: [Term(lhs), Term(rhs, -1)]), .equal)
    }

    /// The required constraint `lhs <= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(terms: [Term(lhs), Term(rhs, -1)]), .lessThanOrEqual)
    }

    /// The required constraint `lhs >= rhs`; adjust with `with(strength:)` and `with(tag:)`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(terms: [Term(lhs), Term(rhs, -1)]), .greaterThanOrEqual)
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

    /// `lhs − rhs` in one array of exactly the right size.
    private static func difference(_ lhs: Variable, _ rhs: Expression) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(rhs.terms.count + 1)
        terms.append(Term(lhs))
        for term in rhs.terms {
            terms.append(Term(term.variable, -term.coefficient))
        }
        return Expression(terms: terms, constant: -rhs.constant)
    }
}
