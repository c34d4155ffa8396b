import LayoutFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's own standard output and standard error (file descriptors 1 and 2).
///
/// Colour is used on a stream only when it is a terminal and `NO_COLOR` is unset or empty
/// (see <https://no-color.org>).
public final class StandardStreams: CLIOutput {
    private let colorOnOutput: Bool
    private let colorOnError: Bool

    /// Looks at the streams and the environment once.
    public init() {
        let noColor = getenv("NO_COLOR").map { String(cString: $0) }
        colorOnOutput = TextStyle.allowsColor(isTerminal: isatty(1) == 1, noColor: noColor)
        colorOnError = TextStyle.allowsColor(isTerminal: isatty(2) == 1, noColor: noColor)
    }

    public func write(_ text: String, to stream: CLIStream) {
        let descriptor: Int32 = stream == .standardOutput ? 1 : 2
        var text = text
        // A closed pipe or a full disk: nothing useful is left to do with the text.
        _ = text.withUTF8 { SystemCall.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    public func write(bytes: [UInt8], to stream: CLIStream) {
        let descriptor: Int32 = stream == .standardOutput ? 1 : 2
        _ = bytes.withUnsafeBytes { SystemCall.writeAll($0, to: descriptor) }
    }

    public func usesColor(_ stream: CLIStream) -> Bool {
        stream == .standardOutput ? colorOnOutput : colorOnError
    }
}
