import Keysmith
import LayoutEmbedding
import LayoutFormat
import LayoutValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `keysmith compile LAYOUT... [-o OUT | --output-dir DIR]`: compiled layouts for devices.
enum CompileCommand: Command {
    static let layoutArgument = Positional<[String]>.oneOrMore(
        "LAYOUT", help: "Layout files, or folders of them.", completion: .layoutFiles)

    static let spec = CommandSpec(
        name: "compile",
        summary: "compile layouts for devices to load without a YAML reader",
        discussion: """
            Checks each LAYOUT as validate does (a folder stands for its *.yaml files) and writes \
            the layout, with extends resolved and every form and table, in the compiled form \
            that the Keysmith library loads on a device without libyaml \
            (docs/COMPILED-FORMAT.md). A layout with errors is not written. The same layout \
            always gives the same bytes.

            Each compiled file is written beside its source as NAME.kslayout, in DIR with \
            --output-dir (made when missing), or to OUT with --output (one LAYOUT only; - for standard output). \
            Every command that reads a layout also reads a compiled one, told by its first bytes.

            With --swift TYPE, every LAYOUT goes into one Swift source file (--output), a public \
            enumeration TYPE with the layouts' ids and compiled bytes, written only when every \
            layout compiles: what the build plugin adds to an app target, to load with \
            EmbeddedLayouts(ids: TYPE.layoutIDs, bytes: TYPE.compiledLayout).
            """,
        arguments: [
            layoutArgument.spec
        ],
        options: [output.spec, outputDirectory.spec, swift.spec, strict.spec],
        exitCodes: [
            (ExitCode.success, "every layout was compiled"),
            (ExitCode.failure, "a layout has errors (or warnings, with --strict), or a file cannot be written"),
            (ExitCode.noInput, "a LAYOUT cannot be read"),
        ],
        examples: [
            "keysmith compile Layouts/en-US.yaml -o en-US.kslayout",
            "keysmith compile Layouts --output-dir build/layouts",
            "keysmith compile Layouts --swift AppLayouts -o Sources/App/AppLayouts.swift",
        ]
    )

    static let output = Option<String>(
        .value(
            "output", short: "o", placeholder: "OUT", help: "Write the compiled layout to OUT (- for standard output).")
    ) { $0 }
    static let outputDirectory = Option<String>(
        .value("output-dir", placeholder: "DIR", help: "Write each compiled layout into DIR as NAME.kslayout.")
    ) { $0 }
    static let swift = Option<String>(
        .value("swift", placeholder: "TYPE", help: "Write every layout into one Swift source file, as enum TYPE."),
        expected: "a Swift type name (letters, digits and _)"
    ) { CompiledSwiftSource.isIdentifier($0) ? $0 : nil }
    static let strict = Flag("strict", help: "Treat warnings as errors: write nothing for a layout with warnings.")

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let destination = try arguments.value(output)
        let folder = try arguments.value(outputDirectory)
        let strict = arguments.isSet(strict)
        let typeName = try arguments.value(swift)
        if destination != nil, folder != nil {
            throw .conflictingOptions(reason: "--output and --output-dir cannot be used together")
        }
        if typeName != nil, destination == nil {
            throw .conflictingOptions(reason: "--swift needs --output: the file to write the source to")
        }
        if let folder, case .failure(let failure) = FileSystem.makeFolders(folder) {
            LayoutSession.fail("cannot make the folder '\(folder)': \(failure.message)", context: context)
            return ExitCode.failure
        }
        let entries = InputFiles.expand(arguments.value(layoutArgument))
        if destination != nil, typeName == nil, entries.count > 1 {
            throw .conflictingOptions(
                reason: "--output takes one layout, and \(entries.count) were given: use --output-dir, or --swift")
        }
        var compiled: [(id: String, bytes: [UInt8])] = []
        var reports: [FileReport] = []
        var anyUnreadable = false
        var anyUnwritten = false
        for entry in entries {
            let path: String
            switch entry {
            case .unreadable(let message):
                anyUnreadable = true
                LayoutSession.fail(message, context: context)
                continue
            case .file(let file):
                path = file
            }
            let check = FileValidator.validate(path: path)
            if let reason = check.load.unreadableReason {
                anyUnreadable = true
                LayoutSession.fail("cannot read '\(path)': \(reason)", context: context)
                continue
            }
            let report = FileReport(path: path, diagnostics: check.diagnostics, strict: strict)
            let renderer = DiagnosticRenderer(sources: check.load.sources, colored: context.errorStyle.enabled)
            context.err(renderer.render(report.diagnostics))
            reports.append(report)
            guard report.isValid, let layout = check.load.layout else { continue }
            let bytes = CompiledLayout.encode(layout)
            if typeName != nil {
                if compiled.contains(where: { $0.id == layout.id }) {
                    anyUnwritten = true
                    LayoutSession.fail("'\(path)' has the id '\(layout.id)' of another layout", context: context)
                }
                compiled.append((layout.id, bytes))
                continue
            }
            let target = destination ?? compiledPath(of: path, in: folder)
            if target == "-" {
                context.outBytes(bytes)
            } else if !AtomicFile.write(bytes, to: target) {
                anyUnwritten = true
                LayoutSession.fail("cannot write '\(target)': \(FileAccess.reason(errno))", context: context)
            }
        }
        if let typeName, let destination, !anyUnreadable, !anyUnwritten, reports.allSatisfy(\.isValid) {
            let paths = reports.map { CompiledSwiftSource.lastComponent($0.path) }
            let source = CompiledSwiftSource.text(name: typeName, layouts: compiled, sources: paths)
            if destination == "-" {
                context.out(source)
            } else if !AtomicFile.write(Array(source.utf8), to: destination) {
                anyUnwritten = true
                LayoutSession.fail("cannot write '\(destination)': \(FileAccess.reason(errno))", context: context)
            }
        }
        if reports.count > 1 || reports.contains(where: { !$0.isValid }) {
            let summary = ValidationSummary.line(
                files: reports.count, errors: reports.reduce(0) { $0 + $1.count(.error) },
                warnings: reports.reduce(0) { $0 + $1.count(.warning) })
            context.err(summary + "\n")
        }
        if anyUnreadable { return ExitCode.noInput }
        return reports.allSatisfy(\.isValid) && !anyUnwritten ? ExitCode.success : ExitCode.failure
    }

    /// Where the compiled form of `path` goes: `NAME.kslayout` beside it, or in `folder`.
    static func compiledPath(of path: String, in folder: String?) -> String {
        let slash = path.lastIndex(of: "/")
        let name = String(slash.map { path[path.index(after: $0)...] } ?? path[...])
        let stem = name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
        let file = stem + "." + CompiledLayout.fileExtension
        if let folder { return (folder.hasSuffix("/") ? folder : folder + "/") + file }
        guard let slash else { return file }
        return String(path[...slash]) + file
    }
}
