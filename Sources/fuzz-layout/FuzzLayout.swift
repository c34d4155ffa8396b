// libFuzzer target: read + decode + validate a layout from arbitrary bytes. Build and run with
// scripts/fuzz.sh.
import FuzzSupport
import LayoutFormat

/// One input: load it as a layout; every outcome but a crash, a hang or a leak is fine.
func fuzzOne(_ bytes: [UInt8]) {
    let result = LayoutLoader().load(bytes: bytes, path: "fuzz.yaml")
    if result.layout == nil, !result.hasErrors {
        // unreachable: a layout is missing only when an error says why; a fuzzer finding says otherwise.
        fatalError("no layout and no error")
    }
    _ = DiagnosticRenderer(sources: result.sources).render(result.diagnostics)
}

@main enum FuzzLayout: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
