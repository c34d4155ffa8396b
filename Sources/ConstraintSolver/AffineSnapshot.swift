/// Values of chosen variables as affine functions of chosen edit variables' suggestions.
///
/// While the simplex basis does not change, every basic variable's value is its row constant,
/// and a suggestion moves row constants by fixed multiples of the change. A snapshot records
/// those multiples once, so ``evaluate(_:)`` costs a few multiply-adds per variable and no
/// solver work at all.
///
/// A snapshot describes the solver **as it was when the snapshot was taken** and is valid only
/// until the solver is next modified (any `add`, `remove`, edit-variable change or suggestion);
/// after that, take a new one. Edit variables not listed keep their suggestions of that time.
public struct AffineSnapshot: Sendable {
    /// The variables whose values ``evaluate(_:)`` returns, in this order.
    public let variables: [Variable]
    /// The edit variables whose suggestions ``evaluate(_:)`` takes, in this order.
    public let editVariables: [Variable]
    /// The suggestions current when the snapshot was taken.
    public let baseSuggestions: [Double]
    let baseValues: [Double]
    /// `valueStart[i]..<valueStart[i + 1]` index the (edit, factor) terms of variable `i`.
    let valueStart: [Int]
    let valueEdit: [Int]
    let valueFactor: [Double]
    /// Restricted rows touched by the edits: base constant and (edit, factor) terms.
    let checkBase: [Double]
    let checkStart: [Int]
    let checkEdit: [Int]
    let checkFactor: [Double]

    /// The values of ``variables`` when the edit variables are suggested `suggestions`.
    ///
    /// - Parameter suggestions: One value per entry of ``editVariables``.
    /// - Returns: The values (equal within rounding to a real suggest and update), or `nil`
    ///   when the suggestions would make a restricted row negative, i.e. the basis must change
    ///   and a real re-solve is needed; also `nil` for a wrong number of suggestions.
    /// - Complexity: O(terms of the touched rows + number of variables).
    public func evaluate(_ suggestions: [Double]) -> [Double]? {
        var values: [Double] = []
        return evaluate(suggestions, into: &values) ? values : nil
    }

    /// Like ``evaluate(_:)`` but writes into a caller-owned array to avoid allocation.
    ///
    /// - Parameters:
    ///   - suggestions: One value per entry of ``editVariables``.
    ///   - values: Receives one value per entry of ``variables``.
    /// - Returns: `false` (and `values` unspecified) when a re-solve is needed.
    public func evaluate(_ suggestions: [Double], into values: inout [Double]) -> Bool {
        let editCount = baseSuggestions.count
        guard suggestions.count == editCount else { return false }
        // The changes of the suggestions, on the stack (no allocation per evaluation).
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: editCount) { deltas in
            for index in 0..<editCount {
                deltas[index] = suggestions[index] - baseSuggestions[index]
            }
            for check in checkBase.indices {
                var constant = checkBase[check]
                for term in checkStart[check]..<checkStart[check + 1] {
                    constant += checkFactor[term] * deltas[checkEdit[term]]
                }
                if constant < 0 { return false }
            }
            let count = baseValues.count
            if values.count != count {
                values = [Double](repeating: 0, count: count)
            }
            values.withUnsafeMutableBufferPointer { values in
                for index in 0..<count {
                    var value = baseValues[index]
                    for term in valueStart[index]..<valueStart[index + 1] {
                        value += valueFactor[term] * deltas[valueEdit[term]]
                    }
                    values[index] = value
                }
            }
            return true
        }
    }
}
