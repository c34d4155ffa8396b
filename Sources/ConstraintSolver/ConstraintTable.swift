/// The constraints of a solver with their records: an array of entries plus an identity map
/// from constraint to entry. Listing is by addition order, never by hashing order.
struct ConstraintTable: Sendable {
    private struct Entry: Sendable {
        var constraint: Constraint
        var record: ConstraintRecord
    }

    private var entries: [Entry?] = []
    private var freeEntries: [Int] = []
    private var index = IdentityMap()

    var count: Int { index.count }

    /// The record of `constraint`, or `nil`; setting `nil` removes it.
    subscript(constraint: Constraint) -> ConstraintRecord? {
        get {
            guard let position = index[constraint] else { return nil }
            return entries[position]?.record
        }
        set {
            if let position = index[constraint] {
                if let newValue {
                    entries[position]?.record = newValue
                } else {
                    entries[position] = nil
                    freeEntries.append(position)
                    index.remove(constraint)
                }
            } else if let newValue {
                let entry = Entry(constraint: constraint, record: newValue)
                if let position = freeEntries.popLast() {
                    entries[position] = entry
                    index.set(constraint, position)
                } else {
                    index.set(constraint, entries.count)
                    entries.append(entry)
                }
            }
        }
    }

    /// Every constraint with its record, in addition order.
    var ordered: [(constraint: Constraint, record: ConstraintRecord)] {
        entries.compactMap { $0 }.sorted { $0.record.sequence < $1.record.sequence }
            .map { ($0.constraint, $0.record) }
    }
}
