extension TextBuffer {
    /// Up to `contextLimit` characters before the selection, back to and including the nearest
    /// line break; `nil` when the selection starts at the beginning of the text.
    ///
    /// - Complexity: O(`contextLimit`).
    public var documentContextBeforeInput: String? {
        let end = selection.scalars.lowerBound
        if end == 0 { return nil }
        var start = end
        var taken = 0
        storage.forEachClusterStart(before: end) { clusterStart in
            if taken == contextLimit { return false }
            taken += 1
            start = clusterStart
            return !Self.isLineBreak(storage[clusterStart])
        }
        return storage.string(start..<end)
    }

    /// Up to `contextLimit` characters after the selection, up to and including the nearest line
    /// break; `nil` when the selection ends at the end of the text.
    ///
    /// - Complexity: O(`contextLimit`).
    public var documentContextAfterInput: String? {
        let start = selection.scalars.upperBound
        if start == storage.count { return nil }
        var end = start
        var taken = 0
        storage.forEachClusterEnd(from: start) { clusterEnd in
            if taken == contextLimit { return false }
            taken += 1
            let clusterStart = end
            end = clusterEnd
            return !Self.isLineBreak(storage[clusterStart])
        }
        return storage.string(start..<end)
    }
}
