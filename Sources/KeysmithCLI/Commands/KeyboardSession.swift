import Keysmith

/// What `type` and `replay` share: reading the size options, loading the layout, and making a
/// controller that types into a fresh buffer.
enum KeyboardSession {
    /// The `--width` and `--height` options.
    static let sizeOptions: [OptionSpec] = [SharedOptions.width.spec, SharedOptions.height.spec]

    /// A controller ready to type, with its buffer.
    struct Ready {
        let controller: KeyboardController
        let buffer: TextBuffer
    }

    /// Loads the layout at `path` and makes a controller at the requested size.
    ///
    /// Problems are written to standard error: diagnostics and their count as `validate` shows
    /// them (exit 1),
    /// an unreadable file (exit 66), a size the layout cannot take (exit 1). Warnings are shown
    /// and typing goes on.
    ///
    /// - Returns: The controller and its buffer, or the exit code to stop with.
    static func open(
        _ path: String, arguments: ParsedArguments, context: CommandContext
    ) throws(CLIError) -> Result<Ready, ExitStatus> {
        // Checked before the file is read, so that a usage error is reported as one.
        _ = try arguments.value(SharedOptions.width)
        _ = try arguments.value(SharedOptions.height)
        let result = LayoutLoader().load(path: path)
        if let reason = result.unreadableReason {
            fail("cannot read '\(path)': \(reason)", context: context)
            return .failure(ExitStatus(code: ExitCode.noInput))
        }
        if !result.diagnostics.isEmpty {
            let renderer = DiagnosticRenderer(sources: result.sources, colored: context.errorStyle.enabled)
            context.err(renderer.render(result.diagnostics))
        }
        guard let layout = result.layout, !result.hasErrors else {
            let summary = ValidationSummary.line(
                errors: result.diagnostics.filter { $0.severity == .error }.count,
                warnings: result.diagnostics.filter { $0.severity == .warning }.count, filesWithProblems: 1,
                filesChecked: 1)
            if let summary { context.err(summary + "\n") }
            return .failure(ExitStatus(code: ExitCode.failure))
        }
        let size = try SharedOptions.size(arguments, for: layout)
        do {
            let controller = try KeyboardController(layout: layout, geometry: LayoutGeometry(layout), size: size)
            let buffer = TextBuffer()
            controller.input = buffer
            return .success(Ready(controller: controller, buffer: buffer))
        } catch {
            fail("\(path): \(error)", context: context)
            return .failure(ExitStatus(code: ExitCode.failure))
        }
    }

    /// `keysmith: error: MESSAGE` on standard error.
    static func fail(_ message: String, context: CommandContext) {
        context.err("keysmith: \(context.errorStyle.red("error:")) \(message)\n")
    }

    /// An exit code as an error, to stop a command early.
    struct ExitStatus: Error {
        let code: Int32
    }
}
