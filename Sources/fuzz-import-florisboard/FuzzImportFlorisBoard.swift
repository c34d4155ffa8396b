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

#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        fuzzOne(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#else
    @main
    enum FuzzImportFlorisBoard {
        /// Without libFuzzer: run the target once on each file named on the command line.
        static func main() {
            FuzzDriver.runFiles(CommandLine.arguments.dropFirst(), fuzzOne)
        }
    }
#endif
