// libFuzzer target: the constraint-expression parser on arbitrary text. Build and run with
// scripts/fuzz.sh.
import FuzzSupport
import LayoutFormat

/// One input: parse it as constraint text; a result or a located error are both fine.
func fuzzOne(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let constraint = try ConstraintParser.parse(text)
        _ = constraint.keyIDs
    } catch {
        _ = error.description
    }
}

#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
        fuzzOne(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#else
    @main
    enum FuzzConstraint {
        /// Without libFuzzer: run the target once on each file named on the command line.
        static func main() {
            FuzzDriver.runFiles(CommandLine.arguments.dropFirst(), fuzzOne)
        }
    }
#endif
