import KeyboardModel
import TestSupport
import Testing

@testable import KeyboardGeometry

/// The fast path (affine snapshot, dual-simplex fallback) against independent answers.
///
/// 10 000 resizes of one long-lived en-US geometry are compared with the closed form of the
/// letters layer (u = min((A − 54) / 10, 60), fill and row heights by hand), which is cheap and
/// shares no code with the solver; a few hundred resizes of every test layout are compared with
/// a brand-new `LayoutGeometry` per size, whose first solve starts from scratch.
@Suite struct FastResizeTests {
    /// The letters layer of the en-US copy by hand: (id, frame) row by row.
    static func closedFormLetters(_ size: KeyboardSize) -> [(String, KeyboardRect)] {
        let gap = 6.0
        let available = size.width - 6
        let unit = min((available - 9 * gap) / 10, 60)
        let rowHeight = (size.height - 12 - 36) / 4
        var result: [(String, KeyboardRect)] = []
        func row(_ index: Int, _ keys: [(String, Double)], left: Double) {
            var x = left
            let y = 8 + Double(index) * (rowHeight + 12)
            for (id, width) in keys {
                result.append((id, KeyboardRect(x: x, y: y, width: width, height: rowHeight)))
                x += width + gap
            }
        }
        let row1 = "q w e r t y u i o p".split(separator: " ").map { (String($0), unit) }
        row(0, row1, left: 3 + (available - 10 * unit - 9 * gap) / 2)
        let row2 = "a s d f g h j k l".split(separator: " ").map { (String($0), unit) }
        row(1, row2, left: 3 + (available - 9 * unit - 8 * gap) / 2)
        let shift = (available - 7 * unit - 8 * gap) / 2
        let row3 = "z x c v b n m".split(separator: " ").map { (String($0), unit) }
        row(2, [("shift", shift)] + row3 + [("backspace", shift)], left: 3)
        let small = 1.25 * unit + 0.25 * gap
        let wide = 2.5 * unit + 1.5 * gap
        row(
            3,
            [
                ("layer", small), ("next-keyboard", small), ("space", available - 2 * small - wide - 3 * gap),
                ("return", wide),
            ], left: 3)
        return result
    }

    static func maximumDifference(_ a: LayerFrames, _ b: LayerFrames) -> Double {
        guard a.keys.count == b.keys.count else { return .infinity }
        var difference = 0.0
        for (first, second) in zip(a.keys, b.keys) {
            guard first.id == second.id else { return .infinity }
            for (x, y) in [
                (first.frame.x, second.frame.x), (first.frame.y, second.frame.y),
                (first.frame.width, second.frame.width), (first.frame.height, second.frame.height),
                (first.hitRegion.x, second.hitRegion.x), (first.hitRegion.width, second.hitRegion.width),
                (first.hitRegion.y, second.hitRegion.y), (first.hitRegion.height, second.hitRegion.height),
            ] {
                difference = max(difference, abs(x - y))
            }
        }
        return difference
    }

    @Test func tenThousandResizesMatchTheClosedForm() throws {
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        var generator = SplitMix64(seed: 2026)
        var worst = 0.0
        var errors = 0
        // A real solve is needed for the first size, after an error, and whenever the unit cap
        // starts or stops binding (u = 60 from A = 654 on); every other size is a snapshot.
        var expectedRealSolves = 0
        var previousRegime = -1
        for _ in 0..<10_000 {
            let size = KeyboardSize(width: generator.double(in: 240...1400), height: generator.double(in: 140...600))
            let fits = size.width >= 260 && size.height >= 152
            let regime = !fits ? 2 : (size.width - 6 - 54) / 10 < 60 ? 0 : 1
            if regime == 2 || regime != previousRegime { expectedRealSolves += 1 }
            previousRegime = regime
            let result = Result { () throws(GeometryError) -> LayerFrames in
                try geometry.frames(ofLayer: "letters", for: size)
            }
            switch result {
            case .success(let frames):
                #expect(fits)
                for (key, (id, expected)) in zip(frames.keys, Self.closedFormLetters(size)) {
                    #expect(key.id == id)
                    worst = max(
                        worst, abs(key.frame.x - expected.x), abs(key.frame.y - expected.y),
                        abs(key.frame.width - expected.width), abs(key.frame.height - expected.height))
                }
            case .failure:
                #expect(!fits, "\(size)")
                errors += 1
            }
        }
        #expect(worst <= 1e-9, "worst difference \(worst)")
        #expect(errors > 100)
        #expect(geometry.realSolveCount == expectedRealSolves)
        #expect(expectedRealSolves < 6_000)
    }

