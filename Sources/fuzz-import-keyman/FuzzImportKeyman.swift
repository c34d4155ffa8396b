// libFuzzer target: the Keyman importer on arbitrary bytes, and what it writes read back.
// Build and run with scripts/fuzz.sh import-keyman.
import FuzzSupport
import LayoutImport

/// One input: import it; a layout is written and read back, problems are located — never a trap.
func fuzzOne(_ bytes: [UInt8]) {
    FuzzDriver.checkImport(ImportFormat.keyman.importLayout(ImportSource(bytes: bytes, file: "fuzz.json", id: "fuzz")))
}

@main enum FuzzImportKeyman: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
