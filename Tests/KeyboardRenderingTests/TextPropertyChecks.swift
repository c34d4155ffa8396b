import KeyboardGeometry
import KeyboardModel
import Testing

@testable import KeyboardRendering

/// The properties every text drawing must have, checked against the frames it was drawn from.
enum TextPropertyChecks {
    /// Draws `frames` in `columns` columns and checks the drawing, recording an issue for each
    /// property that does not hold.
    static func check(_ frames: LayerFrames, of layout: KeyboardLayout, columns: Int, style: LineStyle) {
        let context = "\(layout.id) \(frames.name) \(frames.size) \(columns) columns \(style)"
        let scale = Double(columns - 1) / frames.size.width
        // Reference: a row of k keys with g gaps of two columns or more needs 2k + 2g + 1 columns
        // (k + g + 1 borders, one column inside each key, one space in each visible gap).
        var needed = 0
        var rowKeys: [Int: [KeyFrame]] = [:]
        for key in frames.keys { rowKeys[key.row, default: []].append(key) }
        for keys in rowKeys.values {
            let gaps = zip(keys, keys.dropFirst()).filter { ($1.frame.minX - $0.frame.maxX) * scale >= 2 }.count
            needed = max(needed, 2 * keys.count + 2 * gaps + 1)
        }
        let renderer = TextRenderer(columns: columns, style: style)
        guard needed <= columns else {
            #expect(throws: RenderError.tooNarrow(layer: frames.name, columns: columns, needed: needed), "\(context)") {
                try renderer.drawing(frames, of: layout)
            }
            return
        }
        let drawing: TextDrawing
        do {
            drawing = try renderer.drawing(frames, of: layout)
        } catch {
            Issue.record("\(context): \(error)")
            return
        }
        for line in drawing.lines {
            #expect(DisplayWidth.of(line) == columns, "\(context): \(line)")
        }
        let body = Array(drawing.lines.dropFirst().prefix(drawing.plan.lineCount))
        #expect(body.count == drawing.plan.lineCount, "\(context)")
        let cells = body.map(TextCells.cells)
        checkBoxes(drawing.plan.boxes, cells: cells, columns: columns, style: style, context: context)
        checkLabels(frames, drawing: drawing, cells: cells, style: style, context: context)
        checkProportions(frames, boxes: drawing.plan.boxes, scale: scale, context: context)
    }

    /// Insides non-empty and disjoint; corners drawn with the right joins.
    private static func checkBoxes(
        _ boxes: [TextBox], cells: [[Character?]], columns: Int, style: LineStyle, context: String
    ) {
        for (index, box) in boxes.enumerated() {
            #expect(box.left >= 0 && box.right < columns && box.top >= 0 && box.bottom < cells.count, "\(context)")
            #expect(!box.innerColumns.isEmpty && !box.innerLines.isEmpty, "\(context) key \(index)")
            for other in boxes[(index + 1)...] {
                let apart =
                    box.innerColumns.upperBound <= other.innerColumns.lowerBound
                    || other.innerColumns.upperBound <= box.innerColumns.lowerBound
                    || box.innerLines.upperBound <= other.innerLines.lowerBound
                    || other.innerLines.upperBound <= box.innerLines.lowerBound
                #expect(apart, "\(context): \(box) and \(other) overlap")
            }
            let corners: [(Int, Int, Set<String>)] = [
                (box.top, box.left, ["down", "right"]), (box.top, box.right, ["down", "left"]),
                (box.bottom, box.left, ["up", "right"]), (box.bottom, box.right, ["up", "left"]),
            ]
            for (line, column, joins) in corners {
                guard line < cells.count, column < cells[line].count, let character = cells[line][column] else {
                    Issue.record("\(context): no corner at \(line), \(column)")
                    continue
                }
                if style == .ascii {
                    #expect(character == "+", "\(context)")
                } else {
                    #expect(TextCells.joins[character]?.isSuperset(of: joins) == true, "\(context): \(character)")
                }
            }
        }
    }

    /// Each key shows its label or a shortened form of it, on its middle line.
    private static func checkLabels(
        _ frames: LayerFrames, drawing: TextDrawing, cells: [[Character?]], style: LineStyle, context: String
    ) {
        for (index, keyFrame) in frames.keys.enumerated() {
            let box = drawing.plan.boxes[index]
            let label = drawing.labels[index]
            let candidates = TextLabel.candidates(for: keyFrame.key, style: style)
            let line = box.innerLines.lowerBound + box.innerLines.count / 2
            var mark: Character?
            if case .dead = keyFrame.key.action {
                mark = style.deadKeyMark
            } else if !keyFrame.key.alternates.isEmpty {
                mark = style.alternatesMark
            }
            // Flick legends at the edges (three lines and seven columns inside): no mark, and the
            // label keeps off the label line's two end cells when w or e is drawn there.
            let legends = !keyFrame.key.flicks.isEmpty && box.innerLines.count >= 3 && box.innerColumns.count >= 7
            if legends { mark = nil }
            let room = box.innerColumns.count
            // The mark sits in the top right inside cell (when the key has a second column).
            var labelColumns = box.innerColumns
            if legends, keyFrame.key.flicks.contains(where: { $0.direction == .w || $0.direction == .e }) {
                labelColumns = (labelColumns.lowerBound + 2)..<(labelColumns.upperBound - 2)
            }
            if let mark, room > 1 {
                let top = box.innerLines.lowerBound
                #expect(cells[top][box.right - 1] == mark, "\(context): mark of \(keyFrame.id)")
                if line == top { labelColumns = labelColumns.dropLast() }
            }
            var shown = TextCells.text(cells[line], columns: labelColumns)
            while let last = shown.last, last == " " { shown.removeLast() }
            while let first = shown.first, first == " " { shown.removeFirst() }
            #expect(shown == label, "\(context): key \(keyFrame.id) shows '\(shown)', expected '\(label)'")
            #expect(DisplayWidth.of(label) <= room, "\(context)")
            if candidates.contains(label) { continue }
            guard let cut = label.last, cut == style.ellipsis, let last = candidates.last else {
                Issue.record("\(context): key \(keyFrame.id) shows '\(label)', not one of \(candidates)")
                continue
            }
            #expect(last.hasPrefix(label.dropLast()), "\(context): '\(label)' is not a prefix of '\(last)'")
            // Shortened only when no candidate fits (a marked one-line key gives one column up).
            let available = labelColumns.count
            #expect(!candidates.contains { DisplayWidth.of($0) <= available }, "\(context): \(label) \(available)")
        }
    }

    /// Borders within 1.5 columns of the scaled edges when no key is too narrow to need pushing.
    private static func checkProportions(_ frames: LayerFrames, boxes: [TextBox], scale: Double, context: String) {
        guard frames.keys.allSatisfy({ $0.frame.width * scale >= 3 }) else { return }
        for (keyFrame, box) in zip(frames.keys, boxes) {
            #expect(abs(Double(box.left) - keyFrame.frame.minX * scale) <= 1.5, "\(context) \(keyFrame.id)")
            #expect(abs(Double(box.right) - keyFrame.frame.maxX * scale) <= 1.5, "\(context) \(keyFrame.id)")
        }
    }
}
