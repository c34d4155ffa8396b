import KeyboardGeometry
import KeyboardModel
import KeyboardRendering
import KeysmithSources
import LayoutFormat

@MainActor
extension Benchmarks {
    /// Rendering from solved frames (loading and solving are set-up, not timed).
    static var render: [Benchmark] {
        [
            Benchmark(name: "render.text.en-US") {
                let layout = try RenderFixtures.enUS()
                var geometry = try LayoutGeometry(layout)
                let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
                let renderer = TextRenderer(columns: 80)
                return { blackHole(try? renderer.render(frames, of: layout)) }
            },
            Benchmark(name: "render.scene.en-US") {
                let layout = try RenderFixtures.enUS()
                var geometry = try LayoutGeometry(layout)
                let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 390, height: 216))
                let theme = layout.theme ?? .plain
                return { blackHole(KeyboardScene(frames, theme: theme)) }
            },
            Benchmark(name: "render.svg.en-US") {
                let layout = try RenderFixtures.enUS()
                var geometry = try LayoutGeometry(layout)
                let layers = try geometry.frames(for: KeyboardSize(width: 390, height: 216))
                let renderer = SVGRenderer()
                return { blackHole(renderer.render(layers, of: layout)) }
            },
        ]
    }
}

/// The bundled en-US layout, read with the real loader.
@MainActor
enum RenderFixtures {
    struct LoadFailure: Error, CustomStringConvertible {
        let description: String
    }

    static func enUS() throws -> KeyboardLayout {
        let text = BundledSources.layouts["en-US"] ?? ""
        let result = LayoutLoader().load(bytes: Array(text.utf8), path: "Layouts/en-US.yaml")
        guard let layout = result.layout else {
            throw LoadFailure(description: "en-US: \(result.diagnostics.map(\.message))")
        }
        return layout
    }
}
