/// The simplex tableau behind a ``Solver``: rows in slots, a column index, the objective.
///
/// Storage is dense and indexed by integers so that nothing depends on hashing order:
/// - symbols are ids `0..<symbolCount` from a counter, with their kind, objective weight, the
///   slot of their row when basic (`-1` otherwise) and a *column list*: the slots of rows that
///   may contain the symbol;
/// - rows live in slots (`rows`, with `rowBasic[slot]` the basic symbol, `-1` for a free slot),
///   so a pivot rewrites one slot in place and the column lists stay valid.
///
/// Column lists may hold stale or repeated slots (a cell that cancelled to zero leaves its
/// entry behind); every reader checks the row, and readers that walk a list compact it. They
/// never miss a slot: whenever a symbol enters a row, the slot is appended to its list. This is
/// what keeps a pivot proportional to the rows that really contain the entering symbol instead
/// of to the whole tableau.
struct Tableau: Sendable {
    // MARK: - Symbols
    private(set) var kinds: [SymbolKind] = []
    /// The objective weight of error symbols (0 for other kinds); used by invariant checks.
    private(set) var weights: [Double] = []
    var basicSlot: [Int] = []
    var columns: [[Int]] = []

    // MARK: - Rows
    var rows: [Row] = []
    var rowBasic: [Int] = []
    var freeSlots: [Int] = []
    /// Stamps for de-duplicating column lists, one per slot.
    var slotMarks: [UInt32] = []
    var markCounter: UInt32 = 0
    /// Per slot, the generation of the undo log that saved it.
    var undoMarks: [UInt32] = []
    var undoGeneration: UInt32 = 0
    /// The slot count when the open undo log began; 0 when none is open.
    var undoSlotCount = 0

    // MARK: - Objective and bookkeeping
    var objective = Row()
    /// Whether the objective may have a negative coefficient (so ``optimize(artificialObjective:)``
    /// must scan it). Cleared by a scan that finds none; set by any change that can create one.
    /// Without it every addition would scan the whole objective, which grows with the system.
    var objectiveMayImprove = false
    var artificial: Row?
    /// Basic symbols whose restricted rows may have gone negative (for the dual simplex).
    var infeasible: [Int] = []
    /// Changes whenever a row is added, removed or pivoted; caches of row positions compare it.
    private(set) var version: UInt64 = 0
    /// Number of pivots so far (statistics and tests).
    private(set) var pivotCount = 0
    var undo: UndoLog?
    /// Row caches of the edit variables, indexed by `EditRecord.cache`.
    var editCaches: [EditCache] = []
    /// The edit caches whose rows were shifted since the solver last read values.
    var shiftedCaches: [Int] = []

    // MARK: - Scratch buffers reused by merges
    var scratch: [Cell] = []
    var added: [Int] = []

    var symbolCount: Int { kinds.count }

    // MARK: - Symbols

    /// Hands out the next symbol id.
    mutating func makeSymbol(_ kind: SymbolKind, weight: Double = 0) -> Int {
        kinds.append(kind)
        weights.append(weight)
        basicSlot.append(-1)
        columns.append([])
        return kinds.count - 1
    }

