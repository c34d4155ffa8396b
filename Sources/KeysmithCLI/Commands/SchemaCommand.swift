import KeysmithSources
import LayoutFormat

/// `keysmith schema`: prints the JSON Schema of the layout format, compiled into the binary.
enum SchemaCommand: Command {
    static let spec = CommandSpec(
        name: "schema",
        summary: "print the JSON Schema of the layout format",
        discussion: """
            Prints the JSON Schema (draft 2020-12) that layout files follow, for editors and \
            other tools. YAML editors pick it up from a first line such as:

            # yaml-language-server: $schema=../Schemas/layout.schema.json
            """,
        exitCodes: [(ExitCode.success, "the schema was printed")],
        examples: ["keysmith schema > layout.schema.json"]
    )

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let schema = BundledSources.layoutSchema
        context.out(schema.hasSuffix("\n") ? schema : schema + "\n")
        return ExitCode.success
    }
}
