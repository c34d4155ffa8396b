/// An edit variable's constraint, its current suggestion and where its row cache lives.
///
/// A new edit variable is *pending*: its constraint enters the tableau only at the first
/// suggestion (with the suggested value, saving a pointless solve at 0) or, failing that, at
/// the next operation on the solver (at 0, as kiwi would have it).
struct EditRecord: Sendable {
    var constraint: Constraint
    var marker: Int = -1
    var other: Int = -1
    var suggestion: Double = 0
    /// The order of `addEditVariable` calls.
    var order: Int
    /// Index of the ``EditCache`` in the tableau; -1 while pending.
    var cache: Int = -1

    var isPending: Bool { cache < 0 }
}
