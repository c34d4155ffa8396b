// MARK: - Affine snapshots for fast re-evaluation

extension Solver {
    /// Records how `variables` depend on the suggestions of `editVariables` in the current
    /// basis; see ``AffineSnapshot``.
    ///
    /// The snapshot is valid only until this solver is next modified.
    ///
    /// - Parameters:
    ///   - variables: The variables to evaluate (unknown ones evaluate to 0).
    ///   - editVariables: Distinct edit variables whose suggestions will vary.
    /// - Returns: The snapshot.
    /// - Throws: `SolverError.unknownEditVariable` for a variable that is not an edit variable,
    ///   `SolverError.duplicateEditVariable` when one is listed twice.
    /// - Complexity: O(rows touched by the edits + number of variables).
    public func affineSnapshot(of variables: [Variable], editVariables: [Variable]) throws(SolverError)
        -> AffineSnapshot
    {
        try flushPendingEdits()
        var seen: Set<Variable> = []
        var indices: [Int] = []
        for variable in editVariables {
            guard let index = edits.position(of: variable) else { throw .unknownEditVariable(variable) }
            guard seen.insert(variable).inserted else { throw .duplicateEditVariable(variable) }
            indices.append(index)
        }
        // For every touched slot, its (edit, factor) terms, in edit order.
        var termsOfSlot: [Int: [(edit: Int, factor: Double)]] = [:]
        var touchedSlots: [Int] = []
        for (editIndex, index) in indices.enumerated() {
            let edit = edits[position: index]
            tableau.refreshEditCache(edit.cache, marker: edit.marker, other: edit.other)
            let cache = tableau.editCaches[edit.cache]
            for (position, slot) in cache.slots.enumerated() {
                if termsOfSlot[slot] == nil { touchedSlots.append(slot) }
                termsOfSlot[slot, default: []].append((editIndex, cache.factors[position]))
            }
        }
        touchedSlots.sort()
        var checkBase: [Double] = []
        var checkStart: [Int] = [0]
        var checkEdit: [Int] = []
        var checkFactor: [Double] = []
        let checkSlots = Self.tightestChecks(
            touchedSlots.filter { tableau.isRestricted(tableau.rowBasic[$0]) }, termsOfSlot: termsOfSlot,
            editCount: indices.count
        ) { tableau.rows[$0].constant }
        for slot in checkSlots {
            checkBase.append(tableau.rows[slot].constant)
            for term in termsOfSlot[slot] ?? [] {
                checkEdit.append(term.edit)
                checkFactor.append(term.factor)
            }
            checkStart.append(checkEdit.count)
        }
        var baseValues: [Double] = []
        var valueStart: [Int] = [0]
        var valueEdit: [Int] = []
        var valueFactor: [Double] = []
        for variable in variables {
            var base = 0.0
            if var index = indexOfVariable[variable] {
                // value = factor × value(index) + offset, through an alias if there is one.
                var factor = 1.0
                if let alias = aliases[index] {
                    base = alias.offset
                    factor = alias.factor
                    index = alias.base
                }
                let slot = index >= 0 ? tableau.basicSlot[variableSymbols[index]] : -1
                if slot >= 0 {
                    base += factor * tableau.rows[slot].constant
                    for term in termsOfSlot[slot] ?? [] {
                        valueEdit.append(term.edit)
                        valueFactor.append(factor * term.factor)
                    }
                }
            }
            baseValues.append(base)
            valueStart.append(valueEdit.count)
        }
        return AffineSnapshot(
            variables: variables, editVariables: editVariables,
            baseSuggestions: indices.map { edits[position: $0].suggestion }, baseValues: baseValues,
            valueStart: valueStart, valueEdit: valueEdit, valueFactor: valueFactor, checkBase: checkBase,
            checkStart: checkStart, checkEdit: checkEdit, checkFactor: checkFactor)
    }

    /// The restricted rows a snapshot must check, without those another row makes redundant.
    ///
    /// A restricted row stays feasible while `constant + Σ factor × delta ≥ 0`. Two rows whose
    /// factor vectors point the same way (one is a positive multiple of the other) bound the
    /// same half-space, and the one with the smaller constant per unit of factor implies the
    /// other; only it is kept. Keyboard layers have dozens of such rows (every key's slack moves
    /// with the width the same way), so this shrinks the check list to a handful.
    ///
    /// - Parameters:
    ///   - slots: The restricted rows touched by the edits, in order.
    ///   - termsOfSlot: Each row's (edit, factor) terms.
    ///   - editCount: The number of edits.
    ///   - constant: A row's constant.
    /// - Returns: The rows to check, in their original order.
    /// - Complexity: O(slots × edits).
    static func tightestChecks(
        _ slots: [Int], termsOfSlot: [Int: [(edit: Int, factor: Double)]], editCount: Int,
        constant: (Int) -> Double
    ) -> [Int] {
        // For each direction (factors over their largest magnitude), the kept row and its bound.
        var best: [[Double]: (position: Int, bound: Double)] = [:]
        var kept: [Int?] = []
        for slot in slots {
            var direction = [Double](repeating: 0, count: editCount)
            var scale = 0.0
            for term in termsOfSlot[slot] ?? [] where term.edit < editCount {
                direction[term.edit] += term.factor
            }
            for factor in direction {
                scale = max(scale, abs(factor))
            }
            guard scale > 0 else {
                kept.append(slot)
                continue
            }
            for index in direction.indices {
                direction[index] /= scale
            }
            let bound = constant(slot) / scale
            if let previous = best[direction] {
                guard bound < previous.bound else { continue }
                kept[previous.position] = nil
            }
            best[direction] = (kept.count, bound)
            kept.append(slot)
        }
        return kept.compactMap { $0 }
    }
}
