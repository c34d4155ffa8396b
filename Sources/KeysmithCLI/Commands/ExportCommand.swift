import Keysmith
import LayoutEmbedding
import LayoutExport
import LayoutFormat
import LayoutValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `keysmith export FORMAT LAYOUT [-o OUT] [--form NAME]`: a layout written in another tool's
/// format.
enum ExportCommand: Command {
    static let formatArgument = Positional<String>.one(
        "FORMAT", help: "The format to write: keyman or cldr.",
        completion: .words(ExportFormat.allCases.map(\.rawValue)))
    static let layoutArgument = Positional<String>.one(
        "LAYOUT", help: "The layout to export.", completion: .layoutFiles)

    static let spec = CommandSpec(
        name: "export",
        summary: "write a layout in another keyboard's format",
        discussion: """
            Checks LAYOUT as validate does and writes it in FORMAT to standard output (or to \
            --output). A layout with errors is not written. What FORMAT cannot say is a warning \
            at the layout's line; nothing is left out without one.

            keyman (a .keyman-touch-layout, Keyman's clean 16.0 JSON): the forms as the phone \
            and tablet platforms (by preferred width), layers by id (the first 'default', its \
            shifted face 'shift', made from the shifted outputs when the layout has none), widths \
            and pads as laid out at the preferred size (100 is one key), text keys as U_ ids, \
            actions as Keyman's special keys, long press as sk (with its default), flicks, \
            multitap and hints. Constraints, dead keys (which need the keyboard's rules), \
            modify-previous keys and widths in points or percent are said as warnings.

            cldr (a CLDR keyboard 3.0, keyboard3 XML conforming to CLDR 45): keys declared once by \
            id and placed in the rows of each form's touch layers (minDeviceWidth in millimetres \
            for the forms after the first), widths and gaps as laid out, long press, multitap, \
            flicks, labels as displays, dead keys and modify-previous keys as markers and \
            transforms. Backspace and the system's keys become gaps (backspace one named bksp), \
            shift a switch to the shift layer; each warning is also a comment in the file.

            See docs/EXPORT.md.
            """,
        arguments: [
            formatArgument.spec,
            layoutArgument.spec,
        ],
        options: [output.spec, form.spec],
        exitCodes: [
            (ExitCode.success, "the layout was written (warnings may have been reported)"),
            (ExitCode.failure, "the layout has errors, or the file cannot be written"),
            (ExitCode.noInput, "LAYOUT cannot be read"),
        ],
        examples: [
            "keysmith export keyman Layouts/el-GR.yaml -o el-GR.keyman-touch-layout",
            "keysmith export keyman Layouts/en-US.yaml --form phone",
            "keysmith export cldr Layouts/fr-FR.yaml -o fr-FR.xml",
        ]
    )

    static let output = Option<String>(
        .value("output", short: "o", placeholder: "OUT", help: "Write the export to OUT instead of standard output.")
    ) { $0 }
    static let form = Option<String>.text(
        "form", placeholder: "NAME", help: "Only the form NAME (default: every form).")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let formatName = try arguments.value(formatArgument)
        let path = try arguments.value(layoutArgument)
        guard let format = ExportFormat(rawValue: formatName) else {
            if ExportFormat(rawValue: path) != nil {
                throw .swapped(command: "export", "FORMAT", "LAYOUT", given: formatName, other: path)
            }
            let allowed = ExportFormat.allCases.map(\.rawValue)
            throw .invalidArgument(
                "FORMAT", value: formatName, allowed: allowed,
                suggestion: Suggestion.nearest(to: formatName, in: allowed))
        }
        let destination = try arguments.value(output)
        let check = FileValidator.validate(path: path)
        if let reason = check.load.unreadableReason {
            LayoutSession.fail("cannot read '\(path)': \(reason)", context: context)
            return ExitCode.noInput
        }
        let renderer = DiagnosticRenderer(sources: check.load.sources, colored: context.errorStyle.enabled)
        context.err(renderer.render(check.diagnostics))
        guard !check.diagnostics.contains(where: { $0.severity == .error }), let layout = check.load.layout else {
            return ExitCode.failure
        }
        let only = try arguments.value(form)
        let result = format.export(layout, form: only, file: path, output: destination)
        context.err(renderer.render(result.diagnostics))
        guard let text = result.text else { return ExitCode.failure }
        guard let destination else {
            context.out(text)
            if !result.companions.isEmpty {
                let names = result.companions.map { "." + $0.fileExtension }.joined(separator: ", ")
                context.err("keysmith: note: the keyboard's \(names) is written beside the export with --output\n")
            }
            return ExitCode.success
        }
        // The export, then its companions beside it (`x.keyman-touch-layout` → `x.kmn`).
        var files = [(destination, text)]
        for companion in result.companions {
            files.append((Self.companionPath(of: destination, fileExtension: companion.fileExtension), companion.text))
        }
        for (file, contents) in files {
            guard AtomicFile.write(Array(contents.utf8), to: file) else {
                LayoutSession.fail("cannot write '\(file)': \(FileAccess.reason(errno))", context: context)
                return ExitCode.failure
            }
        }
        return ExitCode.success
    }

    /// The path of a companion with `fileExtension` beside `destination`: its last extension
    /// replaced (`out/x.keyman-touch-layout` → `out/x.kmn`, `x` → `x.kmn`).
    static func companionPath(of destination: String, fileExtension: String) -> String {
        let slash = destination.lastIndex(of: "/").map { destination.index(after: $0) } ?? destination.startIndex
        guard let dot = destination[slash...].lastIndex(of: "."), dot > slash else {
            return destination + "." + fileExtension
        }
        return String(destination[..<dot]) + "." + fileExtension
    }
}
