/// A `keysmith` subcommand: its spec and what it does.
///
/// Adding a command is one new file with a type conforming to this protocol, plus its name in
/// ``KeysmithCLI/commands``. Parsing, `--help`, usage errors and suggestions come from the spec.
protocol Command {
    /// Name, options, arguments and help text.
    static var spec: CommandSpec { get }

    /// Runs the command with parsed arguments.
    ///
    /// - Parameters:
    ///   - arguments: What the parser found, already checked against ``spec``.
    ///   - context: Where to write, and how to style it.
    /// - Returns: The process exit code (see ``ExitCode``).
    /// - Throws: ``CLIError`` for a usage problem the parser cannot see (shown with the usage).
    /// Commands run on the main actor, where the keyboard controller of `type` and `replay` lives.
    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32
}
