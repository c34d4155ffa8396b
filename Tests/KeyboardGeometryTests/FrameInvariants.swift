import KeyboardGeometry
import KeyboardModel

/// Checks the properties every set of frames must have, returning what failed.
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
        expect(frames.keys.count == layer.rows.reduce(0) { $0 + $1.keys.count }, "key count")

        // Inside the keyboard (inside its insets, in fact), with at least the minimum sizes.
        for key in frames.keys {
            let frame = key.frame
            expect(frame.minX >= insets.left - tolerance, "\(key.id) left of the inset: \(frame)")
            expect(frame.maxX <= width - insets.right + tolerance, "\(key.id) right of the inset: \(frame)")
            expect(frame.minY >= insets.top - tolerance, "\(key.id) above the inset: \(frame)")
            expect(frame.maxY <= height - insets.bottom + tolerance, "\(key.id) below the inset: \(frame)")
            expect(frame.width >= metrics.minKeyWidth - tolerance, "\(key.id) narrower than the minimum")
            expect(frame.height >= metrics.minRowHeight - tolerance, "\(key.id) lower than the minimum")
        }
        // Gaps, shared tops and heights, row order.
        var rows: [[KeyFrame]] = Array(repeating: [], count: layer.rows.count)
        for key in frames.keys { rows[key.row].append(key) }
        // No overlaps: keys of a row pairwise; rows by their bands, which must come in order.
        for (index, row) in rows.enumerated() {
            for first in row.indices {
                for second in row.indices where second > first {
                    let a = row[first].frame
                    let b = row[second].frame
                    let overlap = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                    expect(overlap <= tolerance, "\(row[first].id) overlaps \(row[second].id)")
                }
            }
            if index > 0, let above = rows[index - 1].first, let below = row.first {
                expect(above.frame.maxY <= below.frame.minY + tolerance, "row \(index) overlaps the row above")
            }
            for pair in zip(row, row.dropFirst()) {
                expect(
                    abs(pair.1.frame.minX - pair.0.frame.maxX - metrics.keyGap) <= tolerance, "key gap in row \(index)")
                expect(pair.0.frame.minY == pair.1.frame.minY, "top in row \(index)")
                expect(pair.0.frame.height == pair.1.frame.height, "height in row \(index)")
            }
            if index > 0, let above = rows[index - 1].first, let below = row.first {
                expect(
                    abs(below.frame.minY - above.frame.maxY - metrics.rowGap) <= tolerance, "row gap above row \(index)"
                )
            }
            if let first = row.first, index == 0 {
                expect(abs(first.frame.minY - insets.top) <= tolerance, "first row top")
            }
            if let first = row.first, index == rows.count - 1 {
                expect(abs(first.frame.maxY - (height - insets.bottom)) <= tolerance, "last row bottom")
            }
        }
        // Equal widths: unbounded keys of the same unit count; fill keys of a row.
        var unitWidths: [Double: Double] = [:]
        for key in frames.keys where key.key.minWidth == nil && key.key.maxWidth == nil {
            if case .units(let count) = key.key.width {
                if let known = unitWidths[count] {
                    expect(abs(known - key.frame.width) <= tolerance, "\(count)-unit \(key.id) differs")
                } else {
                    unitWidths[count] = key.frame.width
                }
            }
        }
        for row in rows {
            let fills = row.filter { $0.key.width == .fill }
            for pair in zip(fills, fills.dropFirst()) {
                expect(abs(pair.0.frame.width - pair.1.frame.width) <= tolerance, "fill keys differ")
            }
        }
        // Hit regions tile the keyboard.
        var area = 0.0
        for key in frames.keys {
            area += key.hitRegion.area
            let grown = key.hitRegion
            expect(grown.minX <= key.frame.minX + tolerance && grown.maxX >= key.frame.maxX - tolerance, "hit x")
            expect(grown.minY <= key.frame.minY + tolerance && grown.maxY >= key.frame.maxY - tolerance, "hit y")
        }
        expect(abs(area - width * height) <= tolerance * max(1, width * height) * 1e-3, "hit area \(area)")
        for _ in 0..<points {
            let point = Point(x: generator.double(in: 0...width), y: generator.double(in: 0...height))
            guard point.x < width, point.y < height else { continue }
            let containing = frames.keys.filter { $0.hitRegion.contains(point) }
            expect(containing.count == 1, "\(containing.count) hit regions contain \(point)")
            expect(frames.key(at: point)?.id == containing.first?.id, "key(at:) disagrees at \(point)")
        }
        for point in [
            Point(x: -0.001, y: 1), Point(x: width, y: 1), Point(x: 1, y: -0.001), Point(x: 1, y: height),
            Point(x: .nan, y: 1),
        ] {
            expect(frames.key(at: point) == nil, "a key outside at \(point)")
        }
        return failures
    }
}
