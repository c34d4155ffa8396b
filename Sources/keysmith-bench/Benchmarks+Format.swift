import KeyboardGeometry
import KeyboardHosting
import LayoutFormat
import LayoutImport
import LocatedYAML

@MainActor
extension Benchmarks {
    /// Decoding and validating layouts on top of the YAML reader.
    static var format: [Benchmark] {
        [
            Benchmark(name: "format.parse-validate.en-US") { try loading(try Fixtures.layoutBytes("en-US")) },
            Benchmark(name: "format.parse-validate-warning.en-US") { try loading(try enUSWithAWarning()) },
            // The runtime's read: compiled bytes in memory to the layout, every check made.
            Benchmark(name: "runtime.load-compiled.en-US") {
                let bytes = try compiledEnUS()
                _ = try CompiledLayout.decode(bytes)
                return { blackHole(try? CompiledLayout.decode(bytes)) }
            },
            // The largest real layout of the corpus (1.2 MB of Keyman JSON), imported and compiled.
            Benchmark(name: "runtime.load-compiled.gff_amharic") {
                let path = Fixtures.root + "/../shared/corpus/keyman/from-compiled/gff_amharic-3.3.keyman-touch-layout"
                guard let source = try? Fixtures.bytes(atPath: path) else {
                    throw Fixtures.Skipped(reason: "\(path) is not here")
                }
                guard
                    let layout = ImportFormat.keyman.importLayout(
                        ImportSource(bytes: source, file: path, id: "gff_amharic")
                    ).layout
                else {
                    throw Fixtures.Missing(path: path)
                }
                let bytes = CompiledLayout.encode(layout)
                _ = try CompiledLayout.decode(bytes)
                return { blackHole(try? CompiledLayout.decode(bytes)) }
            },
            // Decoding and validation alone, from a node tree read once (the path of documents
            // with anchors, aliases or merge keys, after the tree is built).
            Benchmark(name: "format.decode-validate.en-US") {
                let path = Fixtures.root + "/Layouts/en-US.yaml"
                let document = YAMLReader.read(try Fixtures.bytes(atPath: path), file: path)
                guard let root = document.root else { throw Fixtures.Missing(path: path) }
                return { blackHole(LayoutDecoder.decode(root, source: document.source)) }
            },
        ]
    }

    /// Loading `bytes` as `Layouts/en-US.yaml` from memory (read and checked once): the
    /// operation to time.
    static func loading(_ bytes: [UInt8]) throws -> @MainActor () -> Void {
        let path = Fixtures.root + "/Layouts/en-US.yaml"
        let loader = LayoutLoader()
        guard loader.load(bytes: bytes, path: path).layout != nil else { throw Fixtures.Missing(path: path) }
        return { blackHole(loader.load(bytes: bytes, path: path)) }
    }

    /// `Layouts/en-US.yaml` with one warning: `è` listed twice in the alternates of `e`.
    static func enUSWithAWarning() throws -> [UInt8] {
        let text = String(decoding: try Fixtures.layoutBytes("en-US"), as: UTF8.self)
        let original = "  e: [è, é, ê, ë, ē, ė, ę]"
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let index = lines.firstIndex(of: Substring(original)) { lines[index] = "  e: [è, é, ê, ë, ē, ė, ę, è]" }
        let changed = lines.joined(separator: "\n")
        let bytes = Array(changed.utf8)
        let result = LayoutLoader().load(bytes: bytes, path: "en-US.yaml")
        guard changed != text, result.diagnostics.map(\.severity) == [.warning] else {
            throw Fixtures.Missing(path: "Layouts/en-US.yaml with the line '\(original)'")
        }
        return bytes
    }
}

@MainActor
extension Benchmarks {
    /// Ratios measured in alternating pairs, robust to the machine's slow spells.
    static var comparisons: [Comparison] {
        [
            // The layout format's targets: parse + validate within 2× of libyaml's own event
            // parse, and within 2.2× for a layout with one warning.
            comparison("format.parse-validate/yaml.events.en-US") { try Fixtures.layoutBytes("en-US") },
            comparison("format.parse-validate-warning/yaml.events.en-US") { try enUSWithAWarning() },
            // The device's first presentation from compiled bytes against the same from YAML: at
            // most half.
            Comparison(name: "hosting.first-presentation.cold/cold-yaml") {
                let touch = KeyboardPoint(x: 19.5, y: 29)
                let bytes = try compiledEnUS()
                let compiled = LayoutPreparation(folder: "", width: 390)
                let text = String(decoding: try Fixtures.layoutBytes("en-US"), as: UTF8.self)
                let files = InMemoryLayoutFiles(["en-US.yaml": text])
                let yaml = LayoutPreparation(
                    source: YAMLLayoutFolder("", loader: LayoutLoader(files: files)), width: 390)
                _ = try compiled.prepare(layoutID: "en-US", compiled: bytes)
                _ = try yaml.prepare(layoutID: "en-US")
                return (
                    operation: {
                        let prepared = try? compiled.prepare(layoutID: "en-US", compiled: bytes)
                        blackHole(prepared?.frames(ofLayer: "letters")?.key(at: touch))
                    },
                    baseline: {
                        let prepared = try? yaml.prepare(layoutID: "en-US")
                        blackHole(prepared?.frames(ofLayer: "letters")?.key(at: touch))
                    }
                )
            },
            // The runtime's target: loading compiled en-US within a tenth of parse + validate.
            Comparison(name: "runtime.load-compiled/format.parse-validate.en-US") {
                let bytes = try compiledEnUS()
                return (
                    operation: { blackHole(try? CompiledLayout.decode(bytes)) },
                    baseline: try loading(try Fixtures.layoutBytes("en-US"))
                )
            },
        ]
    }

    /// en-US compiled, as `keysmith compile` writes it.
    static func compiledEnUS() throws -> [UInt8] {
        let path = Fixtures.root + "/Layouts/en-US.yaml"
        guard let layout = LayoutLoader().load(path: path).layout else { throw Fixtures.Missing(path: path) }
        return CompiledLayout.encode(layout)
    }

    /// Loading the layout `bytes` against libyaml's event parse of en-US.
    private static func comparison(_ name: String, _ bytes: @escaping () throws -> [UInt8]) -> Comparison {
        Comparison(name: name) {
            let baselineBytes = try Fixtures.layoutBytes("en-US")
            guard YAMLReader.eventCount(baselineBytes) != nil else {
                throw Fixtures.Missing(path: "Layouts/en-US.yaml")
            }
            return (operation: try loading(try bytes()), baseline: { blackHole(YAMLReader.eventCount(baselineBytes)) })
        }
    }
}
