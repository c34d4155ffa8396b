/// A variable multiplied by a coefficient, one summand of an ``Expression``.
public struct Term: Sendable, Equatable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates a term.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: Its coefficient (default 1).
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as `c * name`, or `name` when the coefficient is 1.
    public var description: String {
        coefficient == 1 ? variable.description : "\(coefficient) * \(variable)"
    }
}
