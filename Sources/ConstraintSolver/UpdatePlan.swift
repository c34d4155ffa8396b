/// The value writes one edit's suggestion causes while the basis stays: for each entry,
/// `values[target] = factor × rows[slot].constant + offset` (an alias of a shifted row's
/// variable, or the variable itself with factor 1 and offset 0).
struct UpdatePlan: Sendable {
    struct Entry: Sendable {
        var slot: Int
        var target: Int
        var factor: Double
        var offset: Double
    }

    /// The tableau version the plan was made for.
    var version: UInt64 = .max
    var entries: [Entry] = []
}
