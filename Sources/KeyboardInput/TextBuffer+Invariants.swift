extension TextBuffer {
    /// Describes the first broken invariant, or returns `nil`; for tests.
    ///
    /// Checks the cached character count and that the selection's scalar offsets are the cluster
    /// boundaries `String` finds at its character offsets.
    ///
    /// - Complexity: O(*n*).
    func invariantViolation() -> String? {
        let text = self.text
        let characters = text.count
        if characters != count {
            return "character count \(count), but the text has \(characters)"
        }
        var boundaries = [0]
        boundaries.reserveCapacity(characters + 1)
        for character in text {
            boundaries.append((boundaries.last ?? 0) + character.unicodeScalars.count)
        }
        let range = selection.characters
        guard range.lowerBound >= 0, range.upperBound <= characters else {
            return "selection \(range) outside 0...\(characters)"
        }
        let expected = boundaries[range.lowerBound]..<boundaries[range.upperBound]
        if expected != selection.scalars {
            return "selection \(range) at scalars \(selection.scalars), expected \(expected)"
        }
        return nil
    }
}
