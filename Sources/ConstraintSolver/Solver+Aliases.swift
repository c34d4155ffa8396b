// MARK: - Eliminating variables fixed by two-variable required equalities

extension Solver {
    /// The expression over variable indices with aliases replaced by their bases, repeated
    /// indices merged (first appearance order) and near-zero coefficients dropped.
    func resolve(_ expression: Expression, shift: Double) -> (
        terms: [(index: Int, coefficient: Double)], constant: Double
    ) {
        // The buffer of the previous call, handed back by `recycle(_:)`: no allocation per call.
        var terms: [(index: Int, coefficient: Double)] = []
        swap(&terms, &resolvedScratch)
        terms.removeAll(keepingCapacity: true)
        var constant = expression.constant + shift
        for term in expression.terms {
            var index = variableIndex(for: term.variable)
            var coefficient = term.coefficient
            if let alias = aliases[index] {
                constant += coefficient * alias.offset
                guard alias.base >= 0 else { continue }
                index = alias.base
                coefficient *= alias.factor
            }
            if let position = terms.firstIndex(where: { $0.index == index }) {
                terms[position].coefficient += coefficient
            } else {
                terms.append((index, coefficient))
            }
        }
        terms.removeAll { Row.isNearZero($0.coefficient) }
        return (terms, constant)
    }

    /// Gives a buffer from ``resolve(_:shift:)`` back for the next call.
    func recycle(_ terms: [(index: Int, coefficient: Double)]) {
        resolvedScratch = terms
    }

    /// Resolved terms as tableau cells, in a reused buffer (give it back with `recycle(_:)`).
    func cells(of terms: [(index: Int, coefficient: Double)]) -> [Cell] {
        var cells: [Cell] = []
        swap(&cells, &cellScratch)
        cells.removeAll(keepingCapacity: true)
        for term in terms {
            cells.append(Cell(symbol: variableSymbols[term.index], coefficient: term.coefficient))
        }
        return cells
    }

    /// Gives a buffer from ``cells(of:)`` back for the next call.
    func recycle(_ cells: [Cell]) {
        cellScratch = cells
    }

    /// For a required equality over one or two (resolved) variables of which one is not basic:
    /// that variable and what it equals.
    ///
    /// Eliminating a non-basic variable is exactly what making it basic would do to every other
    /// row, without storing its row: the many copies that `key.top == row.top` would otherwise
    /// put in the tableau (each as long as the row it copies) disappear.
    func aliasCandidate(_ terms: [(index: Int, coefficient: Double)], constant: Double) -> (Int, Alias)? {
        guard terms.count == 1 || terms.count == 2 else { return nil }
        guard let position = terms.indices.first(where: { tableau.basicSlot[variableSymbols[terms[$0].index]] < 0 })
        else { return nil }
        let (index, coefficient) = terms[position]
        if terms.count == 1 {
            return (index, Alias(base: -1, factor: 0, offset: -constant / coefficient))
        }
        let other = terms[1 - position]
        return (
            index, Alias(base: other.index, factor: -other.coefficient / coefficient, offset: -constant / coefficient)
        )
    }

    /// Eliminates variable `index` from the tableau with the equality `Σ terms + constant = 0`
    /// and records it as `alias`.
    ///
    /// - Returns: `false`, changing nothing, when the tableau cannot solve for the variable.
    func makeAlias(
        _ index: Int, _ alias: Alias, terms: [(index: Int, coefficient: Double)], constant: Double
    ) throws(SolverError) -> Bool {
        let cells = cells(of: terms)
        defer { recycle(cells) }
        guard try tableau.eliminate(variableSymbols[index], terms: cells, constant: constant) else {
            return false
        }
        aliases[index] = alias
        aliasIndices.append(index)
        if alias.base >= 0 {
            aliasedBy[alias.base].append(index)
        }
        for dependent in aliasedBy[index] {
            guard let outer = aliases[dependent] else { continue }
            aliases[dependent] = Alias(
                base: alias.base, factor: outer.factor * alias.factor,
                offset: outer.factor * alias.offset + outer.offset)
            if alias.base >= 0 {
                aliasedBy[alias.base].append(dependent)
            }
        }
        aliasedBy[index] = []
        return true
    }

    /// Sets each alias's value from its base's (after the bases have been read).
    func updateAliasValues(_ values: inout [Double]) {
        let aliases = self.aliases
        let indices = aliasIndices
        aliases.withUnsafeBufferPointer { aliases in
            values.withUnsafeMutableBufferPointer { values in
                for index in indices {
                    guard let alias = aliases[index] else { continue }
                    values[index] = alias.base >= 0 ? alias.factor * values[alias.base] + alias.offset : alias.offset
                }
            }
        }
    }
}