    @Test(arguments: TestLayouts.all.map(\.name))
    func resizesMatchAFreshSolve(name: String) throws {
        let layout = GeometryPropertyTests.layout(named: name)
        var geometry = try LayoutGeometry(layout)
        var generator = SplitMix64(seed: 99 + UInt64(name.utf8.count))
        var compared = 0
        for _ in 0..<60 {
            let size = KeyboardSize(width: generator.double(in: 200...1400), height: generator.double(in: 120...600))
            var fresh = try LayoutGeometry(layout)
            let expected = Result { () throws(GeometryError) -> [LayerFrames] in try fresh.frames(for: size) }
            let actual = Result { () throws(GeometryError) -> [LayerFrames] in try geometry.frames(for: size) }
            switch (expected, actual) {
            case (.success(let expected), .success(let actual)):
                for (a, b) in zip(expected, actual) {
                    #expect(Self.maximumDifference(a, b) <= 1e-9, "\(name) at \(size)")
                }
                compared += 1
            case (.failure(let expected), .failure(let actual)):
                #expect(expected == actual)
            default:
                Issue.record("\(name) at \(size): fresh \(expected), long-lived \(actual)")
            }
        }
        #expect(compared > 20)
    }

    /// The benchmark's pair of sizes for the en-US file stays in one basis (no re-solve), and its
    /// pivot pair (390 × 216 and 1024 × 320) changes basis at every switch.
    @Test func benchmarkSizesOfTheEnUSFile() throws {
        var geometry = try LayoutGeometry(TestLayouts.enUSFile)
        _ = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
        let before = geometry.realSolveCount
        for index in 0..<10 {
            let size = index % 2 == 0 ? KeyboardSize(width: 414, height: 226) : KeyboardSize(width: 390, height: 216)
            _ = try geometry.frames(ofLayer: "letters", for: size)
        }
        #expect(geometry.realSolveCount == before)
        // At 1024 wide the space would be under 4 q (0.381·A − 3.714 < 0.4·A − 21.6 once A >
        // 941.4), so the medium constraint is broken there and kept at 390: another basis each
        // way, a re-solve at every switch. (844 × 160 shares a basis with 390 × 216.)
        for index in 0..<6 {
            let size = index % 2 == 0 ? KeyboardSize(width: 1024, height: 320) : KeyboardSize(width: 390, height: 216)
            _ = try geometry.frames(ofLayer: "letters", for: size)
            #expect(geometry.realSolveCount == before + index + 1)
        }
    }

    /// Going back and forth between two sizes in one basis never re-solves.
    @Test func alternatingSizesUseTheSnapshot() throws {
        var geometry = try LayoutGeometry(TestLayouts.enUS)
        _ = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
        let before = geometry.realSolveCount
        for index in 0..<100 {
            let size = index % 2 == 0 ? KeyboardSize(width: 414, height: 226) : KeyboardSize(width: 390, height: 216)
            _ = try geometry.frames(ofLayer: "letters", for: size)
        }
        #expect(geometry.realSolveCount == before)
        // Across the cap (u = 60 from W = 660 on) the basis changes.
        _ = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 844, height: 216))
        #expect(geometry.realSolveCount == before + 1)
    }
}
