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

#if FUZZING
    /// Before any input is timed: libxml2's first parse sets up its tables, which on a loaded
    /// machine once took longer than the one second an input may take.
    @_cdecl("LLVMFuzzerInitialize")
    public func fuzzerInitialize(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
    ) -> Int32 {
        fuzzOne(Array(#"<keyboard><row><key key0="a"/></row></keyboard>"#.utf8))
        return 0
    }

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        fuzzOne(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#else
    @main
    enum FuzzImportUnexpected {
        /// Without libFuzzer: run the target once on each file named on the command line.
        static func main() {
            FuzzDriver.runFiles(CommandLine.arguments.dropFirst(), fuzzOne)
        }
    }
#endif
