/// An incremental Cassowary solver for linear equalities and inequalities with strengths.
///
/// Add required constraints and preferences, declare edit variables and suggest values for
/// them, then call ``updateVariables()`` and read values with ``value(of:)`` or a
/// ``ValueReader``. The solver keeps an optimal tableau between calls: adding or removing a
/// constraint runs the primal simplex; a suggestion shifts row constants and, only when that
/// makes the tableau infeasible, runs the dual simplex. When no pivot is needed a suggestion
/// costs one multiply-add per row that depends on the edit variable.
///
/// Results are deterministic: the same sequence of calls gives the same values in every process
/// (symbol ids come from a per-solver counter and no choice depends on hashing order).
///
/// Every operation that throws for a caller's mistake (duplicate, unknown, unsatisfiable,
/// bad strength, non-finite number) leaves the solver exactly as it was. After an
/// `internalError` (a numerical breakdown) call ``reset()``.
///
/// Removing a required *equality* rebuilds the tableau from the remaining constraints (a
/// full solve): required equalities carry no marker column, which keeps rows short and
/// building fast. Everything else is incremental.
public final class Solver {
    // Storage is marked `@exclusivity(unchecked)`: a solver is used from one thread at a time and
    // never calls out while it works, so no two accesses can overlap; the dynamic checks would
    // otherwise run on every property access and cost as much as a whole no-pivot resize.
    @exclusivity(unchecked) var tableau = Tableau()
    /// The index in `variables` of each variable the solver has met.
    @exclusivity(unchecked) var indexOfVariable = IdentityMap()
    /// Variables in order of first appearance, with their symbols and last computed values.
    @exclusivity(unchecked) var variables: [Variable] = []
    @exclusivity(unchecked) var variableSymbols: [Int] = []
    @exclusivity(unchecked) var values: [Double] = []
    /// Per variable, its alias when a required equality eliminated it from the tableau.
    @exclusivity(unchecked) var aliases: [Alias?] = []
    /// Per variable, the aliases whose base it is.
    @exclusivity(unchecked) var aliasedBy: [[Int]] = []
    /// The aliased variables, in order of elimination.
    @exclusivity(unchecked) var aliasIndices: [Int] = []
    @exclusivity(unchecked) var constraints = ConstraintTable()
    @exclusivity(unchecked) var edits = EditTable()
    /// Edit variables whose constraints are not in the tableau yet, in order of addition.
    @exclusivity(unchecked) var pendingEdits: [Variable] = []
    @exclusivity(unchecked) var nextSequence = 0
    @exclusivity(unchecked) var nextEditOrder = 0
    /// Per symbol id, the index of its variable (meaningful for external symbols only).
    @exclusivity(unchecked) var variableOfSymbol: [Int] = []
    /// The tableau version at the last `updateVariables()`; `nil` forces a full update.
    @exclusivity(unchecked) var updatedVersion: UInt64?
    /// Per edit cache, the value writes of a suggestion that changes no basis.
    @exclusivity(unchecked) var updatePlans: [UpdatePlan] = []
    /// Buffers reused by every addition (see `resolve(_:shift:)` and `cells(of:)`).
    @exclusivity(unchecked) var resolvedScratch: [(index: Int, coefficient: Double)] = []
    @exclusivity(unchecked) var cellScratch: [Cell] = []

