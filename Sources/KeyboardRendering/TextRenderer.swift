public import KeyboardGeometry
public import KeyboardModel

/// Draws a layer's solved key frames as text: boxes in a fixed number of terminal columns.
///
/// Each key keeps its share of the keyboard's width (its edges are rounded to columns) and each
/// row its share of the height (at least one line inside); the text plan holds the rules.
/// Labels are centred and shortened with `…` when a key is too narrow; special keys show glyphs
/// (`⇧ ⇪ ⌫ ⏎ 🌐 ⌨`, `space` or `␣`); keys with long-press alternates get a `·` in their top
/// right corner and dead keys a `˚`, explained under the drawing. Every line of the result has
/// the same display width, `columns` (wide characters count two, combining marks none).
///
///     let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
///     print(try TextRenderer(columns: 80).render(frames, of: layout), terminator: "")
///
/// ```
/// en-US · English (US) · letters · 390 × 216 pt
/// ┌───────┬───────┬───────┬──── …
/// │       │       │      ·│
/// │       │       │       │
/// │   q   │   w   │   e   │
/// │       │       │       │
/// └───┬───┴───┬───┴───┬───┴── …
///     │      ·│      ·│
/// ```
public struct TextRenderer: Sendable {
    /// The width of the drawing in terminal columns.
    public var columns: Int
    /// Box-drawing lines or ASCII.
    public var style: LineStyle
    /// Whether to draw the shifted face: what keys show while shift is on.
    public var shifted: Bool

    /// The most columns a drawing may have.
    public static let maxColumns = 10_000
    /// The most cells (columns × lines) a drawing may have.
    public static let maxCells = 4_000_000

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - columns: The width of the drawing in terminal columns.
    ///   - style: Box-drawing lines (the default) or ASCII.
    ///   - shifted: Whether to draw the shifted face (``Key/shownLabel(shifted:)``).
    public init(columns: Int = 80, style: LineStyle = .unicode, shifted: Bool = false) {
        self.columns = columns
        self.style = style
        self.shifted = shifted
    }

    /// Draws one layer under a header naming the layout, the layer and the size.
    ///
    /// - Parameters:
    ///   - frames: The layer's solved frames.
    ///   - layout: The layout the frames belong to (for the header).
    /// - Returns: The lines, each ending in a newline: header, drawing, and a legend when a key
    ///   is marked.
    /// - Throws: ``RenderError/tooNarrow(layer:columns:needed:)`` when a row cannot fit in
    ///   ``columns``; ``RenderError/drawingTooLarge(layer:columns:lines:)`` past ``maxCells``.
    /// - Complexity: O(keys + columns × lines).
    public func render(_ frames: LayerFrames, of layout: KeyboardLayout) throws(RenderError) -> String {
        try drawing(frames, of: layout).text
    }

    /// Draws layers one after another, separated by a line of spaces (so that every line of the
    /// result is ``columns`` wide).
    ///
    /// - Parameters:
    ///   - layers: The layers' solved frames, in the order to draw them.
    ///   - layout: The layout the frames belong to.
    /// - Returns: The drawings.
    /// - Throws: ``RenderError/tooNarrow(layer:columns:needed:)`` for the first layer that does
    ///   not fit.
    public func render(_ layers: [LayerFrames], of layout: KeyboardLayout) throws(RenderError) -> String {
        var parts: [String] = []
        for frames in layers {
            parts.append(try drawing(frames, of: layout).text)
        }
        return parts.joined(separator: String(repeating: " ", count: columns) + "\n")
    }

