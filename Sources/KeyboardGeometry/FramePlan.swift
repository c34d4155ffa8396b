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
    func fill(_ frames: inout LayerFrames, values: [Double], size: Size) {
        frames.size = size
        let rowKeyStart = frames.layerIndex.rowKeyStart
        values.withUnsafeBufferPointer { values in
            forms.withUnsafeBufferPointer { forms in
                frames.keys.withUnsafeMutableBufferPointer { keys in
                    frames.edges.withUnsafeMutableBufferPointer { edges in
                        fill(
                            keys: keys, edges: edges, rowKeyStart: rowKeyStart, forms: forms, values: values,
                            size: size)
                    }
                }
            }
        }
    }

    private func fill(
        keys: UnsafeMutableBufferPointer<KeyFrame>, edges: UnsafeMutableBufferPointer<Double>, rowKeyStart: [Int],
        forms: UnsafeBufferPointer<WidthForm>, values: UnsafeBufferPointer<Double>, size: Size
    ) {
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
        var top = insets.top
        edges[0] = 0
        for row in 0..<rowCount {
            let start = rowKeyStart[row]
            let end = rowKeyStart[row + 1]
            let rowHeight = rowWeights[row] * rowUnit
            let bottomEdge = row + 1 < rowCount ? top + rowHeight + rowGap / 2 : size.height
            edges[row + 1] = bottomEdge
            let topEdge = edges[row]
            var rowWidth = Double(end - start - 1) * gap
            for index in start..<end {
                let form = forms[index]
                var keyWidth = form.constant + form.units * unit + form.share * keyboardWidth
                if form.fill >= 0 { keyWidth += Self.snapped(values[4 + form.fill]) }
                keys[index].frame.width = keyWidth
                rowWidth += keyWidth
            }
            let hasGaps = !gapsBefore.isEmpty
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
            let edgeBase = rowCount + 1 + start + row
            edges[edgeBase] = 0
            var leftEdge = 0.0
            for index in start..<end {
                // A gap before the key moves it on; the space is shared by the neighbours' regions.
                if hasGaps { left += width(of: gapsBefore[index], unit: unit, keyboardWidth) }
                let keyWidth = keys[index].frame.width
                keys[index].frame = Rect(x: left, y: top, width: keyWidth, height: rowHeight)
                left += keyWidth
                let nextGap =
                    hasGaps && index + 1 < end ? width(of: gapsBefore[index + 1], unit: unit, keyboardWidth) : 0
                let rightEdge = index + 1 < end ? left + halfGap + nextGap / 2 : size.width
                edges[edgeBase + index - start + 1] = rightEdge
                keys[index].hitRegion = Rect(
                    x: leftEdge, y: topEdge, width: rightEdge - leftEdge, height: bottomEdge - topEdge)
                leftEdge = rightEdge
                left += gap
            }
            top += rowHeight + rowGap
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
