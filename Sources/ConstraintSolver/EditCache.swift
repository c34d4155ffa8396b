/// The rows that one edit variable's suggestion moves, and by how much per unit of change.
///
/// Valid while `version` equals the tableau's version (any pivot, added or removed row bumps
/// it). Kept in the tableau so that the shift loop runs inside one mutating call, over plain
/// arrays, with no per-row bookkeeping.
struct EditCache: Sendable {
    var version: UInt64 = .max
    var slots: [Int] = []
    var factors: [Double] = []
    /// Whether each row's basic symbol is restricted (its constant must stay ≥ 0).
    var restricted: [Bool] = []
    /// The unrestricted rows come first; restricted ones start here.
    var restrictedStart = 0
}
