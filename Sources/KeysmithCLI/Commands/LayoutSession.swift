import Keysmith
import KeysmithSources
import LayoutFormat
import LayoutValidation

/// What the commands that use a layout share: loading it (diagnostics, their count and exit
/// codes as `validate` gives them), reporting geometry errors as located diagnostics, and making
/// a controller that types into a fresh buffer.
enum LayoutSession {
    /// A layout loaded without errors, with what reporting on it needs.
    struct Loaded {
        /// The layout; after ``SharedOptions/form(_:of:)``, the form the options ask for.
        var layout: KeyboardLayout
        /// The file's path as given (or the bundled layout's).
        let path: String
        let renderer: DiagnosticRenderer
    }

    /// A controller ready to type, with its buffer.
    struct Ready {
        let controller: KeyboardController
        let buffer: TextBuffer
    }

    /// An exit code as an error, to stop a command early.
    struct ExitStatus: Error {
        let code: Int32
    }

    /// Loads the layout at `path`, or the bundled `bundled` layout when `path` is `nil`.
    ///
    /// Diagnostics are written to standard error as `validate` writes them; warnings are shown
    /// and the command goes on, errors end it with their count (exit 1), and an unreadable file
    /// exits 66.
    static func load(
        _ path: String?, bundled: String = "en-US", context: CommandContext
    ) -> Result<Loaded, ExitStatus> {
        let result: LayoutLoadResult
        let shownPath: String
        if let path {
            result = LayoutLoader().load(path: path)
            shownPath = path
        } else {
            shownPath = "Layouts/\(bundled).yaml"
            result = LayoutLoader(files: BundledSources.files(inFolder: "Layouts")).load(path: shownPath)
        }
        if let reason = result.unreadableReason {
            fail("cannot read '\(shownPath)': \(reason)", context: context)
            return .failure(ExitStatus(code: ExitCode.noInput))
        }
        let renderer = DiagnosticRenderer(sources: result.sources, colored: context.errorStyle.enabled)
        if !result.diagnostics.isEmpty {
            context.err(renderer.render(result.diagnostics))
        }
        guard let layout = result.layout, !result.hasErrors else {
            let summary = ValidationSummary.line(
                files: 1, errors: result.diagnostics.filter { $0.severity == .error }.count,
                warnings: result.diagnostics.filter { $0.severity == .warning }.count)
            context.err(summary + "\n")
            return .failure(ExitStatus(code: ExitCode.failure))
        }
        return .success(Loaded(layout: layout, path: shownPath, renderer: renderer))
    }

    /// Writes a geometry error as a located diagnostic with its notes, and returns exit 1.
    static func report(_ error: GeometryError, for loaded: Loaded, context: CommandContext) -> Int32 {
        let diagnostic = GeometryDiagnostics.diagnostic(for: error, layout: loaded.layout, file: loaded.path)
        context.err(loaded.renderer.render([diagnostic]))
        return ExitCode.failure
    }

    /// Loads the layout at `path` and makes a controller at the size the options ask for.
    ///
    /// - Returns: The controller and its buffer, or the exit code to stop with.
    @MainActor static func open(
        _ path: String, arguments: ParsedArguments, context: CommandContext
    ) throws(CLIError) -> Result<Ready, ExitStatus> {
        // Checked before the file is read, so that a usage error is reported as one.
        _ = try arguments.value(SharedOptions.width)
        _ = try arguments.value(SharedOptions.height)
        var loaded: Loaded
        switch load(path, context: context) {
        case .success(let value): loaded = value
        case .failure(let status): return .failure(status)
        }
        let size: KeyboardSize
        (loaded.layout, size) = try SharedOptions.form(arguments, of: loaded.layout)
        do throws(GeometryError) {
            let controller = try KeyboardController(geometry: LayoutGeometry(loaded.layout), size: size)
            let buffer = TextBuffer()
            controller.input = buffer
            return .success(Ready(controller: controller, buffer: buffer))
        } catch {
            return .failure(ExitStatus(code: report(error, for: loaded, context: context)))
        }
    }

