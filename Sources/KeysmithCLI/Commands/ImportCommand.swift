import Keysmith
import LayoutEmbedding
import LayoutFormat
import LayoutImport
import LayoutValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `keysmith import FORMAT FILE [--output OUT] [--form phone|tablet] [--rtl]`: brings a layout in
/// from another tool's format.
enum ImportCommand: Command {
    /// FORMAT's words: the importers' formats (their registry, ``ImportFormat``), and `auto`.
    static let formatNames = ImportFormat.allCases.map(\.rawValue) + [auto]
    static let auto = "auto"

    static let formatArgument = Positional<String>.one(
        "FORMAT",
        help: "The source format: " + ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")
            + ", or auto (from the content).", completion: .words(formatNames))
    static let fileArgument = Positional<String>.one("FILE", help: "The file to import.", completion: .files)

    static let spec = CommandSpec(
        name: "import",
        summary: "bring a layout in from another keyboard's format",
        discussion: """
            Reads FILE in FORMAT and writes the layout as Keysmith YAML on standard output (or to \
            --output), headed by a comment naming the source. What cannot be carried over, and \
            what was approximated, is reported at the source file's lines as warnings; then the \
            result is checked as 'keysmith validate' checks a layout, and its problems are \
            reported at the written file's lines.

            keyman (.keyman-touch-layout JSON): the phone and tablet layouts become forms (or \
            --form picks one), layers by id with 'shift' the shifted face of 'default', widths \
            and pads units, special caps actions and symbols, long-press, flick and multitap \
            gestures; keys whose output is the keyboard's .kmn rules type their caps, said per \
            layer. A Keyman keyboard says its direction in its .kmn: give --rtl for a \
            right-to-left one.

            florisboard (a layout JSON in FlorisBoard's layouts/<type>/ folder): composed as \
            FlorisBoard composes it from the files beside it — a characters layout with \
            charactersMod/default.json (its placeholder takes the last row) and a symbols layer \
            from symbols/western.json, its name and direction from extension.json; widths by \
            FlorisBoard's rules; popups (and --popups, a popupMappings file) as long-press \
            alternates with the main item first.

            cldr (LDML keyboard 3.0 XML, read with libxml2): keys declared once and placed by \
            id, with the implied keys and the key sets imported from files beside the keyboard; \
            the touch form (two become phone and tablet forms), else a hardware form with a row \
            of touch keys added; long press, flicks, multitap; simple transforms as dead keys.

            unexpected (Unexpected Keyboard XML, read with libxml2): the centre value of each key \
            and its corner swipes as flicks, widths and left shifts as units and gaps, the \
            built-in bottom row and numeric pane from res/ beside the layouts folder, modmap \
            shift entries as shifted texts.

            squeekboard: views become layers (base first), button names keys, outline widths \
            units of the default outline, latching shift views shifted faces (shift-of). See \
            docs/IMPORT.md for every construct.
            """,
        arguments: [
            formatArgument.spec,
            fileArgument.spec,
        ],
        options: [output.spec, form.spec, rtl.spec, popups.spec],
        exitCodes: [
            (ExitCode.success, "the layout was written (warnings may have been reported)"),
            (ExitCode.failure, "the file cannot be read as FORMAT, or the result has errors"),
            (ExitCode.noInput, "FILE cannot be read"),
        ],
        examples: [
            "keysmith import squeekboard us.yaml --output Layouts/us.yaml",
            "keysmith import keyman sil_hebrew.keyman-touch-layout --rtl -o he-sil.yaml",
            "keysmith import keyman khmer_angkor.keyman-touch-layout --form phone",
            "keysmith import florisboard characters/qwertz.json --popups de.json",
        ]
    )

