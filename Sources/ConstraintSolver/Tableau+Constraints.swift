// MARK: - Adding a constraint's row (kiwi's createRow, chooseSubject and addConstraint)

extension Tableau {
    /// Adds the row of `Σ terms + constant relation 0` with the given strength.
    ///
    /// - Parameters:
    ///   - terms: Symbols (external, one cell each) and coefficients, in expression order.
    ///   - constant: The constant of the expression.
    ///   - relation: The relation to zero.
    ///   - strength: The strength; required constraints get no error symbols.
    /// - Returns: The marker symbols, or `nil` when a required constraint cannot hold; then
    ///   every change made by this call is undone.
    /// - Throws: `SolverError.internalError` on numerical failure (changes undone as well).
    mutating func addConstraintRow(terms: [Cell], constant: Double, relation: Relation, strength: Strength)
        throws(SolverError) -> ConstraintRecord?
    {
        let symbolMark = symbolCount
        var (row, record) = makeRow(terms: terms, constant: constant, relation: relation, strength: strength)
        let subject = chooseSubject(row, record)
        do throws(SolverError) {
            if subject >= 0 {
                row.solve(for: subject)
                substitute(subject, row)
                insertRow(basic: subject, row)
            } else if row.cells.isEmpty {
                // A required equality implied by the others (kiwi keeps a dummy basic; here
                // nothing needs storing), or a contradiction.
                guard Row.isNearZero(row.constant) else {
                    truncateSymbols(to: symbolMark)
                    return nil
                }
            } else {
                beginUndo()
                guard try addWithArtificialVariable(row) else {
                    rollback()
                    truncateSymbols(to: symbolMark)
                    return nil
                }
                commitUndo()
            }
            try optimize()
            try restoreFeasibility()
        } catch {
            rollback()
            truncateSymbols(to: symbolMark)
            throw error
        }
        return record
    }

    /// Uses the equality `Σ terms + constant = 0` to eliminate the non-basic external `symbol`
    /// from every row, without storing a row for it, then re-optimises.
    ///
    /// The equality is rewritten over non-basic symbols first (a basic term's row may itself
    /// contain `symbol`), then solved for `symbol`.
    ///
    /// - Returns: `false`, changing nothing, when `symbol`'s coefficient in the rewritten
    ///   equality is near zero (it cannot be solved for).
    /// - Throws: `SolverError.internalError` on numerical failure.
    mutating func eliminate(_ symbol: Int, terms: [Cell], constant: Double) throws(SolverError) -> Bool {
        var row = Row(constant: constant)
        row.cells.reserveCapacity(cellCapacity(for: terms))
        for term in terms {
            let slot = basicSlot[term.symbol]
            if slot >= 0 {
                add(rows[slot], times: term.coefficient, to: &row)
            } else {
                row.insert(term.symbol, term.coefficient)
            }
        }
        guard row.search(symbol).found else { return false }
        row.solve(for: symbol)
        substitute(symbol, row)
        bumpVersion()
        try optimize()
        try restoreFeasibility()
        return true
    }

    /// An upper bound on the cells of a row made from `terms` with basic symbols substituted.
    private func cellCapacity(for terms: [Cell]) -> Int {
        var capacity = 0
        for term in terms {
            let slot = basicSlot[term.symbol]
            capacity += slot >= 0 ? rows[slot].cells.count : 1
        }
        return capacity
    }

    /// The constraint's row over non-basic symbols, with its marker symbols.
    ///
    /// `expression <= 0` gets `+slack`, `>= 0` gets `−slack`; a preference adds an error symbol
    /// (two for an equality) weighted in the objective. The row is negated if its constant is
    /// negative, so phase one starts feasible.
    private mutating func makeRow(terms: [Cell], constant: Double, relation: Relation, strength: Strength)
        -> (Row, ConstraintRecord)
    {
        var row = Row(constant: constant)
        row.cells.reserveCapacity(cellCapacity(for: terms) + 2)
        for term in terms where !Row.isNearZero(term.coefficient) {
            let slot = basicSlot[term.symbol]
            if slot >= 0 {
                add(rows[slot], times: term.coefficient, to: &row)
            } else {
                row.insert(term.symbol, term.coefficient)
            }
        }
        var record = ConstraintRecord(marker: -1, other: -1, sequence: 0)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            record.marker = slack
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = makeSymbol(.error, weight: strength.weight)
                record.other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength.weight)
            }
        case .equal:
            if !strength.isRequired {
                let plus = makeSymbol(.error, weight: strength.weight)
                let minus = makeSymbol(.error, weight: strength.weight)
                record.marker = plus
                record.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.weight)
                objective.insert(minus, strength.weight)
            }
        }
        if row.constant < 0 {
            row.reverseSign()
        }
        return (row, record)
    }

    /// The symbol to make basic for a new row, or -1 when phase one is needed: the first
    /// external symbol, else the marker or other symbol if it is a slack or error with a
    /// negative coefficient (kiwi's rule).
    private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Int {
        for cell in row.cells where kinds[cell.symbol] == .external {
            return cell.symbol
        }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            let kind = kinds[symbol]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 {
                return symbol
            }
        }
        return -1
    }
}
