#if FUZZING
    import CFuzzerDriver
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif
#endif

/// A fuzz target: a body that takes any bytes, where a trap, a leak or an AddressSanitizer report
/// is a finding. The executable's `@main` type conforms and names the body; this is its `main`:
///
/// - built by `scripts/fuzz.sh` (libFuzzer, `-DFUZZING`): libFuzzer's loop, with libFuzzer's flags;
/// - built plainly: the body once on each file named on the command line, to replay a crasher
///   or a corpus by hand.
///
/// Every body runs on the main thread, where libFuzzer's loop and the controller live.
package protocol FuzzTarget {
    /// The target's body.
    static var body: @MainActor ([UInt8]) -> Void { get }
}

extension FuzzTarget {
    @MainActor package static func main() {
        #if FUZZING
            FuzzerLoop.body = body
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput))
        #else
            FuzzDriver.runFiles(CommandLine.arguments.dropFirst(), body)
        #endif
    }
}

#if FUZZING
    /// The body libFuzzer's loop calls, through a C function that can capture nothing.
    @MainActor private enum FuzzerLoop {
        static var body: (@MainActor ([UInt8]) -> Void)?
    }

    /// The function libFuzzer's loop calls with each input.
    private func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        MainActor.assumeIsolated { FuzzerLoop.body?(bytes) }
        return 0
    }
#endif
