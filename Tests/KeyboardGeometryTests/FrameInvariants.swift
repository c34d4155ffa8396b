import KeyboardGeometry
import KeyboardModel
import TestSupport

/// Checks the properties every set of frames must have, returning what failed.
///
/// Works on plain arrays of rectangles and indices (copying `KeyFrame`s is slow in debug builds).
enum FrameInvariants {
    static let tolerance = 1e-6

    static func failures(
        of frames: LayerFrames, layer: Layer, metrics: Metrics, points: Int, generator: inout SplitMix64
    ) -> [String] {
        var failures: [String] = []
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { failures.append("\(frames.name) at \(frames.size): \(message())") }
        }
        let width = frames.size.width
        let height = frames.size.height
        let insets = metrics.insets
        let rects = frames.keys.map { $0.frame }
        let hits = frames.keys.map { $0.hitRegion }
        let ids = frames.keys.map { $0.id }
        expect(rects.count == layer.rows.reduce(0) { $0 + $1.keys.count }, "key count")

        // Inside the keyboard (inside its insets, in fact), with at least the minimum sizes.
        for (index, frame) in rects.enumerated() {
            let id = ids[index]
            expect(frame.minX >= insets.left - tolerance, "\(id) left of the inset: \(frame)")
            expect(frame.maxX <= width - insets.right + tolerance, "\(id) right of the inset: \(frame)")
            expect(frame.minY >= insets.top - tolerance, "\(id) above the inset: \(frame)")
            expect(frame.maxY <= height - insets.bottom + tolerance, "\(id) below the inset: \(frame)")
            expect(frame.width >= metrics.minKeyWidth - tolerance, "\(id) narrower than the minimum")
            expect(frame.height >= metrics.minRowHeight - tolerance, "\(id) lower than the minimum")
        }

        // Rows as index ranges, in the layer's order.
        var rows: [Range<Int>] = []
        var start = 0
        for row in layer.rows {
            rows.append(start..<start + row.keys.count)
            start += row.keys.count
        }
        let spans = frames.keys.map(\.key.span)
        for (rowIndex, row) in rows.enumerated() {
            // No overlaps: keys of a row pairwise; rows by their bands, which must come in order.
            for first in row {
                for second in row where second > first {
                    let overlap =
                        min(rects[first].maxX, rects[second].maxX) - max(rects[first].minX, rects[second].minX)
                    expect(overlap <= tolerance, "\(ids[first]) overlaps \(ids[second])")
                }
            }
            // A key spanning rows overlaps no key of the rows it reaches into, and is as tall as
            // its rows and the gaps between them.
            for tall in row where spans[tall] > 1 {
                for below in rowIndex + 1..<min(rowIndex + spans[tall], rows.count) {
                    for other in rows[below] {
                        let overlap =
                            min(rects[tall].maxX, rects[other].maxX) - max(rects[tall].minX, rects[other].minX)
                        expect(overlap <= tolerance, "tall \(ids[tall]) overlaps \(ids[other]) in row \(below)")
                    }
                }
                let last = min(rowIndex + spans[tall], rows.count) - 1
                if let bottom = rows[last].first(where: { spans[$0] == 1 }) {
                    expect(abs(rects[tall].maxY - rects[bottom].maxY) <= tolerance, "bottom of tall \(ids[tall])")
                }
            }
            let single = row.filter { spans[$0] == 1 }
            // Gaps between neighbours (wider where the row has a spacer before the key); one top
            // and height per row.
            let spaced = Set(layer.rows[rowIndex].gaps.map { row.lowerBound + $0.index })
            for index in row.dropFirst() {
                let gap = rects[index].minX - rects[index - 1].maxX
                if spaced.contains(index) {
                    expect(gap > metrics.keyGap + tolerance, "no spacer before \(ids[index]): \(gap)")
                } else {
                    expect(abs(gap - metrics.keyGap) <= tolerance, "key gap \(gap) before \(ids[index])")
                }
                expect(rects[index].minY == rects[index - 1].minY, "top in row \(rowIndex)")
            }
            for pair in zip(single, single.dropFirst()) {
                expect(rects[pair.1].height == rects[pair.0].height, "height in row \(rowIndex)")
            }
            guard let first = single.first ?? row.first else { continue }
            if rowIndex == 0 {
                expect(abs(rects[first].minY - insets.top) <= tolerance, "first row top")
            } else if let above = rows[rowIndex - 1].first(where: { spans[$0] == 1 }) {
                let gap = rects[first].minY - rects[above].maxY
                expect(gap >= -tolerance, "row \(rowIndex) overlaps the row above")
                expect(abs(gap - metrics.rowGap) <= tolerance, "row gap \(gap) above row \(rowIndex)")
            }
            if rowIndex == rows.count - 1, spans[first] == 1 {
                expect(abs(rects[first].maxY - (height - insets.bottom)) <= tolerance, "last row bottom")
            }
        }

        // Equal widths: unbounded keys of the same unit count; fill keys of a row.
        var unitWidths: [Double: Double] = [:]
        for (index, key) in frames.keys.enumerated() where key.key.minWidth == nil && key.key.maxWidth == nil {
            guard case .units(let count) = key.key.width else { continue }
            if let known = unitWidths[count] {
                expect(abs(known - rects[index].width) <= tolerance, "\(count)-unit \(ids[index]) differs")
            } else {
                unitWidths[count] = rects[index].width
            }
        }
        for row in rows {
            let fills = row.filter { frames.keys[$0].key.width == .fill }
            for pair in zip(fills, fills.dropFirst()) {
                expect(abs(rects[pair.0].width - rects[pair.1].width) <= tolerance, "fill keys differ")
            }
        }

        // Hit regions contain their frames and tile the keyboard.
        var area = 0.0
        for (index, hit) in hits.enumerated() {
            area += hit.area
            let frame = rects[index]
            expect(hit.minX <= frame.minX + tolerance && hit.maxX >= frame.maxX - tolerance, "hit x of \(ids[index])")
            expect(hit.minY <= frame.minY + tolerance && hit.maxY >= frame.maxY - tolerance, "hit y of \(ids[index])")
        }
        expect(abs(area - width * height) <= tolerance, "hit area \(area) != \(width * height)")
        for _ in 0..<points {
            let point = KeyboardPoint(x: generator.double(in: 0...width), y: generator.double(in: 0...height))
            guard point.x < width, point.y < height else { continue }
            var containing = -1
            var count = 0
            for (index, hit) in hits.enumerated() where hit.contains(point) {
                containing = index
                count += 1
            }
            expect(count == 1, "\(count) hit regions contain \(point)")
            expect(frames.index(at: point) == containing, "key(at:) disagrees at \(point)")
        }
        for point in [
            KeyboardPoint(x: -0.001, y: 1), KeyboardPoint(x: width, y: 1), KeyboardPoint(x: 1, y: -0.001),
            KeyboardPoint(x: 1, y: height),
            KeyboardPoint(x: .nan, y: 1),
        ] {
            expect(frames.key(at: point) == nil, "a key outside at \(point)")
        }
        return failures
    }
}
