import KeyboardGeometry

/// The columns and lines of every key of a layer, for a drawing `columns` wide.
///
/// x coordinates map to border columns by `round(x · (columns − 1) / width)`, so the keyboard's
/// full width spans the columns and each key keeps its share. The gap between two neighbours
/// (keys in a row, or rows) that is narrower than two cells collapses into one shared border at
/// its middle — the drawing then reads like a keyboard with joined keycaps — and a wider one
/// stays visible. So that edge keys are not drawn narrower than their twins inside the row, the
/// outer border of the first and last key of a row moves out by half the gap beside it (when
/// that gap collapses); rows likewise.
///
/// y coordinates map to lines at about half the column scale (a terminal cell is about twice as
/// high as it is wide), adjusted so that the most common row pitch is a whole number of lines:
/// rows of equal height are then drawn equally high.
///
/// Every key keeps at least one column and one line inside its borders: borders that would come
/// closer are pushed apart (within the columns available).
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
        let rows = Self.rowRanges(frames.keys)

        var boxes = Array(repeating: TextBox(left: 0, right: 0, top: 0, bottom: 0), count: frames.keys.count)
        // Keys taller than their row (`span`), by the rows they reach into below theirs.
        var spanning: [Int: [Int]] = [:]
        for (index, key) in frames.keys.enumerated() where key.key.span > 1 {
            for row in key.row + 1..<key.row + key.key.span { spanning[row, default: []].append(index) }
        }
        var needed = 0
        for row in rows {
            // A row's borders leave room for the keys spanning into it, which are drawn from above.
            let tall = spanning[frames.keys[row.lowerBound].row] ?? []
            let members = (Array(row) + tall).sorted { frames.keys[$0].frame.minX < frames.keys[$1].frame.minX }
            let spans = members.map { Span(start: frames.keys[$0].frame.minX, end: frames.keys[$0].frame.maxX) }
            let borders = Borders(spans, scale: columnScale)
            needed = max(needed, borders.span + 1)
            guard let positions = borders.solve(limit: columns - 1) else { continue }
            for (offset, index) in borders.startIndex.enumerated() where row.contains(members[offset]) {
                boxes[members[offset]].left = positions[index]
                boxes[members[offset]].right = positions[index + 1]
            }
        }
        if needed > columns {
            throw .tooNarrow(layer: frames.name, columns: columns, needed: needed)
        }

        // Rows, top to bottom, with the same rules on the vertical axis (no upper limit).
        // (A spanning key's height is its rows', so rows are measured by their other keys.)
        let rowSpans = rows.map { row in
            let single = frames.keys[row].filter { $0.key.span <= 1 }
            let measured = single.isEmpty ? Array(frames.keys[row]) : single
            return Span(
                start: measured.map(\.frame.minY).min() ?? 0,
                end: measured.map { $0.key.span <= 1 ? $0.frame.maxY : $0.frame.minY + 1 }.max() ?? 0)
        }
        let lineScale = Self.lineScale(rowSpans, columnScale: columnScale)
        let lineBorders = Borders(rowSpans, scale: lineScale)
        let lines = lineBorders.solve(limit: Int.max / 4) ?? []
        let first = lines.first ?? 0
        var rowOfRange: [Int: Int] = [:]
        for (offset, row) in rows.enumerated() { rowOfRange[frames.keys[row.lowerBound].row] = offset }
        for (offset, index) in lineBorders.startIndex.enumerated() {
            for keyIndex in rows[offset] {
                boxes[keyIndex].top = lines[index] - first
                boxes[keyIndex].bottom = lines[index + 1] - first
                // A spanning key reaches down to the bottom of its last row.
                let span = frames.keys[keyIndex].key.span
                if span > 1, let last = rowOfRange[frames.keys[keyIndex].row + span - 1] {
                    boxes[keyIndex].bottom = lines[lineBorders.startIndex[last] + 1] - first
                }
            }
        }
        self.columns = columns
        self.lineCount = lines.isEmpty ? 0 : (lines.last ?? 0) - first + 1
        self.boxes = boxes
    }

    /// Lines per point: half of `columnScale`, adjusted so that the median row pitch (a row's
    /// height plus half the gap on each side) is a whole number of lines, at least two.
    static func lineScale(_ rows: [Span], columnScale: Double) -> Double {
        let natural = columnScale / 2
        var pitches: [Double] = []
        for (index, row) in rows.enumerated() {
            let above = index > 0 ? row.start - rows[index - 1].end : nil
            let below = index + 1 < rows.count ? rows[index + 1].start - row.end : nil
            let top = max(0, above ?? below ?? 0) / 2
            let bottom = max(0, below ?? above ?? 0) / 2
            pitches.append(row.end - row.start + top + bottom)
        }
        pitches.sort()
        guard !pitches.isEmpty, natural > 0 else { return natural }
        let pitch = pitches[pitches.count / 2]
        guard pitch > 0, pitch.isFinite else { return natural }
        return max(2, (pitch * natural).rounded()) / pitch
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

/// An extent along one axis, in points.
struct Span {
    var start: Double
    var end: Double
}

/// Border positions along one axis for consecutive spans: each border wants a place in cells
/// and keeps a least distance from the one before.
private struct Borders {
    /// The wanted positions, in cells (not yet rounded).
    private var wanted: [Double] = []
    /// The least distance from the previous border (0 for the first).
    private var spacing: [Int] = []
    /// Per span, the index of its start border (its end border is the next one).
    private(set) var startIndex: [Int] = []

    /// Places the borders of `spans` at `scale` cells per point: a gap under two cells becomes
    /// one border at its middle, a wider one two borders; the outer border of the first and
    /// last span moves out by half the narrowest gap of the row that collapses (the key gap,
    /// usually), so that rows line up at the edges even when a wide spacer stands beside an
    /// edge key.
    init(_ spans: [Span], scale: Double) {
        var narrowest: Double?
        for (left, right) in zip(spans, spans.dropFirst()) {
            let gap = right.start - left.end
            if gap > 0, gap * scale < 2 { narrowest = min(narrowest ?? gap, gap) }
        }
        for (index, span) in spans.enumerated() {
            let gapBefore = index > 0 ? span.start - spans[index - 1].end : nil
            let gapAfter = index + 1 < spans.count ? spans[index + 1].start - span.end : nil
            if let gapBefore {
                if gapBefore * scale < 2 {
                    wanted[wanted.count - 1] = (span.start - gapBefore / 2) * scale
                } else {
                    // Measured from the rounded border before it, so equal gaps draw equally wide.
                    add(wanted[wanted.count - 1].rounded() + (gapBefore * scale).rounded(), spacing: 2)
                }
            } else {
                add((span.start - Self.outward(narrowest, scale)) * scale, spacing: 0)
            }
            startIndex.append(wanted.count - 1)
            let outward = gapAfter == nil ? Self.outward(narrowest, scale) : 0
            add((span.end + outward) * scale, spacing: 2)
        }
    }

    /// The least distance from the first border to the last.
    var span: Int { spacing.reduce(0, +) }

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

    private mutating func add(_ position: Double, spacing: Int) {
        wanted.append(position)
        self.spacing.append(spacing)
    }

    /// How far an outer border moves out: half the neighbouring gap when it collapses.
    private static func outward(_ gap: Double?, _ scale: Double) -> Double {
        guard let gap, gap > 0, gap * scale < 2 else { return 0 }
        return gap / 2
    }

    /// A position rounded to a cell, kept in a range where integer arithmetic cannot overflow.
    private static func cell(_ value: Double) -> Int {
        Int(min(max(value, -1e9), 1e9).rounded())
    }
}
