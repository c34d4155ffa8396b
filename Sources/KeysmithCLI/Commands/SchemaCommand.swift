import KeysmithSources
import LayoutFormat

/// `keysmith schema [layout|theme]`: prints the JSON Schema of layout files or of theme files,
/// compiled into the binary.
enum SchemaCommand: Command {
    /// The file kinds that have a schema.
    enum Kind: String, CaseIterable {
        case layout, theme

        var schema: String {
            switch self {
            case .layout: BundledSources.layoutSchema
            case .theme: BundledSources.themeSchema
            }
        }
    }

    static let spec = CommandSpec(
        name: "schema",
        summary: "print the JSON Schema of layout or theme files",
        discussion: """
            Prints the JSON Schema (draft 2020-12) that layout files follow, or with 'theme' the \
            one theme files follow, for editors and other tools. YAML editors pick it up from a \
            first line such as:

            # yaml-language-server: $schema=../Schemas/layout.schema.json
            """,
        arguments: [
            ArgumentSpec(
                name: "KIND", arity: .optional, help: "layout (the default) or theme.",
                completion: .words(Kind.allCases.map(\.rawValue)))
        ],
        exitCodes: [
            (ExitCode.success, "the schema was printed"), (ExitCode.usage, "KIND is neither layout nor theme"),
        ],
        examples: ["keysmith schema > layout.schema.json", "keysmith schema theme > theme.schema.json"]
    )

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let name = arguments.arguments("KIND").first ?? Kind.layout.rawValue
        guard let kind = Kind(rawValue: name) else {
            let allowed = Kind.allCases.map(\.rawValue)
            throw .invalidArgument(
                "KIND", value: name, allowed: allowed, suggestion: Suggestion.nearest(to: name, in: allowed))
        }
        let schema = kind.schema
        context.out(schema.hasSuffix("\n") ? schema : schema + "\n")
        return ExitCode.success
    }
}
