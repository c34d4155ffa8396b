// MARK: - Primal and dual simplex

extension Tableau {
    /// Where the objective row lives during ``optimize(artificialObjective:)``.
    private func objectiveCells(artificialObjective: Bool) -> [Cell] {
        if artificialObjective {
            return artificial?.cells ?? []
        }
        return objective.cells
    }

    /// How far below zero an objective coefficient may be from rounding alone, on a symbol no
    /// row restricts: 10⁻¹² of a strength weight of 10⁸ (strong is 10⁶; callers such as the
    /// keyboard geometry edit sizes at 10⁸).
    static let objectiveNoise = 1e-4

    /// Runs the primal simplex on the objective (or the phase-one artificial objective) until
    /// no symbol has a negative objective coefficient.
    ///
    /// Bland's rule, so it cannot cycle: the entering symbol is the lowest id with a negative
    /// coefficient; the leaving row has the least ratio, ties going to the lowest basic id.
    ///
    /// - Throws: `SolverError.internalError` when the objective is unbounded.
    /// - Complexity: Per pivot, proportional to the rows that contain the entering symbol.
    mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
        // Bland's rule terminates in exact arithmetic; the cap turns a rounding-induced cycle
        // into an error instead of a hang.
        var remaining = 64 * (rows.count + symbolCount) + 1024
        while true {
            if !artificialObjective && !objectiveMayImprove { return }
            remaining -= 1
            guard remaining > 0 else { throw .internalError("the primal simplex does not terminate") }
            var entering = -1
            for cell in objectiveCells(artificialObjective: artificialObjective)
            where cell.coefficient < 0 {
                entering = cell.symbol
                break
            }
            if entering < 0 {
                if !artificialObjective { objectiveMayImprove = false }
                return
            }
            var bestSlot = -1
            var bestRatio = Double.infinity
            var bestBasic = Int.max
            for slot in slotsContaining(entering) {
                let basic = rowBasic[slot]
                guard kinds[basic] != .external else { continue }
                let coefficient = rows[slot].coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -rows[slot].constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                    bestRatio = ratio
                    bestSlot = slot
                    bestBasic = basic
                }
            }
            guard bestSlot >= 0 else {
                // The objectives (strength-weighted errors, an artificial variable) are sums of
                // non-negative symbols, bounded below in exact arithmetic: a direction that
                // lowers one for ever is rounding left by the errors of a removed constraint
                // (−7e-8 after an edit of strength 10⁸ goes). Such a coefficient is zero.
                let coefficient =
                    artificialObjective
                    ? artificial?.coefficient(for: entering) ?? 0 : objective.coefficient(for: entering)
                guard coefficient > -Self.objectiveNoise else {
                    throw .internalError("the objective is unbounded")
                }
                if artificialObjective {
                    artificial?.remove(entering)
                } else {
                    objective.remove(entering)
                }
                bumpVersion()
                continue
            }
            pivot(slot: bestSlot, entering: entering)
        }
    }

    /// Restores primal feasibility after row constants moved, keeping the objective optimal.
    ///
    /// Takes the noted infeasible rows last-first; for each, the entering symbol is the one with
    /// the least `objective coefficient / row coefficient` among positive row coefficients,
    /// ties going to the lowest id.
    ///
    /// - Throws: `SolverError.internalError` when a row below −1e-8 has no entering candidate
    ///   (rounding noise above that is reset to zero).
    mutating func dualOptimize() throws(SolverError) {
        var remaining = 64 * (rows.count + symbolCount) + 1024
        while let leaving = infeasible.popLast() {
            remaining -= 1
            guard remaining > 0 else {
                infeasible.removeAll()
                throw .internalError("the dual simplex does not terminate")
            }
            let slot = basicSlot[leaving]
            guard slot >= 0, rows[slot].constant < 0 else { continue }
            var entering = -1
            var bestRatio = Double.infinity
            for cell in rows[slot].cells where cell.coefficient > 0 {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < bestRatio {
                    bestRatio = ratio
                    entering = cell.symbol
                }
            }
            guard entering >= 0 else {
                // A degenerate vertex can leave rounding noise (−1e-15) in a row that is
                // really zero; such a row has no way to increase and needs none.
                if rows[slot].constant > -Row.epsilon {
                    rows[slot].constant = 0
                    bumpVersion()
                    continue
                }
                infeasible.removeAll()
                throw .internalError("the dual simplex found no entering symbol")
            }
            pivot(slot: slot, entering: entering)
        }
    }

    /// Runs the dual simplex if a substitution left restricted rows negative.
    ///
    /// Making an external symbol basic moves every row that contains it; restricted rows can go
    /// negative (kiwi leaves them for the next suggestion). After ``optimize(artificialObjective:)``
    /// the objective is optimal, so the dual simplex restores feasibility and keeps optimality.
    ///
    /// - Throws: `SolverError.internalError` from the dual simplex.
    mutating func restoreFeasibility() throws(SolverError) {
        if !infeasible.isEmpty {
            try dualOptimize()
        }
    }

    /// Adds `row` through phase one with an artificial variable.
    ///
    /// - Returns: `true` when the row could be made to hold (the artificial objective reached
    ///   zero); on `false` the tableau is in an intermediate state that the caller rolls back.
    /// - Throws: `SolverError.internalError` from the inner optimisation.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        insertRow(basic: artificialSymbol, row)
        artificial = row
        try optimize(artificialObjective: true)
        let success = Row.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        guard success else { return false }
        let slot = basicSlot[artificialSymbol]
        if slot >= 0 {
            var basicRow = removeRow(slot: slot)
            if basicRow.cells.isEmpty { return true }
            guard
                let entering = basicRow.cells.first(where: {
                    kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error
                })?.symbol
            else { return false }
            basicRow.solve(leaving: artificialSymbol, entering: entering)
            substitute(entering, basicRow)
            insertRow(basic: entering, basicRow)
        }
        for slot in slotsContaining(artificialSymbol) {
            recordSlot(slot)
            rows[slot].remove(artificialSymbol)
        }
        columns[artificialSymbol].removeAll()
        objective.remove(artificialSymbol)
        return true
    }

    /// The slot of the row to pivot a constraint's marker into when removing the constraint.
    ///
    /// Prefers restricted rows with a negative marker coefficient (least ratio), then
    /// restricted rows with a positive one (least ratio), then an unrestricted row; ties go to
    /// the lowest basic id.
    func markerLeavingSlot(_ marker: Int, candidates: [Int]) -> Int? {
        var first: (ratio: Double, basic: Int, slot: Int)?
        var second: (ratio: Double, basic: Int, slot: Int)?
        var third: (basic: Int, slot: Int)?
        for slot in candidates {
            let basic = rowBasic[slot]
            let coefficient = rows[slot].coefficient(for: marker)
            if coefficient == 0 { continue }
            if kinds[basic] == .external {
                if third.map({ basic < $0.basic }) ?? true {
                    third = (basic, slot)
                }
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if first.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
                    first = (ratio, basic, slot)
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if second.map({ ratio < $0.ratio || (ratio == $0.ratio && basic < $0.basic) }) ?? true {
                    second = (ratio, basic, slot)
                }
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }
}
