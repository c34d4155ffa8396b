import ConstraintSolver
import TestSupport

/// A random constraint system for property tests.
///
/// Required constraints are built around a hidden integer point so that they are satisfiable
/// (unless `feasible` is false); preferences are arbitrary. With `genericWeights`, every
/// variable also gets a preference and each weight is its tier times a random factor, so that
/// (with probability one) the optimum is unique and values, not only the objective, can be
/// compared between solvers.
struct RandomSystem {
    var variables: [Variable]
    var required: [Constraint]
    var preferences: [Constraint]
    var edits: [(variable: Variable, strength: Strength, suggestion: Double)]

    static func make(_ rng: inout SplitMix64, feasible: Bool = true, genericWeights: Bool = false) -> RandomSystem {
        let count = Int.random(in: 2...6, using: &rng)
        let variables = (0..<count).map { Variable("x\($0)") }
        let point = variables.map { _ in Double(Int.random(in: -20...20, using: &rng)) }
        func randomExpression() -> Expression {
            var expression = Expression()
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let index = Int.random(in: 0..<count, using: &rng)
                let coefficient = Double(Int.random(in: 1...6, using: &rng)) / 2 * (Bool.random(using: &rng) ? 1 : -1)
                expression.add(variables[index], coefficient)
            }
            return expression
        }
        func valueAtPoint(_ expression: Expression) -> Double {
            expression.evaluate { variable in point[variables.firstIndex { $0 === variable } ?? 0] }
        }
        func randomStrength() -> Strength {
            let tiers: [Strength] = [.weak, .medium, .strong]
            let tier = tiers[Int.random(in: 0..<3, using: &rng)]
            if genericWeights {
                return Strength(weight: tier.weight * Double.random(in: 1...3, using: &rng))
            }
            return Bool.random(using: &rng) ? tier : Strength(weight: Double(Int.random(in: 1...5000, using: &rng)))
        }
        var required: [Constraint] = []
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            var expression = randomExpression()
            let relation = Relation.allCases[Int.random(in: 0..<3, using: &rng)]
            let atPoint = valueAtPoint(expression)
            if feasible {
                let gap = relation == .equal ? 0 : Double(Int.random(in: 0...5, using: &rng))
                expression.constant = relation == .greaterThanOrEqual ? gap - atPoint : -gap - atPoint
            } else {
                expression.constant = Double(Int.random(in: -15...15, using: &rng))
            }
            required.append(Constraint(expression, relation, tag: "R\(required.count)"))
        }
        var preferences: [Constraint] = []
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            var expression = randomExpression()
            expression.constant = Double(Int.random(in: -30...30, using: &rng))
            let relation = Relation.allCases[Int.random(in: 0..<3, using: &rng)]
            preferences.append(
                Constraint(expression, relation, strength: randomStrength(), tag: "P\(preferences.count)"))
        }
        if genericWeights {
            for variable in variables {
                let target = Double(Int.random(in: -30...30, using: &rng))
                let weight = Double.random(in: 0.1...0.9, using: &rng)
                preferences.append(Constraint(variable - target, .equal, strength: Strength(weight: weight)))
            }
        }
        var edits: [(variable: Variable, strength: Strength, suggestion: Double)] = []
        for variable in variables.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng)) {
            edits.append((variable, randomStrength(), Double(Int.random(in: -40...40, using: &rng))))
        }
        return RandomSystem(variables: variables, required: required, preferences: preferences, edits: edits)
    }

    /// The edits as preference constraints at their suggestions (for the reference solver).
    var editConstraints: [Constraint] {
        edits.map { Constraint($0.variable - $0.suggestion, .equal, strength: $0.strength) }
    }

    /// Builds a solver holding the system, constraints in the given order, edits suggested.
    func solver(order: [Constraint]? = nil) throws -> Solver {
        let solver = Solver()
        try solver.addConstraints(order ?? required + preferences)
        for edit in edits {
            try solver.addEditVariable(edit.variable, strength: edit.strength)
            try solver.suggestValue(edit.variable, edit.suggestion)
        }
        solver.updateVariables()
        return solver
    }
}
