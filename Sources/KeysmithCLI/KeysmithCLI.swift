#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `keysmith` command-line tool: parses the command line, runs a subcommand, returns its
/// exit code.
///
/// ```swift
/// let output = MyCapturingOutput()
/// let status = KeysmithCLI.run(arguments: ["validate", "Layouts"], io: output)
/// ```
public enum KeysmithCLI {
    /// The tool's version, printed by `keysmith --version`.
    public static let version = "0.1.0"

    /// The subcommands, in the order `keysmith --help` lists them (`help` last).
    static var commands: [any Command.Type] {
        [
            ValidateCommand.self, RenderCommand.self, SolveCommand.self, SchemaCommand.self, TypeCommand.self,
            ReplayCommand.self, PreviewCommand.self, ImportCommand.self, ExportCommand.self, AnalyzeCommand.self,
            CompileCommand.self, LexiconCommand.self, SuggestCommand.self, DevicesCommand.self,
            LSPCommand.self,
            CompletionsCommand.self,
            HelpCommand.self,
        ]
    }

    /// Runs the tool.
    ///
    /// - Parameters:
    ///   - arguments: The command line without the program name (`CommandLine.arguments.dropFirst()`).
    ///   - io: Where to write standard output and standard error.
    /// - Returns: The exit code: 0 success, 1 a layout has errors, 64 usage error, 66 an input
    ///   cannot be read (see ``ExitCode``).
    @MainActor public static func run(arguments: [String], io: any CLIOutput) -> Int32 {
        let context = CommandContext(io: io)
        guard let first = arguments.first else {
            return report(.missingCommand, command: nil, context: context)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            // `keysmith --help validate` reads as `keysmith help validate`.
            return dispatch(HelpCommand.self, rest, context: context)
        case "--version":
            if let extra = rest.first {
                return report(.unexpectedArgument(extra), command: nil, context: context)
            }
            context.out("keysmith \(version)\n")
            return ExitCode.success
        default:
            if ArgumentParser.looksLikeOption(first) {
                let suggestion = Suggestion.nearest(to: first, in: ["--help", "--version"])
                return report(.unknownOption(first, suggestion: suggestion), command: nil, context: context)
            }
            guard let command = command(named: first) else {
                return report(unknownCommand(first), command: nil, context: context)
            }
            return dispatch(command, rest, context: context)
        }
    }

    /// Runs the tool on the process's own arguments and streams, then exits with its code.
    ///
    /// - Parameter command: A command to run with the process's arguments (`compile` for the
    ///   build plugin's tool); `nil` to take the command from the arguments.
    @MainActor
    public static func main(command: String? = nil) -> Never {
        let arguments = (command.map { [$0] } ?? []) + CommandLine.arguments.dropFirst()
        let status = run(arguments: arguments, io: StandardStreams())
        exit(status)
    }

    // MARK: - Package

    /// The specs of all commands, in listing order.
    static var commandSpecs: [CommandSpec] { commands.map { $0.spec } }

    /// The command called `name`, if there is one.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    /// The error for a command name that does not exist, with the nearest one as a suggestion.
    static func unknownCommand(_ name: String) -> CLIError {
        .unknownCommand(name, suggestion: Suggestion.nearest(to: name, in: commandSpecs.map(\.name)))
    }

    // MARK: - Private

    @MainActor
    private static func dispatch(_ command: any Command.Type, _ arguments: [String], context: CommandContext) -> Int32 {
        if ArgumentParser.asksForHelp(arguments) {
            context.out(HelpFormatter.help(for: command.spec))
            return ExitCode.success
        }
        do {
            let parsed = try ArgumentParser.parse(arguments, for: command.spec)
            return try command.run(parsed, context: context)
        } catch {
            return report(error, command: command.spec, context: context)
        }
    }

    /// Writes a usage error in the three-line form and returns 64; its first line has the
    /// prefix of every other error.
    ///
    /// ```
    /// keysmith: error: unknown option '--strcit'; did you mean '--strict'?
    /// Usage: keysmith validate [--format text|json] [--strict] PATH...
    /// See 'keysmith validate --help'.
    /// ```
    private static func report(_ error: CLIError, command: CommandSpec?, context: CommandContext) -> Int32 {
        var message = error.description
        if let suggestion = error.suggestion { message += "; did you mean '\(suggestion)'?" }
        context.fail(message)
        let usage = command.map(HelpFormatter.usage(of:)) ?? HelpFormatter.rootUsage
        let helpCommand = command.map { "\($0.commandLine) --help" } ?? "keysmith --help"
        context.err("Usage: \(usage)\nSee '\(helpCommand)'.\n")
        return ExitCode.usage
    }
}
