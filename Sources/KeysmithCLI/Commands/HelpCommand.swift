/// `keysmith help [COMMAND]`: the same text as `keysmith [COMMAND] --help`.
enum HelpCommand: Command {
    static let commandArgument = Positional<String?>.optional(
        "COMMAND", help: "The command to explain.", completion: .commands)

    static let spec = CommandSpec(
        name: "help",
        summary: "show help for a command",
        arguments: [
            commandArgument.spec
        ],
        exitCodes: [(ExitCode.success, "help was shown"), (ExitCode.usage, "there is no such command")],
        examples: ["keysmith help validate"]
    )

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        guard let name = arguments.value(commandArgument) else {
            context.out(HelpFormatter.rootHelp(commands: KeysmithCLI.commandSpecs))
            return ExitCode.success
        }
        guard let command = KeysmithCLI.command(named: name) else {
            throw KeysmithCLI.unknownCommand(name)
        }
        context.out(HelpFormatter.help(for: command.spec))
        return ExitCode.success
    }
}
