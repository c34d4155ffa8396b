import KeyboardGeometry
import KeyboardModel
import LayoutFormat
import TestSupport
import Testing

/// Random layouts — rows of keys in units, points and `fill`, spacers (`gap` in units, points
/// and percent) and keys spanning rows — read through the decoder, at random sizes: every layer
/// either keeps every frame invariant (keys inside the keyboard, no overlaps, hit regions that
/// tile it exactly) or is reported too small.
@Suite struct RandomLayoutPropertyTests {
    /// One random layout file: 1–3 layers of 1–5 rows of 1–7 keys; a row may start or end with
    /// a key spanning the rows below, and may hold spacers anywhere.
    static func randomLayout(_ generator: inout SplitMix64, seed: Int) -> String {
        var text = """
            format: 1
            id: random-\(seed)
            name: Random
            locale: en-US
            size: {width: 390, height: 216}
            metrics: {key-gap: \(Int.random(in: 0...8, using: &generator)), row-gap: \(Int.random(in: 0...12, using: &generator)), \
            min-key-width: 12, min-row-height: 20}
            layers:

            """
        var next = 0
        func key() -> String {
            next += 1
            let width: String
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: width = ", width: fill"
            case 1: width = ", width: \"\(Int.random(in: 20...70, using: &generator))pt\""
            case 2: width = ", width: \(Double(Int.random(in: 5...25, using: &generator)) / 10)"
            default: width = ""
            }
            return "{text: k\(next)\(width)}"
        }
        func gap() -> String {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: "{gap: \(Double(Int.random(in: 1...15, using: &generator)) / 10)}"
            case 1: "{gap: \"\(Int.random(in: 2...30, using: &generator))pt\"}"
            default: "{gap: \"\(Int.random(in: 1...10, using: &generator))%\"}"
            }
        }
        for layer in 0..<Int.random(in: 1...3, using: &generator) {
            text += "  l\(layer):\n    rows:\n"
            let rowCount = Int.random(in: 1...5, using: &generator)
            for row in 0..<rowCount {
                var items = (0..<Int.random(in: 1...7, using: &generator)).map { _ in key() }
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    items.insert(gap(), at: Int.random(in: 0...items.count, using: &generator))
                }
                let rowsBelow = rowCount - row - 1
                if rowsBelow > 0, Int.random(in: 0..<3, using: &generator) == 0 {
                    next += 1
                    let tall = "{text: t\(next), span: \(Int.random(in: 2...rowsBelow + 1, using: &generator))}"
                    if Bool.random(using: &generator) { items.append(tall) } else { items.insert(tall, at: 0) }
                }
                if layer == 0 && row == rowCount - 1 {
                    items += ["{action: backspace}", "{action: return}"]
                }
                text += "      - [" + items.joined(separator: ", ") + "]\n"
            }
        }
        return text
    }

    @Test func randomLayoutsWithGapsAndSpansKeepTheInvariants() throws {
        var generator = SplitMix64(seed: 0x6A95)
        var layouts = 0
        var solved = 0
        var tooSmall = 0
        var spanned = 0
        var gapped = 0
        var conflicting = 0
        for seed in 0..<240 {
            let text = Self.randomLayout(&generator, seed: seed)
            let result = LayoutLoader().load(text: text, name: "random-\(seed).yaml")
            // Two spanning keys may meet in a row below, or a tall key may end one of its rows and
            // not another (errors the validator reports); those layouts are left out.
            guard let layout = result.layout, !result.hasErrors else {
                #expect(
                    result.diagnostics.filter { $0.severity == .error }.allSatisfy {
                        $0.code == "KS2126" || $0.code == "KS2131"
                    },
                    "\(result.diagnostics)\n\(text)")
                continue
            }
            layouts += 1
            let rows = layout.layers.flatMap(\.rows)
            let hasSpans = rows.contains { $0.keys.contains { $0.span > 1 } }
            let hasGaps = rows.contains { !$0.gaps.isEmpty }
            var geometry: LayoutGeometry
            do throws(GeometryError) {
                geometry = try LayoutGeometry(layout)
            } catch {
                // A tall key must stand where the rows below leave its place: with fixed widths
                // that can contradict the row it starts in, at any size (`validate` reports it).
                guard case .conflictingConstraints = error else {
                    Issue.record("\(error)\n\(text)")
                    continue
                }
                conflicting += 1
                continue
            }
            if hasSpans { spanned += 1 }
            if hasGaps { gapped += 1 }
            var sizes: [KeyboardSize] = []
            for _ in 0..<8 {
                let size = KeyboardSize(width: generator.double(in: 150...1200), height: generator.double(in: 80...500))
                defer { sizes.append(size) }
                for layer in layout.layers {
                    do throws(GeometryError) {
                        let frames = try geometry.frames(ofLayer: layer.name, for: size)
                        let failures = FrameInvariants.failures(
                            of: frames, layer: layer, metrics: layout.metrics, points: 40, generator: &generator)
                        #expect(failures.isEmpty, "\(failures.prefix(3))\n\(text)")
                        solved += 1
                    } catch let error {
                        switch error {
                        case .sizeTooSmall(_, let needed, let got, _):
                            // Short in a dimension, or fixed widths that conflict at this size (a
                            // tall key's place decides a row's width), said as such.
                            let short = needed.width > got.width + 1e-9 || needed.height > got.height + 1e-9
                            #expect(short || error.description.hasSuffix("conflict at this size"), "\(error)")
                            tooSmall += 1
                        case .conflictingConstraints:
                            // Fixed widths wider than the keyboard conflict with the row's width.
                            tooSmall += 1
                        default:
                            Issue.record("\(error) at \(size) after \(sizes)\n\(text)")
                        }
                    }
                }
            }
        }
        #expect(layouts - conflicting > 100, "\(layouts) layouts, \(conflicting) contradictory")
        #expect(spanned > 30)
        #expect(gapped > 60)
        #expect(solved > 500)
        #expect(tooSmall > 0)
    }
}
