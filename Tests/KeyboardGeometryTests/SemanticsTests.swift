import KeyboardGeometry
import KeyboardModel
import Testing

/// Widths, alignment, weights, bounds and custom constraints, each against arithmetic done by
/// hand from the test layouts' definitions.
@Suite struct SemanticsTests {
    func frame(_ frames: LayerFrames, _ id: String) -> KeyboardRect {
        frames.key(withID: id)?.frame ?? KeyboardRect(x: .nan, y: .nan, width: .nan, height: .nan)
    }

    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// Pad at 400 × 300 (A = 392, gap 5): percentages of A, points, the 70 pt unit cap binds,
    /// row 4 (2u + 5, then 60 pt) sits right, the fill key takes the rest of row 3.
    @Test func padPercentPointsCapAndRightAlignment() throws {
        var geometry = try LayoutGeometry(TestLayouts.pad)
        let frames = try geometry.frames(ofLayer: "pad", for: KeyboardSize(width: 400, height: 300))
        #expect(near(frame(frames, "1").width, 0.25 * 392))
        #expect(near(frame(frames, "backspace").width, 60))
        #expect(near(frame(frames, "dot").width, 0.2 * 392))
        #expect(near(frame(frames, "4").width, 70))
        #expect(near(frame(frames, "0").width, 2 * 70 + 5))
        let row4Width: Double = 2 * 70 + 5 + 5 + 60
        #expect(near(frame(frames, "0").minX, 400 - 4 - row4Width))
        #expect(near(frame(frames, "comma").maxX, 400 - 4))
        let fill: Double = 392 - 3 * 70 - 3 * 5
        #expect(near(frame(frames, "return").width, fill))
        // Rows of weight 1: (300 − 8 − 15) / 4.
        #expect(near(frame(frames, "7").height, (300 - 8 - 15) / 4.0))
    }

    /// Bounded at 600 × 200 (A = 596, gap 4): tab's 80 pt maximum caps u at (80 − 2) / 1.5 = 52,
    /// so row 1 (80 + 8u + 8 gaps = 528) is centred; x is 25% of A; space fills row 2.
    @Test func boundsLimitTheUnit() throws {
        var geometry = try LayoutGeometry(TestLayouts.bounded)
        let frames = try geometry.frames(ofLayer: "main", for: KeyboardSize(width: 600, height: 200))
        #expect(near(frame(frames, "q").width, 52))
        #expect(near(frame(frames, "tab").width, 80))
        #expect(near(frame(frames, "tab").minX, 2 + (596 - 528) / 2.0))
        #expect(near(frame(frames, "x").width, 149))
        let space: Double = 596 - 149 - 3 * 52 - 4 * 4
        #expect(near(frame(frames, "space").width, space))
        #expect(near(frame(frames, "fixed").minX, 2))
    }

