import Dispatch
import KeyboardGeometry
import KeyboardHosting
import KeyboardInput
import LayoutFormat

@MainActor
extension Benchmarks {
    /// The first presentation of en-US: from its bytes with nothing prepared (parse, validate,
    /// compile and solve every layer, one hit test), and after a preload (a lookup and one hit
    /// test). The target is warm ≤ cold / 20.
    static var hosting: [Benchmark] {
        // A touch on "q": 3 + 33 / 2 = 19.5 across, 8 + 42 / 2 = 29 down at 390 × 216.
        let touch = KeyboardPoint(x: 19.5, y: 29)
        return [
            // From compiled bytes, as a device does it.
            Benchmark(name: "hosting.first-presentation.cold") {
                let bytes = try compiledEnUS()
                let preparation = LayoutPreparation(folder: "", width: 390)
                _ = try preparation.prepare(layoutID: "en-US", compiled: bytes)  // fail in set-up, not timed
                return {
                    let prepared = try? preparation.prepare(layoutID: "en-US", compiled: bytes)
                    blackHole(prepared?.frames(ofLayer: "letters")?.key(at: touch))
                }
            },
            // From YAML in memory, as before layouts were compiled (and as tools still can).
            Benchmark(name: "hosting.first-presentation.cold-yaml") {
                let text = String(decoding: try Fixtures.layoutBytes("en-US"), as: UTF8.self)
                let source = YAMLLayoutFolder(
                    "", loader: LayoutLoader(files: InMemoryLayoutFiles(["en-US.yaml": text])))
                let preparation = LayoutPreparation(source: source, width: 390)
                _ = try preparation.prepare(layoutID: "en-US")  // fail in set-up, not timed
                return {
                    let prepared = try? preparation.prepare(layoutID: "en-US")
                    blackHole(prepared?.frames(ofLayer: "letters")?.key(at: touch))
                }
            },
            Benchmark(name: "hosting.first-presentation.warm") {
                let preparation = LayoutPreparation(source: YAMLLayoutFolder(Fixtures.root + "/Layouts"), width: 390)
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
                let preparation = LayoutPreparation(source: YAMLLayoutFolder(Fixtures.root + "/Layouts"), width: 390)
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
