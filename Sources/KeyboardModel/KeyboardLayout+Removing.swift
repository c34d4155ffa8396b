extension KeyboardLayout {
    /// The layout without the keys `isRemoved` picks, in every layer of every form: each row
    /// closes up (its gaps keep their places among the keys left), a row left without keys goes,
    /// and a constraint that names a key no longer in its form goes with it. A key that spans
    /// several rows stays (its rows are laid out around it).
    ///
    /// How a keyboard extension hides its next-keyboard key when the system shows one
    /// (`needsInputModeSwitchKey`): the keys beside it take its room.
    ///
    /// - Parameter isRemoved: Whether a key goes.
    /// - Returns: The layout without those keys.
    public func removingKeys(where isRemoved: (Key) -> Bool) -> KeyboardLayout {
        var result = self
        (result.layers, result.constraints) = Self.removing(isRemoved, from: layers, constraints: constraints)
        for index in result.forms.indices {
            (result.forms[index].layers, result.forms[index].constraints) = Self.removing(
                isRemoved, from: forms[index].layers, constraints: forms[index].constraints)
        }
        return result
    }

    private static func removing(
        _ isRemoved: (Key) -> Bool, from layers: [Layer], constraints: [LayoutConstraint]
    ) -> ([Layer], [LayoutConstraint]) {
        var kept = layers
        var removedIDs: Set<[UInt8]> = []
        for layerIndex in kept.indices {
            var rows: [Row] = []
            for row in kept[layerIndex].rows {
                var next = row
                next.keys = []
                next.gaps = []
                var gapIndex = 0
                for (index, key) in row.keys.enumerated() {
                    // Gaps before this key stay before the next key kept.
                    while gapIndex < row.gaps.count, row.gaps[gapIndex].index <= index {
                        next.gaps.append(RowGap(before: next.keys.count, width: row.gaps[gapIndex].width))
                        gapIndex += 1
                    }
                    if key.span == 1, isRemoved(key) {
                        removedIDs.insert(Array(key.id.utf8))
                    } else {
                        next.keys.append(key)
                    }
                }
                for gap in row.gaps[gapIndex...] { next.gaps.append(RowGap(before: next.keys.count, width: gap.width)) }
                if !next.keys.isEmpty { rows.append(next) }
            }
            kept[layerIndex].rows = rows
        }
        guard !removedIDs.isEmpty else { return (kept, constraints) }
        var remaining: Set<[UInt8]> = []
        for layer in kept { for key in layer.keys { remaining.insert(Array(key.id.utf8)) } }
        let gone = removedIDs.subtracting(remaining)
        let keptConstraints = constraints.filter { constraint in
            !(constraint.lhs.terms + constraint.rhs.terms).contains { gone.contains(Array($0.anchor.keyID.utf8)) }
        }
        return (kept, keptConstraints)
    }
}
