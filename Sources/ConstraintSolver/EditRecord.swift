/// An edit variable's constraint, its current suggestion and a cache of the rows a suggestion
/// moves.
///
/// While the basis does not change, suggesting `value` moves the constant of each cached row by
/// `factor × (value − suggestion)`. The cache is valid while `cacheVersion` equals the
/// tableau's version (any pivot, added or removed row bumps it).
struct EditRecord: Sendable {
    var constraint: Constraint
    var marker: Int
    var other: Int
    var suggestion: Double
    var cacheVersion: UInt64 = .max
    var cacheSlots: [Int] = []
    var cacheFactors: [Double] = []
    var cacheRestricted: [Bool] = []
}
