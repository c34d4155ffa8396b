import LayoutFormat

extension Benchmarks {
    /// Decoding and validating layouts on top of the YAML reader.
    static var format: [Benchmark] {
        [
            Benchmark(name: "format.parse-validate.en-US") {
                let path = Fixtures.root + "/Layouts/en-US.yaml"
                let bytes = try Fixtures.bytes(atPath: path)
                let loader = LayoutLoader()
                guard loader.load(bytes: bytes, path: path).layout != nil else { throw Fixtures.Missing(path: path) }
                return { blackHole(loader.load(bytes: bytes, path: path)) }
            },
            // Decoding and validation alone, from a node tree read once: this layer's own cost.
            Benchmark(name: "format.decode-validate.en-US") {
                let path = Fixtures.root + "/Layouts/en-US.yaml"
                let document = YAMLReader.read(try Fixtures.bytes(atPath: path), file: path)
                guard let root = document.root else { throw Fixtures.Missing(path: path) }
                return { blackHole(LayoutDecoder.decode(root, source: document.source)) }
            },
        ]
    }
}
