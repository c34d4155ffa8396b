import FuzzSupport
import LayoutFormat
// libFuzzer target: the YAML reader on arbitrary bytes. Build and run with scripts/fuzz.sh.
import LocatedYAML

/// One input: read it as a layout file; every outcome but a crash, a hang or a leak is fine.
func fuzzOne(_ bytes: [UInt8]) {
    let document = YAMLReader.read(bytes, file: "fuzz.yaml")
    // Every diagnostic must have a real location (1-based).
    for diagnostic in document.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        // unreachable: the reader reports 1-based locations; a fuzzer finding says otherwise.
        fatalError("diagnostic without a location: \(diagnostic)")
    }
    _ = DiagnosticRenderer(sources: [document.source]).render(document.diagnostics)
}

@main enum FuzzYAML: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
