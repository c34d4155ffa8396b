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
public final class Solver {
    var tableau = Tableau()
    /// The index in `variables` of each variable the solver has met.
    var indexOfVariable: [Variable: Int] = [:]
    /// Variables in order of first appearance, with their symbols and last computed values.
    var variables: [Variable] = []
    var variableSymbols: [Int] = []
    var values: [Double] = []
    var constraints: [Constraint: ConstraintRecord] = [:]
    var edits: [Variable: EditRecord] = [:]
    var nextSequence = 0

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
    func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else {
            throw .duplicateConstraint(constraint)
        }
        let symbolMark = tableau.symbolCount
        let variableMark = variables.count
        var (row, record) = makeRow(for: constraint)
        record.sequence = nextSequence
        let subject = chooseSubject(row, record)
        do throws(SolverError) {
            if subject >= 0 {
                row.solve(for: subject)
                tableau.substitute(subject, row)
                tableau.insertRow(basic: subject, row)
            } else if row.cells.allSatisfy({ tableau.kinds[$0.symbol] == .dummy }) {
                guard Row.isNearZero(row.constant) else {
                    throw .unsatisfiableConstraint(constraint, conflict: [])
                }
                row.solve(for: record.marker)
                tableau.substitute(record.marker, row)
                tableau.insertRow(basic: record.marker, row)
            } else {
                tableau.beginUndo()
                guard try tableau.addWithArtificialVariable(row) else {
                    throw .unsatisfiableConstraint(constraint, conflict: [])
                }
                tableau.commitUndo()
            }
            try tableau.optimize()
        } catch {
            tableau.rollback()
            tableau.truncateSymbols(to: symbolMark)
            forgetVariables(from: variableMark)
            throw error
        }
        nextSequence += 1
        constraints[constraint] = record
    }

    /// Removes a constraint.
    ///
    /// - Parameter constraint: A constraint previously added.
    /// - Throws: `SolverError.unknownConstraint` when not present; `SolverError.internalError`
    ///   on numerical failure.
    /// - Complexity: One pivot (when the marker is not basic) plus the primal pivots needed.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints[constraint] else {
            throw .unknownConstraint(constraint)
        }
        if edits.values.contains(where: { $0.constraint === constraint }) {
            throw .unknownConstraint(constraint)
        }
        try remove(constraint, record)
    }

    func remove(_ constraint: Constraint, _ record: ConstraintRecord) throws(SolverError) {
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
        variableSymbols.removeSubrange(mark...)
        values.removeSubrange(mark...)
    }

    /// The constraint's row over non-basic symbols, with its marker symbols (kiwi's createRow).
    func makeRow(for constraint: Constraint) -> (Row, ConstraintRecord) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            let slot = tableau.basicSlot[symbol]
            if slot >= 0 {
                let basicRow = tableau.rows[slot]
                tableau.add(basicRow, times: term.coefficient, to: &row)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        var record = ConstraintRecord(marker: -1, other: -1, sequence: 0)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            record.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = tableau.makeSymbol(.error, weight: strength.weight)
                record.other = error
                row.insert(error, -coefficient)
                tableau.objective.insert(error, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.makeSymbol(.dummy)
                record.marker = dummy
                row.insert(dummy, 1)
            } else {
                let plus = tableau.makeSymbol(.error, weight: strength.weight)
                let minus = tableau.makeSymbol(.error, weight: strength.weight)
                record.marker = plus
                record.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.objective.insert(plus, strength.weight)
                tableau.objective.insert(minus, strength.weight)
            }
        }
        if row.constant < 0 {
            row.reverseSign()
        }
        return (row, record)
    }

    /// The symbol to make basic for a new row, or -1 when phase one is needed (kiwi's rule).
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int {
        for cell in row.cells where tableau.kinds[cell.symbol] == .external {
            return cell.symbol
        }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            let kind = tableau.kinds[symbol]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 {
                return symbol
            }
        }
        return -1
    }

    // MARK: - Values

    /// Computes the value of every variable the solver knows and stores it in the variable
    /// handles (``Variable/value``) and for ``value(of:)``.
    ///
    /// - Complexity: O(number of variables).
    public func updateVariables() {
        let count = variables.count
        tableau.rows.withUnsafeBufferPointer { rows in
            tableau.basicSlot.withUnsafeBufferPointer { basicSlot in
                variableSymbols.withUnsafeBufferPointer { symbols in
                    values.withUnsafeMutableBufferPointer { values in
                        for index in 0..<count {
                            let slot = basicSlot[symbols[index]]
                            let value = slot >= 0 ? rows[slot].constant : 0
                            values[index] = value
                        }
                    }
                }
            }
        }
        for index in 0..<count {
            variables[index].store(values[index])
        }
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
        variableSymbols = []
        values = []
        constraints = [:]
        edits = [:]
        nextSequence = 0
    }
}
