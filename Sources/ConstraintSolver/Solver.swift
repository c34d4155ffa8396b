/// An incremental Cassowary solver for linear equalities and inequalities with strengths.
///
/// Add required constraints and preferences, declare edit variables and suggest values for
/// them, then call ``updateVariables()`` and read values with ``value(of:)`` or
/// ``Variable/value``. The solver keeps an optimal tableau between calls: adding or removing a
/// constraint runs the primal simplex; a suggestion shifts row constants and, only when that
/// makes the tableau infeasible, runs the dual simplex. When no pivot is needed a suggestion
/// costs one multiply-add per row that depends on the edit variable.
///
/// Results are deterministic: the same sequence of calls gives the same values in every process
/// (symbol ids come from a per-solver counter and no choice depends on hashing order).
///
/// Every operation that throws leaves the solver exactly as it was.
///
/// Removing a required *equality* rebuilds the tableau from the remaining constraints (a
/// full solve): required equalities carry no marker column, which keeps rows short and
/// building fast. Everything else is incremental.
public final class Solver {
    var tableau = Tableau()
    /// The index in `variables` of each variable the solver has met.
    var indexOfVariable: [Variable: Int] = [:]
    /// Variables in order of first appearance, with their symbols and last computed values.
    var variables: [Variable] = []
    /// The same variables, unretained, for the update loop (`variables` keeps them alive).
    var variableHandles: [Unmanaged<Variable>] = []
    var variableSymbols: [Int] = []
    var values: [Double] = []
    var constraints: [Constraint: ConstraintRecord] = [:]
    var edits: [Variable: EditRecord] = [:]
    /// Edit variables whose constraints are not in the tableau yet, in order of addition.
    var pendingEdits: [Variable] = []
    var nextSequence = 0
    var nextEditOrder = 0

    /// Creates an empty solver.
    public init() {}

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// - Parameter constraint: The constraint; required ones must be satisfiable together with
    ///   the required constraints already present.
    /// - Throws: `SolverError.duplicateConstraint` when already added;
    ///   `SolverError.unsatisfiableConstraint` (with a minimal conflicting set) when a required
    ///   constraint cannot hold; `SolverError.internalError` on numerical failure.
    /// - Complexity: One row construction plus the primal pivots needed, each proportional to
    ///   the rows containing the entering symbol.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try flushPendingEdits()
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
        let expression = constraint.expression
        var terms: [Cell] = []
        terms.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            terms.append(Cell(symbol: symbol(for: term.variable), coefficient: term.coefficient))
        }
        let added: ConstraintRecord?
        do throws(SolverError) {
            added = try tableau.addConstraintRow(
                terms: terms, constant: expression.constant + shift, relation: constraint.relation,
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
        constraints[constraint] != nil && !edits.values.contains(where: { $0.constraint === constraint })
    }

    // MARK: - Rows

    /// The external symbol of `variable`, made on first sight.
    func symbol(for variable: Variable) -> Int {
        if let index = indexOfVariable[variable] { return variableSymbols[index] }
        let symbol = tableau.makeSymbol(.external)
        indexOfVariable[variable] = variables.count
        variables.append(variable)
        variableHandles.append(Unmanaged.passUnretained(variable))
        variableSymbols.append(symbol)
        values.append(0)
        return symbol
    }

    /// Forgets variables met from index `mark` on (undo of a failed addition).
    func forgetVariables(from mark: Int) {
        guard mark < variables.count else { return }
        for variable in variables[mark...] {
            indexOfVariable[variable] = nil
        }
        variables.removeSubrange(mark...)
        variableHandles.removeSubrange(mark...)
        variableSymbols.removeSubrange(mark...)
        values.removeSubrange(mark...)
    }

    // MARK: - Values

    /// Computes the value of every variable the solver knows and stores it in the variable
    /// handles (``Variable/value``) and for ``value(of:)``.
    ///
    /// - Complexity: O(number of variables).
    public func updateVariables() {
        // Adding a preference cannot fail (its errors always give a subject and the objective
        // is bounded below by zero), so a pending edit is always flushed here.
        try? flushPendingEdits()
        if values.count != variableSymbols.count {
            values = [Double](repeating: 0, count: variableSymbols.count)
        }
        var newValues: [Double] = []
        swap(&newValues, &values)
        tableau.readValues(of: variableSymbols, into: &newValues)
        let handles = variableHandles
        newValues.withUnsafeBufferPointer { newValues in
            handles.withUnsafeBufferPointer { handles in
                for index in 0..<handles.count {
                    handles[index]._withUnsafeGuaranteedRef { $0.store(newValues[index]) }
                }
            }
        }
        values = newValues
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
        indexOfVariable = [:]
        variables = []
        variableHandles = []
        variableSymbols = []
        values = []
        constraints = [:]
        edits = [:]
        pendingEdits = []
        nextSequence = 0
        nextEditOrder = 0
    }

    /// Rebuilds the tableau from every constraint but `removed`, in their original order, with
    /// the edit constraints at their current suggestions. Restores everything on failure.
    func rebuild(removing removed: Constraint) throws(SolverError) {
        let saved = (tableau, constraints, edits, variableSymbols)
        let kept = constraints.filter { $0.key !== removed }.sorted { $0.value.sequence < $1.value.sequence }
        let editOfConstraint = Dictionary(uniqueKeysWithValues: edits.map { ($0.value.constraint, $0.key) })
        tableau = Tableau()
        for index in variableSymbols.indices {
            variableSymbols[index] = tableau.makeSymbol(.external)
        }
        constraints = [:]
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
            (tableau, constraints, edits, variableSymbols) = saved
            throw error
        }
    }
}
