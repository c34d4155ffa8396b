import KeyboardGeometry
import KeyboardModel
import Testing

/// Frames of the en-US copy checked against arithmetic written out here from the layout's
/// definition: insets 8/3/4/3, key gap 6, row gap 12, four rows of weight 1, unit cap 60.
@Suite struct GoldenFrameTests {
    let gap = 6.0
    let rowGap = 12.0

    func expectFrame(
        _ frames: LayerFrames, _ id: String, x: Double, y: Double, width: Double, height: Double,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let frame = frames.key(withID: id)?.frame else {
            Issue.record("no key \(id)", sourceLocation: sourceLocation)
            return
        }
        let expected = KeyboardRect(x: x, y: y, width: width, height: height)
        let close =
            abs(frame.x - x) < 1e-9 && abs(frame.y - y) < 1e-9 && abs(frame.width - width) < 1e-9
            && abs(frame.height - height) < 1e-9
        #expect(close, "\(id): \(frame) != \(expected)", sourceLocation: sourceLocation)
    }

    /// The letters layer at `size` when the unit is `unit` and row 1 starts at `firstLeft`.
    func checkLetters(_ frames: LayerFrames, size: KeyboardSize, unit: Double, firstLeft: Double) {
        let available = size.width - 6
        let rowHeight = (size.height - 8 - 4 - 3 * rowGap) / 4
        let tops = (0..<4).map { 8 + Double($0) * (rowHeight + rowGap) }
        // Row 1: ten 1-unit keys, centred if the cap leaves room.
        for (index, id) in ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"].enumerated() {
            expectFrame(
                frames, id, x: firstLeft + Double(index) * (unit + gap), y: tops[0], width: unit, height: rowHeight)
        }
        // Row 2: nine units, centred: (A − (9u + 8·gap)) / 2 from the left inset.
        let row2Left = 3 + (available - (9 * unit + 8 * gap)) / 2
        for (index, id) in ["a", "s", "d", "f", "g", "h", "j", "k", "l"].enumerated() {
            expectFrame(
                frames, id, x: row2Left + Double(index) * (unit + gap), y: tops[1], width: unit, height: rowHeight)
        }
        // Row 3: two fill keys share A − 7u − 8·gap.
        let shiftWidth = (available - 7 * unit - 8 * gap) / 2
        expectFrame(frames, "shift", x: 3, y: tops[2], width: shiftWidth, height: rowHeight)
        for (index, id) in ["z", "x", "c", "v", "b", "n", "m"].enumerated() {
            let x = 3 + shiftWidth + gap + Double(index) * (unit + gap)
            expectFrame(frames, id, x: x, y: tops[2], width: unit, height: rowHeight)
        }
        expectFrame(
            frames, "backspace", x: 3 + shiftWidth + gap + 7 * (unit + gap), y: tops[2], width: shiftWidth,
            height: rowHeight)
        // Row 4: 1.25u + 0.25·gap twice, space fills, return 2.5u + 1.5·gap.
        let small = 1.25 * unit + 0.25 * gap
        let returnWidth = 2.5 * unit + 1.5 * gap
        let space = available - 2 * small - returnWidth - 3 * gap
        expectFrame(frames, "layer", x: 3, y: tops[3], width: small, height: rowHeight)
        expectFrame(frames, "next-keyboard", x: 3 + small + gap, y: tops[3], width: small, height: rowHeight)
        expectFrame(frames, "space", x: 3 + 2 * (small + gap), y: tops[3], width: space, height: rowHeight)
        expectFrame(
            frames, "return", x: 3 + 2 * (small + gap) + space + gap, y: tops[3], width: returnWidth, height: rowHeight)
    }

    @Test func portrait390x216() throws {
        let size = KeyboardSize(width: 390, height: 216)
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        let frames = try geometry.frames(ofLayer: "letters", for: size)
        // u = (A − 9·gap) / 10 = (384 − 54) / 10 = 33 (under the 60 cap): row 1 spans the width.
        let unit = (390 - 6 - 9 * gap) / 10
        #expect(unit == 33)
        checkLetters(frames, size: size, unit: unit, firstLeft: 3)
        // By hand: row height (216 − 12 − 36) / 4 = 42, space 384 − 2·42.75 − 91.5 − 18 = 189.
        expectFrame(frames, "space", x: 100.5, y: 170, width: 189, height: 42)
        expectFrame(frames, "a", x: 22.5, y: 62, width: 33, height: 42)
    }

    @Test func landscape844x160() throws {
        let size = KeyboardSize(width: 844, height: 160)
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        let frames = try geometry.frames(ofLayer: "letters", for: size)
        // (838 − 54) / 10 = 78.4 exceeds the 60 pt cap, so u = 60 and row 1 is centred:
        // 3 + (838 − 654) / 2 = 95.
        let unit = 60.0
        let firstLeft = 3 + (844 - 6 - (10 * unit + 9 * gap)) / 2
        #expect(firstLeft == 95)
        checkLetters(frames, size: size, unit: unit, firstLeft: firstLeft)
        // Row height (160 − 48) / 4 = 28.
        expectFrame(frames, "q", x: 95, y: 8, width: 60, height: 28)
    }

    @Test func numbersLayerPortrait() throws {
        let size = KeyboardSize(width: 390, height: 216)
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        let frames = try geometry.frames(ofLayer: "numbers", for: size)
        // Row 3: 1.5u + 0.5·gap, five units, 1.5u + 0.5·gap, centred in A = 384 with u = 33.
        let unit = 33.0
        let wide = 1.5 * unit + 0.5 * gap
        let rowWidth = 2 * wide + 5 * unit + 6 * gap
        let left = 3 + (384 - rowWidth) / 2
        expectFrame(frames, "layer", x: left, y: 116, width: wide, height: 42)
        expectFrame(frames, ".", x: left + wide + gap, y: 116, width: unit, height: 42)
        expectFrame(frames, "backspace", x: left + rowWidth - wide, y: 116, width: wide, height: 42)
    }

    func close(_ actual: KeyboardRect?, _ expected: KeyboardRect) -> Bool {
        guard let actual else { return false }
        return abs(actual.x - expected.x) < 1e-9 && abs(actual.y - expected.y) < 1e-9
            && abs(actual.width - expected.width) < 1e-9 && abs(actual.height - expected.height) < 1e-9
    }

    @Test func hitRegionsOfTheCorners() throws {
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
        // q: from the left edge to half the gap past its right edge; from the top to half the row gap below.
        #expect(close(frames.key(withID: "q")?.hitRegion, KeyboardRect(x: 0, y: 0, width: 36 + 3, height: 8 + 42 + 6)))
        // a (row 2, centred): from x = 0 to 22.5 + 33 + 3, between the half gaps of rows 1 and 2.
        #expect(close(frames.key(withID: "a")?.hitRegion, KeyboardRect(x: 0, y: 56, width: 58.5, height: 54)))
        // return: to the right and bottom edges.
        #expect(close(frames.key(withID: "return")?.hitRegion, KeyboardRect(x: 292.5, y: 164, width: 97.5, height: 52)))
        #expect(frames.key(at: KeyboardPoint(x: 0, y: 0))?.id == "q")
        #expect(frames.key(at: KeyboardPoint(x: 389.999, y: 215.999))?.id == "return")
        #expect(frames.key(at: KeyboardPoint(x: 58.49, y: 100))?.id == "a")
        #expect(frames.key(at: KeyboardPoint(x: 58.5, y: 100))?.id == "s")
        #expect(frames.key(at: KeyboardPoint(x: 390, y: 100)) == nil)
    }
}
