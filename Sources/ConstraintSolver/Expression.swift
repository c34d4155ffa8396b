/// A linear expression: a constant plus a sum of ``Term``s.
///
/// Terms keep the order in which their variables first appeared, and each variable occurs at most
/// once (operators merge repeated variables). That order decides the order in which a solver meets
/// new variables, so building the same expressions always gives the same tableau.
public struct Expression: Sendable, Equatable, CustomStringConvertible {
    /// The terms, one per variable, in order of first appearance.
    public private(set) var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms (repeated variables are merged) and a constant.
    ///
    /// - Parameters:
    ///   - terms: The terms.
    ///   - constant: The constant part.
    /// - Complexity: O(*n*²) in the number of terms for small *n*, as repeated variables are
    ///   merged by a linear search; expressions are expected to be short.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.constant = constant
        let distinct = terms.indices.allSatisfy { index in
            !terms[..<index].contains { $0.variable === terms[index].variable }
        }
        if distinct {
            self.terms = terms  // shares the buffer: no copy
            return
        }
        self.terms = []
        self.terms.reserveCapacity(terms.count)
        for term in terms {
            add(term.variable, term.coefficient)
        }
    }

    /// Creates the expression `1 * variable`.
    ///
    /// - Parameter variable: The variable.
    public init(_ variable: Variable) {
        self.terms = [Term(variable, 1)]
        self.constant = 0
    }

    /// Creates a constant expression.
    ///
    /// - Parameter constant: The constant.
    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Adds `coefficient × variable`, merging with an existing term for the same variable.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: The coefficient to add.
    public mutating func add(_ variable: Variable, _ coefficient: Double) {
        for index in terms.indices where terms[index].variable === variable {
            terms[index].coefficient += coefficient
            return
        }
        terms.append(Term(variable, coefficient))
    }

    /// Adds `factor × other` to this expression.
    ///
    /// - Parameters:
    ///   - other: The expression to add.
    ///   - factor: Its multiplier.
    public mutating func add(_ other: Expression, times factor: Double = 1) {
        let needed = terms.count + other.terms.count
        if terms.capacity < needed {
            terms.reserveCapacity(Swift.max(needed, 2 * terms.capacity))
        }
        for term in other.terms {
            add(term.variable, term.coefficient * factor)
        }
        constant += other.constant * factor
    }

    /// Multiplies every coefficient and the constant.
    ///
    /// - Parameter factor: The multiplier.
    public mutating func scale(by factor: Double) {
        for index in terms.indices {
            terms[index].coefficient *= factor
        }
        constant *= factor
    }

    /// The value of the expression when each variable has the value `value(variable)`.
    ///
    /// - Parameter value: The value of each variable.
    /// - Returns: The constant plus the sum of the terms.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms {
            sum += term.coefficient * value(term.variable)
        }
        return sum
    }

    /// The expression as `a + 2.0 * b - 6.0`.
    public var description: String {
        var parts: [String] = terms.map(\.description)
        if constant != 0 || parts.isEmpty {
            parts.append("\(constant)")
        }
        return parts.joined(separator: " + ")
    }
}
