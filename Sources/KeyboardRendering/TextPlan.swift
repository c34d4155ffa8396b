import KeyboardGeometry

/// The columns and lines of every key of a layer, for a drawing `columns` wide.
///
/// x coordinates map to border columns by `round(x · (columns − 1) / width)`, so the keyboard's
/// full width spans the columns and each key keeps its share; y coordinates map to lines at half
/// that scale (a terminal cell is about twice as high as it is wide). The gap between two
/// neighbours (keys in a row, or rows) that is narrower than two cells collapses into one shared
/// border at its middle — the drawing then reads like a keyboard with joined keycaps — and a
/// wider one stays visible. Every key keeps at least one column and one line inside its borders:
/// borders that would come closer are pushed apart (within the columns available).
package struct TextPlan: Sendable {
    /// The drawing's width in columns.
    package let columns: Int
    /// The drawing's height in lines (0 for a layer without keys).
    package let lineCount: Int
    /// One box per key, in the order of `LayerFrames.keys`.
    package let boxes: [TextBox]

    /// Plans the boxes of `frames` in `columns` columns.
    ///
    /// - Parameters:
    ///   - frames: The solved frames of one layer.
    ///   - columns: The drawing's width.
    /// - Throws: ``RenderError/tooNarrow(layer:columns:needed:)`` when a row cannot fit;
    ///   ``RenderError/invalidFrame(layer:key:)`` for a frame that is not finite.
    /// - Complexity: O(keys).
    package init(frames: LayerFrames, columns: Int) throws(RenderError) {
        for key in frames.keys {
            let rect = key.frame
            guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
                throw .invalidFrame(layer: frames.name, key: key.id)
            }
        }
        let width = frames.size.width
        let columnScale = width > 0 && width.isFinite ? Double(max(columns - 1, 0)) / width : 0
        let lineScale = columnScale / 2
        let rows = Self.rowRanges(frames.keys)

        var boxes = Array(repeating: TextBox(left: 0, right: 0, top: 0, bottom: 0), count: frames.keys.count)
        var needed = 0
        for row in rows {
            let keys = frames.keys[row]
            var borders = Borders()
            var previousMaxX = 0.0
            for (offset, key) in keys.enumerated() {
                if offset == 0 {
                    borders.add(key.frame.minX * columnScale, spacing: 0)
                } else {
                    borders.addGap(from: previousMaxX, to: key.frame.minX, scale: columnScale)
                }
                borders.add(key.frame.maxX * columnScale, spacing: 2)
                previousMaxX = key.frame.maxX
            }
            needed = max(needed, borders.span + 1)
            guard let positions = borders.solve(limit: columns - 1) else { continue }
            // The right border of each key is the next position; a visible gap adds one more.
            var index = 0
            for (offset, _) in keys.enumerated() {
                boxes[row.lowerBound + offset].left = positions[index]
                boxes[row.lowerBound + offset].right = positions[index + 1]
                index += borders.gapAfter[offset] ? 2 : 1
            }
        }
        if needed > columns {
            throw .tooNarrow(layer: frames.name, columns: columns, needed: needed)
        }

        // Rows, top to bottom, with the same rules on the vertical axis (no upper limit).
        var lineBorders = Borders()
        var previousBottom = 0.0
        for (offset, row) in rows.enumerated() {
            let top = frames.keys[row].map(\.frame.minY).min() ?? 0
            let bottom = frames.keys[row].map(\.frame.maxY).max() ?? 0
            if offset == 0 {
                lineBorders.add(top * lineScale, spacing: 0)
            } else {
                lineBorders.addGap(from: previousBottom, to: top, scale: lineScale)
            }
            lineBorders.add(bottom * lineScale, spacing: 2)
            previousBottom = bottom
        }
        let lines = lineBorders.solve(limit: Int.max / 4) ?? []
        let first = lines.first ?? 0
        var index = 0
        for (offset, row) in rows.enumerated() {
            for keyIndex in row {
                boxes[keyIndex].top = lines[index] - first
                boxes[keyIndex].bottom = lines[index + 1] - first
            }
            index += lineBorders.gapAfter[offset] ? 2 : 1
        }
        self.columns = columns
        self.lineCount = lines.isEmpty ? 0 : (lines.last ?? 0) - first + 1
        self.boxes = boxes
    }

    /// The index ranges of the rows that have keys, top to bottom.
    private static func rowRanges(_ keys: [KeyFrame]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in keys.indices where index + 1 == keys.count || keys[index + 1].row != keys[index].row {
            ranges.append(start..<(index + 1))
            start = index + 1
        }
        return ranges
    }
}

/// Border positions along one axis: each wants a rounded place and keeps a least distance from
/// the one before.
private struct Borders {
    /// The wanted positions, in cells (not yet rounded).
    var wanted: [Double] = []
    /// The least distance from the previous border (0 for the first).
    var spacing: [Int] = []
    /// Per key, whether a visible gap (two borders) follows it.
    var gapAfter: [Bool] = []

    /// The least distance from the first border to the last.
    var span: Int { spacing.reduce(0, +) }

    /// Adds a border wanted at `position` cells, at least `spacing` after the previous one.
    mutating func add(_ position: Double, spacing: Int) {
        wanted.append(position)
        self.spacing.append(spacing)
        if spacing > 0 { gapAfter.append(false) }
    }

    /// Handles the gap between the border just added (at `from` points) and the next key's
    /// start (at `to` points): a gap under two cells collapses into the one border at its
    /// middle (replacing the one just added); a wider one gets its own border.
    mutating func addGap(from: Double, to: Double, scale: Double) {
        if (to - from) * scale < 2 {
            if let last = wanted.indices.last { wanted[last] = (from + to) / 2 * scale }
        } else {
            if let last = gapAfter.indices.last { gapAfter[last] = true }
            // Measured from the rounded border before it, so equal gaps draw equally wide.
            add((from * scale).rounded() + ((to - from) * scale).rounded(), spacing: 2)
            // `add` with a positive spacing records a key; this border is not one.
            gapAfter.removeLast()
        }
    }

    /// Rounds the wanted positions and pushes them apart to keep the spacings, within
    /// `0...limit`; `nil` when they cannot fit.
    func solve(limit: Int) -> [Int]? {
        var positions = wanted.map { Self.cell($0) }
        for index in positions.indices {
            let least = index == 0 ? 0 : positions[index - 1] + spacing[index]
            positions[index] = max(positions[index], least)
        }
        for index in positions.indices.reversed() {
            let most = index == positions.count - 1 ? limit : positions[index + 1] - spacing[index + 1]
            positions[index] = min(positions[index], most)
        }
        if let first = positions.first, first < 0 { return nil }
        return positions
    }

    /// A position rounded to a cell, kept in a range where integer arithmetic cannot overflow.
    private static func cell(_ value: Double) -> Int {
        Int(min(max(value, -1e9), 1e9).rounded())
    }
}
