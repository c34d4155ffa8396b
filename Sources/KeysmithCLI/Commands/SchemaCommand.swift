import KeyboardInput
import LayoutFormat

/// `keysmith schema [layout|theme|reference] [--doc FILE]`: prints the JSON Schema of layout
/// files or of theme files, or the format's field tables in Markdown, all generated from the
/// format's field tables (``FormatSchema``, ``FormatReference``); `Schemas/*.schema.json` and
/// docs/FORMAT.md's tables are its output.
enum SchemaCommand: Command {
    /// What to print.
    enum Kind: String, CaseIterable {
        case layout, theme, reference
    }

    static let kindArgument = Positional<String?>.optional(
        "KIND", help: "layout (the default), theme or reference.", completion: .words(Kind.allCases.map(\.rawValue)))

    static let spec = CommandSpec(
        name: "schema",
        summary: "print the schema of layout or theme files, or the field tables",
        discussion: """
            Prints the JSON Schema (draft 2020-12) that layout files follow, or with 'theme' the \
            one theme files follow, for editors and other tools. Both are generated from the field \
            tables the reader uses, so they name every field the reader knows. YAML editors pick \
            a schema up from a first line such as:

            # yaml-language-server: $schema=../Schemas/layout.schema.json

            With 'reference', prints every mapping's fields as a Markdown table; with --doc FILE, \
            prints FILE with each region between '<!-- fields: NAME -->' and \
            '<!-- end fields -->' replaced by the table of mapping NAME (how docs/FORMAT.md's \
            tables are made).
            """,
        arguments: [
            kindArgument.spec
        ],
        options: [doc.spec],
        exitCodes: [
            (ExitCode.success, "the schema or the tables were printed"),
            (ExitCode.usage, "KIND is not one of layout, theme and reference, or --doc is given without reference"),
            (ExitCode.noInput, "the --doc file cannot be read"),
        ],
        examples: [
            "keysmith schema > layout.schema.json", "keysmith schema theme > theme.schema.json",
            "keysmith schema reference --doc docs/FORMAT.md > FORMAT.md.new",
        ]
    )

    static let doc = Option<String>(
        .value(
            "doc", placeholder: "FILE",
            help: "With reference: print FILE with its marked regions filled with the field tables.")
    ) { $0 }

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let name = arguments.value(kindArgument) ?? Kind.layout.rawValue
        guard let kind = Kind(rawValue: name) else {
            let allowed = Kind.allCases.map(\.rawValue)
            throw .invalidArgument(
                "KIND", value: name, allowed: allowed, suggestion: Suggestion.nearest(to: name, in: allowed))
        }
        let document = try arguments.value(doc)
        if document != nil, kind != .reference {
            throw .conflictingOptions(reason: "--doc goes with 'reference' only")
        }
        switch kind {
        case .layout: context.out(FormatSchema.text(of: .layout))
        case .theme: context.out(FormatSchema.text(of: .theme))
        case .reference:
            guard let document else {
                for mapping in MappingKind.allCases {
                    context.out("## \(mapping.rawValue)\n\n\(FormatReference.table(mapping))\n")
                }
                return ExitCode.success
            }
            switch LayoutSession.readInput(document, context: context) {
            case .success(let bytes):
                context.out(
                    FormatReference.filled(
                        String(decoding: bytes, as: UTF8.self), more: ["composition": CompositionReference.table()]))
            case .failure(let status):
                return status.code
            }
        }
        return ExitCode.success
    }
}
