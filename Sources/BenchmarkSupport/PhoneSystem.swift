import ConstraintSolver

/// The "phone keyboard" benchmark system of `shared/bench/PHONE-SYSTEM.md`, written only in
/// terms of variables and constraints so that solver benchmarks and tests can share it.
///
/// `boards` boards of 32 keys are stacked vertically and share the width `W` and the height
/// `H`, which are strong edit variables. At 390 × 216 per board the unit width is 33 and the
/// row height 44.
package struct PhoneSystem {
    /// One key's variables.
    package struct Key {
        package let name: String
        /// Width in units; `nil` for the fill key.
        package let units: Double?
        package let left: Variable
        package let width: Variable
        package let top: Variable
        package let height: Variable
    }

    package static let margin = 3.0
    package static let gap = 6.0
    package static let rowGap = 8.0
    package static let topInset = 8.0
    package static let bottomInset = 8.0
    package static let minimumKeyWidth = 20.0
    package static let preferredMaximumUnitWidth = 44.0
    package static let minimumRowHeight = 30.0
    package static let preferredRowHeight = 42.0
    package static let boardWidth = 390.0
    package static let boardHeight = 216.0

    /// Row layouts: key names and widths in units (`nil` = fill).
    package static let rowLayouts: [[(String, Double?)]] = [
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"].map { ($0, 1) },
        ["a", "s", "d", "f", "g", "h", "j", "k", "l"].map { ($0, 1) },
        [("shift", 1.5)] + ["z", "x", "c", "v", "b", "n", "m"].map { ($0, 1) } + [("backspace", 1.5)],
        [("123", 1.25), ("globe", 1.25), ("space", nil), ("return", 2.5)],
    ]

    package let boards: Int
    /// The shared width edit variable `W`.
    package let width = Variable("W")
    /// The shared height edit variable `H`.
    package let height = Variable("H")
    /// Keys board by board, row by row.
    package private(set) var keys: [Key] = []
    /// All constraints, in the order they are added.
    package private(set) var constraints: [Constraint] = []

    /// Every key variable (left, width, top, height per key).
    package var variables: [Variable] {
        keys.flatMap { [$0.left, $0.width, $0.top, $0.height] }
    }

    /// Builds the variables and constraints of `boards` stacked boards.
    ///
    /// - Parameter boards: The number of boards (1, 4, 16 in the benchmarks).
    package init(boards: Int) {
        self.boards = boards
        let s = PhoneSystem.self
        var previousBoardLastRow: Key?
        for board in 0..<boards {
            var rows: [[Key]] = []
            for (rowIndex, layout) in s.rowLayouts.enumerated() {
                let row = layout.map { name, units in
                    let prefix = "b\(board).\(name)."
                    return Key(
                        name: "b\(board).\(name)", units: units, left: Variable(prefix + "left"),
                        width: Variable(prefix + "width"), top: Variable(prefix + "top"),
                        height: Variable(prefix + "height"))
                }
                keys += row
                rows.append(row)
                addHorizontal(row, rowIndex: rowIndex, boardFirstRow: rows[0])
                addVertical(
                    row, rowIndex: rowIndex, board: board, rows: rows, previousBoardLastRow: previousBoardLastRow)
            }
            previousBoardLastRow = rows.last?.first
        }
        if let last = previousBoardLastRow {
            constraints.append(last.top + last.height == height - s.bottomInset)
        }
    }

    private mutating func addHorizontal(_ row: [Key], rowIndex: Int, boardFirstRow: [Key]) {
        let s = PhoneSystem.self
        guard let first = row.first, let last = row.last else { return }
        if rowIndex == 1 {
            constraints.append(first.left == s.margin + 0.5 * (first.width + s.gap))
            constraints.append(last.left + last.width == width - s.margin - 0.5 * (last.width + s.gap))
        } else {
            constraints.append(first.left == s.margin)
            constraints.append(last.left + last.width == width - s.margin)
        }
        for (key, next) in zip(row, row.dropFirst()) {
            constraints.append(next.left == key.left + key.width + s.gap)
        }
        let reference = row.first { $0.units == 1 } ?? boardFirstRow.first { $0.units == 1 }
        for key in row {
            if let units = key.units, let reference, key.left !== reference.left {
                if units == 1 {
                    constraints.append(key.width == reference.width)
                } else {
                    constraints.append(key.width == units * reference.width + (units - 1) * s.gap)
                }
            }
        }
        for key in row {
            constraints.append(key.width >= s.minimumKeyWidth)
            if key.units == 1 {
                constraints.append((key.width <= s.preferredMaximumUnitWidth).with(strength: .medium))
            }
        }
    }

    private mutating func addVertical(
        _ row: [Key], rowIndex: Int, board: Int, rows: [[Key]], previousBoardLastRow: Key?
    ) {
        let s = PhoneSystem.self
        guard let first = row.first, let boardFirst = rows.first?.first else { return }
        for key in row.dropFirst() {
            constraints.append(key.top == first.top)
            constraints.append(key.height == first.height)
        }
        if rowIndex == 0 {
            if let previous = previousBoardLastRow {
                constraints.append(first.top == previous.top + previous.height + 2 * s.rowGap)
            } else {
                constraints.append(first.top == s.topInset)
            }
        } else if let previous = rows[rowIndex - 1].first {
            constraints.append(first.top == previous.top + previous.height + s.rowGap)
            constraints.append(first.height == boardFirst.height)
        }
        constraints.append(first.height >= s.minimumRowHeight)
        constraints.append((first.height == s.preferredRowHeight).with(strength: .weak))
    }

    /// A new solver with every constraint, `W` and `H` as strong edit variables suggested
    /// 390 and `boards` × 216, and values updated.
    ///
    /// - Returns: The solver.
    /// - Throws: Any `SolverError` (none for this system).
    package func makeSolver() throws(SolverError) -> Solver {
        let solver = Solver()
        for constraint in constraints {
            try solver.addConstraint(constraint)
        }
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        try solver.suggestValue(width, PhoneSystem.boardWidth)
        try solver.suggestValue(height, Double(boards) * PhoneSystem.boardHeight)
        solver.updateVariables()
        return solver
    }
}
