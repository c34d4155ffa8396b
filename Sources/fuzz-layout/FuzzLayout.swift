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

#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        fuzzOne(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#else
    @main
    enum FuzzLayout {
        /// Without libFuzzer: run the target once on each file named on the command line.
        static func main() {
            FuzzDriver.runFiles(CommandLine.arguments.dropFirst(), fuzzOne)
        }
    }
#endif
