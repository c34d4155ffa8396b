import ConstraintSolver

/// What a compiled constraint says, for spotting repeats: its terms (by variable identity), its
/// constant, relation and strength.
struct ConstraintSignature: Hashable {
    private let variables: [ObjectIdentifier]
    private let coefficients: [Double]
    private let constant: Double
    private let relation: Relation
    private let weight: Double

    init(_ expression: Expression, _ relation: Relation, _ strength: Strength) {
        let terms = expression.terms.sorted { ObjectIdentifier($0.variable) < ObjectIdentifier($1.variable) }
        variables = terms.map { ObjectIdentifier($0.variable) }
        coefficients = terms.map(\.coefficient)
        constant = expression.constant
        self.relation = relation
        weight = strength.weight
    }
}
