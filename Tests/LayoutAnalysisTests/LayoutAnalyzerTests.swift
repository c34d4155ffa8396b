import KeyboardGeometry
import KeyboardModel
import LayoutAnalysis
import Testing

/// The movement and accuracy models, checked against figures worked out by hand.
@MainActor @Suite struct LayoutAnalyzerTests {
    /// Two square keys 50 pt wide side by side; the text alternates them, so every pair is a
    /// move of 50 pt (centre to centre) to a key 50 pt wide along the move: ID = log2(50/50 + 1)
    /// = 1 bit.
    @Test func twoKeyMovementTimeByHand() throws {
        let layout = try AnalysisFixtures.row(["a", "b"])
        let statistics = AnalysisFixtures.statistics(String(repeating: "ab", count: 50))
        // Stylus: MT = 1 bit / 4.9 bits/s = 0.204082 s; 60 / (5 × 0.204082) = 58.8 wpm.
        let stylus = try LayoutAnalyzer(layout: layout, size: layout.size, model: .stylus).analyze(statistics)
        #expect(abs(stylus.time.total - 0.204_082) < 1e-6)
        #expect(abs((stylus.wordsPerMinute ?? 0) - 58.8) < 1e-6)
        // Finger: ID = log2(50 / (√(2πe · 0.0075) · 50) + 1) = log2(1 / 0.357905 + 1) = 1.923734;
        // MT = 0.083 + 0.127 × 1.923734 = 0.327314 s; 60 / (5 × 0.327314) = 36.662 wpm.
        let finger = try LayoutAnalyzer(layout: layout, size: layout.size, model: .finger).analyze(statistics)
        #expect(abs(finger.time.total - 0.327_314) < 1e-6)
        #expect(abs((finger.wordsPerMinute ?? 0) - 36.662_02) < 1e-4)
        // Every tap is on a or b, half each.
        let usage = Dictionary(uniqueKeysWithValues: finger.keys.map { ($0.id, $0.usage) })
        #expect(abs((usage["a"] ?? 0) - 0.5) < 0.011)
        #expect(abs((usage["b"] ?? 0) - 0.5) < 0.011)
        #expect(abs(finger.keys.reduce(0) { $0 + $1.usage } - 1) < 1e-12)
    }

    /// A repeated tap (a movement of length zero) costs the intercept: 0.083 s with a finger.
    @Test func repeatCostsTheIntercept() throws {
        let layout = try AnalysisFixtures.row(["a", "b"])
        let analysis = try LayoutAnalyzer(layout: layout, size: layout.size, model: .finger)
            .analyze(AnalysisFixtures.statistics("aaaaaaaa"))
        #expect(abs(analysis.time.total - 0.083) < 1e-12)
    }

    /// One key's hit probability with erf. Keys `a` and `b` 10 pt square with a 4 pt gap, at
    /// 1 point per millimetre: `a`'s hit region runs to the middle of the gap, [0, 12] × [0, 10].
    /// σ = √(0.0075 × 10² + 1.68) = 1.558846 mm on both axes; aimed at (5, 5):
    /// across Φ(7/σ) − Φ(−5/σ) = 0.999327, down Φ(5/σ) − Φ(−5/σ) = 0.998661 (Φ(z) =
    /// erfc(−z/√2)/2), so P(hit) = 0.997989 and the miss 0.002011.
    @Test func hitProbabilityByHand() throws {
        let layout = try AnalysisFixtures.bare(
            width: 24, height: 10, keyGap: 4,
            layers: """
                  letters:
                    rows:
                      - [a, b]
                """)
        let analysis = try LayoutAnalyzer(layout: layout, size: layout.size, model: .finger, pointsPerMillimetre: 1)
            .analyze(AnalysisFixtures.statistics("ab"))
        let a = try #require(analysis.keys.first { $0.id == "a" })
        #expect(a.hitRegion == KeyboardRect(x: 0, y: 0, width: 12, height: 10))
        #expect(abs(a.spread.x - 1.558_846) < 1e-6)
        #expect(abs(a.miss - 0.002_011_05) < 1e-8)
        // The only other key gets 3.548e-6 of the taps: 0.176 % of the misses (the rest leave
        // the keyboard).
        #expect(a.neighbours.map(\.id) == ["b"])
        #expect(abs((a.neighbours.first?.share ?? 0) - 0.001_764_26) < 1e-7)
    }

