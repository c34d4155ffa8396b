import ConstraintSolver
import KeyboardModel

extension LayerSystem {
    /// The frames at `size`: from the affine snapshot when the solver's basis still holds there,
    /// else by a real re-solve (dual simplex) that also takes a new snapshot.
    ///
    /// - Parameter size: A finite, positive size.
    /// - Returns: The frames (a copy of the buffer updated in place).
    /// - Throws: `GeometryError.sizeTooSmall` when the required constraints cannot hold at `size`.
    /// - Complexity: O(keys) when the snapshot applies.
    func frames(for size: Size) throws(GeometryError) -> LayerFrames {
        suggestions[0] = size.width
        suggestions[1] = size.height
        if let snapshot, snapshot.evaluate(suggestions, into: &values), sizeHolds(size) {
            fillFrames(size)
            return frames
        }
        snapshot = nil
        realSolves += 1
        do throws(SolverError) {
            try solver.suggestValues([(width, size.width), (height, size.height)])
        } catch let error {
            throw mapped(error)
        }
        solver.updateVariables()
        for index in quantities.indices {
            values[index] = solver.value(of: quantities[index])
        }
        guard sizeHolds(size) else {
            throw tooSmall(size)
        }
        snapshot = try? solver.affineSnapshot(of: quantities, editVariables: [width, height])
        fillFrames(size)
        return frames
    }

    /// Whether the solved size is the requested one (the strong edits held).
    private func sizeHolds(_ size: Size) -> Bool {
        abs(values[2] - size.width) <= GeometryError.tolerance(size.width)
            && abs(values[3] - size.height) <= GeometryError.tolerance(size.height)
    }

    /// Computes every rectangle and hit-region edge from `values`, in place.
    private func fillFrames(_ size: Size) {
        let unit = values[0]
        let rowUnit = values[1]
        let keyboardWidth = values[2]
        let insets = metrics.insets
        let gap = metrics.keyGap
        let halfGap = gap / 2
        let halfRowGap = metrics.rowGap / 2
        let available = keyboardWidth - insets.left - insets.right
        frames.size = size
        let rowCount = rowWeights.count
        var top = insets.top
        frames.rowEdges[0] = 0
        for row in 0..<rowCount {
            let start = frames.rowKeyStart[row]
            let end = frames.rowKeyStart[row + 1]
            let rowHeight = rowWeights[row] * rowUnit
            var rowWidth = Double(end - start - 1) * gap
            for index in start..<end {
                let form = forms[index]
                var keyWidth = form.constant + form.units * unit + form.share * keyboardWidth
                if form.fill >= 0 { keyWidth += values[4 + form.fill] }
                frames.keys[index].frame.width = keyWidth
                rowWidth += keyWidth
            }
            var left: Double
            if rowFill[row] >= 0 {
                left = insets.left
            } else {
                switch rowAlignments[row] {
                case .left: left = insets.left
                case .center: left = insets.left + (available - rowWidth) / 2
                case .right: left = keyboardWidth - insets.right - rowWidth
                }
            }
            let edgeBase = start + row
            frames.keyEdges[edgeBase] = 0
            for index in start..<end {
                let keyWidth = frames.keys[index].frame.width
                frames.keys[index].frame = Rect(x: left, y: top, width: keyWidth, height: rowHeight)
                left += keyWidth
                frames.keyEdges[edgeBase + index - start + 1] = index + 1 < end ? left + halfGap : size.width
                left += gap
            }
            if row + 1 < rowCount {
                frames.rowEdges[row + 1] = top + rowHeight + halfRowGap
            }
            top += rowHeight + metrics.rowGap
        }
        frames.rowEdges[rowCount] = size.height
        for row in 0..<rowCount {
            let minY = frames.rowEdges[row]
            let maxY = frames.rowEdges[row + 1]
            let start = frames.rowKeyStart[row]
            let end = frames.rowKeyStart[row + 1]
            for index in start..<end {
                let minX = frames.keyEdges[index + row]
                let maxX = frames.keyEdges[index + row + 1]
                frames.keys[index].hitRegion = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
        }
    }
}
