/// A tableau row: `constant + Σ coefficient·symbol`, cells sorted by symbol id.
///
/// A row stored under a basic symbol `b` means `b = constant + Σ cells`. Coefficients within
/// ``Row/epsilon`` of zero are dropped whenever a cell changes.
struct Row: Sendable {
    /// Coefficients this close to zero are removed.
    static let epsilon = 1e-8

    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    /// The index of `symbol`'s cell, or where it would be inserted (`found` false).
    ///
    /// - Complexity: O(log *n*).
    func search(_ symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let probe = cells[middle].symbol
            if probe < symbol {
                low = middle + 1
            } else if probe > symbol {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(for symbol: Int) -> Double {
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient` to `symbol`'s cell, creating or dropping the cell as needed.
    ///
    /// - Returns: `true` when the symbol was absent before and present after.
    @discardableResult
    mutating func insert(_ symbol: Int, _ coefficient: Double) -> Bool {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.isNearZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
            return false
        }
        if Row.isNearZero(coefficient) { return false }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return true
    }

    /// Removes `symbol`'s cell if present.
    mutating func remove(_ symbol: Int) {
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices {
            cells[index].coefficient = -cells[index].coefficient
        }
    }

    /// Rewrites `0 = constant + Σ cells` as `symbol = …`, removing `symbol`'s cell.
    ///
    /// Does nothing when the symbol is absent (callers pass symbols known to be present).
    mutating func solve(for symbol: Int) {
        let (index, found) = search(symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for position in cells.indices {
            cells[position].coefficient *= factor
        }
    }

    /// Rewrites `lhs = constant + Σ cells` (with `lhs` basic) as `rhs = …`.
    mutating func solve(leaving lhs: Int, entering rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Merges `target` (without the cell at `skip`; pass -1 to keep all) with `factor × source`
    /// into `out`, dropping near-zero results, and appends to `added` each symbol of `source`
    /// that `target` lacked and the result keeps.
    ///
    /// - Complexity: O(*n* + *m*).
    static func merge(
        _ target: [Cell], skipping skip: Int, _ source: [Cell], factor: Double, into out: inout [Cell],
        added: inout [Int]
    ) {
        var negative = false
        merge(target, skipping: skip, source, factor: factor, into: &out, added: &added, negative: &negative)
    }

    /// ``merge(_:skipping:_:factor:into:added:)`` that also reports whether a cell it changed
    /// or added ended up negative.
    static func merge(
        _ target: [Cell], skipping skip: Int, _ source: [Cell], factor: Double, into out: inout [Cell],
        added: inout [Int], negative: inout Bool
    ) {
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(target.count + source.count)
        var i = 0
        var j = 0
        let n = target.count
        let m = source.count
        while i < n || j < m {
            if i == skip {
                i += 1
                continue
            }
            if j == m || (i < n && target[i].symbol < source[j].symbol) {
                out.append(target[i])
                i += 1
            } else if i == n || source[j].symbol < target[i].symbol {
                let value = source[j].coefficient * factor
                if !isNearZero(value) {
                    out.append(Cell(symbol: source[j].symbol, coefficient: value))
                    added.append(source[j].symbol)
                    negative = negative || value < 0
                }
                j += 1
            } else {
                let value = target[i].coefficient + source[j].coefficient * factor
                if !isNearZero(value) {
                    out.append(Cell(symbol: target[i].symbol, coefficient: value))
                    negative = negative || value < 0
                }
                i += 1
                j += 1
            }
        }
    }
}
