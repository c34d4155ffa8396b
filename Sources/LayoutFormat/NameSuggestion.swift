import KeyboardModel

/// "Did you mean …?" suggestions by edit distance.
enum NameSuggestion {
    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    ///
    /// Distance is the optimal-string-alignment distance (insertions, deletions, substitutions and
    /// transpositions of neighbours, each costing 1), over `Character`s. A candidate qualifies
    /// when its distance is at most 1 for names of up to 4 characters, 2 up to 8, and 3 beyond;
    /// ties go to the earlier candidate.
    ///
    /// - Complexity: O(*candidates* × *n* × *m*).
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let word = Array(name)
        let limit = word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = self.distance(word, Array(candidate), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `"; did you mean 'x'?"` or the empty string.
    static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `'a', 'b', 'c'`.
    static func quotedList(_ names: some Sequence<String>) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The optimal-string-alignment distance, or `limit + 1` when it is surely larger.
    static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        EditDistance.between(a, b, limit: limit)
    }
}
