import ConstraintSolver
import KeyboardModel

extension Relation {
    /// The solver relation of a layout relation.
    init(_ relation: ConstraintRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