    static let output = Option<String>(
        .value("output", short: "o", placeholder: "OUT", help: "Write the layout to OUT instead of standard output.")
    ) { $0 }
    static let form = Option<ImportForm>.choice(
        "form", help: "Only this form of a source that has several (default: each becomes a form).")
    static let popups = Option<String>.text(
        "popups", placeholder: "FILE",
        help: "A FlorisBoard popup mapping (popupMappings/<locale>.json) to take long-press items from.")
    static let rtl = Flag("rtl", help: "The keyboard writes right to left (formats that do not say it themselves).")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let formatName = try arguments.value(formatArgument)
        let file = try arguments.value(fileArgument)
        // `nil` for auto: told from the content once the file is read.
        let requested = ImportFormat(rawValue: formatName)
        guard requested != nil || formatName == Self.auto else {
            if Self.formatNames.contains(file) {
                throw .swapped(command: "import", "FORMAT", "FILE", given: formatName, other: file)
            }
            throw .invalidArgument(
                "FORMAT", value: formatName, allowed: Self.formatNames,
                suggestion: Suggestion.nearest(to: formatName, in: Self.formatNames))
        }
        let destination = try arguments.value(output)
        if let requested, requested != .florisboard, try arguments.value(popups) != nil {
            throw .invalidArgument(
                "FORMAT with --popups", value: formatName, allowed: [ImportFormat.florisboard.rawValue],
                suggestion: nil)
        }
        let platform = try arguments.value(form)
        let direction: TextDirection = arguments.isSet(rtl) ? .rightToLeft : .leftToRight
        let bytes: [UInt8]
        switch LayoutSession.readInput(file, context: context) {
        case .success(let read): bytes = read
        case .failure(let status): return status.code
        }
        // The layout's id is the name of the file written (a layout is named `<id>.yaml`).
        guard let importFormat = requested ?? ImportFormat.detect(bytes) else {
            LayoutSession.fail(
                "cannot tell the format of '\(file)': it is none of "
                    + ImportFormat.allCases.map(\.rawValue).joined(separator: ", "), context: context)
            return ExitCode.failure
        }
        let format = importFormat
        var mapping: (bytes: [UInt8], file: String)?
        if let path = try arguments.value(popups) {
            switch LayoutSession.readInput(path, context: context) {
            case .success(let read): mapping = (read, path)
            case .failure(let status): return status.code
            }
        }
        let source = ImportSource(
            bytes: bytes, file: file, id: Self.id(for: destination ?? file),
            read: { path in try? FileAccess.read(path, limit: LayoutSession.maxInputSize).get() }, form: platform,
            direction: direction, popups: mapping)
        let result = importFormat.importLayout(source)
        let renderer = DiagnosticRenderer(sources: result.sources, colored: context.errorStyle.enabled)
        if !result.diagnostics.isEmpty { context.err(renderer.render(result.diagnostics)) }
        guard let layout = result.layout else {
            let article = "aeiou".contains(format.rawValue.prefix(1)) ? "an" : "a"
            LayoutSession.fail("'\(file)' cannot be read as \(article) \(format.rawValue) layout", context: context)
            return ExitCode.failure
        }
        let yaml = LayoutWriter.yaml(
            layout,
            header: [
                "Imported from \(Self.lastComponent(file)) (\(format.rawValue)) by keysmith import.",
                "Review 'locale', 'name' and 'size': \(format.rawValue) files do not carry them.",
            ] + Self.approximations(result.diagnostics))
        // The result is checked as a layout file of its own.
        let shownPath = destination ?? "\(source.id).yaml"
        let check = LayoutLoader().load(text: yaml, name: shownPath)
        if !check.diagnostics.isEmpty {
            context.err(
                DiagnosticRenderer(sources: check.sources, colored: context.errorStyle.enabled).render(
                    check.diagnostics))
        }
        if let destination {
            guard AtomicFile.write(Array(yaml.utf8), to: destination) else {
                LayoutSession.fail(
                    "cannot write '\(destination)': \(String(cString: strerror(errno)))", context: context)
                return ExitCode.failure
            }
        } else {
            context.out(yaml)
        }
        return check.hasErrors ? ExitCode.failure : ExitCode.success
    }

    /// The header lines that say what was approximated or left out, where in the source: one per
    /// warning, the first 40 (the rest counted).
    static func approximations(_ diagnostics: [Diagnostic]) -> [String] {
        let warnings = diagnostics.filter { $0.severity == .warning }
        guard !warnings.isEmpty else { return [] }
        var lines = ["", "Approximated or left out (each is also a warning at its source line):"]
        for warning in warnings.prefix(40) {
            let location = warning.location
            let message = DiagnosticRenderer.visible(warning.message).split(separator: "\n").joined(separator: " ")
            lines.append("- \(lastComponent(location.file)):\(location.line):\(location.column): \(message)")
        }
        if warnings.count > 40 { lines.append("- … and \(warnings.count - 40) more") }
        return lines
    }

    /// The layout id for `file`: its name without the extension.
    static func id(for file: String) -> String {
        let name = lastComponent(file)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

}
