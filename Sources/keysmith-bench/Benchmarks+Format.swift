import LayoutFormat

extension Benchmarks {
    /// Decoding and validating layouts on top of the YAML reader.
    static var format: [Benchmark] {
        [
            Benchmark(name: "format.parse-validate.en-US") { try loadingEnUS() },
            // The full path, which layouts with problems or `extends` take: node tree, draft, validator.
            Benchmark(name: "format.parse-validate-full.en-US") { try loadingEnUS(readsWithoutTree: false) },
            // Decoding and validation alone, from a node tree read once: the full path's own cost.
            Benchmark(name: "format.decode-validate.en-US") {
                let path = Fixtures.root + "/Layouts/en-US.yaml"
                let document = YAMLReader.read(try Fixtures.bytes(atPath: path), file: path)
                guard let root = document.root else { throw Fixtures.Missing(path: path) }
                return { blackHole(LayoutDecoder.decode(root, source: document.source)) }
            },
        ]
    }

    /// Loading `Layouts/en-US.yaml` from memory (read and checked once): the operation to time.
    static func loadingEnUS(readsWithoutTree: Bool = true) throws -> () -> Void {
        let path = Fixtures.root + "/Layouts/en-US.yaml"
        let bytes = try Fixtures.bytes(atPath: path)
        var loader = LayoutLoader()
        loader.readsWithoutTree = readsWithoutTree
        guard loader.load(bytes: bytes, path: path).layout != nil else { throw Fixtures.Missing(path: path) }
        return { [loader] in blackHole(loader.load(bytes: bytes, path: path)) }
    }
}

extension Benchmarks {
    /// Ratios measured in alternating pairs, robust to the machine's slow spells.
    static var comparisons: [Comparison] {
        [
            // The layout format's target: parse + validate within 2× of libyaml's own event parse.
            Comparison(name: "format.parse-validate/yaml.events.en-US") {
                let bytes = try Fixtures.layoutBytes("en-US")
                guard YAMLReader.eventCount(bytes) != nil else { throw Fixtures.Missing(path: "Layouts/en-US.yaml") }
                return (operation: try loadingEnUS(), baseline: { blackHole(YAMLReader.eventCount(bytes)) })
            }
        ]
    }
}
