import KeyboardModel

/// What turns a layer's solved quantities `[u, h, W, H, fills…]` into rectangles: the width form
/// of every key and each row's fill, weight and alignment.
struct FramePlan: Sendable {
    let metrics: Metrics
    let forms: [WidthForm]
    let rowFill: [Int]
    let rowWeights: [Double]
    let rowAlignments: [RowAlignment]
    /// The gaps before each key and after each row's last key (empty without gaps).
    var gapsBefore: [WidthForm] = []
    var gapsAfter: [WidthForm] = []

    /// Writes every frame, hit region and hit-test edge of `frames` for the solved `values`.
    ///
    /// Works in place on `frames`' buffers, so it allocates nothing when they are uniquely held.
    ///
    /// - Complexity: O(keys).
    func fill(_ frames: inout LayerFrames, values: [Double], size: KeyboardSize) {
        frames.size = size
        let index = frames.layerIndex
        values.withUnsafeBufferPointer { values in
            forms.withUnsafeBufferPointer { forms in
                frames.keys.withUnsafeMutableBufferPointer { keys in
                    frames.edges.withUnsafeMutableBufferPointer { edges in
                        fill(keys: keys, edges: edges, index: index, forms: forms, values: values, size: size)
                    }
                }
            }
        }
    }

    private func fill(
        keys: UnsafeMutableBufferPointer<KeyFrame>, edges: UnsafeMutableBufferPointer<Double>,
        index layerIndex: LayerIndex,
        forms: UnsafeBufferPointer<WidthForm>, values: UnsafeBufferPointer<Double>, size: KeyboardSize
    ) {
        let rowKeyStart = layerIndex.rowKeyStart
        let slotStart = layerIndex.slotStart
        // Place `i` is key `i` unless a key spans rows; then places map to keys (or to the
        // spanning key whose place it is), and the spanning keys' edges are kept for the rows
        // below theirs.
        let slotKeys = layerIndex.slotKeys
        let spans = !slotKeys.isEmpty
        var spanEdges: [Double] = spans ? Array(repeating: 0, count: 2 * keys.count) : []
        // The solved quantities on a grid of 2⁻³² pt: a real solve and the affine snapshot give
        // the same quantity within ~1e-13, and on the grid the same double, so a size gives the
        // same frames however it was reached (390 → 844 → 390 included). The size is the one
        // asked for (the solver holds it within tolerance).
        let unit = Self.snapped(values[0])
        let rowUnit = Self.snapped(values[1])
        let keyboardWidth = size.width
        let insets = metrics.insets
        let gap = metrics.keyGap
        let halfGap = gap / 2
        let rowGap = metrics.rowGap
        let available = keyboardWidth - insets.left - insets.right
        let rowCount = rowWeights.count
        let hasGaps = !gapsBefore.isEmpty
        var top = insets.top
        edges[0] = 0
        for row in 0..<rowCount {
            let start = rowKeyStart[row]
            let end = rowKeyStart[row + 1]
            let firstSlot = slotStart[row]
            let endSlot = slotStart[row + 1]
            let rowHeight = rowWeights[row] * rowUnit
            let bottomEdge = row + 1 < rowCount ? top + rowHeight + rowGap / 2 : size.height
            edges[row + 1] = bottomEdge
            let topEdge = edges[row]
            var rowWidth = Double(endSlot - firstSlot - 1) * gap
            for index in start..<end {
                let form = forms[index]
                var keyWidth = form.constant + form.units * unit + form.share * keyboardWidth
                if form.fill >= 0 { keyWidth += Self.snapped(values[4 + form.fill]) }
                keys[index].frame.width = keyWidth
                rowWidth += keyWidth
            }
            if spans {
                for slot in firstSlot..<endSlot where slotKeys[slot] < 0 {
                    rowWidth += keys[-slotKeys[slot] - 1].frame.width
                }
            }
            if hasGaps {
                for index in start..<end { rowWidth += width(of: gapsBefore[index], unit: unit, keyboardWidth) }
                rowWidth += width(of: gapsAfter[row], unit: unit, keyboardWidth)
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
            let edgeBase = rowCount + 1 + firstSlot + row
            edges[edgeBase] = 0
            var leftEdge = 0.0
            // The gap written before the next key, worked out once for its left edge and for
            // the hit edge before it.
            var gapAhead = 0.0
            if hasGaps, firstSlot < endSlot {
                let first = spans ? slotKeys[firstSlot] : firstSlot
                if first >= 0 { gapAhead = width(of: gapsBefore[first], unit: unit, keyboardWidth) }
            }
            for slot in firstSlot..<endSlot {
                let index = spans ? slotKeys[slot] : slot
                let next = slot + 1 < endSlot ? (spans ? slotKeys[slot + 1] : slot + 1) : Int.min
                let rightEdge: Double
                if index >= 0 {
                    // A gap before the key moves it on; the space is shared by the neighbours' regions.
                    left += gapAhead
                    let keyWidth = keys[index].frame.width
                    keys[index].frame = KeyboardRect(x: left, y: top, width: keyWidth, height: rowHeight)
                    left += keyWidth
                    if next == Int.min {
                        rightEdge = size.width
                    } else if next < 0 {
                        // The place of a key spanning from above: its edge is that key's.
                        rightEdge = spanEdges[2 * (-next - 1)]
                    } else {
                        gapAhead = hasGaps ? width(of: gapsBefore[next], unit: unit, keyboardWidth) : 0
                        rightEdge = left + halfGap + gapAhead / 2
                    }
                    keys[index].hitRegion = KeyboardRect(
                        x: leftEdge, y: topEdge, width: rightEdge - leftEdge, height: bottomEdge - topEdge)
                    if spans {
                        spanEdges[2 * index] = leftEdge
                        spanEdges[2 * index + 1] = rightEdge
                    }
                } else {
                    // A spanning key's place: its width and edges, no frame of its own.
                    let key = -index - 1
                    left += keys[key].frame.width
                    rightEdge = next == Int.min ? size.width : spanEdges[2 * key + 1]
                    if hasGaps, next >= 0 { gapAhead = width(of: gapsBefore[next], unit: unit, keyboardWidth) }
                }
                edges[edgeBase + slot - firstSlot + 1] = rightEdge
                leftEdge = rightEdge
                left += gap
            }
            top += rowHeight + rowGap
        }
        guard spans else { return }
        // Spanning keys reach down to the bottom of their last row, and so do their regions.
        var rowTops: [Double] = []
        rowTops.reserveCapacity(rowCount + 1)
        var rowTop = insets.top
        for row in 0..<rowCount {
            rowTops.append(rowTop)
            rowTop += rowWeights[row] * rowUnit + rowGap
        }
        for slot in slotKeys where slot < 0 {
            let key = -slot - 1
            let row = keys[key].row
            var last = row + 1
            while last + 1 < rowCount, slotKeys[slotStart[last + 1]..<slotStart[last + 2]].contains(slot) { last += 1 }
            let bottom = rowTops[last] + rowWeights[last] * rowUnit
            keys[key].frame.height = bottom - keys[key].frame.y
            keys[key].hitRegion.height = edges[last + 1] - keys[key].hitRegion.y
            fitSides(ofSpanning: key, rows: row...last, keys: keys, edges: edges, index: layerIndex)
        }
    }

    /// A spanning key's region is one rectangle, so its sides are halfway to the nearest
    /// neighbour over all its rows (a spacer beside it in one row goes to the neighbour there),
    /// and the neighbours' regions and the hit-test edges of every row meet them. (It ends every
    /// row it spans or none, so an edge of the keyboard is its side in all of them or in none.)
    private func fitSides(
        ofSpanning key: Int, rows: ClosedRange<Int>, keys: UnsafeMutableBufferPointer<KeyFrame>,
        edges: UnsafeMutableBufferPointer<Double>, index layerIndex: LayerIndex
    ) {
        let slotKeys = layerIndex.slotKeys
        let slotStart = layerIndex.slotStart
        let rowCount = slotStart.count - 1
        let frame = keys[key].frame
        var left = keys[key].hitRegion.minX
        var right = keys[key].hitRegion.maxX
        // The key (or spanning key) at a slot, and the slot of this key in each row.
        func keyAt(_ slot: Int) -> Int { slotKeys[slot] >= 0 ? slotKeys[slot] : -slotKeys[slot] - 1 }
        func slot(in row: Int) -> Int? {
            (slotStart[row]..<slotStart[row + 1]).first { keyAt($0) == key }
        }
        for row in rows {
            guard let slot = slot(in: row) else { continue }
            if slot > slotStart[row] { left = max(left, (keys[keyAt(slot - 1)].frame.maxX + frame.minX) / 2) }
            if slot + 1 < slotStart[row + 1] { right = min(right, (frame.maxX + keys[keyAt(slot + 1)].frame.minX) / 2) }
        }
        keys[key].hitRegion.x = left
        keys[key].hitRegion.width = right - left
        for row in rows {
            guard let slot = slot(in: row) else { continue }
            let edgeBase = rowCount + 1 + slotStart[row] + row
            let offset = slot - slotStart[row]
            edges[edgeBase + offset] = left
            edges[edgeBase + offset + 1] = right
            // The neighbours in this row reach the key (spanning neighbours are fitted on their own).
            if slot > slotStart[row], slotKeys[slot - 1] >= 0, keys[slotKeys[slot - 1]].key.span == 1 {
                let neighbour = slotKeys[slot - 1]
                keys[neighbour].hitRegion.width = left - keys[neighbour].hitRegion.minX
            }
            if slot + 1 < slotStart[row + 1], slotKeys[slot + 1] >= 0, keys[slotKeys[slot + 1]].key.span == 1 {
                let neighbour = slotKeys[slot + 1]
                let end = keys[neighbour].hitRegion.maxX
                keys[neighbour].hitRegion.x = right
                keys[neighbour].hitRegion.width = end - right
            }
        }
    }

    /// The width of a gap at the solved unit and keyboard width.
    @inline(__always)
    private func width(of form: WidthForm, unit: Double, _ keyboardWidth: Double) -> Double {
        form.constant + form.units * unit + form.share * keyboardWidth
    }

    /// `value` rounded to the nearest multiple of 2⁻³² (ties to even) when |value| < 2¹⁹, as
    /// every quantity of a keyboard is, else itself: adding and subtracting 1.5 · 2²⁰ leaves a
    /// double whose last bit is worth 2⁻³², in two additions instead of a call to `round`.
    @inline(__always)
    static func snapped(_ value: Double) -> Double {
        let magic = 0x1.8p20
        return abs(value) < 0x1p19 ? (value + magic) - magic : value
    }
}
