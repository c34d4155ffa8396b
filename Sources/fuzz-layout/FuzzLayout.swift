// libFuzzer target: read + decode + validate a layout, and a theme, from arbitrary bytes. Build and run with
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
    // The same bytes as a theme, through the same decoder and the themes' tables.
    let theme = ThemeLoader(bundled: LayoutLoader.bundledThemes).load(bytes: bytes, path: "fuzz.yaml")
    if theme.theme == nil, !theme.hasErrors {
        // A fuzz driver, not the library: the trap is how libFuzzer is told of a finding.
        // unreachable: a theme is missing only when an error says why.
        fatalError("no theme and no error")
    }
    _ = DiagnosticRenderer(sources: theme.sources).render(theme.diagnostics)
}

@main enum FuzzLayout: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
