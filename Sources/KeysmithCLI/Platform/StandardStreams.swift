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
        text.withUTF8 { buffer in
            guard var pointer = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = SystemCall.write(descriptor, pointer, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // A closed pipe or full disk: nothing useful is left to do with the text.
                }
                pointer += written
                remaining -= written
            }
        }
    }

    public func usesColor(_ stream: CLIStream) -> Bool {
        stream == .standardOutput ? colorOnOutput : colorOnError
    }
}
