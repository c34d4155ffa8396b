import ConstraintSolver

/// A compiled constraint and where it came from.
struct TaggedConstraint {
    let constraint: Constraint
    let origin: ConstraintOrigin
}