    /// Gives `controller` the lexicon `--lexicon` names, correcting with `--autocorrect`.
    ///
    /// - Returns: `nil` when all is well (or no lexicon is asked for), else the exit code.
    /// - Throws: ``CLIError`` for `--autocorrect` without `--lexicon`.
    @MainActor static func attachLexicon(
        _ arguments: ParsedArguments, to controller: KeyboardController, context: CommandContext
    ) throws(CLIError) -> Int32? {
        guard let path = try arguments.value(SharedOptions.lexicon) else {
            if arguments.isSet(SharedOptions.autocorrect) {
                throw .conflictingOptions(reason: "--autocorrect needs --lexicon: the words to correct from")
            }
            return nil
        }
        switch LexiconCommand.open(path, locale: controller.layout.locale, context: context) {
        case .success(let lexicon):
            controller.lexicon = lexicon
            controller.autocorrects = arguments.isSet(SharedOptions.autocorrect)
            return nil
        case .failure(let status):
            return status.code
        }
    }

    /// The largest input file a command reads whole (touch events, a file to import).
    static let maxInputSize = 64 * 1024 * 1024

    /// Reads the input file `path` whole, or says why it cannot: larger than `limit` (exit 1), a
    /// folder or unreadable (exit 66), as `keysmith: error: …` on standard error.
    static func readInput(
        _ path: String, limit: Int = maxInputSize, context: CommandContext
    ) -> Result<[UInt8], ExitStatus> {
        switch FileAccess.read(path, limit: limit) {
        case .success(let bytes):
            return .success(bytes)
        case .failure(.tooLarge):
            fail("'\(path)' is larger than \(limit / 1024 / 1024) MiB", context: context)
            return .failure(ExitStatus(code: ExitCode.failure))
        case .failure(.isDirectory):
            fail("cannot read '\(path)': it is a folder", context: context)
            return .failure(ExitStatus(code: ExitCode.noInput))
        case .failure(.system(let reason)):
            fail("cannot read '\(path)': \(reason)", context: context)
            return .failure(ExitStatus(code: ExitCode.noInput))
        }
    }

    /// The theme `--theme` names, else the layout's, else ``ThemeLoader/toolDefault``: a bundled theme's id
    /// or a theme file, its diagnostics written as `validate` writes a layout's.
    ///
    /// - Returns: The theme, or the exit code to stop with (1 for a theme with errors, 66 for a
    ///   file that cannot be read).
    /// - Throws: ``CLIError/invalidValue(option:value:allowed:suggestion:)`` for an unknown
    ///   bundled theme.
    static func theme(
        _ arguments: ParsedArguments, of layout: KeyboardLayout, context: CommandContext
    ) throws(CLIError) -> Result<KeyboardTheme, ExitStatus> {
        let named = try arguments.value(SharedOptions.theme)
        if named == nil, let theme = layout.theme { return .success(theme) }
        let reference = named ?? ThemeLoader.toolDefault
        let loader = ThemeLoader(bundled: LayoutLoader.bundledThemes)
        if !ThemeLoader.isPath(reference), loader.bundled[reference] == nil {
            let names = loader.bundled.keys.sorted()
            throw .invalidNameOrFile(
                option: SharedOptions.theme.spec.longForm, value: reference, allowed: names,
                file: "a theme file: a path with '/' or ending in .yaml",
                suggestion: Suggestion.nearest(to: reference, in: names))
        }
        let result = loader.load(reference)
        let renderer = DiagnosticRenderer(sources: result.sources, colored: context.errorStyle.enabled)
        if !result.diagnostics.isEmpty { context.err(renderer.render(result.diagnostics)) }
        guard let theme = result.theme, !result.hasErrors else {
            let summary = ValidationSummary.line(
                files: 1, errors: result.diagnostics.filter { $0.severity == .error }.count,
                warnings: result.diagnostics.filter { $0.severity == .warning }.count)
            context.err(summary + "\n")
            let unreadable = result.diagnostics.contains { $0.code == DiagnosticCode.fileUnreadable.rawValue }
            return .failure(ExitStatus(code: unreadable ? ExitCode.noInput : ExitCode.failure))
        }
        return .success(theme)
    }

    /// `keysmith: error: MESSAGE` on standard error.
    static func fail(_ message: String, context: CommandContext) {
        context.fail(message)
    }
}
