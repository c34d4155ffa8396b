import KeyboardModel
import LayoutFormat

/// `keysmith validate [--format text|json] [--strict] [--quiet] [--size WxH]... PATH...`: checks
/// layout files, laying out every layer too.
enum ValidateCommand: Command {
    static let pathArgument = Positional<[String]>.oneOrMore(
        "PATH", help: "A layout file, or a folder of them.", completion: .layoutFiles)

    static let spec = CommandSpec(
        name: "validate",
        summary: "check layout files for errors",
        discussion: """
            Reads each layout and reports every problem with its file, line and column. A folder \
            stands for the *.yaml files directly inside it, in name order. Every layer is also \
            laid out at the layout's preferred size, at each --size and on each --device (the \
            form the device shows, at its keyboard size; 'all' for every device of `keysmith \
            devices`; with --strict and no --device, every device the layout is for: iPhones, \
            and iPads for a tablet form): a size a layer cannot take, required constraints that \
            cannot hold together and rows whose percentages leave too little room are errors, \
            with notes at the lines involved (and the devices of that size). A theme file \
            (its modeline names theme.schema.json, or it has a top-level light, dark, fonts, \
            corner-radius or shadow-offset and no layers) is checked as a theme.

            Problems are written to standard error in the form editors and CI understand \
            (PATH:LINE:COLUMN: error: MESSAGE, then the line and a caret under the column), \
            then one summary line (3 files: 0 errors, 1 warning). With --format json, one report \
            goes to standard output instead: for each file its path, whether it is valid, and its \
            diagnostics with severity, code, message, line and column.
            """,
        arguments: [
            pathArgument.spec
        ],
        options: [format.spec, strict.spec, quiet.spec, size.spec, SharedOptions.device.spec],
        exitCodes: [
            (ExitCode.success, "every file is valid"),
            (ExitCode.failure, "a file has errors"),
            (ExitCode.noInput, "a PATH cannot be read, or a folder holds no *.yaml files"),
        ],
        examples: [
            "keysmith validate Layouts", "keysmith validate --strict --size 390x216 --size 844x160 Layouts",
            "keysmith validate --format json --strict Layouts/en-US.yaml", "keysmith validate --device all Layouts",
        ]
    )

    /// How reports are written.
    enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    static let format = Option<Format>.choice(
        "format", default: .text, help: "Report as text on standard error, or as JSON on standard output.")
    static let strict = Flag(
        "strict", help: "Treat warnings as errors, and lay layouts out on every device they are for.")
    static let quiet = Flag("quiet", help: "Write no summary line (problems are still written).")
    static let size = Option<KeyboardSize>.size(
        "size", repeatable: true,
        help: "Also lay every layer out at this keyboard size in points (repeatable: --size 390x216 --size 844x160).")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let sizes = try arguments.values(size)
        let devices = try arguments.value(SharedOptions.device)
        // --strict holds a layout to the devices it is for, unless --device names them.
        let standard = arguments.isSet(strict) && devices == nil
        return try validate(arguments, context: context) {
            ValidateStep.run(path: $0, sizes: sizes, devices: devices ?? [], standardDevices: standard)
        }
    }

    /// The command, with the per-file check passed in (tests give one that returns chosen
    /// diagnostics).
    static func validate(
        _ arguments: ParsedArguments, context: CommandContext, check: (String) -> ValidateStep.Outcome
    ) throws(CLIError) -> Int32 {
        let asJSON = try arguments.value(format) == .json
        let strict = arguments.isSet(strict)
        let quiet = arguments.isSet(quiet)
        var reports: [FileReport] = []
        var anyUnreadable = false

        for entry in InputFiles.expand(arguments.value(pathArgument)) {
            switch entry {
            case .unreadable(let message):
                anyUnreadable = true
                reportUnreadable(message, context: context)
            case .file(let path):
                switch check(path) {
                case .unreadable(let reason):
                    anyUnreadable = true
                    reportUnreadable("cannot read '\(path)': \(reason)", context: context)
                case .checked(let diagnostics, let sources):
                    let report = FileReport(path: path, diagnostics: diagnostics, strict: strict)
                    if !asJSON {
                        let renderer = DiagnosticRenderer(sources: sources, colored: context.errorStyle.enabled)
                        context.err(renderer.render(report.diagnostics))
                    }
                    reports.append(report)
                }
            }
        }

        if asJSON {
            context.out("{\"files\":[" + reports.map(\.json).joined(separator: ",") + "]}\n")
        } else {
            if !quiet, !reports.isEmpty {
                let summary = ValidationSummary.line(
                    files: reports.count, errors: reports.reduce(0) { $0 + $1.count(.error) },
                    warnings: reports.reduce(0) { $0 + $1.count(.warning) })
                context.err(summary + "\n")
            }
        }

        if anyUnreadable { return ExitCode.noInput }
        return reports.allSatisfy(\.isValid) ? ExitCode.success : ExitCode.failure
    }

    /// `keysmith: error: cannot read 'x.yaml': no such file or directory`.
    private static func reportUnreadable(_ message: String, context: CommandContext) {
        context.fail(message)
    }
}
