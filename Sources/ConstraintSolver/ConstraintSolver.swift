// ConstraintSolver
