/// The solver's edit variables and their records, found by identity in one multiplication (no
/// seeded hashing: a suggestion looks its variable up on every resize).
///
/// Positions stay valid until the variable is removed; iteration is in position order, which
/// depends only on the order of calls (never on addresses), and callers that need the order the
/// edits were added in sort by ``EditRecord/order``.
struct EditTable: Sendable {
    private var variables: [Variable?] = []
    private var records: [EditRecord] = []
    private var free: [Int] = []
    private var index = IdentityMap()

    /// The position of `variable`'s record, or `nil`.
    func position(of variable: Variable) -> Int? {
        index[variable]
    }

    /// The record at a position from ``position(of:)``.
    subscript(position position: Int) -> EditRecord {
        get { records[position] }
        set { records[position] = newValue }
    }

    /// The record of `variable`; setting `nil` removes it.
    subscript(variable: Variable) -> EditRecord? {
        get { index[variable].map { records[$0] } }
        set {
            if let position = index[variable] {
                if let newValue {
                    records[position] = newValue
                } else {
                    variables[position] = nil
                    free.append(position)
                    index.remove(variable)
                }
            } else if let newValue {
                if let position = free.popLast() {
                    variables[position] = variable
                    records[position] = newValue
                    index.set(variable, position)
                } else {
                    index.set(variable, records.count)
                    variables.append(variable)
                    records.append(newValue)
                }
            }
        }
    }

    /// Every (variable, record), in position order.
    var entries: [(variable: Variable, record: EditRecord)] {
        records.indices.compactMap { position in variables[position].map { ($0, records[position]) } }
    }
}
