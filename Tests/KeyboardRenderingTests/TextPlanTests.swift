import KeyboardGeometry
import KeyboardModel
import Testing

@testable import KeyboardRendering

/// Boxes and drawings of small layouts whose frames are known in closed form (no insets, equal
/// units), with every expected column and line worked out by hand.
@Suite struct TextPlanTests {
    static func layout(keyGap: Double, rowGap: Double, size: KeyboardSize, @ListBuilder<Row> rows: () -> [Row])
        -> KeyboardLayout
    {
        let metrics = Metrics(
            insets: KeyboardInsets(top: 0, left: 0, bottom: 0, right: 0), keyGap: keyGap, rowGap: rowGap,
            minKeyWidth: 10, minRowHeight: 10)
        return KeyboardLayout(id: "t", name: "T", locale: "en", size: size, metrics: metrics) {
            Layer("l", rows: rows)
        }
    }

    static func frames(_ layout: KeyboardLayout) throws -> LayerFrames {
        var geometry = try LayoutGeometry(layout)
        return try geometry.frames(ofLayer: "l", for: layout.size)
    }

    /// Four 100 pt keys over 400 pt, 41 columns: 0.1 column per point, borders every 10 columns.
    /// Two 50 pt rows: half the column scale gives 2.5 lines a row, rounded to 3, so 0.06 lines
    /// per point: borders at 0, 3 and 6; the bottom row's label on the second of its two lines.
    @Test func sharedBordersAndJunctions() throws {
        let layout = Self.layout(keyGap: 0, rowGap: 0, size: KeyboardSize(width: 400, height: 100)) {
            Row(letters: "a b c d")
            Row {
                Key.shift(width: .units(2))
                Key.space(width: .units(2))
            }
        }
        let frames = try Self.frames(layout)
        let drawing = try TextRenderer(columns: 41).drawing(frames, of: layout)
        #expect(
            drawing.plan.boxes == [
                TextBox(left: 0, right: 10, top: 0, bottom: 3), TextBox(left: 10, right: 20, top: 0, bottom: 3),
                TextBox(left: 20, right: 30, top: 0, bottom: 3), TextBox(left: 30, right: 40, top: 0, bottom: 3),
                TextBox(left: 0, right: 20, top: 3, bottom: 6), TextBox(left: 20, right: 40, top: 3, bottom: 6),
            ])
        let expected = [
            "t · T · l · 400 × 100 pt                 ",
            "┌─────────┬─────────┬─────────┬─────────┐",
            "│         │         │         │         │",
            "│    a    │    b    │    c    │    d    │",
            "├─────────┴─────────┼─────────┴─────────┤",
            "│                   │                   │",
            "│         ⇧         │       space       │",
            "└───────────────────┴───────────────────┘",
        ]
        #expect(drawing.lines == expected)
        #expect(drawing.text == expected.joined(separator: "\n") + "\n")
        #expect(drawing.labels == ["a", "b", "c", "d", "⇧", "space"])
    }

    /// Gaps of 40 pt are 4 columns and 2 lines at these scales: they stay visible. Keys are
    /// (400 − 3·40) / 4 = 70 pt wide at x = 0, 110, 220, 330; rows (240 − 40) / 2 = 100 pt high.
    @Test func wideGapsStayVisible() throws {
        let layout = Self.layout(keyGap: 40, rowGap: 40, size: KeyboardSize(width: 400, height: 240)) {
            Row(letters: "a b c d")
            Row(letters: "e f g h")
        }
        let plan = try TextPlan(frames: Self.frames(layout), columns: 41)
        let columns = [(0, 7), (11, 18), (22, 29), (33, 40)]
        #expect(plan.boxes.map { [$0.left, $0.right] } == (columns + columns).map { [$0.0, $0.1] })
        #expect(
            plan.boxes.map { [$0.top, $0.bottom] } == Array(repeating: [0, 5], count: 4)
                + Array(repeating: [7, 12], count: 4))
        #expect(plan.lineCount == 13)
        let lines = try TextRenderer(columns: 41, style: .ascii).drawing(Self.frames(layout), of: layout).lines
        #expect(lines[1] == "+------+   +------+   +------+   +------+")
        #expect(lines[6] == "+------+   +------+   +------+   +------+")
        #expect(lines[7] == String(repeating: " ", count: 41))
    }

    /// Ten 40 pt keys need 10 · 2 + 1 = 21 columns; at 21 each key is exactly 2 columns.
    @Test func narrowestDrawing() throws {
        let layout = Self.layout(keyGap: 0, rowGap: 0, size: KeyboardSize(width: 400, height: 50)) {
            Row(letters: "q w e r t y u i o p")
        }
        let frames = try Self.frames(layout)
        #expect(throws: RenderError.tooNarrow(layer: "l", columns: 20, needed: 21)) {
            try TextPlan(frames: frames, columns: 20)
        }
        let plan = try TextPlan(frames: frames, columns: 21)
        #expect(plan.boxes.map(\.left) == Array(stride(from: 0, through: 18, by: 2)))
        #expect(plan.boxes.map(\.right) == Array(stride(from: 2, through: 20, by: 2)))
        let drawing = try TextRenderer(columns: 21).drawing(frames, of: layout)
        #expect(drawing.lines[2] == "│q│w│e│r│t│y│u│i│o│p│")
        #expect(drawing.lines[0] == "t · T · l · 400 × 50…")
    }

    /// A 10 pt key between two 195 pt keys is half a column at 21 columns: its borders are
    /// pushed apart to keep one column inside, and the neighbours give way.
    @Test func narrowKeysArePushedApart() throws {
        let layout = Self.layout(keyGap: 0, rowGap: 0, size: KeyboardSize(width: 400, height: 50)) {
            Row {
                Key.character("a", width: .points(195))
                Key.character("b", width: .points(10))
                Key.character("c", width: .points(195))
            }
        }
        // Edges at 0, 195, 205, 400 pt → 0, 9.75, 10.25, 20 columns → rounded 0, 10, 10, 20;
        // the forward pass moves the third to 12, then nothing passes 20.
        let plan = try TextPlan(frames: Self.frames(layout), columns: 21)
        #expect(plan.boxes.map { [$0.left, $0.right] } == [[0, 10], [10, 12], [12, 20]])
    }

    @Test func marksAndLegend() throws {
        let layout = Self.layout(keyGap: 0, rowGap: 0, size: KeyboardSize(width: 300, height: 100)) {
            Row {
                Key.character("e", alternates: ["é"])
                Key.dead("`", id: "grave")
                Key.character("x")
            }
        }
        let drawing = try TextRenderer(columns: 31).drawing(Self.frames(layout), of: layout)
        // 100 pt keys = 10 columns; one 100 pt row = 5 lines (borders 0 and 5), label on 1 + 4/2;
        // the legend is 23 + 3 + 2 columns before "dead key", which gets the last 3.
        #expect(drawing.lines[2] == "│        ·│        ˚│         │")
        #expect(drawing.lines[4] == "│    e    │    `    │    x    │")
        #expect(drawing.lines.last == "· long-press alternates   ˚ de…")
    }
}

extension TextPlanTests {
    /// 100 000 pt high at 9 999 / 400 columns per point and half that in lines is 1 249 875
    /// lines of 10 000 columns: far past the cell limit.
    @Test func hugeDrawingsAreRefused() throws {
        let layout = Self.layout(keyGap: 0, rowGap: 0, size: KeyboardSize(width: 400, height: 100_000)) {
            Row(letters: "a b")
        }
        let frames = try Self.frames(layout)
        #expect(throws: RenderError.drawingTooLarge(layer: "l", columns: 10_000, lines: 1_249_876)) {
            try TextRenderer(columns: 10_000).render(frames, of: layout)
        }
        #expect(throws: RenderError.drawingTooLarge(layer: "l", columns: 10_001, lines: 0)) {
            try TextRenderer(columns: 10_001).render(frames, of: layout)
        }
    }
}
