/// What a running command writes to, with a style for each stream.
struct CommandContext {
    /// The streams.
    let io: any CLIOutput
    /// Styling for standard output (plain unless it is a terminal).
    let outputStyle: TextStyle
    /// Styling for standard error (plain unless it is a terminal).
    let errorStyle: TextStyle

    /// Looks up, once, whether each stream takes colour.
    init(io: any CLIOutput) {
        self.io = io
        outputStyle = TextStyle(enabled: io.usesColor(.standardOutput))
        errorStyle = TextStyle(enabled: io.usesColor(.standardError))
    }

    /// Writes to standard output.
    func out(_ text: String) {
        io.write(text, to: .standardOutput)
    }

    /// Writes bytes to standard output.
    func outBytes(_ bytes: [UInt8]) {
        io.write(bytes: bytes, to: .standardOutput)
    }

    /// Writes to standard error.
    func err(_ text: String) {
        io.write(text, to: .standardError)
    }

    /// `keysmith: error: MESSAGE` on standard error: the one form of every error that is not
    /// about a place in a file (those are `FILE:LINE:COLUMN: error: …`), usage errors included.
    func fail(_ message: String) {
        err("keysmith: \(errorStyle.red("error:")) \(message)\n")
    }
}
