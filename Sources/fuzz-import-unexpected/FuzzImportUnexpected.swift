// libFuzzer target: the Unexpected Keyboard importer (libxml2, no built-in rows) on arbitrary bytes,
// and what it writes read back.
// Build and run with scripts/fuzz.sh import-unexpected.
import FuzzSupport
import LayoutImport

/// One input: import it; a layout is written and read back, problems are located — never a trap.
func fuzzOne(_ bytes: [UInt8]) {
    FuzzDriver.checkImport(
        ImportFormat.unexpected.importLayout(ImportSource(bytes: bytes, file: "layouts/fuzz.xml", id: "fuzz")))
}

@main enum FuzzImportUnexpected: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
