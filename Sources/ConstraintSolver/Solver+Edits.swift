// MARK: - Edit variables and suggestions

extension Solver {
    /// Makes `variable` an edit variable: a preference `variable == suggestion` whose
    /// suggestion can be changed cheaply with ``suggestValue(_:_:)``. The first suggestion is 0.
    ///
    /// The preference enters the tableau at the first suggestion (directly at the suggested
    /// value, which saves a solve at 0), or else at the next update, removal or snapshot.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - strength: The preference's strength; must not be `required`.
    /// - Throws: `SolverError.duplicateEditVariable` or `SolverError.badRequiredStrength`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else {
            throw .duplicateEditVariable(variable)
        }
        guard !strength.isRequired else {
            throw .badRequiredStrength(variable)
        }
        let constraint = Constraint(Expression(variable), .equal, strength: strength, tag: "edit \(variable)")
        edits[variable] = EditRecord(constraint: constraint, order: nextEditOrder)
        nextEditOrder += 1
        pendingEdits.append(variable)
    }

    /// Stops editing `variable` and removes its preference.
    ///
    /// - Parameter variable: An edit variable.
    /// - Throws: `SolverError.unknownEditVariable` or `SolverError.internalError`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable] else {
            throw .unknownEditVariable(variable)
        }
        if edit.isPending {
            pendingEdits.removeAll { $0 === variable }
            edits[variable] = nil
            return
        }
        try flushPendingEdits()
        guard let record = constraints[edit.constraint] else {
            throw .internalError("edit constraint of \(variable) missing")
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
    /// - Throws: `SolverError.unknownEditVariable`; `SolverError.internalError` for a NaN or
    ///   infinite value (nothing changes) or on numerical failure.
    /// - Complexity: One multiply-add per row that depends on the edit variable, plus dual
    ///   simplex pivots only when the basis must change.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let index = edits.position(of: variable) else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else {
            throw .internalError("non-finite suggestion \(value) for \(variable)")
        }
        if edits[position: index].isPending {
            try suggestValues([(variable, value)])
            return
        }
        let edit = edits[position: index]
        edits[position: index].suggestion = value
        tableau.shiftEdit(edit.cache, marker: edit.marker, other: edit.other, delta: value - edit.suggestion)
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
        var indices: [Int] = []
        indices.reserveCapacity(suggestions.count)
        for (variable, value) in suggestions {
            guard let index = edits.position(of: variable) else {
                throw .unknownEditVariable(variable)
            }
            guard value.isFinite else {
                throw .internalError("non-finite suggestion \(value) for \(variable)")
            }
            indices.append(index)
        }
        var anyPending = false
        for (position, index) in indices.enumerated() {
            if edits[position: index].isPending {
                edits[position: index].suggestion = suggestions[position].1
                anyPending = true
            } else {
                let edit = edits[position: index]
                let value = suggestions[position].1
                edits[position: index].suggestion = value
                tableau.shiftEdit(edit.cache, marker: edit.marker, other: edit.other, delta: value - edit.suggestion)
            }
        }
        try tableau.dualOptimize()
        if anyPending {
            // Only the edits suggested here; others stay pending (at 0 they would only pull
            // their variables somewhere to be moved again by their own first suggestion).
            let suggested = Set(suggestions.map { ObjectIdentifier($0.0) })
            try flushPendingEdits { suggested.contains(ObjectIdentifier($0)) }
        }
    }

    /// The current suggestion of an edit variable.
    ///
    /// - Parameter variable: An edit variable.
    /// - Returns: The last suggested value, or `nil` if `variable` is not an edit variable.
    public func suggestion(for variable: Variable) -> Double? {
        edits[variable]?.suggestion
    }

    /// Adds the constraints of pending edit variables (those `selected`), in the order of their
    /// addition, at their current suggestions.
    func flushPendingEdits(where selected: (Variable) -> Bool = { _ in true }) throws(SolverError) {
        var remaining: [Variable] = []
        defer { pendingEdits = remaining + pendingEdits }
        while !pendingEdits.isEmpty {
            let variable = pendingEdits.removeFirst()
            guard let edit = edits[variable] else { continue }
            guard selected(variable) else {
                remaining.append(variable)
                continue
            }
            do {
                try add(edit.constraint, shift: -edit.suggestion)
            } catch {
                pendingEdits.insert(variable, at: 0)
                throw error
            }
            guard let record = constraints[edit.constraint] else {
                throw .internalError("edit constraint missing after addition")
            }
            edits[variable]?.marker = record.marker
            edits[variable]?.other = record.other
            edits[variable]?.cache = tableau.makeEditCache()
        }
    }
}
