import Dispatch
import KeyboardGeometry
import KeyboardHosting
import KeyboardInput

@MainActor
extension Benchmarks {
    /// The first presentation of en-US: from its bytes with nothing prepared (parse, validate,
    /// compile and solve every layer, one hit test), and after a preload (a lookup and one hit
    /// test). The target is warm ≤ cold / 20.
    static var hosting: [Benchmark] {
        // A touch on "q": 3 + 33 / 2 = 19.5 across, 8 + 42 / 2 = 29 down at 390 × 216.
        let touch = Point(x: 19.5, y: 29)
        return [
            Benchmark(name: "hosting.first-presentation.cold") {
                let bytes = try Fixtures.layoutBytes("en-US")
                let preparation = LayoutPreparation(folder: Fixtures.root + "/Layouts", width: 390)
                _ = try preparation.prepare(layoutID: "en-US", bytes: bytes)  // fail in set-up, not timed
                return {
                    let prepared = try? preparation.prepare(layoutID: "en-US", bytes: bytes)
                    blackHole(prepared?.frames(ofLayer: "letters")?.key(at: touch))
                }
            },
            Benchmark(name: "hosting.first-presentation.warm") {
                let preparation = LayoutPreparation(folder: Fixtures.root + "/Layouts", width: 390)
                let preloader = KeyboardPreloader(preparation: preparation)
                let done = DispatchSemaphore(value: 0)
                preloader.preload(["en-US"]) { _ in done.signal() }
                done.wait()
                guard preloader.prepared(layoutID: "en-US") != nil else {
                    throw Fixtures.Missing(path: Fixtures.root + "/Layouts/en-US.yaml")
                }
                return {
                    blackHole(preloader.prepared(layoutID: "en-US")?.frames(ofLayer: "letters")?.key(at: touch))
                }
            },
            // After a preload, what an app does on the main thread to type: a controller made
            // from the prepared layout (no compiling, no solving) and a first tap on "q".
            Benchmark(name: "hosting.first-presentation.controller") {
                let preparation = LayoutPreparation(folder: Fixtures.root + "/Layouts", width: 390)
                let prepared = try preparation.prepare(layoutID: "en-US")
                return {
                    let controller = KeyboardController(prepared: prepared)
                    let buffer = TextBuffer()
                    controller.input = buffer
                    controller.handle(TouchEvent(id: 1, phase: .began, location: touch, timestamp: 0))
                    controller.handle(TouchEvent(id: 1, phase: .ended, location: touch, timestamp: 0.05))
                    blackHole(buffer)
                }
            },
        ]
    }
}
