// libFuzzer target: the CLDR keyboard importer (libxml2, no imported key sets) on arbitrary bytes,
// and what it writes read back.
// Build and run with scripts/fuzz.sh import-cldr.
import FuzzSupport
import LayoutImport

/// One input: import it; a layout is written and read back, problems are located — never a trap.
func fuzzOne(_ bytes: [UInt8]) {
    FuzzDriver.checkImport(
        ImportFormat.cldr.importLayout(ImportSource(bytes: bytes, file: "keyboards/fuzz.xml", id: "fuzz")))
}

@main enum FuzzImportCLDR: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
