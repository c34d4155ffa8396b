import KeyboardGeometry
import KeyboardModel
import Testing

/// Frames of `Layouts/en-US.yaml` (insets 8/3/4/3, key gap 6, row gap 12, rows of weight 1 and
/// at least 26 pt, unit cap 64 at medium, shift and backspace fill within 42 pt…2 units, space
/// fill at least 30%, `a` centred between q and w at strong, space ≥ 4 q at medium), computed
/// by hand. Run on the builder copy here and on the decoded file in `BundledLayoutTests`.
enum EnUSFileGolden {
    static func expect(
        _ frames: LayerFrames, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let frame = frames.key(withID: id)?.frame else {
            Issue.record("no key \(id)", sourceLocation: sourceLocation)
            return
        }
        let close =
            abs(frame.x - x) < 1e-9 && abs(frame.y - y) < 1e-9 && abs(frame.width - width) < 1e-9
            && abs(frame.height - height) < 1e-9
        #expect(close, "\(id): \(frame), expected (\(x), \(y), \(width) × \(height))", sourceLocation: sourceLocation)
    }

    /// At 390 × 216: A = 384; row 1 binds the unit, u = (384 − 9·6) / 10 = 33 (below the cap);
    /// rows (216 − 12 − 36) / 4 = 42 high. Shift and backspace share 384 − 7·33 − 8·6 = 105
    /// (52.5 each, within 42…72); the space gets 384 − 3·(1.25·33 + 1.5) − (2.5·33 + 9) − 4·6.
    static func portrait(_ layout: KeyboardLayout) throws {
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: Size(width: 390, height: 216))
        for (index, id) in ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"].enumerated() {
            expect(frames, id, 3 + Double(index) * 39, 8, 33, 42)
        }
        expect(frames, "a", 3 + (384 - (9 * 33 + 8 * 6)) / 2, 62, 33, 42)
        expect(frames, "shift", 3, 116, 52.5, 42)
        expect(frames, "z", 3 + 52.5 + 6, 116, 33, 42)
        expect(frames, "backspace", 387 - 52.5, 116, 52.5, 42)
        let small = 1.25 * 33 + 1.5
        let returnWidth = 2.5 * 33 + 9
        let space: Double = 384 - 3 * small - returnWidth - 4 * 6
        #expect(space == 140.25)
        expect(frames, "to-numbers", 3, 170, small, 42)
        expect(frames, "custom", 3 + 2 * (small + 6), 170, small, 42)
        expect(frames, "space", 3 + 3 * (small + 6), 170, space, 42)
        expect(frames, "return", 387 - returnWidth, 170, returnWidth, 42)
        // Numbers row 3: two fill keys share 384 − 5·(1.4·33 + 0.4·6) − 6·6 = 105.
        let numbers = try geometry.frames(ofLayer: "numbers", for: Size(width: 390, height: 216))
        expect(numbers, "to-symbols", 3, 116, 52.5, 42)
        expect(numbers, ".", 3 + 52.5 + 6, 116, 1.4 * 33 + 2.4, 42)
    }

    /// At 844 × 160, the iPhone landscape keyboard (A = 838): row 1 would allow u = (838 − 54) / 10 = 78.4, but the 64 pt cap
    /// (medium) pulls u down until a required constraint stops it: shift and backspace may be at
    /// most 2 units (2u + 6), and row 3 must fill the width, so 7u + 2·(2u + 6) + 8·6 = 838 gives
    /// u = 778 / 11. Both letter rows are centred, which keeps `a` half a key in (the strong
    /// constraint holds). Rows are (160 − 48) / 4 = 28 high; the space, 838 − 3·(1.25u + 1.5)
    /// − (2.5u + 9) − 4·6, is above 4u and 30% of 838.
    static func landscape(_ layout: KeyboardLayout) throws {
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: Size(width: 844, height: 160))
        let unit = 778.0 / 11
        let height = 28.0
        let row1Left = 3 + (838 - (10 * unit + 54)) / 2
        expect(frames, "q", row1Left, 8, unit, height)
        expect(frames, "p", row1Left + 9 * (unit + 6), 8, unit, height)
        expect(frames, "a", 3 + (838 - (9 * unit + 48)) / 2, 8 + height + 12, unit, height)
        expect(frames, "shift", 3, 8 + 2 * (height + 12), 2 * unit + 6, height)
        expect(frames, "backspace", 841 - (2 * unit + 6), 8 + 2 * (height + 12), 2 * unit + 6, height)
        let space = 838 - 3 * (1.25 * unit + 1.5) - (2.5 * unit + 9) - 24
        #expect(space > 4 * unit && space > 0.3 * 838)
        expect(frames, "space", 3 + 3 * (1.25 * unit + 7.5), 8 + 3 * (height + 12), space, height)
    }

    /// 844 × 150 is below what four 26 pt rows need: 8 + 4 + 3·12 + 4·26 = 152.
    static func tooLow(_ layout: KeyboardLayout) throws {
        var geometry = try LayoutGeometry(layout)
        #expect(throws: GeometryError.self) { try geometry.frames(for: Size(width: 844, height: 150)) }
        do {
            _ = try geometry.frames(for: Size(width: 844, height: 150))
        } catch let error {
            #expect(error.description == "layer 'letters' needs height ≥ 152 pt, got 150 pt")
        }
    }
}

@Suite struct EnUSFileGoldenTests {
    @Test func portrait() throws { try EnUSFileGolden.portrait(TestLayouts.enUSFile) }
    @Test func landscape() throws { try EnUSFileGolden.landscape(TestLayouts.enUSFile) }
    @Test func tooLow() throws { try EnUSFileGolden.tooLow(TestLayouts.enUSFile) }
}
