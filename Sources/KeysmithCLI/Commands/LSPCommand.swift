import KeysmithLSP

/// `keysmith lsp`: the language server for layout files, over standard input and output.
enum LSPCommand: Command {
    static let spec = CommandSpec(
        name: "lsp",
        summary: "run the language server for editors (LSP over stdin and stdout)",
        discussion: """
            Speaks the Language Server Protocol 3.17 on standard input and output, for editors: \
            the diagnostics of 'keysmith validate' as you type (unsaved parents included), \
            completion of field names, values, layer names, key ids and 'extends' files, hover \
            with a key's solved frame, go to definition, references, document symbols, rename of \
            layers and key ids, and quick fixes. Standard output carries protocol messages only; \
            problems with the stream go to standard error. docs/EDITORS.md shows how to set up \
            VS Code, Neovim, Helix and Emacs.
            """,
        exitCodes: [
            (ExitCode.success, "the client sent 'shutdown' and then 'exit'"),
            (ExitCode.failure, "the client sent 'exit' without 'shutdown', or the input ended first"),
        ],
        examples: ["keysmith lsp"]
    )

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        var connection = StdioConnection(version: KeysmithCLI.version)
        return connection.run()
    }
}
