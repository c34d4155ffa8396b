import ConstraintSolver
import KeyboardModel

extension LayerCompiler {
    /// Every constraint of the layer, in a fixed order, each tagged with its origin.
    ///
    /// - Parameters:
    ///   - constraints: The layout's own constraints; those naming a key the layer lacks are skipped.
    ///   - layoutLocation: The layout's location, for the metrics when they carry none.
    /// - Returns: The constraints.
    /// - Throws: `GeometryError.conflictingConstraints` for a required constraint between
    ///   constants that cannot hold (e.g. a 10 pt key under a 20 pt minimum);
    ///   `GeometryError.invalidLayout` for a non-finite metric or a row weight that is not positive.
    func constraints(layout constraints: [LayoutConstraint], layoutLocation: SourceLocation?) throws(GeometryError)
        -> [TaggedConstraint]
    {
        var result: [TaggedConstraint] = []
        // Many keys ask the same thing (every 1-unit key: u ≥ min-key-width); the first one
        // asked stands for the rest, which keeps the tableau and every resize small.
        var seen: Set<ConstraintSignature> = []
        let metricsLocation = metrics.source.location ?? layoutLocation
        try checkMetrics(location: metricsLocation)
        let layerName = "layer '\(layer.name)'"

        func add(
            _ lhs: Expression, _ relation: Relation, _ rhs: Expression, _ strength: Strength,
            _ location: SourceLocation?, _ message: String
        ) throws(GeometryError) {
            var expression = lhs
            expression.add(rhs, times: -1)
            let origin = ConstraintOrigin(location: location, message: message)
            if expression.terms.allSatisfy({ abs($0.coefficient) < 1e-12 }) {
                // Nothing to solve: it holds or not whatever the size.
                let holds = Self.holds(expression.constant, relation)
                if !holds && strength.isRequired {
                    throw .conflictingConstraints(layer: layer.name, conflicts: [origin])
                }
                return
            }
            guard seen.insert(ConstraintSignature(expression, relation, strength)).inserted else { return }
            let constraint = Constraint(expression, relation, strength: strength, tag: origin.description)
            result.append(TaggedConstraint(constraint: constraint, origin: origin))
        }

        // Keys: the minimum key width and the key's own bounds.
        for (rowIndex, row) in layer.rows.enumerated() {
            for (keyIndex, key) in row.keys.enumerated() {
                let index = rowKeyStart[rowIndex] + keyIndex
                let keyName = "key '\(key.id)' in row \(rowIndex + 1) of \(layerName)"
                let location = key.source.location
                let width = widthExpression(index)
                let minimum = Size.format(metrics.minKeyWidth)
                try add(
                    width, .greaterThanOrEqual, Expression(constant: metrics.minKeyWidth), .required, location,
                    "\(keyName) must be at least \(minimum) pt wide (min-key-width)")
                if let bound = key.minWidth {
                    try add(
                        width, .greaterThanOrEqual, try expression(of: bound, for: key), .required, location,
                        "\(keyName) must be at least \(bound) wide (min-width)")
                }
                if let bound = key.maxWidth {
                    try add(
                        width, .lessThanOrEqual, try expression(of: bound, for: key), .required, location,
                        "\(keyName) must be at most \(bound) wide (max-width)")
                }
            }
        }

        // Rows: fit (or, with fill keys, fill) the available width; minimum height.
        for (rowIndex, row) in layer.rows.enumerated() where !row.keys.isEmpty {
            let rowName = "row \(rowIndex + 1) of \(layerName)"
            if rowFill[rowIndex] >= 0 {
                try add(
                    rowWidth(rowIndex), .equal, available, .required, row.source.location,
                    "\(rowName) must fill the width (it has a fill key)")
            } else {
                try add(
                    rowWidth(rowIndex), .lessThanOrEqual, available, .required, row.source.location,
                    "\(rowName) must fit the width")
            }
        }
        if !layer.rows.isEmpty {
            let last = layer.rows.count - 1
            try add(
                rowTop(last) + rowHeight(last), .equal, Expression(height) - metrics.insets.bottom, .required,
                layer.source.location, "the rows of \(layerName) must fill the height")
        }
        for (rowIndex, row) in layer.rows.enumerated() {
            let minimum = Size.format(metrics.minRowHeight)
            try add(
                rowHeight(rowIndex), .greaterThanOrEqual, Expression(constant: metrics.minRowHeight), .required,
                row.source.location ?? metricsLocation,
                "row \(rowIndex + 1) of \(layerName) must be at least \(minimum) pt high (min-row-height)")
        }

        // The layout's own constraints, where the layer has every key they name.
        for constraint in constraints {
            guard let lhs = expression(of: constraint.lhs), let rhs = expression(of: constraint.rhs) else { continue }
            let text = constraint.text.isEmpty ? "a layout constraint" : "'\(constraint.text)'"
            try add(
                lhs, Relation(constraint.relation), rhs, Strength(constraint.strength), constraint.source.location,
                "constraint \(text) in \(layerName)")
        }

        // Preferences: units as large as the rows allow; the optional cap and row height.
        if let maximum = metrics.maxUnitWidth {
            try add(
                Expression(unit), .lessThanOrEqual, Expression(constant: maximum), .medium, metricsLocation,
                "a unit of \(layerName) should be at most \(Size.format(maximum)) pt wide (max-unit-width)")
        }
        try add(Expression(unit), .equal, available, .weak, layer.source.location, "units of \(layerName) grow")
        if let preferred = metrics.preferredRowHeight {
            try add(
                Expression(rowUnit), .equal, Expression(constant: preferred), .weak, metricsLocation,
                "rows of \(layerName) prefer \(Size.format(preferred)) pt (preferred-row-height)")
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