    /// Forgets the symbols `count...` (used to undo a failed addition before any row holds them).
    mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        kinds.removeSubrange(count...)
        weights.removeSubrange(count...)
        basicSlot.removeSubrange(count...)
        columns.removeSubrange(count...)
    }

    /// Marks an error symbol as no longer part of the objective (its constraint was removed).
    mutating func clearWeight(_ symbol: Int) {
        weights[symbol] = 0
    }

    func isRestricted(_ symbol: Int) -> Bool {
        kinds[symbol] != .external
    }

    // MARK: - Slots

    /// Stores `row` as the row of basic symbol `basic` and indexes its cells.
    ///
    /// - Returns: The slot.
    @discardableResult
    mutating func insertRow(basic: Int, _ row: Row) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            recordSlot(slot)
            rows[slot] = row
            rowBasic[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            rowBasic.append(basic)
            slotMarks.append(0)
            undoMarks.append(0)
        }
        basicSlot[basic] = slot
        for cell in row.cells {
            columns[cell.symbol].append(slot)
        }
        version &+= 1
        return slot
    }

    /// Takes the row out of `slot` and frees the slot.
    ///
    /// - Returns: The row that was stored there.
    mutating func removeRow(slot: Int) -> Row {
        recordSlot(slot)
        let basic = rowBasic[slot]
        var row = Row()
        swap(&row, &rows[slot])
        rowBasic[slot] = -1
        basicSlot[basic] = -1
        freeSlots.append(slot)
        version &+= 1
        return row
    }

    /// The slots whose rows contain `symbol`, each once, in list order; compacts the list.
    ///
    /// - Complexity: O(*k* log *n*) for a list of *k* entries and rows of *n* cells.
    mutating func slotsContaining(_ symbol: Int) -> [Int] {
        markCounter &+= 1
        if markCounter == 0 {
            for index in slotMarks.indices { slotMarks[index] = 0 }
            markCounter = 1
        }
        var list: [Int] = []
        swap(&list, &columns[symbol])
        var kept = 0
        for position in list.indices {
            let slot = list[position]
            guard slot < rows.count, rowBasic[slot] >= 0, slotMarks[slot] != markCounter,
                rows[slot].search(symbol).found
            else { continue }
            slotMarks[slot] = markCounter
            list[kept] = slot
            kept += 1
        }
        list.removeSubrange(kept...)
        columns[symbol] = list
        return list
    }

    // MARK: - Row algebra

    /// Replaces `symbol` by `row` in every row that contains it, in the objective and in the
    /// artificial objective; notes restricted rows that become negative.
    ///
    /// - Complexity: O(Σ (|row| + |target|)) over the rows that contain `symbol`.
    mutating func substitute(_ symbol: Int, _ row: Row) {
        var list: [Int] = []
        swap(&list, &columns[symbol])
        for slot in list {
            guard slot < rows.count else { continue }
            let basic = rowBasic[slot]
            guard basic >= 0 else { continue }
            let (index, found) = rows[slot].search(symbol)
            guard found else { continue }
            recordSlot(slot)
            let factor = rows[slot].cells[index].coefficient
            added.removeAll(keepingCapacity: true)
            Row.merge(rows[slot].cells, skipping: index, row.cells, factor: factor, into: &scratch, added: &added)
            swap(&rows[slot].cells, &scratch)
            rows[slot].constant += factor * row.constant
            for newSymbol in added {
                columns[newSymbol].append(slot)
            }
            if kinds[basic] != .external && rows[slot].constant < 0 {
                infeasible.append(basic)
            }
        }
        list.removeAll(keepingCapacity: true)
        // Entries of `symbol` may have been re-added if `row` contained it (it never does:
        // `symbol` is basic in `row`), so keep whatever the loop appended.
        if columns[symbol].isEmpty { columns[symbol] = list }
        var negative = false
        Tableau.substitute(symbol, row, in: &objective, scratch: &scratch, added: &added, negative: &negative)
        if negative { objectiveMayImprove = true }
        if var target = artificial {
            artificial = nil
            var ignored = false
            Tableau.substitute(symbol, row, in: &target, scratch: &scratch, added: &added, negative: &ignored)
            artificial = target
        }
    }

    /// Replaces `symbol` by `row` in a row kept outside the slots.
    private static func substitute(
        _ symbol: Int, _ row: Row, in target: inout Row, scratch: inout [Cell], added: inout [Int],
        negative: inout Bool
    ) {
        let (index, found) = target.search(symbol)
        guard found else { return }
        let factor = target.cells[index].coefficient
        added.removeAll(keepingCapacity: true)
        Row.merge(
            target.cells, skipping: index, row.cells, factor: factor, into: &scratch, added: &added,
            negative: &negative)
        swap(&target.cells, &scratch)
        target.constant += factor * row.constant
    }

    /// `target += factor × source` for rows kept outside the slots.
    mutating func add(_ source: Row, times factor: Double, to target: inout Row) {
        added.removeAll(keepingCapacity: true)
        Row.merge(target.cells, skipping: -1, source.cells, factor: factor, into: &scratch, added: &added)
        swap(&target.cells, &scratch)
        target.constant += factor * source.constant
    }

    /// `objective += factor × source`.
    mutating func addToObjective(_ source: Row, times factor: Double) {
        var target = Row()
        swap(&target, &objective)
        add(source, times: factor, to: &target)
        objective = target
        objectiveMayImprove = true
    }

    /// Invalidates caches of row positions (edit caches).
    mutating func bumpVersion() {
        version &+= 1
    }

    /// Makes `entering` basic in `slot`'s row, whose basic symbol leaves.
    ///
    /// - Complexity: O(Σ (|row| + |target|)) over the rows that contain `entering`.
    mutating func pivot(slot: Int, entering: Int) {
        recordSlot(slot)
        let leaving = rowBasic[slot]
        var row = Row()
        swap(&row, &rows[slot])
        row.solve(leaving: leaving, entering: entering)
        basicSlot[leaving] = -1
        rowBasic[slot] = entering
        substitute(entering, row)
        rows[slot] = row
        basicSlot[entering] = slot
        columns[leaving].append(slot)
        version &+= 1
        pivotCount += 1
    }

    // MARK: - Undo

    /// Saves `slot`'s row before its first change while an undo log is open.
    mutating func recordSlot(_ slot: Int) {
        guard slot < undoSlotCount, undoMarks[slot] != undoGeneration else { return }
        undoMarks[slot] = undoGeneration
        undo?.record(slot: slot, basic: rowBasic[slot], row: rows[slot])
    }

    /// Starts logging changes so that ``rollback()`` can restore the current state.
    mutating func beginUndo() {
        undoGeneration &+= 1
        if undoGeneration == 0 {
            for index in undoMarks.indices { undoMarks[index] = 0 }
            undoGeneration = 1
        }
        undo = UndoLog(
            symbolCount: symbolCount, slotCount: rows.count, freeSlots: freeSlots, objective: objective)
        undoSlotCount = rows.count
    }

    /// Stops logging and keeps the changes.
    mutating func commitUndo() {
        undo = nil
        undoSlotCount = 0
    }

    /// Restores the state saved by ``beginUndo()``.
    mutating func rollback() {
        guard let log = undo else { return }
        undo = nil
        undoSlotCount = 0
        for slot in log.slotCount..<rows.count where rowBasic[slot] >= 0 {
            basicSlot[rowBasic[slot]] = -1
        }
        for saved in log.saved where rowBasic[saved.slot] >= 0 {
            basicSlot[rowBasic[saved.slot]] = -1
        }
        if rows.count > log.slotCount {
            rows.removeSubrange(log.slotCount...)
            rowBasic.removeSubrange(log.slotCount...)
            slotMarks.removeSubrange(log.slotCount...)
            undoMarks.removeSubrange(log.slotCount...)
        }
        truncateSymbols(to: log.symbolCount)
        for saved in log.saved {
            rows[saved.slot] = saved.row
            rowBasic[saved.slot] = saved.basic
            if saved.basic >= 0 {
                basicSlot[saved.basic] = saved.slot
            }
            for cell in saved.row.cells {
                columns[cell.symbol].append(saved.slot)
            }
        }
        freeSlots = log.freeSlots
        objective = log.objective
        objectiveMayImprove = true
        artificial = nil
        infeasible.removeAll()
        version &+= 1
    }
}
