/// What a tableau needs to undo a failed addition: the rows as they were before their first
/// change, and the sizes and objective at the start.
struct UndoLog: Sendable {
    struct SavedRow: Sendable {
        var slot: Int
        var basic: Int
        var row: Row
    }

    let symbolCount: Int
    let slotCount: Int
    let freeSlots: [Int]
    let objective: Row
    private(set) var saved: [SavedRow] = []

    init(symbolCount: Int, slotCount: Int, freeSlots: [Int], objective: Row) {
        self.symbolCount = symbolCount
        self.slotCount = slotCount
        self.freeSlots = freeSlots
        self.objective = objective
    }

    /// Saves a slot's state (the caller ensures: once, and only for slots older than the log).
    mutating func record(slot: Int, basic: Int, row: Row) {
        saved.append(SavedRow(slot: slot, basic: basic, row: row))
    }
}
