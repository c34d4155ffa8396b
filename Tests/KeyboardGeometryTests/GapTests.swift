import KeyboardGeometry
import KeyboardModel
import Testing

/// Gaps (spacers) take row width and leave their space to the neighbours' hit regions.
@Suite struct GapTests {
    /// `TestLayouts.gapped` at 390 × 216 with the default metrics (insets 3 left and right, 6 pt
    /// key gaps), worked out by hand: the top row's ten keys make the unit
    /// (384 − 9·6) / 10 = 33, so one gap unit is 33 + 6 = 39.
    @Test func gapsMoveKeysAndJoinTheNeighboursHitRegions() throws {
        var geometry = try LayoutGeometry(TestLayouts.gapped)
        let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
        func x(_ id: String) -> Double? { frames.key(withID: id)?.frame.x }
        // Row 2: half a unit (19.5) before a and after l: 9·33 + 8·6 + 39 = 384, the whole row.
        #expect(x("a") == 22.5)
        #expect(x("l") == 334.5)  // 22.5 + 8 · 39
        #expect(frames.key(withID: "a")?.hitRegion.minX == 0)
        // Row 3: 7·33 + 6·6 + 39 + 12 = 318, centred: 3 + (384 − 318) / 2 = 36.
        #expect(x("z") == 36)
        #expect(x("c") == 114)
        #expect(x("v") == 192)  // 114 + 33 + 6, and 39 for the missing key before v
        #expect(x("b") == 231)
        #expect(x("n") == 282)  // 231 + 33 + 6, and 12 pt before n
        // The boundary between c (ends at 147) and v sits in the middle of the space between.
        #expect(frames.key(withID: "c")?.hitRegion.maxX == 169.5)  // 147 + (6 + 39) / 2
        #expect(frames.key(withID: "v")?.hitRegion.minX == 169.5)
        // Row 4: the fill keys take what space (4 units: 4·33 + 3·6 = 150), 5 % of 384 (19.2)
        // and 8 pt leave: (384 − 150 − 19.2 − 8 − 2·6) / 2 = 97.4 each.
        let shift = try #require(frames.key(withID: "shift")?.frame)
        let space = try #require(frames.key(withID: "space")?.frame)
        let backspace = try #require(frames.key(withID: "backspace")?.frame)
        #expect(abs(shift.width - 97.4) < 1e-9)
        #expect(abs(backspace.width - 97.4) < 1e-9)
        #expect(abs(space.minX - (3 + 97.4 + 6 + 19.2)) < 1e-9)
        #expect(abs(backspace.minX - (space.maxX + 6 + 8)) < 1e-9)
        #expect(abs(backspace.maxX - 387) < 1e-9)
    }

    /// Hit regions still tile the keyboard: every point belongs to exactly one key.
    @Test func hitRegionsStillTile() throws {
        var geometry = try LayoutGeometry(TestLayouts.gapped)
        let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
        for row in 0..<4 {
            let keys = frames.keys.filter { $0.row == row }.sorted { $0.hitRegion.minX < $1.hitRegion.minX }
            #expect(keys.first?.hitRegion.minX == 0)
            #expect(keys.last?.hitRegion.maxX == 390)
            for (left, right) in zip(keys, keys.dropFirst()) {
                #expect(abs(left.hitRegion.maxX - right.hitRegion.minX) < 1e-9)
            }
        }
        // A point in the gap before v goes to the nearer neighbour.
        #expect(frames.key(at: KeyboardPoint(x: 160, y: 130))?.id == "c")
        #expect(frames.key(at: KeyboardPoint(x: 180, y: 130))?.id == "v")
    }
}
