import ConstraintSolver
import KeyboardModel

extension LayerSystem {
    /// The error for a size the required constraints cannot hold: the smallest width at the
    /// requested height, the smallest height at the requested width, and the constraints that
    /// conflict at the requested size.
    ///
    /// A scratch solver (made once, kept) holds the layer's required constraints. Each needed length is the
    /// smallest value of its dimension, edited towards 0 at strong strength, while the other
    /// dimension is edited towards the requested size at the size strength. Then the requested
    /// width and height are added as required constraints; whichever cannot hold names, through
    /// the solver's explanation, the layout's constraints it conflicts with.
    func tooSmall(_ size: KeyboardSize) -> GeometryError {
        do throws(SolverError) {
            let scratch = try diagnosisSolver()
            let neededWidth = try minimum(of: width, holding: height, at: size.height, in: scratch)
            let neededHeight = try minimum(of: height, holding: width, at: size.width, in: scratch)
            var conflicts: [ConstraintOrigin] = []
            for (variable, value, name) in [(width, size.width, "width"), (height, size.height, "height")] {
                let fixed = Constraint(
                    Expression(variable), .equal, Expression(constant: value), tag: "requested \(name)")
                do throws(SolverError) {
                    try scratch.addConstraint(fixed)
                    try scratch.removeConstraint(fixed)
                } catch .unsatisfiableConstraint(let failed, let conflict) {
                    let tags = SolverError.unsatisfiableConstraint(failed, conflict: conflict).conflictTags
                    for origin in origins(of: tags) where !conflicts.contains(origin) {
                        conflicts.append(origin)
                    }
                }
            }
            return .sizeTooSmall(
                layer: layer.name, needed: KeyboardSize(width: neededWidth, height: neededHeight), got: size,
                conflicts: conflicts)
        } catch let error {
            // A scratch solver left in the middle of a change is made again next time.
            scratch = nil
            return mapped(error)
        }
    }

    /// The solver with only the layer's required constraints, made on first use.
    private func diagnosisSolver() throws(SolverError) -> Solver {
        if let scratch { return scratch }
        let solver = Solver()
        for item in constraints where item.constraint.strength.isRequired {
            try solver.addConstraint(item.constraint)
        }
        scratch = solver
        return solver
    }

    /// The smallest value of `variable` that `scratch` (holding required constraints only)
    /// allows while `other` is kept as close to `value` as it allows; the edits are removed
    /// again afterwards.
    private func minimum(
        of variable: Variable, holding other: Variable, at value: Double, in scratch: Solver
    ) throws(SolverError) -> Double {
        try scratch.addEditVariable(other, strength: Self.sizeStrength)
        defer { try? scratch.removeEditVariable(other) }
        try scratch.addEditVariable(variable, strength: .strong)
        defer { try? scratch.removeEditVariable(variable) }
        try scratch.suggestValues([(other, value), (variable, 0)])
        scratch.updateVariables()
        return scratch.value(of: variable)
    }

    /// The height of the layer at `width` when its rows are their preferred height (at least the
    /// smallest height its required constraints allow), or that smallest height when no row
    /// height is preferred.
    func naturalHeight(forWidth width: Double) throws(GeometryError) -> Double {
        do throws(SolverError) {
            let scratch = Solver()
            try scratch.addEditVariable(self.width, strength: Self.sizeStrength)
            let preferred = metrics.preferredRowHeight
            try scratch.addEditVariable(height, strength: preferred == nil ? .strong : .medium)
            try scratch.suggestValues([(self.width, width), (height, 0)])
            for item in constraints where item.constraint.strength.isRequired {
                try scratch.addConstraint(item.constraint)
            }
            if let preferred {
                try scratch.addConstraint(
                    Constraint(
                        Expression(rowUnit), .equal, Expression(constant: preferred),
                        strength: .strong, tag: "preferred row height"))
            }
            scratch.updateVariables()
            return scratch.value(of: height)
        } catch let error {
            throw mapped(error)
        }
    }
}
