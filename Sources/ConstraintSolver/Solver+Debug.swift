// MARK: - Dump and invariant checks

extension Solver {
    /// A text picture of the solver: objective, rows, infeasible list, variables, edits and
    /// constraints. Symbols print as a kind letter and an id: `v` external, `s` slack,
    /// `e` error.
    ///
    /// - Returns: Several lines of text, stable for the same sequence of calls.
    public func dump() -> String {
        var lines: [String] = []
        lines.append("Objective")
        lines.append("  " + describe(tableau.objective))
        lines.append("Tableau")
        var slots = tableau.rowBasic.indices.filter { tableau.rowBasic[$0] >= 0 }
        slots.sort { tableau.rowBasic[$0] < tableau.rowBasic[$1] }
        for slot in slots {
            lines.append("  \(name(of: tableau.rowBasic[slot])) = " + describe(tableau.rows[slot]))
        }
        lines.append("Infeasible")
        for symbol in tableau.infeasible {
            lines.append("  \(name(of: symbol))")
        }
        lines.append("Variables")
        for (index, variable) in variables.enumerated() {
            lines.append("  \(variable) = \(values[index]) (\(name(of: variableSymbols[index])))")
        }
        lines.append("Aliases")
        for index in aliasIndices {
            guard let alias = aliases[index] else { continue }
            let base = alias.base >= 0 ? "\(alias.factor) * \(variables[alias.base]) + " : ""
            lines.append("  \(variables[index]) = \(base)\(alias.offset)")
        }
        lines.append("Edit variables")
        for (variable, edit) in edits.entries.sorted(by: { $0.record.order < $1.record.order }) {
            let state = edit.isPending ? " (pending)" : ""
            lines.append("  \(variable) suggested \(edit.suggestion) | \(edit.constraint.strength)\(state)")
        }
        lines.append("Constraints")
        for (constraint, record) in constraints.ordered {
            let markers = [record.marker, record.other].filter { $0 >= 0 }.map(name(of:))
            lines.append("  \(constraint) (\(markers.joined(separator: ", ")))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func name(of symbol: Int) -> String {
        tableau.kinds[symbol].letter + String(symbol)
    }

    private func describe(_ row: Row) -> String {
        var text = "\(row.constant)"
        for cell in row.cells {
            text += cell.coefficient < 0 ? " - " : " + "
            text += "\(abs(cell.coefficient)) * \(name(of: cell.symbol))"
        }
        return text
    }

    /// Checks the tableau's invariants and returns a description of each violation.
    ///
    /// Checked: every live row's cells are sorted by symbol with no coefficient within 1e-8 of
    /// zero and no basic symbol; restricted rows have non-negative constants (within 1e-7);
    /// the basic-symbol maps agree; every cell is reachable from its symbol's column list; the
    /// objective holds no basic symbol and no negative coefficient (optimality), and
    /// its coefficients equal the weighted sum of the error symbols rewritten over non-basic
    /// symbols; aliased variables appear nowhere and have non-alias bases; no infeasible rows
    /// are pending and no artificial objective is left. Meant for tests and debugging.
    ///
    /// - Returns: An empty array when the tableau is consistent.
    /// - Complexity: O(size of the tableau).
    package func checkInvariants() -> [String] {
        var problems: [String] = []
        let table = tableau
        for slot in table.rows.indices {
            let basic = table.rowBasic[slot]
            guard basic >= 0 else {
                if !table.rows[slot].cells.isEmpty { problems.append("free slot \(slot) holds cells") }
                continue
            }
            let row = table.rows[slot]
            if table.basicSlot[basic] != slot {
                problems.append("basic \(name(of: basic)) maps to slot \(table.basicSlot[basic]), not \(slot)")
            }
            if table.isRestricted(basic) && row.constant < -1e-7 {
                problems.append("restricted row \(name(of: basic)) has negative constant \(row.constant)")
            }
            problems += checkCells(row, label: "row \(name(of: basic))")
            for cell in row.cells {
                if cell.symbol == basic { problems.append("row \(name(of: basic)) contains its own basic") }
                if !table.columns[cell.symbol].contains(slot) {
                    problems.append("column of \(name(of: cell.symbol)) misses row \(name(of: basic))")
                }
            }
        }
        for symbol in 0..<table.symbolCount where table.basicSlot[symbol] >= 0 {
            if table.rowBasic[table.basicSlot[symbol]] != symbol {
                problems.append("symbol \(name(of: symbol)) claims a slot that is not its own")
            }
        }
        problems += checkCells(table.objective, label: "objective")
        for cell in table.objective.cells
        where cell.coefficient < -Row.epsilon {
            problems.append("objective not optimal: \(name(of: cell.symbol)) has \(cell.coefficient)")
        }
        // The objective's coefficients must equal Σ weight·error with each basic error replaced by
        // its row. (Its constant is not maintained across suggestions, as in kiwi: only the
        // coefficients steer the simplex.)
        var expected = [Double](repeating: 0, count: table.symbolCount)
        for symbol in 0..<table.symbolCount where table.kinds[symbol] == .error && table.weights[symbol] != 0 {
            let slot = table.basicSlot[symbol]
            if slot >= 0 {
                for cell in table.rows[slot].cells {
                    expected[cell.symbol] += table.weights[symbol] * cell.coefficient
                }
            } else {
                expected[symbol] += table.weights[symbol]
            }
        }
        for cell in table.objective.cells {
            expected[cell.symbol] -= cell.coefficient
        }
        for symbol in expected.indices where abs(expected[symbol]) > 1e-6 * max(1, table.weights.max() ?? 1) {
            problems.append("objective coefficient of \(name(of: symbol)) is off by \(expected[symbol])")
        }
        for index in aliasIndices {
            let symbol = variableSymbols[index]
            if table.basicSlot[symbol] >= 0 || table.objective.search(symbol).found
                || table.rows.contains(where: { $0.search(symbol).found })
            {
                problems.append("alias \(variables[index]) still in the tableau")
            }
            if let base = aliases[index]?.base, base >= 0, aliases[base] != nil {
                problems.append("alias \(variables[index]) has an alias as its base")
            }
        }
        if !table.infeasible.isEmpty { problems.append("infeasible rows pending") }
        if table.artificial != nil { problems.append("artificial objective left behind") }
        if table.undo != nil { problems.append("undo log left open") }
        return problems
    }

    private func checkCells(_ row: Row, label: String) -> [String] {
        var problems: [String] = []
        for (index, cell) in row.cells.enumerated() {
            if index > 0 && row.cells[index - 1].symbol >= cell.symbol {
                problems.append("\(label): cells not sorted at \(name(of: cell.symbol))")
            }
            if Row.isNearZero(cell.coefficient) {
                problems.append("\(label): near-zero coefficient for \(name(of: cell.symbol))")
            }
            if tableau.basicSlot[cell.symbol] >= 0 {
                problems.append("\(label): contains basic symbol \(name(of: cell.symbol))")
            }
        }
        return problems
    }

    /// Number of pivots performed so far (for tests and statistics).
    package var pivotCount: Int { tableau.pivotCount }
}