    /// Bounded at 300 wide: 25% of 296 is 74 ≥ 50; at 200 wide, 25% of 196 = 49 < 50 so the
    /// minimum forces the size out: an error, not a narrower x.
    @Test func minimumWidthOfAPercentKey() throws {
        var geometry = try LayoutGeometry(TestLayouts.bounded)
        let frames = try geometry.frames(ofLayer: "main", for: KeyboardSize(width: 300, height: 200))
        #expect(near(frame(frames, "x").width, 74))
        #expect(throws: GeometryError.self) {
            try geometry.frames(ofLayer: "main", for: KeyboardSize(width: 200, height: 200))
        }
    }

    /// Weighted at 300 × 200: the strong go.width == 3·q.width holds (u = 100/3, below the
    /// row-1 limit (300 − 8)/5); row 2 sits left, row 3 right; heights share 191 by 1 : 2 : 0.5 : 1.
    @Test func weightsAlignmentAndAStrongConstraint() throws {
        var geometry = try LayoutGeometry(TestLayouts.weighted)
        let frames = try geometry.frames(ofLayer: "main", for: KeyboardSize(width: 300, height: 200))
        let unit = 100 / 3.0
        let rowUnit = (200 - 3 * 3) / 4.5
        #expect(near(frame(frames, "q").width, unit))
        #expect(near(frame(frames, "q").minX, (300 - (5 * unit + 8)) / 2))
        #expect(near(frame(frames, "a").minX, 0))
        #expect(near(frame(frames, "c").maxX, 300))
        #expect(near(frame(frames, "z").minX, 300 - (3 * unit + 4)))
        #expect(near(frame(frames, "q").height, rowUnit))
        #expect(near(frame(frames, "a").height, 2 * rowUnit))
        #expect(near(frame(frames, "z").height, 0.5 * rowUnit))
        #expect(near(frame(frames, "z").minY, rowUnit + 3 + 2 * rowUnit + 3))
        #expect(near(frame(frames, "shift").width, (300 - 100 - 4) / 2.0))
    }

    /// At 150 wide row 1 binds first (u = (150 − 8) / 5 = 28.4) and the strong preference gives way.
    @Test func aStrongPreferenceGivesWayToARequiredRow() throws {
        var geometry = try LayoutGeometry(TestLayouts.weighted)
        let frames = try geometry.frames(ofLayer: "main", for: KeyboardSize(width: 150, height: 200))
        #expect(near(frame(frames, "q").width, 28.4))
        #expect(near(frame(frames, "space").width, 23))
    }

    /// Natural height: weighted prefers 50 pt rows: 4.5 · 50 + 3 · 3 = 234; en-US has no
    /// preference, so its minimum: 8 + 4 + 36 + 4 · 26 = 152.
    @Test func naturalHeight() throws {
        #expect(near(try LayoutGeometry(TestLayouts.weighted).naturalHeight(forWidth: 300), 234))
        #expect(near(try LayoutGeometry(TestLayouts.enUS).naturalHeight(forWidth: 390), 152))
        #expect(throws: GeometryError.invalidSize(KeyboardSize(width: 0, height: 0))) {
            try LayoutGeometry(TestLayouts.enUS).naturalHeight(forWidth: 0)
        }
    }

    /// A layout constraint applies only to layers that have every key it names: en-US's
    /// shift.width == backspace.width skips the numbers layer (no shift) without an error.
    @Test func constraintsSkipLayersWithoutTheirKeys() throws {
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        let layers = try geometry.frames(for: KeyboardSize(width: 390, height: 216))
        #expect(layers.map(\.name) == ["letters", "numbers"])
        #expect(layers[1].key(withID: "shift") == nil)
    }

    /// Layouts made in code may hold an empty row or an empty layer: the empty row keeps its
    /// band (no key there), the empty layer has no keys and no height of its own.
    @Test func emptyRowsAndLayers() throws {
        let layout = KeyboardLayout(id: "t", name: "T", locale: "en") {
            Layer("main") {
                Row(letters: "a b")
                Row(keys: [])
                Row(letters: "c")
            }
            Layer("nothing", rows: { [] })
        }
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "main", for: KeyboardSize(width: 200, height: 150))
        // Rows (150 − 8 − 4 − 2·12) / 3 = 38 high from y = 8, 58 and 108; with half the row gap
        // on each side the middle band is y ∈ [46 + 6, 96 + 6) = [52, 102).
        #expect(frames.key(at: KeyboardPoint(x: 50, y: 80)) == nil)
        #expect(frames.key(at: KeyboardPoint(x: 50, y: 51.9))?.id == "a")
        #expect(frames.key(at: KeyboardPoint(x: 50, y: 102))?.id == "c")
        let empty = try geometry.frames(ofLayer: "nothing", for: KeyboardSize(width: 200, height: 150))
        #expect(empty.keys.isEmpty)
        #expect(empty.key(at: KeyboardPoint(x: 1, y: 1)) == nil)
        #expect(near(try geometry.naturalHeight(forWidth: 200), 8 + 4 + 2 * 12 + 3 * 30))
    }
}
