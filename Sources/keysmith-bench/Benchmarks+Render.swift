import KeyboardGeometry
import KeyboardModel
import KeyboardRendering

extension Benchmarks {
    /// Rendering from solved frames (the solve is set-up, not timed).
    static var render: [Benchmark] {
        [
            Benchmark(name: "render.text.en-US") {
                let layout = GeometryFixtures.enUS
                let frames = try LayoutGeometry(layout).frames(of: "letters", for: Size(width: 390, height: 216))
                let renderer = TextRenderer(columns: 80)
                return { blackHole(try? renderer.render(frames, of: layout)) }
            },
            Benchmark(name: "render.svg.en-US") {
                let layout = GeometryFixtures.enUS
                let layers = try LayoutGeometry(layout).frames(for: Size(width: 390, height: 216))
                let renderer = SVGRenderer()
                return { blackHole(renderer.render(layers, of: layout)) }
            },
        ]
    }
}
