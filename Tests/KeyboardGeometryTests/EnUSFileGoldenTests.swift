import KeyboardGeometry
import KeyboardModel
import Testing

/// Frames of `Layouts/en-US.yaml` (insets 8/3/4/3, key gap 6, row gap 12, rows of weight 1 and
/// at least 26 pt, no unit cap; shift and backspace 1.3 units with 0.2-unit gaps beside `z` and
/// `m`, system keys 1.23 units, return 2.5, space fill at least 30%; `a` centred between q and w
/// at strong, space ≥ 4 q at medium), computed by hand. Run on the builder copy here and on the
/// decoded file in `BundledLayoutTests`.
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

    /// At 390 × 216: A = 384; row 1 binds the unit, u = (384 − 9·6) / 10 = 33; rows
    /// (216 − 12 − 36) / 4 = 42 high. Row 3 is 10 units as well: shift and backspace
    /// 1.3·33 + 0.3·6 = 44.7, the gaps 0.2·(33 + 6) = 7.8, so 2·44.7 + 2·7.8 + 7·33 + 8·6 = 384
    /// and z starts at 3 + 44.7 + 6 + 7.8 = 61.5. The bottom row: system keys 1.23·33 + 0.23·6 =
    /// 41.97, return 2.5·33 + 1.5·6 = 91.5, the space 384 − 3·41.97 − 91.5 − 4·6 = 142.59.
    static func portrait(_ layout: KeyboardLayout) throws {
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
        for (index, id) in ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"].enumerated() {
            expect(frames, id, 3 + Double(index) * 39, 8, 33, 42)
        }
        expect(frames, "a", 3 + (384 - (9 * 33 + 8 * 6)) / 2, 62, 33, 42)
        expect(frames, "shift", 3, 116, 44.7, 42)
        expect(frames, "z", 61.5, 116, 33, 42)
        expect(frames, "m", 61.5 + 6 * 39, 116, 33, 42)
        expect(frames, "backspace", 387 - 44.7, 116, 44.7, 42)
        expect(frames, "to-numbers", 3, 170, 41.97, 42)
        expect(frames, "next-keyboard", 50.97, 170, 41.97, 42)
        expect(frames, "dictation", 98.94, 170, 41.97, 42)
        expect(frames, "space", 146.91, 170, 142.59, 42)
        expect(frames, "return", 295.5, 170, 91.5, 42)
        // Numbers row 3: two fill keys share 384 − 5·(1.4·33 + 0.4·6) − 6·6 = 105.
        let numbers = try geometry.frames(ofLayer: "numbers", for: KeyboardSize(width: 390, height: 216))
        expect(numbers, "to-symbols", 3, 116, 52.5, 42)
        expect(numbers, ".", 3 + 52.5 + 6, 116, 1.4 * 33 + 2.4, 42)
    }

    /// At 844 × 160, the iPhone landscape keyboard (A = 838): u = (838 − 54) / 10 = 78.4, rows
    /// (160 − 48) / 4 = 28 high. Row 2 (753.6 wide) is centred, 42.2 in, which keeps `a` half a
    /// key in (the strong constraint holds). Row 3: shift 1.3·78.4 + 1.8 = 103.72, gaps
    /// 0.2·84.4 = 16.88. The bottom row: system keys 1.23·78.4 + 1.38 = 97.812, return
    /// 2.5·78.4 + 9 = 205, the space 838 − 3·97.812 − 205 − 24 = 315.564, above 4u = 313.6.
    static func landscape(_ layout: KeyboardLayout) throws {
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 844, height: 160))
        let unit = 78.4
        let height = 28.0
        expect(frames, "q", 3, 8, unit, height)
        expect(frames, "p", 3 + 9 * 84.4, 8, unit, height)
        expect(frames, "a", 45.2, 8 + height + 12, unit, height)
        expect(frames, "shift", 3, 8 + 2 * (height + 12), 103.72, height)
        expect(frames, "z", 3 + 103.72 + 6 + 16.88, 8 + 2 * (height + 12), unit, height)
        expect(frames, "backspace", 841 - 103.72, 8 + 2 * (height + 12), 103.72, height)
        expect(frames, "to-numbers", 3, 8 + 3 * (height + 12), 97.812, height)
        expect(frames, "space", 3 + 3 * (97.812 + 6), 8 + 3 * (height + 12), 315.564, height)
        expect(frames, "return", 841 - 205, 8 + 3 * (height + 12), 205, height)
    }

    /// 844 × 150 is below what four 26 pt rows need: 8 + 4 + 3·12 + 4·26 = 152.
    static func tooLow(_ layout: KeyboardLayout) throws {
        var geometry = try LayoutGeometry(layout)
        #expect(throws: GeometryError.self) { try geometry.frames(for: KeyboardSize(width: 844, height: 150)) }
        do {
            _ = try geometry.frames(for: KeyboardSize(width: 844, height: 150))
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