    /// The drawing of one layer with what tests check: the boxes and the label shown on each key.
    package func drawing(_ frames: LayerFrames, of layout: KeyboardLayout) throws(RenderError) -> TextDrawing {
        guard columns <= Self.maxColumns else {
            throw .drawingTooLarge(layer: frames.name, columns: columns, lines: 0)
        }
        let plan = try TextPlan(frames: frames, columns: columns)
        guard plan.lineCount <= Self.maxCells / max(columns, 1) else {
            throw .drawingTooLarge(layer: frames.name, columns: columns, lines: plan.lineCount)
        }
        var canvas = TextCanvas(width: columns, height: plan.lineCount)
        for box in plan.boxes {
            canvas.drawBox(box)
        }
        var labels: [String] = []
        labels.reserveCapacity(frames.keys.count)
        var marks = (alternates: false, dead: false, flicks: false, multitap: false, hints: false)
        // What each key says comes from the scene; the box drawing is this renderer's.
        let scene = KeyboardScene(
            frames, theme: .plain, state: KeyboardScene.State(shift: shifted ? .once : .off),
            options: KeyboardScene.Options(alternatesShown: 0, previewBubbles: false))
        for ((keyFrame, cap), box) in zip(zip(frames.keys, scene.caps), plan.boxes) {
            let key = keyFrame.key
            let mark: Character?
            if case .dead = key.action {
                mark = style.deadKeyMark
                marks.dead = true
            } else if !key.alternates.isEmpty {
                mark = style.alternatesMark
                marks.alternates = true
            } else {
                mark = nil
            }
            let gestures = drawGestures(of: key, in: box, on: &canvas)
            marks.hints =
                drawHint(cap.hintText, of: key, in: box, on: &canvas, besideFlicks: gestures.flicks) || marks.hints
            marks.flicks = marks.flicks || gestures.flicks
            marks.multitap = marks.multitap || gestures.multitap
            labels.append(draw(cap, mark: gestures.flicks ? nil : mark, in: box, on: &canvas, narrowed: gestures.sides))
        }

        var header = TitleParts.joined([layout.id, layout.name, frames.name], separator: style.headerSeparator)
        header +=
            style.headerSeparator + KeyboardSize.format(frames.size.width) + style.times
            + KeyboardSize.format(frames.size.height) + " pt"
        var lines = [padded(header)]
        lines += canvas.lines(style: style)
        var legend: [String] = []
        if marks.alternates { legend.append("\(style.alternatesMark) long-press alternates") }
        if marks.dead { legend.append("\(style.deadKeyMark) dead key") }
        if marks.flicks { legend.append("edges: flicks") }
        if marks.multitap { legend.append("below: multitap") }
        if marks.hints { legend.append("top left: hints") }
        if !legend.isEmpty { lines.append(padded(legend.joined(separator: "   "))) }
        return TextDrawing(lines: lines, plan: plan, labels: labels)
    }

    // MARK: - Private

    /// Writes a key's hint in the top-left corner of `box` (where no flick legend is), when the
    /// box has two inner lines and room for the hint beside the label; returns whether it did.
    private func drawHint(
        _ hint: String?, of key: Key, in box: TextBox, on canvas: inout TextCanvas, besideFlicks: Bool
    ) -> Bool {
        guard let hint, !hint.isEmpty else { return false }
        let columns = box.innerColumns
        let lines = box.innerLines
        guard lines.count >= 2, columns.count >= 3 else { return false }
        if besideFlicks, key.flicks.contains(where: { $0.direction == .nw || $0.direction == .n }) { return false }
        let text = TextLabel.fitted(
            [TextLabel.printable(hint, style: style, base: "◌")], width: max(1, columns.count / 2), style: style)
        canvas.write(text, line: lines.lowerBound, column: columns.lowerBound, limit: columns.upperBound)
        return true
    }

