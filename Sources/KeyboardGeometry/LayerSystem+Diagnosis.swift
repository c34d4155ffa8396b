import ConstraintSolver
import KeyboardModel

extension LayerSystem {
    /// The error for a size the required constraints cannot hold: the smallest width at the
    /// requested height, the smallest height at the requested width, and the constraints that
    /// conflict at the requested size.
    func tooSmall(_ size: Size) -> GeometryError {
        do throws(SolverError) {
            let neededWidth = try minimum(of: width, holding: height, at: size.height)
            let neededHeight = try minimum(of: height, holding: width, at: size.width)
            return .sizeTooSmall(
                layer: layer.name, needed: Size(width: neededWidth, height: neededHeight), got: size,
                conflicts: try conflicts(at: size))
        } catch let error {
            return mapped(error)
        }
    }

    /// The smallest value of `variable` the required constraints allow while `other` is kept as
    /// close to `value` as they allow.
    ///
    /// A scratch solver holds the required constraints, `other` as an edit at the size strength
    /// and `variable` as a weaker (strong) edit suggested 0.
    func minimum(of variable: Variable, holding other: Variable, at value: Double) throws(SolverError) -> Double {
        let scratch = Solver()
        try scratch.addEditVariable(other, strength: Self.sizeStrength)
        try scratch.addEditVariable(variable, strength: .strong)
        try scratch.suggestValues([(other, value), (variable, 0)])
        for item in constraints where item.constraint.strength.isRequired {
            try scratch.addConstraint(item.constraint)
        }
        scratch.updateVariables()
        return scratch.value(of: variable)
    }

    /// The required constraints that cannot all hold at `size`: a scratch solver with the size
    /// fixed (required) names the first minimal conflict it meets.
    func conflicts(at size: Size) throws(SolverError) -> [ConstraintOrigin] {
        let scratch = Solver()
        try scratch.addConstraint(
            Constraint(Expression(width), .equal, Expression(constant: size.width), tag: "requested width"))
        try scratch.addConstraint(
            Constraint(Expression(height), .equal, Expression(constant: size.height), tag: "requested height"))
        for item in constraints where item.constraint.strength.isRequired {
            do throws(SolverError) {
                try scratch.addConstraint(item.constraint)
            } catch .unsatisfiableConstraint(let failed, let conflict) {
                return origins(of: SolverError.unsatisfiableConstraint(failed, conflict: conflict).conflictTags)
            }
        }
        return []
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
