import KeysmithCLI

/// Keeps what the CLI writes, for exact comparisons.
final class CapturedOutput: CLIOutput {
    private(set) var standardOutput = ""
    private(set) var standardError = ""
    private let color: Bool

    init(color: Bool = false) {
        self.color = color
    }

    func write(_ text: String, to stream: CLIStream) {
        switch stream {
        case .standardOutput: standardOutput += text
        case .standardError: standardError += text
        }
    }

    func usesColor(_ stream: CLIStream) -> Bool { color }
}

/// The result of one in-process run.
struct RunResult: Equatable {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs the CLI in-process with `arguments`.
@MainActor func runCLI(_ arguments: [String], color: Bool = false) -> RunResult {
    let output = CapturedOutput(color: color)
    let status = KeysmithCLI.run(arguments: arguments, io: output)
    return RunResult(status: status, standardOutput: output.standardOutput, standardError: output.standardError)
}
