/// The optimal-string-alignment distance behind every "did you mean …?" suggestion.
package enum EditDistance {
    /// The optimal-string-alignment distance between two sequences (strings' `Character`s, a
    /// word's scalars): insertions, deletions, substitutions and transpositions of neighbours each
    /// cost 1 (Damerau–Levenshtein where no substring is edited twice).
    ///
    /// - Parameters:
    ///   - a: One sequence's elements.
    ///   - b: The other's.
    ///   - limit: A bound the caller cares about; when the lengths alone show the distance is
    ///     larger, `limit + 1` is returned at once.
    /// - Returns: The distance, or `limit + 1` when it is surely larger than `limit`.
    /// - Complexity: O(*m* × *n*) time, O(*n*) space.
    package static func between<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int = .max - 1) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
