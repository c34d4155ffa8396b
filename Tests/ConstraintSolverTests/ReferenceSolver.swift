import ConstraintSolver

/// An independent dense reference: the same weighted problem written as a textbook linear
/// programme and solved with a two-phase tableau simplex (Bland's rule).
///
/// Each variable is split as `x = x⁺ − x⁻`. A required constraint becomes a plain row; a
/// preference `e(x) == 0` becomes `e(x) = p − m` with cost `w·(p + m)`, and `e(x) <= 0` becomes
/// `e(x) <= s` with cost `w·s`. Nothing here shares code with the solver under test.
enum ReferenceSolver {
    enum Outcome: Equatable {
        case infeasible
        case optimal(Double)
    }

    /// The least total weighted violation of the preferences subject to the required
    /// constraints (`strength.isRequired`), or `.infeasible`.
    static func minimumError(_ constraints: [Constraint], variables: [Variable]) -> Outcome {
        let n = variables.count
        func position(_ variable: Variable) -> Int {
            variables.firstIndex { $0 === variable } ?? 0
        }
        // Columns: x⁺ (n), x⁻ (n), then one or two error columns per preference.
        var rows: [(coefficients: [Int: Double], relation: Relation, rhs: Double)] = []
        var costs: [Int: Double] = [:]
        var columnCount = 2 * n
        for constraint in constraints {
            var coefficients: [Int: Double] = [:]
            for term in constraint.expression.terms {
                let index = position(term.variable)
                coefficients[index, default: 0] += term.coefficient
                coefficients[n + index, default: 0] -= term.coefficient
            }
            let rhs = -constraint.expression.constant
            var relation = constraint.relation
            if !constraint.strength.isRequired {
                let weight = constraint.strength.weight
                switch relation {
                case .equal:
                    coefficients[columnCount] = -1
                    coefficients[columnCount + 1] = 1
                    costs[columnCount] = weight
                    costs[columnCount + 1] = weight
                    columnCount += 2
                case .lessThanOrEqual:
                    coefficients[columnCount] = -1
                    costs[columnCount] = weight
                    columnCount += 1
                case .greaterThanOrEqual:
                    coefficients[columnCount] = 1
                    costs[columnCount] = weight
                    columnCount += 1
                }
            }
            if relation == .greaterThanOrEqual {
                coefficients = coefficients.mapValues { -$0 }
                rows.append((coefficients, .lessThanOrEqual, -rhs))
                relation = .lessThanOrEqual
            } else {
                rows.append((coefficients, relation, rhs))
            }
        }
        return solveStandard(rows: rows, costs: costs, columnCount: columnCount)
    }

    /// min c·z subject to rows, z ≥ 0, by two-phase simplex.
    private static func solveStandard(
        rows: [(coefficients: [Int: Double], relation: Relation, rhs: Double)], costs: [Int: Double],
        columnCount: Int
    ) -> Outcome {
        let m = rows.count
        let slackStart = columnCount
        let slackCount = rows.filter { $0.relation != .equal }.count
        let artificialStart = slackStart + slackCount
        let width = artificialStart + m
        var table = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        var slack = slackStart
        for (r, row) in rows.enumerated() {
            for (column, value) in row.coefficients {
                table[r][column] = value
            }
            if row.relation != .equal {
                table[r][slack] = 1
                slack += 1
            }
            table[r][width] = row.rhs
            if row.rhs < 0 {
                for column in 0...width {
                    table[r][column] = -table[r][column]
                }
            }
            table[r][artificialStart + r] = 1
            basis[r] = artificialStart + r
        }
        var phaseOne = [Double](repeating: 0, count: width)
        for r in 0..<m {
            phaseOne[artificialStart + r] = 1
        }
        guard minimize(&table, &basis, cost: phaseOne, allowed: width) else { return .infeasible }
        let infeasibility = (0..<m).reduce(0.0) { $0 + phaseOne[basis[$1]] * table[$1][width] }
        if infeasibility > 1e-7 {
            return .infeasible
        }
        // Drive artificial variables out of the basis where possible.
        for r in 0..<m where basis[r] >= artificialStart {
            if let column = (0..<artificialStart).first(where: { abs(table[r][$0]) > 1e-9 }) {
                pivot(&table, &basis, row: r, column: column)
            }
        }
        var cost = [Double](repeating: 0, count: width)
        for (column, value) in costs {
            cost[column] = value
        }
        guard minimize(&table, &basis, cost: cost, allowed: artificialStart) else { return .infeasible }
        let value = (0..<m).reduce(0.0) { $0 + cost[basis[$1]] * table[$1][width] }
        return .optimal(value)
    }

    private static func pivot(_ table: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let width = table[row].count
        let divisor = table[row][column]
        for j in 0..<width {
            table[row][j] /= divisor
        }
        for r in table.indices where r != row {
            let factor = table[r][column]
            if factor == 0 { continue }
            for j in 0..<width {
                table[r][j] -= factor * table[row][j]
            }
        }
        basis[row] = column
    }

    /// Bland's-rule primal simplex over columns `0..<allowed`; `false` when unbounded.
    private static func minimize(_ table: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int)
        -> Bool
    {
        let m = table.count
        guard m > 0 else { return true }
        let rhs = table[0].count - 1
        for _ in 0..<10_000 {
            var entering = -1
            for j in 0..<allowed where !basis.contains(j) {
                var reduced = cost[j]
                for r in 0..<m {
                    reduced -= cost[basis[r]] * table[r][j]
                }
                if reduced < -1e-9 {
                    entering = j
                    break
                }
            }
            if entering < 0 { return true }
            var leaving = -1
            var best = Double.infinity
            for r in 0..<m where table[r][entering] > 1e-9 {
                let ratio = table[r][rhs] / table[r][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && leaving >= 0 && basis[r] < basis[leaving]) {
                    best = ratio
                    leaving = r
                }
            }
            if leaving < 0 { return false }
            pivot(&table, &basis, row: leaving, column: entering)
        }
        return false
    }
}
