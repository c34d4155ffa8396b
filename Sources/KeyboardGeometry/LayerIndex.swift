/// The parts of a layer's frames that never change with the size, shared by every copy.
final class LayerIndex: Sendable, Equatable {
    /// The layer's name.
    let name: String
    /// `rowKeyStart[r]..<rowKeyStart[r + 1]` are the indices of row `r`'s keys.
    let rowKeyStart: [Int]
    /// The index of each id (the first key when an id repeats).
    let indexByID: [String: Int]

    init(name: String, rowKeyStart: [Int], indexByID: [String: Int]) {
        self.name = name
        self.rowKeyStart = rowKeyStart
        self.indexByID = indexByID
    }

    /// The number of rows.
    var rowCount: Int { rowKeyStart.count - 1 }

    /// Where row `row`'s key edges start in the edge array: after the `rows + 1` row edges,
    /// `n + 1` edges per earlier row of `n` keys.
    func keyEdgeBase(ofRow row: Int) -> Int {
        rowCount + 1 + rowKeyStart[row] + row
    }

    static func == (lhs: LayerIndex, rhs: LayerIndex) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.rowKeyStart == rhs.rowKeyStart && lhs.indexByID == rhs.indexByID)
    }
}
