/// ANSI styling for terminal output, or none at all.
///
/// A style made with `enabled: false` returns every text unchanged, so callers style
/// unconditionally and the decision is made once, from ``CLIOutput/usesColor(_:)``.
struct TextStyle: Sendable {
    /// Whether escape sequences are written.
    let enabled: Bool

    /// Whether colour may be used: only on a terminal, and only when `NO_COLOR` is unset or empty.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether the stream is a terminal (`isatty`).
    ///   - noColor: The value of the `NO_COLOR` environment variable, `nil` when unset.
    /// - Returns: Whether to colour the stream.
    static func allowsColor(isTerminal: Bool, noColor: String?) -> Bool {
        isTerminal && (noColor ?? "").isEmpty
    }

    /// Bold red, for `Error:` and `error:` (diagnostics have their own colours in
    /// `DiagnosticRenderer`).
    func red(_ text: String) -> String { wrap(text, "1;31") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
