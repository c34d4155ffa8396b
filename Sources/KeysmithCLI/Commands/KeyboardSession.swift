import Keysmith

/// What `type` and `replay` share: reading the size options, loading the layout, and making a
/// controller that types into a fresh buffer.
enum KeyboardSession {
    /// The `--width` and `--height` options.
    static let sizeOptions: [OptionSpec] = [
        .value("width", placeholder: "PT", help: "The keyboard width in points (default: the layout's)."),
        .value("height", placeholder: "PT", help: "The keyboard height in points (default: the layout's)."),
    ]

    /// A controller ready to type, with its buffer.
    struct Ready {
        let controller: KeyboardController
        let buffer: TextBuffer
    }

    /// The value of a size option, checked to be a finite positive number.
    ///
    /// - Throws: ``CLIError/invalidValue(option:value:allowed:suggestion:)`` for anything else.
    static func length(_ name: String, in arguments: ParsedArguments) throws(CLIError) -> Double? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw .invalidValue(
                option: "--" + name, value: text, allowed: ["a number of points above 0"], suggestion: nil)
        }
        return value
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
        _ path: String, width: Double?, height: Double?, context: CommandContext
    ) -> Result<Ready, ExitStatus> {
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
        let size = Size(width: width ?? layout.size.width, height: height ?? layout.size.height)
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
