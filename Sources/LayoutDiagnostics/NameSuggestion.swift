import KeyboardModel

/// "Did you mean …?" suggestions by edit distance.
package enum NameSuggestion {
    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    ///
    /// A candidate equal to `name` but for letter case (`LTR` for `ltr`) is the best. Otherwise
    /// distance is the optimal-string-alignment distance (insertions, deletions, substitutions
    /// and transpositions of neighbours, each costing 1), over `Character`s, and a candidate
    /// qualifies when its distance is at most 1 for names of up to 4 characters, 2 up to 8 and 3
    /// beyond, and it shares a character with `name`: one edit turns any one-character name
    /// into any other, but `é` is no typo of `0`, while `ww` may be one of `w`. Ties go to the
    /// earlier candidate.
    ///
    /// - Complexity: O(*candidates* × *n* × *m*).
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        let word = Array(name)
        let limit = word.count <= 4 ? 1 : word.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            if candidate.lowercased() == lowered { return candidate }
            let letters = Array(candidate)
            guard letters.contains(where: word.contains) else { continue }
            let distance = self.distance(word, letters, limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `"; did you mean 'x'?"` or the empty string. A name in `synonyms` (`enter` for `return`)
    /// suggests what it stands for.
    package static func hint(
        for name: String, in candidates: some Sequence<String>, synonyms: [String: String] = [:]
    ) -> String {
        suggestion(for: name, in: candidates, synonyms: synonyms).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// What `name` most likely stands for: its synonym, else the closest candidate.
    package static func suggestion(
        for name: String, in candidates: some Sequence<String>, synonyms: [String: String] = [:]
    ) -> String? {
        synonyms[name] ?? synonyms[name.lowercased()] ?? closest(to: name, in: candidates)
    }

    /// `'a', 'b', 'c'`.
    package static func quotedList(_ names: some Sequence<String>) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The optimal-string-alignment distance, or `limit + 1` when it is surely larger.
    package static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        EditDistance.between(a, b, limit: limit)
    }
}