    /// Writes a key's flick legends at the edges of `box`, each where its direction points (`n`
    /// at the top, `se` at the bottom right), and its multitap cycle on the bottom line; when
    /// the box has room: three inner lines, seven columns. Returns what was drawn, and whether
    /// the label line's two end cells hold `w` and `e` legends.
    private func drawGestures(of key: Key, in box: TextBox, on canvas: inout TextCanvas) -> (
        flicks: Bool, multitap: Bool, sides: Bool
    ) {
        let columns = box.innerColumns
        let lines = box.innerLines
        guard key.hasGestures, lines.count >= 3, columns.count >= 7 else { return (false, false, false) }
        let top = lines.lowerBound
        let bottom = lines.upperBound - 1
        let middle = lines.lowerBound + lines.count / 2
        let left = columns.lowerBound
        let right = columns.upperBound - 1
        let center = left + columns.count / 2
        var sides = false
        for flick in key.flicks {
            // One character of the legend, where the direction points.
            guard let first = TextLabel.printable(flick.label, style: style, base: "◌").first else { continue }
            let width = max(DisplayWidth.of(first), 1)
            let (line, column): (Int, Int)
            switch flick.direction {
            case .n: (line, column) = (top, center - width / 2)
            case .s: (line, column) = (bottom, center - width / 2)
            case .w: (line, column) = (middle, left)
            case .e: (line, column) = (middle, right + 1 - width)
            case .nw: (line, column) = (top, left)
            case .ne: (line, column) = (top, right + 1 - width)
            case .sw: (line, column) = (bottom, left)
            case .se: (line, column) = (bottom, right + 1 - width)
            }
            if line == middle { sides = true }
            canvas.write(String(first), line: line, column: column, limit: columns.upperBound)
        }
        var multitap = false
        if !key.multitap.isEmpty, !key.flicks.contains(where: { [.s, .sw, .se].contains($0.direction) }) {
            let steps = key.multitap.map { TextLabel.printable($0.defaultLabel, style: style, base: "◌") }
            let cycle = TextLabel.fitted([steps.joined()], width: columns.count - 2, style: style)
            canvas.write(
                cycle, line: bottom, column: left + (columns.count - DisplayWidth.of(cycle)) / 2,
                limit: columns.upperBound)
            multitap = true
        }
        return (!key.flicks.isEmpty, multitap, sides)
    }

    /// Writes the key's label (and mark) inside `box`; returns the label as shown. With
    /// `narrowed`, the label line's end cells hold flick legends and the label keeps off them.
    private func draw(
        _ cap: KeyboardScene.KeyCap, mark: Character?, in box: TextBox, on canvas: inout TextCanvas,
        narrowed: Bool = false
    ) -> String {
        var columns = box.innerColumns
        if narrowed { columns = (columns.lowerBound + 2)..<(columns.upperBound - 2) }
        let lines = box.innerLines
        guard !columns.isEmpty, !lines.isEmpty else { return "" }
        let labelLine = lines.lowerBound + lines.count / 2
        var labelColumns = columns
        if let mark {
            // The mark takes the top right inside cell; on a one-line key the label gives it room.
            if lines.count > 1 {
                canvas.put(mark, line: lines.lowerBound, column: columns.upperBound - 1)
            } else if columns.count > 1 {
                canvas.put(mark, line: lines.lowerBound, column: columns.upperBound - 1)
                labelColumns = columns.lowerBound..<(columns.upperBound - 1)
            }
        }
        let label = TextLabel.fitted(
            TextLabel.candidates(symbol: cap.symbol, text: cap.shownText, style: style), width: labelColumns.count,
            style: style)
        let start = labelColumns.lowerBound + (labelColumns.count - DisplayWidth.of(label)) / 2
        canvas.write(label, line: labelLine, column: start, limit: labelColumns.upperBound)
        return label
    }

    /// `text` shortened or padded with spaces to exactly ``columns`` columns.
    private func padded(_ text: String) -> String {
        let fitted = TextLabel.shortened(
            TextLabel.printable(text, style: style, base: " "), to: columns, ellipsis: style.ellipsis)
        return fitted + String(repeating: " ", count: max(0, columns - DisplayWidth.of(fitted)))
    }
}

/// A text drawing of one layer, with the plan behind it.
package struct TextDrawing: Sendable {
    /// The lines without newlines: header, drawing, legend (if any).
    package let lines: [String]
    /// Where each key's box is, relative to the drawing (line 0 is the first line after the
    /// header).
    package let plan: TextPlan
    /// The label shown on each key, in key order (empty when the key has no room inside).
    package let labels: [String]

    /// The lines joined, each ending in a newline.
    package var text: String {
        var result = ""
        for line in lines {
            result += line
            result += "\n"
        }
        return result
    }
}
