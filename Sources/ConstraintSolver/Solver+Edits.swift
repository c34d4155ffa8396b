// MARK: - Edit variables and suggestions

extension Solver {
    /// Makes `variable` an edit variable: a preference `variable == suggestion` whose
    /// suggestion can be changed cheaply with ``suggestValue(_:_:)``. The first suggestion is 0.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - strength: The preference's strength; must not be `required`.
    /// - Throws: `SolverError.duplicateEditVariable`, `SolverError.badRequiredStrength`, or
    ///   `SolverError.internalError`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else {
            throw .duplicateEditVariable(variable)
        }
        guard !strength.isRequired else {
            throw .badRequiredStrength(variable)
        }
        let constraint = Constraint(Expression(variable), .equal, strength: strength, tag: "edit \(variable)")
        try add(constraint)
        guard let record = constraints[constraint] else {
            throw .internalError("edit constraint missing after addition")
        }
        edits[variable] = EditRecord(
            constraint: constraint, marker: record.marker, other: record.other, suggestion: 0)
    }

    /// Stops editing `variable` and removes its preference.
    ///
    /// - Parameter variable: An edit variable.
    /// - Throws: `SolverError.unknownEditVariable` or `SolverError.internalError`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable], let record = constraints[edit.constraint] else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint, record)
        edits[variable] = nil
    }

    /// Whether `variable` is an edit variable.
    ///
    /// - Parameter variable: The variable.
    /// - Returns: `true` when it is.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-solves.
    ///
    /// - Parameters:
    ///   - variable: An edit variable.
    ///   - value: The suggested value.
    /// - Throws: `SolverError.unknownEditVariable` or `SolverError.internalError`.
    /// - Complexity: One multiply-add per row that depends on the edit variable, plus dual
    ///   simplex pivots only when the basis must change.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let index = edits.index(forKey: variable) else {
            throw .unknownEditVariable(variable)
        }
        shiftConstants(at: index, to: value)
        try tableau.dualOptimize()
    }

    /// Suggests values for several edit variables at once and re-solves once.
    ///
    /// The result is the optimum for all the new suggestions together, and the dual simplex runs
    /// only if the combined shift makes the tableau infeasible.
    ///
    /// - Parameter suggestions: Pairs of edit variable and value.
    /// - Throws: `SolverError.unknownEditVariable` (before any change) or
    ///   `SolverError.internalError`.
    public func suggestValues(_ suggestions: [(Variable, Double)]) throws(SolverError) {
        var indices: [Dictionary<Variable, EditRecord>.Index] = []
        indices.reserveCapacity(suggestions.count)
        for (variable, _) in suggestions {
            guard let index = edits.index(forKey: variable) else {
                throw .unknownEditVariable(variable)
            }
            indices.append(index)
        }
        for (position, index) in indices.enumerated() {
            shiftConstants(at: index, to: suggestions[position].1)
        }
        try tableau.dualOptimize()
    }

    /// The current suggestion of an edit variable.
    ///
    /// - Parameter variable: An edit variable.
    /// - Returns: The last suggested value, or `nil` if `variable` is not an edit variable.
    public func suggestion(for variable: Variable) -> Double? {
        edits[variable]?.suggestion
    }

    /// Moves the constants of the rows that depend on an edit's error symbols and notes the
    /// restricted rows that became negative.
    func shiftConstants(at index: Dictionary<Variable, EditRecord>.Index, to value: Double) {
        refreshCache(at: index)
        let delta = value - edits.values[index].suggestion
        edits.values[index].suggestion = value
        let edit = edits.values[index]
        for position in edit.cacheSlots.indices {
            let slot = edit.cacheSlots[position]
            tableau.rows[slot].constant += edit.cacheFactors[position] * delta
            if edit.cacheRestricted[position] && tableau.rows[slot].constant < 0 {
                tableau.infeasible.append(tableau.rowBasic[slot])
            }
        }
    }

    /// Rebuilds an edit's row cache when the tableau changed since it was made.
    ///
    /// A suggestion changes the edit constraint's constant by `-delta`; the row of a basic
    /// positive error moves by `-delta`, the row of a basic negative error by `+delta`, and
    /// otherwise every row containing the positive error moves by its coefficient × `delta`.
    func refreshCache(at index: Dictionary<Variable, EditRecord>.Index) {
        let version = tableau.version
        guard edits.values[index].cacheVersion != version else { return }
        let marker = edits.values[index].marker
        let other = edits.values[index].other
        var slots: [Int] = []
        var factors: [Double] = []
        if tableau.basicSlot[marker] >= 0 {
            slots = [tableau.basicSlot[marker]]
            factors = [-1]
        } else if tableau.basicSlot[other] >= 0 {
            slots = [tableau.basicSlot[other]]
            factors = [1]
        } else {
            slots = tableau.slotsContaining(marker)
            factors = slots.map { tableau.rows[$0].coefficient(for: marker) }
        }
        edits.values[index].cacheSlots = slots
        edits.values[index].cacheFactors = factors
        edits.values[index].cacheRestricted = slots.map { tableau.isRestricted(tableau.rowBasic[$0]) }
        edits.values[index].cacheVersion = version
    }
}
