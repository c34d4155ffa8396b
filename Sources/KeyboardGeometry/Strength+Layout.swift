import ConstraintSolver
import KeyboardModel

extension Strength {
    /// The solver strength of a layout strength.
    init(_ strength: ConstraintStrength) {
        switch strength {
        case .weak: self = .weak
        case .medium: self = .medium
        case .strong: self = .strong
        case .required: self = .required
        }
    }
}
