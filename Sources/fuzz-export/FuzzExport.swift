// libFuzzer target: a layout read from arbitrary bytes and, when it is valid, exported to Keyman
// and to CLDR; each export must be a file its format's importer reads. Build and run with
// scripts/fuzz.sh export.
import FuzzSupport
import LayoutExport
import LayoutFormat
import LayoutImport

/// One input: load it; a valid layout exports to text that imports back, or says why it cannot —
/// never a trap.
func fuzzOne(_ bytes: [UInt8]) {
    let loaded = LayoutLoader().load(bytes: bytes, path: "fuzz.yaml")
    guard !loaded.hasErrors, let layout = loaded.layout else { return }
    for format in ExportFormat.allCases {
        let exported = format.export(layout, file: "fuzz.yaml")
        for diagnostic in exported.diagnostics { _ = diagnostic.location }
        guard let text = exported.text else {
            if !exported.diagnostics.contains(where: { $0.severity == .error }) {
                // unreachable: an export without text says why; a fuzzer finding says otherwise.
                fatalError("no \(format) export and no error")
            }
            continue
        }
        let back = format.importFormat.importLayout(
            ImportSource(bytes: Array(text.utf8), file: "fuzz.export", id: "fuzz"))
        // A CLDR export whose keys were all system keys (written as gaps) has no keys to read.
        let empty = back.diagnostics.contains { $0.message.contains("has no layers with keys") }
        if back.layout == nil, !(format == .cldr && empty) {
            // unreachable: what an exporter writes is a file its format's importer reads.
            fatalError("the \(format) export does not import back: \(back.diagnostics.prefix(3))")
        }
    }
}

@main enum FuzzExport: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
