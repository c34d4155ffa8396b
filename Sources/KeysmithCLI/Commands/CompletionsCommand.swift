/// `keysmith completions bash|zsh|fish`: prints a shell completion script.
enum CompletionsCommand: Command {
    static let shellArgument = Positional<String>.one(
        "SHELL", help: "bash, zsh or fish.", completion: .words(CompletionScript.Shell.allCases.map(\.rawValue)))

    static let spec = CommandSpec(
        name: "completions",
        summary: "print a shell completion script",
        discussion: """
            Prints a script that makes the shell complete keysmith's commands, their options, the \
            values of options that take one of a few words, and layout files (*.yaml) where a \
            command takes one. It is written from the same command descriptions as --help, so it \
            always matches this version.

            bash: source <(keysmith completions bash), or save it in \
            ~/.local/share/bash-completion/completions/keysmith. zsh: save it as _keysmith in a \
            folder of $fpath. fish: save it as ~/.config/fish/completions/keysmith.fish.
            """,
        arguments: [
            shellArgument.spec
        ],
        exitCodes: [(ExitCode.success, "the script was printed")],
        examples: [
            "source <(keysmith completions bash)",
            "keysmith completions fish > ~/.config/fish/completions/keysmith.fish",
        ]
    )

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let name = try arguments.value(shellArgument)
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            let allowed = CompletionScript.Shell.allCases.map(\.rawValue)
            throw .invalidArgument(
                "SHELL", value: name, allowed: allowed, suggestion: Suggestion.nearest(to: name, in: allowed))
        }
        context.out(CompletionScript.script(for: shell, commands: KeysmithCLI.commandSpecs))
        return ExitCode.success
    }
}
