import ConstraintSolver
import KeyboardModel

extension LayerCompiler {
    /// Every constraint of the layer, in a fixed order, each tagged with its source.
    ///
    /// - Parameter layout: The layout (its metrics location, and its own constraints: those
    ///   naming a key the layer lacks are skipped).
    /// - Returns: The constraints.
    /// - Throws: `GeometryError.conflictingConstraints` for a required constraint between
    ///   constants that cannot hold (e.g. a 10 pt key under a 20 pt minimum);
    ///   `GeometryError.invalidLayout` for a non-finite metric or a row weight that is not positive.
    func constraints(layout: KeyboardLayout) throws(GeometryError) -> [TaggedConstraint] {
        var result: [TaggedConstraint] = []
        // Every 1-unit key asks u ≥ min-key-width: the first key of each width form stands for
        // the rest, which keeps the tableau and every resize small.
        var minimumsSeen: Set<WidthForm> = []
        try checkMetrics(location: metrics.source.location ?? layout.source.location)

        func add(
            _ lhs: Expression, _ relation: Relation, _ rhs: Expression, _ strength: Strength,
            _ source: ConstraintSource
        ) throws(GeometryError) {
            var expression = lhs
            expression.add(rhs, times: -1)
            if expression.terms.allSatisfy({ abs($0.coefficient) < 1e-12 }) {
                // Nothing to solve: it holds or not whatever the size.
                if !Self.holds(expression.constant, relation) && strength.isRequired {
                    let origin = source.origin(layer: layer, layout: layout)
                    throw .conflictingConstraints(layer: layer.name, conflicts: [origin])
                }
                return
            }
            let constraint = Constraint(expression, relation, strength: strength, tag: "#\(result.count)")
            result.append(TaggedConstraint(constraint: constraint, source: source))
        }

        // Keys: the minimum key width and the key's own bounds.
        for (rowIndex, row) in layer.rows.enumerated() {
            for (keyIndex, key) in row.keys.enumerated() {
                let index = rowKeyStart[rowIndex] + keyIndex
                let width = widthExpression(index)
                if minimumsSeen.insert(forms[index]).inserted {
                    try add(
                        width, .greaterThanOrEqual, Expression(constant: metrics.minKeyWidth), .required,
                        .keyMinimum(row: rowIndex, key: keyIndex))
                }
                if let bound = key.minWidth {
                    try add(
                        width, .greaterThanOrEqual, try expression(of: bound, for: key), .required,
                        .keyMinWidth(row: rowIndex, key: keyIndex))
                }
                if let bound = key.maxWidth {
                    try add(
                        width, .lessThanOrEqual, try expression(of: bound, for: key), .required,
                        .keyMaxWidth(row: rowIndex, key: keyIndex))
                }
            }
        }

        // Rows: fit (or, with fill keys, fill) the available width; minimum height.
        for (rowIndex, row) in layer.rows.enumerated() where !row.keys.isEmpty {
            let relation: Relation = rowFill[rowIndex] >= 0 ? .equal : .lessThanOrEqual
            try add(rowWidth(rowIndex), relation, available, .required, .rowWidth(row: rowIndex))
        }
        // A spanning key's place in each row below stands where the key does.
        for phantom in phantoms {
            let keyRow = phantom.keyRow
            try add(
                left(of: phantom), .equal, keyLeft(phantom.key, row: keyRow), .required,
                .spanPlace(row: phantom.row, keyRow: keyRow, key: phantom.key - rowKeyStart[keyRow]))
        }
        if !layer.rows.isEmpty {
            let last = layer.rows.count - 1
            try add(
                rowTop(last) + rowHeight(last), .equal, Expression(height) - metrics.insets.bottom, .required,
                .rowsFillHeight)
        }
        for rowIndex in layer.rows.indices {
            try add(
                rowHeight(rowIndex), .greaterThanOrEqual, Expression(constant: metrics.minRowHeight), .required,
                .rowMinimum(row: rowIndex))
        }

        // The layout's own constraints, where the layer has every key they name.
        for (index, constraint) in layout.constraints.enumerated() {
            guard constraint.applies(where: { indexByID[text: $0] != nil }), let lhs = expression(of: constraint.lhs),
                let rhs = expression(of: constraint.rhs)
            else { continue }
            try add(
                lhs, Relation(constraint.relation), rhs, Strength(constraint.strength),
                .layoutConstraint(index: index))
        }

        // Preferences: units as large as the rows allow; the optional cap and row height.
        if let maximum = metrics.maxUnitWidth {
            try add(Expression(unit), .lessThanOrEqual, Expression(constant: maximum), .medium, .unitCap)
        }
        try add(Expression(unit), .equal, available, .weak, .unitGrowth)
        if let preferred = metrics.preferredRowHeight {
            try add(Expression(rowUnit), .equal, Expression(constant: preferred), .weak, .preferredRowHeight)
        }
        return result
    }

    /// Whether `constant relation 0` holds.
    static func holds(_ constant: Double, _ relation: Relation) -> Bool {
        switch relation {
        case .equal: abs(constant) <= 1e-9
        case .lessThanOrEqual: constant <= 1e-9
        case .greaterThanOrEqual: constant >= -1e-9
        }
    }

    private func checkMetrics(location: SourceLocation?) throws(GeometryError) {
        let values: [(String, Double?)] = [
            ("insets.top", metrics.insets.top), ("insets.left", metrics.insets.left),
            ("insets.bottom", metrics.insets.bottom), ("insets.right", metrics.insets.right),
            ("key-gap", metrics.keyGap), ("row-gap", metrics.rowGap), ("min-key-width", metrics.minKeyWidth),
            ("min-row-height", metrics.minRowHeight), ("max-unit-width", metrics.maxUnitWidth),
            ("preferred-row-height", metrics.preferredRowHeight),
        ]
        for case (let name, let value?) in values where !value.isFinite {
            throw .invalidLayout("metric '\(name)' is not a finite number", location: location)
        }
        for (index, row) in layer.rows.enumerated() where !(row.height.isFinite && row.height > 0) {
            throw .invalidLayout(
                "row \(index + 1) of layer '\(layer.name)' has height weight \(row.height); it must be greater than 0",
                location: row.source.location)
        }
    }
}
