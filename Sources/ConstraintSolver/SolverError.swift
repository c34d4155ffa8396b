/// Why a solver operation failed. A failed operation leaves the solver as it was.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints already added.
    ///
    /// `conflict` is a minimal set of required constraints (the rejected one included, last)
    /// that cannot all hold: dropping any one of them makes the rest satisfiable.
    case unsatisfiableConstraint(Constraint, conflict: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be `required`.
    case badRequiredStrength(Variable)
    /// A numerical or logic failure inside the solver (a bug or a degenerate system).
    case internalError(String)

    /// The tags of the conflicting constraints of an `unsatisfiableConstraint` error (untagged
    /// constraints are described instead); empty for other errors.
    public var conflictTags: [String] {
        guard case .unsatisfiableConstraint(_, let conflict) = self else { return [] }
        return conflict.map { $0.tag ?? $0.description }
    }

    /// A one-line message for people.
    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            return "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint)"
        case .unsatisfiableConstraint(let constraint, _):
            return "unsatisfiable constraint: \(constraint); conflicting: \(conflictTags.joined(separator: ", "))"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable):
            return "unknown edit variable: \(variable)"
        case .badRequiredStrength(let variable):
            return "an edit variable cannot be required: \(variable)"
        case .internalError(let message):
            return "internal solver error: \(message)"
        }
    }
}
