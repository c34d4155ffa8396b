import ConstraintSolver

/// A compiled constraint and the part of the layout that asked for it. Its tag is `#n`, its
/// index in the layer's list (a short string, so tagging allocates nothing).
struct TaggedConstraint {
    let constraint: Constraint
    let source: ConstraintSource
}
