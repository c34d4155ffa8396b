import ConstraintSolver

/// Holds a snapshot behind one reference: replacing it is one release, and evaluating it
/// borrows the immutable stored snapshot.
final class SnapshotBox: Sendable {
    let snapshot: AffineSnapshot

    init(_ snapshot: AffineSnapshot) {
        self.snapshot = snapshot
    }
}