    /// Creates an empty solver.
    public init() {}

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// - Parameter constraint: The constraint; required ones must be satisfiable together with
    ///   the required constraints already present.
    /// - Throws: `SolverError.duplicateConstraint` when already added;
    ///   `SolverError.unsatisfiableConstraint` (with a minimal conflicting set) when a required
    ///   constraint cannot hold; `SolverError.internalError` for a NaN or infinite coefficient
    ///   or on numerical failure.
    /// - Complexity: One row construction plus the primal pivots needed, each proportional to
    ///   the rows containing the entering symbol.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .internalError("non-finite coefficient in \(constraint)")
        }
        // Pending edit variables may stay pending: their preferences are not required, so they
        // cannot change whether this constraint can be added, and the optimum does not depend
        // on the order of additions.
        do {
            try add(constraint)
        } catch .unsatisfiableConstraint(let failed, _) {
            throw .unsatisfiableConstraint(failed, conflict: explainConflict(adding: failed))
        }
    }

    /// Adds several constraints in order; stops at the first failure.
    ///
    /// - Parameter constraints: The constraints.
    /// - Throws: The first error of ``addConstraint(_:)``; earlier constraints stay added.
    public func addConstraints(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        for constraint in constraints {
            try addConstraint(constraint)
        }
    }

    /// Adds a constraint; on an unsatisfiable required constraint throws with an empty conflict.
    ///
    /// - Parameters:
    ///   - constraint: The constraint.
    ///   - shift: Added to the expression's constant (an edit constraint's suggestion, negated).
    ///   - sequence: The addition order to record; a new one when `nil`.
    func add(_ constraint: Constraint, shift: Double = 0, sequence: Int? = nil) throws(SolverError) {
        guard constraints[constraint] == nil else {
            throw .duplicateConstraint(constraint)
        }
        let symbolMark = tableau.symbolCount
        let variableMark = variables.count
        let (resolved, constant) = resolve(constraint.expression, shift: shift)
        defer { recycle(resolved) }
        if constraint.relation == .equal && constraint.strength.isRequired,
            let (index, alias) = aliasCandidate(resolved, constant: constant),
            try makeAlias(index, alias, terms: resolved, constant: constant)
        {
            constraints[constraint] = ConstraintRecord(marker: -1, other: -1, sequence: sequence ?? nextSequence)
            if sequence == nil {
                nextSequence += 1
            }
            return
        }
        let terms = cells(of: resolved)
        defer { recycle(terms) }
        let added: ConstraintRecord?
        do throws(SolverError) {
            added = try tableau.addConstraintRow(
                terms: terms, constant: constant, relation: constraint.relation,
                strength: constraint.strength)
        } catch {
            tableau.truncateSymbols(to: symbolMark)
            forgetVariables(from: variableMark)
            throw error
        }
        guard var record = added else {
            tableau.truncateSymbols(to: symbolMark)
            forgetVariables(from: variableMark)
            throw .unsatisfiableConstraint(constraint, conflict: [])
        }
        record.sequence = sequence ?? nextSequence
        if sequence == nil {
            nextSequence += 1
        }
        constraints[constraint] = record
    }

    /// Removes a constraint.
    ///
    /// - Parameter constraint: A constraint previously added.
    /// - Throws: `SolverError.unknownConstraint` when not present; `SolverError.internalError`
    ///   on numerical failure.
    /// - Complexity: One pivot (when the marker is not basic) plus the primal pivots needed;
    ///   for a required equality, a rebuild of the tableau from the remaining constraints.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard hasConstraint(constraint) else {
            throw .unknownConstraint(constraint)
        }
        try flushPendingEdits()
        guard let record = constraints[constraint] else {
            throw .unknownConstraint(constraint)
        }
        try remove(constraint, record)
    }

    func remove(_ constraint: Constraint, _ record: ConstraintRecord) throws(SolverError) {
        guard record.marker >= 0 else {
            try rebuild(removing: constraint)
            return
        }
        // Take the errors out of the objective.
        let weight = constraint.strength.weight
        for symbol in [record.marker, record.other] where symbol >= 0 && tableau.kinds[symbol] == .error {
            let slot = tableau.basicSlot[symbol]
            if slot >= 0 {
                tableau.addToObjective(tableau.rows[slot], times: -weight)
            } else {
                tableau.objective.insert(symbol, -weight)
                tableau.objectiveMayImprove = true
            }
            tableau.clearWeight(symbol)
        }
        let marker = record.marker
        let slot = tableau.basicSlot[marker]
        if slot >= 0 {
            _ = tableau.removeRow(slot: slot)
        } else {
            let candidates = tableau.slotsContaining(marker)
            guard let leavingSlot = tableau.markerLeavingSlot(marker, candidates: candidates) else {
                throw .internalError("no row to remove the marker of \(constraint)")
            }
            let leaving = tableau.rowBasic[leavingSlot]
            var row = tableau.removeRow(slot: leavingSlot)
            row.solve(leaving: leaving, entering: marker)
            tableau.substitute(marker, row)
        }
        constraints[constraint] = nil
        try tableau.optimize()
        try tableau.restoreFeasibility()
    }

    /// Whether the constraint has been added (edit constraints are internal and not reported).
    ///
    /// - Parameter constraint: The constraint.
    /// - Returns: `true` when present.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[constraint] != nil && !edits.entries.contains(where: { $0.record.constraint === constraint })
    }

    // MARK: - Rows

    /// The index of `variable` in `variables`, with an external symbol made on first sight.
    func variableIndex(for variable: Variable) -> Int {
        if let index = indexOfVariable[variable] { return index }
        let index = variables.count
        indexOfVariable.set(variable, index)
        variables.append(variable)
        let symbol = tableau.makeSymbol(.external)
        variableSymbols.append(symbol)
        noteExternal(symbol, index)
        values.append(0)
        aliases.append(nil)
        aliasedBy.append([])
        return index
    }

    /// Records that external `symbol` belongs to variable `index`.
    func noteExternal(_ symbol: Int, _ index: Int) {
        while variableOfSymbol.count <= symbol {
            variableOfSymbol.append(-1)
        }
        variableOfSymbol[symbol] = index
    }

    /// Forgets variables met from index `mark` on (undo of a failed addition).
    func forgetVariables(from mark: Int) {
        guard mark < variables.count else { return }
        for variable in variables[mark...] {
            indexOfVariable.remove(variable)
        }
        variables.removeSubrange(mark...)
        variableSymbols.removeSubrange(mark...)
        values.removeSubrange(mark...)
        aliases.removeSubrange(mark...)
        aliasedBy.removeSubrange(mark...)
    }

    // MARK: - Values

    /// Computes the value of every variable the solver knows, for ``value(of:)`` and
    /// ``readValues(_:into:)``.
    ///
    /// - Complexity: O(number of variables); after suggestions that changed no basis, only the
    ///   variables (and aliases) of the rows those suggestions moved.
    public func updateVariables() {
        // Adding a preference cannot fail (its errors always give a subject and the objective
        // is bounded below by zero), so a pending edit is always flushed here.
        if !pendingEdits.isEmpty {
            try? flushPendingEdits()
        }
        defer {
            tableau.shiftedCaches.removeAll(keepingCapacity: true)
            updatedVersion = tableau.version
        }
        if updatedVersion == tableau.version && values.count == variableSymbols.count {
            updateShiftedVariables()
            return
        }
        if values.count != variableSymbols.count {
            values = [Double](repeating: 0, count: variableSymbols.count)
        }
        var newValues: [Double] = []
        swap(&newValues, &values)
        tableau.readValues(of: variableSymbols, into: &newValues)
        updateAliasValues(&newValues)
        values = newValues
    }

    /// Updates only the variables whose rows suggestions shifted since the last update (the
    /// basis has not changed, so no other value has), and the aliases built on them.
    ///
    /// - Complexity: O(rows shifted + their aliases).
    func updateShiftedVariables() {
        var values: [Double] = []
        swap(&values, &self.values)
        defer { swap(&values, &self.values) }
        for cacheIndex in tableau.shiftedCaches {
            if updatePlans.count <= cacheIndex {
                updatePlans += [UpdatePlan](repeating: UpdatePlan(), count: cacheIndex + 1 - updatePlans.count)
            }
            if updatePlans[cacheIndex].version != tableau.version {
                updatePlans[cacheIndex] = makeUpdatePlan(cacheIndex)
            }
            let entries = updatePlans[cacheIndex].entries
            entries.withUnsafeBufferPointer { entries in
                tableau.rows.withUnsafeBufferPointer { rows in
                    values.withUnsafeMutableBufferPointer { values in
                        for entry in entries {
                            values[entry.target] = entry.factor * rows[entry.slot].constant + entry.offset
                        }
                    }
                }
            }
        }
    }

    /// The writes for one edit cache: each shifted row of a variable, and that variable's aliases.
    func makeUpdatePlan(_ cacheIndex: Int) -> UpdatePlan {
        var plan = UpdatePlan(version: tableau.version)
        let cache = tableau.editCaches[cacheIndex]
        for (position, slot) in cache.slots.enumerated() where !cache.restricted[position] {
            let index = variableOfSymbol[tableau.rowBasic[slot]]
            guard index >= 0 else { continue }
            plan.entries.append(UpdatePlan.Entry(slot: slot, target: index, factor: 1, offset: 0))
            for dependent in aliasedBy[index] {
                guard let alias = aliases[dependent] else { continue }
                plan.entries.append(
                    UpdatePlan.Entry(slot: slot, target: dependent, factor: alias.factor, offset: alias.offset))
            }
        }
        return plan
    }

    /// The value computed for `variable` by the last ``updateVariables()``.
    ///
    /// - Parameter variable: A variable.
    /// - Returns: Its value, or 0 when the solver has never seen the variable or not updated.
    /// - Complexity: One hash look-up.
    public func value(of variable: Variable) -> Double {
        guard let index = indexOfVariable[variable] else { return 0 }
        return values[index]
    }

    /// Clears every constraint, edit variable and variable, as a new solver.
    public func reset() {
        tableau = Tableau()
        indexOfVariable = IdentityMap()
        variables = []
        variableSymbols = []
        values = []
        aliases = []
        aliasedBy = []
        aliasIndices = []
        variableOfSymbol = []
        updatedVersion = nil
        updatePlans = []
        constraints = ConstraintTable()
        edits = EditTable()
        pendingEdits = []
        nextSequence = 0
        nextEditOrder = 0
    }

    /// Rebuilds the tableau from every constraint but `removed`, in their original order, with
    /// the edit constraints at their current suggestions. Restores everything on failure.
    func rebuild(removing removed: Constraint) throws(SolverError) {
        let saved = (tableau, constraints, edits, variableSymbols, aliases, aliasedBy, aliasIndices, variableOfSymbol)
        let kept = constraints.ordered.filter { $0.constraint !== removed }
        let editOfConstraint = Dictionary(
            uniqueKeysWithValues: edits.entries.map { ($0.record.constraint, $0.variable) })
        tableau = Tableau()
        updatedVersion = nil
        updatePlans = []
        for index in variableSymbols.indices {
            variableSymbols[index] = tableau.makeSymbol(.external)
            noteExternal(variableSymbols[index], index)
            aliases[index] = nil
            aliasedBy[index] = []
        }
        aliasIndices = []
        constraints = ConstraintTable()
        do throws(SolverError) {
            for (constraint, record) in kept {
                let editVariable = editOfConstraint[constraint]
                let suggestion = editVariable.flatMap { edits[$0]?.suggestion } ?? 0
                try add(constraint, shift: -suggestion, sequence: record.sequence)
                if let editVariable, let added = constraints[constraint] {
                    edits[editVariable]?.marker = added.marker
                    edits[editVariable]?.other = added.other
                    edits[editVariable]?.cache = tableau.makeEditCache()
                }
            }
        } catch {
            (tableau, constraints, edits, variableSymbols, aliases, aliasedBy, aliasIndices, variableOfSymbol) = saved
            throw error
        }
    }
}
