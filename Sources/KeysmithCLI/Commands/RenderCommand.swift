import KeyboardGeometry
import KeyboardModel
import KeyboardRendering
import LayoutFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `keysmith render [PATH] [--layer NAME] [--width PT] [--height PT] [--columns N]
/// [--format text|svg] [--ascii]`: draws a layout's layers at a size, as text or SVG.
enum RenderCommand: Command {
    static let spec = CommandSpec(
        name: "render",
        summary: "draw a layout as text or SVG",
        discussion: """
            Solves the layout at a size and draws every layer (or one with --layer) on standard \
            output. Without PATH it draws the bundled en-US layout; without --width and \
            --height, the layout's preferred size.

            Text drawings fit the given number of columns (by default the terminal's width, or \
            80 when standard output is not a terminal), keep each key's share of the width and \
            each row's share of the height, and mark keys with long-press alternates (·) and \
            dead keys (˚). SVG drawings place every key at its solved frame, in points.

            A layout with errors is reported as 'keysmith validate' reports it.
            """,
        arguments: [
            ArgumentSpec(name: "PATH", arity: .optional, help: "A layout file (default: the bundled en-US layout).")
        ],
        options: [
            .value("layer", placeholder: "NAME", help: "Draw only this layer (default: every layer, in order)."),
            .value("width", placeholder: "PT", help: "The keyboard's width in points (default: the layout's)."),
            .value("height", placeholder: "PT", help: "The keyboard's height in points (default: the layout's)."),
            .value(
                "columns", placeholder: "N",
                help: "The width of a text drawing in columns (default: the terminal's width, or 80)."),
            .value(
                "format", allowed: ["text", "svg"], defaultValue: "text",
                help: "Draw with text for a terminal, or as an SVG document."),
            .flag("ascii", help: "Draw text with + - | only, and ASCII names for special keys."),
        ],
        exitCodes: [
            (ExitCode.success, "the layout was drawn"),
            (ExitCode.failure, "the layout has errors, or cannot be drawn at that size or in that many columns"),
            (ExitCode.usage, "usage error (an unknown layer, a size that is not a number, …)"),
            (ExitCode.noInput, "PATH cannot be read"),
        ],
        examples: [
            "keysmith render",
            "keysmith render Layouts/fr-FR.yaml --layer letters --width 844 --height 160",
            "keysmith render --format svg > en-US.svg",
        ]
    )

    /// The layout drawn when no PATH is given.
    static let defaultLayout = "en-US"

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        let width = try positiveNumber(arguments, "width")
        let height = try positiveNumber(arguments, "height")
        let columns = try columnCount(arguments)

        let result: LayoutLoadResult
        if let path = arguments.arguments("PATH").first {
            result = LayoutLoader().load(path: path)
        } else {
            let text = BundledResources.layouts[defaultLayout] ?? ""
            result = LayoutLoader().load(bytes: Array(text.utf8), path: "Layouts/\(defaultLayout).yaml")
        }
        if let reason = result.unreadableReason, let path = arguments.arguments("PATH").first {
            context.err("keysmith: \(context.errorStyle.red("error:")) cannot read '\(path)': \(reason)\n")
            return ExitCode.noInput
        }
        if !result.diagnostics.isEmpty {
            let renderer = DiagnosticRenderer(sources: result.sources, colored: context.errorStyle.enabled)
            context.err(renderer.render(result.diagnostics))
        }
        guard let layout = result.layout, !result.hasErrors else {
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            let warnings = result.diagnostics.filter { $0.severity == .warning }.count
            if let summary = ValidationSummary.line(
                errors: errors, warnings: warnings, filesWithProblems: 1, filesChecked: 1)
            {
                context.err(summary + "\n")
            }
            return ExitCode.failure
        }

        let names = layout.layers.map(\.name)
        if let layer = arguments.value("layer"), !names.contains(layer) {
            throw .invalidValue(
                option: "--layer", value: layer, allowed: names, suggestion: Suggestion.nearest(to: layer, in: names))
        }
        let size = Size(width: width ?? layout.size.width, height: height ?? layout.size.height)
        let text: String
        do {
            let geometry = try LayoutGeometry(layout)
            let layers: [LayerFrames]
            if let layer = arguments.value("layer") {
                layers = [try geometry.frames(of: layer, for: size)]
            } else {
                layers = try geometry.frames(for: size)
            }
            if arguments.value("format") == "svg" {
                text = SVGRenderer().render(layers, of: layout)
            } else {
                let style: LineStyle = arguments.flag("ascii") ? .ascii : .unicode
                let renderer = TextRenderer(columns: columns ?? terminalColumns(context), style: style)
                text = try renderer.render(layers, of: layout)
            }
        } catch {
            context.err("keysmith: \(context.errorStyle.red("error:")) \(error)\n")
            return ExitCode.failure
        }
        context.out(text)
        return ExitCode.success
    }

    // MARK: - Private

    /// The value of `--name` as a finite number of points above 0, or `nil` when not given.
    private static func positiveNumber(_ arguments: ParsedArguments, _ name: String) throws(CLIError) -> Double? {
        guard let text = arguments.value(name) else { return nil }
        guard let value = Double(text), value.isFinite, value > 0, value <= 100_000 else {
            throw .invalidNumber(
                option: "--" + name, value: text, expected: "a number of points greater than 0 and at most 100000")
        }
        return value
    }

    /// The value of `--columns` as a whole number from 1 to 10000, or `nil` when not given.
    private static func columnCount(_ arguments: ParsedArguments) throws(CLIError) -> Int? {
        guard let text = arguments.value("columns") else { return nil }
        guard let value = Int(text), value >= 1, value <= 10_000 else {
            throw .invalidNumber(option: "--columns", value: text, expected: "a whole number from 1 to 10000")
        }
        return value
    }

    /// The width of the terminal on standard output, or 80 when it is not a terminal (or the
    /// output is captured, as in tests).
    private static func terminalColumns(_ context: CommandContext) -> Int {
        guard context.io is StandardStreams, isatty(1) == 1 else { return 80 }
        var size = winsize()
        #if canImport(Darwin)
            let status = ioctl(1, TIOCGWINSZ, &size)
        #else
            let status = ioctl(1, UInt(TIOCGWINSZ), &size)
        #endif
        guard status == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
