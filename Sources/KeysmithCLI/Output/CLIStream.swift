/// One of the two output streams of the command-line tool.
public enum CLIStream: Sendable, Hashable {
    /// Standard output (file descriptor 1): results, help text, JSON.
    case standardOutput
    /// Standard error (file descriptor 2): diagnostics, usage errors, summaries.
    case standardError
}
