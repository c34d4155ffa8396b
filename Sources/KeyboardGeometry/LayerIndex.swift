import KeyboardModel

/// The parts of a layer's frames that never change with the size, shared by every copy.
final class LayerIndex: Sendable, Equatable {
    /// The layer's name.
    let name: String
    /// `rowKeyStart[r]..<rowKeyStart[r + 1]` are the indices of row `r`'s keys.
    let rowKeyStart: [Int]
    /// The index of each id (the first key when an id repeats).
    let indexByID: [ExactText: Int]
    /// `slotStart[r]..<slotStart[r + 1]` are row `r`'s places, left to right: its keys, and the
    /// places of keys spanning into it from above (equal to ``rowKeyStart`` when no key spans).
    let slotStart: [Int]
    /// What stands in each place: a key's flat index, or `-(k + 1)` for the place of spanning key
    /// `k`; empty when no key spans (place `i` is key `i`).
    let slotKeys: [Int]

    init(name: String, rowKeyStart: [Int], indexByID: [ExactText: Int], slotStart: [Int], slotKeys: [Int]) {
        self.name = name
        self.rowKeyStart = rowKeyStart
        self.indexByID = indexByID
        self.slotStart = slotStart
        self.slotKeys = slotKeys
    }

    /// The number of rows.
    var rowCount: Int { rowKeyStart.count - 1 }

    /// Where row `row`'s key edges start in the edge array: after the `rows + 1` row edges,
    /// `n + 1` edges per earlier row of `n` places.
    func keyEdgeBase(ofRow row: Int) -> Int {
        rowCount + 1 + slotStart[row] + row
    }

    static func == (lhs: LayerIndex, rhs: LayerIndex) -> Bool {
        lhs === rhs
            || (lhs.name == rhs.name && lhs.rowKeyStart == rhs.rowKeyStart && lhs.indexByID == rhs.indexByID
                && lhs.slotStart == rhs.slotStart && lhs.slotKeys == rhs.slotKeys)
    }
}
