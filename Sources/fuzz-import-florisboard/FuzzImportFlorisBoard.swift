// libFuzzer target: the FlorisBoard importer (no companion files) on arbitrary bytes, and what
// it writes read back.
// Build and run with scripts/fuzz.sh import-florisboard.
import FuzzSupport
import LayoutImport

/// One input: import it; a layout is written and read back, problems are located — never a trap.
func fuzzOne(_ bytes: [UInt8]) {
    FuzzDriver.checkImport(
        ImportFormat.florisboard.importLayout(
            ImportSource(bytes: bytes, file: "layouts/characters/fuzz.json", id: "fuzz")))
}

@main enum FuzzImportFlorisBoard: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
