/// Everything the parser and the help text need to know about one command.
///
/// A command's spec is data: the parser reads its options and arguments, the help formatter
/// renders it, and suggestions for misspelt options come from it. `-h`/`--help` is accepted by
/// every command without being listed.
struct CommandSpec: Sendable {
    /// The subcommand's name: `validate`.
    let name: String
    /// One line, lower-case start, no final period: shown in the command list and the help title.
    let summary: String
    /// Paragraphs after the usage line (may be empty). Paragraphs are separated by a blank line.
    let discussion: String
    /// Positional arguments, in order. At most one may be variadic.
    let arguments: [ArgumentSpec]
    /// Options, in the order help lists them.
    let options: [OptionSpec]
    /// The meaning of each exit code this command can return, by code: every command can end in
    /// a usage error, which a spec need not list unless it says more of it.
    let exitCodes: [(code: Int32, meaning: String)]
    /// Example command lines, without a leading `$`.
    let examples: [String]

    /// Creates a spec.
    init(
        name: String, summary: String, discussion: String = "", arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], exitCodes: [(code: Int32, meaning: String)] = [], examples: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        let usage =
            exitCodes.contains { $0.code == ExitCode.usage } ? [] : [(code: ExitCode.usage, meaning: "usage error")]
        self.exitCodes = (exitCodes + usage).sorted { $0.code < $1.code }
        self.examples = examples
    }

    /// `keysmith validate`.
    var commandLine: String { "keysmith \(name)" }

    /// The option called `--name`, if the command has it.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The option called `-c`, if the command has it.
    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}
