// MARK: - Arithmetic on variables

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(terms: [Term(lhs), Term(rhs)])
    }

    /// The variable plus a constant.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(terms: [Term(lhs)], constant: rhs)
    }

    /// A constant plus the variable.
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression(terms: [Term(rhs)], constant: lhs)
    }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(terms: [Term(lhs), Term(rhs, -1)])
    }

    /// The variable minus a constant.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(terms: [Term(lhs)], constant: -rhs)
    }

    /// A constant minus the variable.
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression(terms: [Term(rhs, -1)], constant: lhs)
    }

    /// The negated variable.
    public static prefix func - (operand: Variable) -> Expression {
        Expression(terms: [Term(operand, -1)])
    }

    /// The variable scaled by a constant.
    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression(terms: [Term(lhs, rhs)])
    }

    /// The variable scaled by a constant.
    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression(terms: [Term(rhs, lhs)])
    }

    /// The variable divided by a constant.
    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression(terms: [Term(lhs, 1 / rhs)])
    }
}
