/// Where the command-line tool writes, and what it needs to know about the streams.
///
/// The real binary uses ``StandardStreams``, which writes to file descriptors 1 and 2; tests use an
/// implementation that keeps the text, so that every command can be checked without a process.
public protocol CLIOutput: AnyObject {
    /// Writes `text` to `stream` as it is (no newline is added).
    ///
    /// - Parameters:
    ///   - text: The text to write.
    ///   - stream: Standard output or standard error.
    func write(_ text: String, to stream: CLIStream)

    /// Whether text written to `stream` may carry ANSI colour and bold.
    ///
    /// - Parameter stream: Standard output or standard error.
    /// - Returns: `true` when the stream is a terminal and the user has not asked for no colour.
    func usesColor(_ stream: CLIStream) -> Bool

    /// Writes bytes that need not be text (a compiled layout on standard output).
    func write(bytes: [UInt8], to stream: CLIStream)
}

extension CLIOutput {
    /// Writes the bytes as text, for outputs that only keep text (replacing what is not UTF-8).
    public func write(bytes: [UInt8], to stream: CLIStream) {
        write(String(decoding: bytes, as: UTF8.self), to: stream)
    }
}
