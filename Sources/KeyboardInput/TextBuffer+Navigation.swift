extension TextBuffer {
    /// Moves the caret by `offset` characters and collapses the selection.
    ///
    /// A positive offset (or zero) counts from the end of the selection, a negative one from its
    /// start. The result is clamped to `0...characterCount`, so any `Int` is safe.
    ///
    /// - Parameter offset: Characters to move; negative moves towards the start.
    /// - Complexity: O(distance moved), or less when the start or the end of the text is nearer.
    public func adjustTextPosition(byCharacterOffset offset: Int) {
        coalescing = .closed
        let base = offset >= 0 ? selection.characters.upperBound : selection.characters.lowerBound
        let target = Self.clampedSum(base, offset, limit: count)
        selection = Selection(caret: target, scalar: scalarOffset(ofCharacter: target))
    }

    /// Selects `range`, each end clamped to `0...characterCount`; an empty range places the caret.
    ///
    /// - Parameter range: The new selection in characters.
    /// - Complexity: O(distance from the nearest of the old selection, the start and the end, plus
    ///   the length of the new selection).
    public func setSelection(_ range: Range<Int>) {
        coalescing = .closed
        let lower = Self.clamped(range.lowerBound, limit: count)
        let upper = Self.clamped(range.upperBound, limit: count)
        let lowerScalar = scalarOffset(ofCharacter: lower)
        let upperScalar = scalarOffset(ofCharacter: upper, near: (lower, lowerScalar))
        selection = Selection(characters: lower..<upper, scalars: lowerScalar..<upperScalar)
    }

    /// The scalar offset of the boundary before character `target` (in `0...count`).
    ///
    /// Walks from the nearest known position: the text's ends, the selection's ends and `extra`.
    func scalarOffset(ofCharacter target: Int, near extra: (character: Int, scalar: Int)? = nil) -> Int {
        var anchors = [
            (character: 0, scalar: 0),
            (character: selection.characters.lowerBound, scalar: selection.scalars.lowerBound),
            (character: selection.characters.upperBound, scalar: selection.scalars.upperBound),
            (character: count, scalar: storage.count),
        ]
        if let extra { anchors.append(extra) }
        var best = anchors[0]
        for anchor in anchors.dropFirst() where abs(anchor.character - target) < abs(best.character - target) {
            best = anchor
        }
        let distance = target - best.character
        var position = best.scalar
        var walked = 0
        if distance > 0 {
            storage.forEachClusterEnd(from: best.scalar) { end in
                position = end
                walked += 1
                return walked < distance
            }
        } else if distance < 0 {
            storage.forEachClusterStart(before: best.scalar) { start in
                position = start
                walked += 1
                return walked < -distance
            }
        }
        return position
    }
}
