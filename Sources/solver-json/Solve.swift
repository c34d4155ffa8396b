import ConstraintSolver

/// Solves one system: adds the constraints in order, then the edits with their suggestions.
///
/// Untagged constraints are named `c<index>` (0-based) in conflicts.
///
/// - Parameter system: The system.
/// - Returns: The values, or the error.
/// - Throws: `InputError` for an unknown relation.
func solve(_ system: SystemInput) throws -> SystemOutput {
    var variables: [String: Variable] = [:]
    var order: [String] = []
    func variable(_ name: String) -> Variable {
        if let known = variables[name] { return known }
        let made = Variable(name)
        variables[name] = made
        order.append(name)
        return made
    }
    for name in system.variables ?? [] {
        _ = variable(name)
    }
    var constraints: [Constraint] = []
    for (index, input) in system.constraints.enumerated() {
        let relation: Relation
        switch input.op {
        case "==", "=": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw InputError(description: "constraint \(index): unknown op '\(input.op)'")
        }
        let expression = Expression(
            terms: input.terms.map { Term(variable($0.name), $0.coefficient) }, constant: input.constant ?? 0)
        constraints.append(
            Constraint(
                expression, relation, strength: input.strength?.strength ?? .required, tag: input.tag ?? "c\(index)"))
    }
    let solver = Solver()
    do {
        try solver.addConstraints(constraints)
        for edit in system.edits ?? [] {
            let editVariable = variable(edit.variable)
            try solver.addEditVariable(editVariable, strength: edit.strength?.strength ?? .strong)
            try solver.suggestValue(editVariable, edit.value)
        }
    } catch {
        if case .unsatisfiableConstraint = error {
            return SystemOutput(error: "unsatisfiable", conflict: error.conflictTags)
        }
        return SystemOutput(error: error.description)
    }
    solver.updateVariables()
    var values: [String: Double] = [:]
    for name in order {
        if let known = variables[name] {
            values[name] = solver.value(of: known)
        }
    }
    return SystemOutput(values: values)
}
