import KeyboardGeometry
import KeyboardModel
import LayoutFormat

@MainActor
extension Benchmarks {
    /// Layer geometry: cold solve of every layer, resizes with and without a pivot, hit test.
    static var geometry: [Benchmark] {
        [
            Benchmark(name: "geometry.en-US.cold") {
                let layout = try GeometryFixtures.enUS()
                let size = KeyboardSize(width: 390, height: 216)
                return {
                    var geometry = try? LayoutGeometry(layout)
                    blackHole(try? geometry?.frames(for: size))
                }
            },
            Benchmark(name: "geometry.en-US.resize") {
                try GeometryFixtures.alternating(
                    KeyboardSize(width: 390, height: 216), KeyboardSize(width: 414, height: 226))
            },
            // Another basis each way: at 1024 wide the medium `space >= 4 * q` is broken, at 390 it holds.
            Benchmark(name: "geometry.en-US.resize-pivot") {
                try GeometryFixtures.alternating(
                    KeyboardSize(width: 390, height: 216), KeyboardSize(width: 1024, height: 320))
            },
            Benchmark(name: "geometry.en-US.hit-test") {
                var geometry = try LayoutGeometry(GeometryFixtures.enUS())
                let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
                var state: UInt64 = 0x2545_F491_4F6C_DD1D
                var pointList: [KeyboardPoint] = []
                for _ in 0..<1024 {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let x = Double(state >> 11) / Double(1 << 53) * 390
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let y = Double(state >> 11) / Double(1 << 53) * 216
                    pointList.append(KeyboardPoint(x: x, y: y))
                }
                let points = pointList
                // A raw counter: a captured `var` would add exclusivity checks to the timing.
                let next = UnsafeMutablePointer<Int>.allocate(capacity: 1)
                next.initialize(to: 0)
                return {
                    blackHole(frames.index(at: points[next.pointee]))
                    next.pointee = (next.pointee + 1) & 1023
                }
            },
        ]
    }
}

/// The en-US layout for the geometry benchmarks: `Layouts/en-US.yaml`, decoded.
@MainActor
enum GeometryFixtures {
    struct Invalid: Error, CustomStringConvertible {
        let messages: [String]
        var description: String { "Layouts/en-US.yaml has errors: " + messages.joined(separator: "; ") }
    }

    /// `Layouts/en-US.yaml` as a layout.
    static func enUS() throws -> KeyboardLayout {
        let result = LayoutLoader().load(bytes: try Fixtures.layoutBytes("en-US"), path: "en-US.yaml")
        guard let layout = result.layout else { throw Invalid(messages: result.diagnostics.map(\.message)) }
        return layout
    }

    /// One layer resized back and forth between two sizes; each call is one resize.
    static func alternating(_ first: KeyboardSize, _ second: KeyboardSize) throws -> @MainActor () -> Void {
        var geometry = try LayoutGeometry(enUS())
        _ = try geometry.frames(ofLayer: "letters", for: second)
        _ = try geometry.frames(ofLayer: "letters", for: first)
        var flip = false
        return {
            flip.toggle()
            blackHole(try? geometry.frames(ofLayer: "letters", for: flip ? second : first))
        }
    }
}