    /// Property: shrinking every key (the whole keyboard, both ways) raises every key's chance
    /// of a miss and the text-weighted error rate, for random grids.
    @Test func shrinkingEveryKeyLowersAccuracy() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<12 {
            let columns = Int.random(in: 2...8, using: &random)
            let rows = Int.random(in: 1...4, using: &random)
            let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789").map(String.init)
            var rowText: [String] = []
            for row in 0..<rows {
                let keys = (0..<columns).map { letters[(row * columns + $0) % letters.count] + "\(row)" }
                rowText.append(
                    "      - [" + keys.map { "{text: \"\($0.prefix(1))\", id: k\($0)}" }.joined(separator: ", ") + "]")
            }
            let side = Double.random(in: 30...60, using: &random)
            let layout = try AnalysisFixtures.layout(
                """
                format: 1
                id: grid
                name: Grid
                locale: en-US
                size: {width: \(side * Double(columns)), height: \(side * Double(rows))}
                metrics: {insets: {top: 0, left: 0, bottom: 0, right: 0}, key-gap: 2, row-gap: 2, min-key-width: 1, min-row-height: 1}
                behavior: {autocapitalize: none, double-space-period: false}
                layers:
                  letters:
                    rows:
                \(rowText.joined(separator: "\n"))
                """)
            let text = String(
                (0..<200).map { _ in letters[Int.random(in: 0..<min(columns * rows, 26), using: &random)] }.joined())
            let statistics = AnalysisFixtures.statistics(text)
            let factor = Double.random(in: 0.5...0.95, using: &random)
            let large = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(statistics)
            let small = try LayoutAnalyzer(
                layout: layout,
                size: KeyboardSize(width: layout.size.width * factor, height: layout.size.height * factor)
            ).analyze(statistics)
            #expect(small.errorRate > large.errorRate)
            for (before, after) in zip(large.keys, small.keys) {
                #expect(after.miss > before.miss, "\(before.id) at ×\(factor)")
            }
        }
    }

    /// en-US is more accurate at 390 pt than at 320 pt wide (same height).
    @Test func enUSIsMoreAccurateWider() throws {
        let layout = try AnalysisFixtures.bundled("en-US")
        let text = AnalysisFixtures.statistics("The quick brown fox jumps over the lazy dog, twice. Then it rests!")
        let wide = try LayoutAnalyzer(layout: layout, size: KeyboardSize(width: 390, height: 216)).analyze(text)
        let narrow = try LayoutAnalyzer(layout: layout, size: KeyboardSize(width: 320, height: 216)).analyze(text)
        #expect(wide.errorRate < narrow.errorRate)
        let e = { (analysis: LayoutAnalysis) in analysis.keys.first { $0.layer == "letters" && $0.id == "e" }?.miss ?? 0
        }
        #expect(e(wide) < e(narrow))
    }

    /// Property: moving a frequent pair's keys apart raises the movement time. A row of 8 keys;
    /// the text is mostly `x` `y` pairs; `y` moves from next to `x` outwards, one place at a time.
    @Test func movingAFrequentPairApartRaisesTime() throws {
        var random = SystemRandomNumberGenerator()
        for model in MotorModel.allCases {
            let others = ["a", "b", "c", "d", "e", "f"].shuffled(using: &random)
            let text = String(repeating: "xy", count: 40) + others.joined() + "x"
            let statistics = AnalysisFixtures.statistics(text)
            var previous = 0.0
            for gap in 0..<others.count {
                var keys = others
                keys.insert("y", at: gap)
                keys.insert("x", at: 0)
                let layout = try AnalysisFixtures.row(keys)
                let time = try LayoutAnalyzer(layout: layout, size: layout.size, model: model).analyze(statistics).time
                    .total
                #expect(time > previous, "\(model) with y \(gap + 1) keys from x")
                previous = time
            }
        }
    }

    /// Layer keys and shift are real taps in the plan: a capital costs a shift tap, a digit the
    /// layer key, and the time shows them apart from movement.
    @Test func switchingIsCounted() throws {
        let layout = try AnalysisFixtures.bundled("en-US")
        let lower = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(
            AnalysisFixtures.statistics("hello there"))
        let upper = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(
            AnalysisFixtures.statistics("Hello There"))
        #expect(lower.time.switching == 0)
        #expect(upper.time.switching > 0)
        let shift = upper.keys.first { $0.layer == "letters" && $0.id == "shift" }
        #expect((shift?.usage ?? 0) > 0)
        // A long press for é: the dwell is the layout's long-press delay.
        let accent = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(AnalysisFixtures.statistics("céé"))
        #expect(accent.time.longPress > 0)
    }

    /// A flick that switches layer is switching time, its stroke included. Keys 50 pt square:
    /// `b`'s east flick shows `digits`, where `1` is under `a`. The pair b → 1 (stylus): the
    /// flick from b's centre, a stroke of 0.9 × 50 = 45 pt at a 50 pt key, log2(45/50 + 1) /
    /// 4.9 = 0.188979 s; then from its end (120, 25) to 1's centre (25, 25), log2(95/50 + 1) /
    /// 4.9 = 0.313480 s of movement. No flick time: the flick types nothing.
    @Test func aFlickToALayerIsSwitching() throws {
        let layout = try AnalysisFixtures.bare(
            width: 100, height: 50,
            layers: """
                  letters:
                    rows:
                      - [a, {text: b, flicks: {e: {action: layer, to: digits}}}]
                  digits:
                    rows:
                      - ["1", "2"]
                """)
        let analysis = try LayoutAnalyzer(layout: layout, size: layout.size, model: .stylus)
            .analyze(AnalysisFixtures.statistics("b1"))
        #expect(abs(analysis.time.switching - 0.188_979) < 1e-6)
        #expect(abs(analysis.time.movement - 0.313_480) < 1e-6)
        #expect(analysis.time.flicks == 0)
    }

    /// No speed without a pair to time: an empty text, or repeats only under a model with no
    /// intercept.
    @Test func noSpeedWithoutATimedPair() throws {
        let layout = try AnalysisFixtures.row(["a", "b"])
        let empty = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(AnalysisFixtures.statistics(""))
        #expect(empty.wordsPerMinute == nil)
        #expect(empty.errorRate == 0)
        #expect(AnalysisReport.text([empty]).contains("speed     none: no two neighbouring graphemes"))
        #expect(AnalysisReport.json([empty]).contains("\"wpm\":null"))
        let repeats = try LayoutAnalyzer(layout: layout, size: layout.size, model: .stylus)
            .analyze(AnalysisFixtures.statistics("aaaa"))
        #expect(repeats.wordsPerMinute == nil)
        #expect(AnalysisReport.text([repeats]).contains("speed     none: the text's pairs take no time"))
    }

    /// A multitap key tapped for the next letter waits out its cycle. On phone-pad-abc (a 1 s
    /// multitap interval), "ab" is a tap on 2, then b: the wait (1 s) and two taps on 2 at the
    /// intercept (2 × 0.083 s) = 1.166 s. "ad" moves on to 3: no wait.
    @Test func multitapWaitsOutTheCycle() throws {
        let layout = try AnalysisFixtures.bundled("phone-pad-abc")
        let same = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(AnalysisFixtures.statistics("ab"))
        #expect(abs(same.time.waiting - 1) < 1e-12)
        #expect(abs(same.time.total - 1.166) < 1e-12)
        let other = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(AnalysisFixtures.statistics("ad"))
        #expect(other.time.waiting == 0)
    }

    /// Graphemes the layout cannot type are left out and named, with their counts.
    @Test func untypableGraphemesAreNamed() throws {
        let layout = try AnalysisFixtures.row(["a", "b"])
        let analysis = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(
            AnalysisFixtures.statistics("abzabzz"))
        #expect(analysis.untypable.map(\.grapheme) == ["z"])
        #expect(analysis.untypable.first?.count == 3)
        #expect(abs(analysis.typedShare - 4.0 / 7.0) < 1e-12)
    }
}
