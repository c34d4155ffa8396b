// MARK: - Arithmetic on expressions

extension Expression {
    /// The sum of two expressions.
    public static func + (lhs: consuming Expression, rhs: consuming Expression) -> Expression {
        var result = consume lhs
        result.add(rhs)
        return result
    }

    /// The expression plus a variable.
    public static func + (lhs: consuming Expression, rhs: Variable) -> Expression {
        var result = consume lhs
        result.add(rhs, 1)
        return result
    }

    /// A variable plus the expression.
    public static func + (lhs: Variable, rhs: consuming Expression) -> Expression {
        var result = Expression(lhs)
        result.add(rhs)
        return result
    }

    /// The expression plus a constant.
    public static func + (lhs: consuming Expression, rhs: Double) -> Expression {
        var result = consume lhs
        result.constant += rhs
        return result
    }

    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: consuming Expression) -> Expression {
        rhs + lhs
    }

    /// The difference of two expressions.
    public static func - (lhs: consuming Expression, rhs: consuming Expression) -> Expression {
        var result = consume lhs
        result.add(rhs, times: -1)
        return result
    }

    /// The expression minus a variable.
    public static func - (lhs: consuming Expression, rhs: Variable) -> Expression {
        var result = consume lhs
        result.add(rhs, -1)
        return result
    }

    /// A variable minus the expression.
    public static func - (lhs: Variable, rhs: consuming Expression) -> Expression {
        var result = Expression(lhs)
        result.add(rhs, times: -1)
        return result
    }

    /// The expression minus a constant.
    public static func - (lhs: consuming Expression, rhs: Double) -> Expression {
        lhs + -rhs
    }

    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: consuming Expression) -> Expression {
        -rhs + lhs
    }

    /// The negated expression.
    public static prefix func - (operand: consuming Expression) -> Expression {
        operand * -1
    }

    /// The expression scaled by a constant.
    public static func * (lhs: consuming Expression, rhs: Double) -> Expression {
        var result = consume lhs
        result.scale(by: rhs)
        return result
    }

    /// The expression scaled by a constant.
    public static func * (lhs: Double, rhs: consuming Expression) -> Expression {
        rhs * lhs
    }

    /// The expression divided by a constant.
    public static func / (lhs: consuming Expression, rhs: Double) -> Expression {
        lhs * (1 / rhs)
    }
}
