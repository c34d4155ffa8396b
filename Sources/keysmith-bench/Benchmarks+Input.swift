import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import LayoutFormat

@MainActor
extension Benchmarks {
    /// Touch dispatch: taps through hit test, controller and buffer.
    static var input: [Benchmark] {
        [
            Benchmark(name: "input.taps.en-US") {
                let path = Fixtures.root + "/Layouts/en-US.yaml"
                let result = LayoutLoader().load(bytes: try Fixtures.bytes(atPath: path), path: path)
                guard let layout = result.layout else { throw Fixtures.Missing(path: path) }
                return try taps(on: layout, text: "the quick brown fox jumps over the lazy dog ")
            },
            // A rotation across en-US's threshold: phone at 390 × 216, tablet at 1024 × 320, each
            // form's geometry kept warm by the controller.
            Benchmark(name: "input.form-switch.en-US") {
                let path = Fixtures.root + "/Layouts/en-US.yaml"
                let result = LayoutLoader().load(bytes: try Fixtures.bytes(atPath: path), path: path)
                guard let layout = result.layout else { throw Fixtures.Missing(path: path) }
                let controller = try KeyboardController(layout: layout)
                let sizes = [KeyboardSize(width: 1024, height: 320), KeyboardSize(width: 390, height: 216)]
                let next = UnsafeMutablePointer<Int>.allocate(capacity: 1)
                next.initialize(to: 0)
                return {
                    try? controller.resize(to: sizes[next.pointee])
                    next.pointee ^= 1
                    blackHole(controller.frames)
                }
            },
        ]
    }

    /// One operation is one tap (a touch-down and a touch-up event, 50 ms apart, at a key's
    /// centre) on the next key typing `text` round and round on the letters layer; the controller
    /// types into a `TextBuffer` that keeps growing.
    private static func taps(on layout: KeyboardLayout, text: String) throws -> @MainActor () -> Void {
        let controller = try KeyboardController(layout: layout)
        let buffer = TextBuffer()
        controller.input = buffer
        guard let frames = controller.frames else { return {} }
        var pointList: [KeyboardPoint] = []
        for character in text {
            let id = character == " " ? "space" : String(character)
            if let key = frames.key(withID: id) { pointList.append(key.frame.center) }
        }
        let points = pointList
        let count = points.count
        // Raw counters: captured `var`s would add exclusivity checks to the timing.
        let state = UnsafeMutablePointer<(index: Int, time: Double)>.allocate(capacity: 1)
        state.initialize(to: (0, 0))
        return {
            let point = points[state.pointee.index]
            let time = state.pointee.time
            controller.handle(TouchEvent(id: 1, phase: .began, location: point, timestamp: time))
            controller.handle(TouchEvent(id: 1, phase: .ended, location: point, timestamp: time + 0.05))
            state.pointee.time = time + 0.15
            state.pointee.index = state.pointee.index + 1 == count ? 0 : state.pointee.index + 1
            blackHole(buffer)
        }
    }
}
