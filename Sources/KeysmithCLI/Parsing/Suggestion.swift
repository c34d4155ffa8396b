import KeyboardModel
import LayoutDiagnostics

/// Finds the name a user probably meant when they typed one that does not exist.
enum Suggestion {
    /// The candidate closest to `input`, if it is close enough to be a likely typo.
    ///
    /// Closeness is the optimal-string-alignment distance (Damerau–Levenshtein where no substring
    /// is edited twice), ignoring case and leading dashes. A candidate qualifies when its
    /// distance is at most a third of the longer name's length (at least 1, at most 3) and smaller
    /// than both names' lengths — so `-x` never suggests `-h` — or when `input` is a prefix of
    /// exactly one candidate and at least 3 characters long (`val` → `validate`). Ties go to the
    /// candidate listed first.
    ///
    /// - Parameters:
    ///   - input: What the user typed.
    ///   - candidates: The names that exist, in a stable order.
    /// - Returns: The suggestion, or `nil` when nothing is close.
    /// - Complexity: O(*candidates* × *m* × *n*) for names of length *m* and *n*.
    static func nearest(to input: String, in candidates: [String]) -> String? {
        let typed = normalized(input)
        guard !typed.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let name = normalized(candidate)
            let distance = editDistance(typed, name)
            let limit = min(3, max(1, max(typed.count, name.count) / 3))
            guard distance <= limit, distance < typed.count, distance < name.count else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        if let best { return best.candidate }
        let extensions = candidates.filter { typed.count >= 3 && normalized($0).hasPrefix(typed) }
        return extensions.count == 1 ? extensions.first : nil
    }

    /// The optimal-string-alignment distance (see `EditDistance`).
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        EditDistance.between(Array(lhs), Array(rhs))
    }

    private static func normalized(_ name: String) -> String {
        String(name.drop { $0 == "-" }).lowercased()
    }
}
