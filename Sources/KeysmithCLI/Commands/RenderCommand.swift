import KeyboardGeometry
import KeyboardModel
import KeyboardRendering
import KeyboardWords
import KeysmithSources
import LayoutFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `keysmith render [PATH] [--layer NAME] [--width PT] [--height PT] [--columns N]
/// [--format text|svg|html] [--ascii] [--shift]`: draws a layout's layers at a size, as text, SVG or
/// a standalone HTML page.
enum RenderCommand: Command {
    static let pathArgument = Positional<String?>.optional(
        "PATH", help: "A layout file (default: the bundled en-US layout).", completion: .layoutFiles)

    static let spec = CommandSpec(
        name: "render",
        summary: "draw a layout as text, SVG or HTML",
        discussion: """
            Solves the layout at a size and draws every layer (or one with --layer) on standard \
            output. Without PATH it draws the bundled en-US layout; without --width and \
            --height, the layout's preferred size.

            Text drawings fit the given number of columns (by default the terminal's width, or \
            80 when standard output is not a terminal), keep each key's share of the width and \
            each row's share of the height, and mark keys with long-press alternates (·) and \
            dead keys (˚). SVG drawings place every key at its solved frame, in points. HTML \
            writes one standalone page (inline CSS and SVG, no script) with every layer at one CSS \
            pixel per point, each key an element with a data-key-id attribute, for sharing a layout. \
            SVG and HTML draw in a theme: --theme names a bundled one (ios, material) or a theme \
            file, else the layout's own 'theme' is used, else ios; --appearance picks its light \
            or dark colours. With --lexicon, they draw the suggestion bar above the keys, \
            showing what the lexicon suggests after --typed (the text before the caret; by \
            default none, so the most frequent words).

            A layout with errors is reported as 'keysmith validate' reports it.
            """,
        arguments: [
            pathArgument.spec
        ],
        options: [SharedOptions.layer.spec] + SharedOptions.sizeAndForm + [
            columns.spec, format.spec, ascii.spec, shift.spec, SharedOptions.theme.spec, SharedOptions.appearance.spec,
            SharedOptions.lexicon.spec, typed.spec,
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
            "keysmith render Layouts/de-DE.yaml --format html > de-DE.html",
            "keysmith render --format svg --theme material --appearance dark > dark.svg",
            "keysmith render --format html --lexicon auto --typed 'the quick br' > bar.html",
        ]
    )

    /// What a drawing is made of.
    enum Format: String, CaseIterable, Sendable {
        case text, svg, html
    }

    static let columns = Option<Int>.count(
        "columns", placeholder: "N", in: 1...10_000,
        help: "The width of a text drawing in columns (default: the terminal's width, or 80).")
    static let format = Option<Format>.choice(
        "format", default: .text, help: "Draw with text for a terminal, as an SVG document, or as an HTML page.")
    static let ascii = Flag("ascii", help: "Draw text with + - | only, and ASCII names for special keys.")
    static let shift = Flag(
        "shift", help: "Draw the shifted face: what the keys show while shift is on (a layer's shift-of face).")

    static let typed = Option<String>.text(
        "typed", placeholder: "TEXT", help: "The text before the caret, for the suggestion bar (needs --lexicon).")

    /// The layout drawn when no PATH is given.
    static let defaultLayout = "en-US"

    @MainActor static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CLIError) -> Int32 {
        // Checked before the file is read, so that a usage error is reported as one.
        _ = try arguments.value(SharedOptions.width)
        _ = try arguments.value(SharedOptions.height)
        let columnCount = try arguments.value(columns)
        let drawing = try arguments.value(format) ?? .text

        var loaded: LayoutSession.Loaded
        switch LayoutSession.load(arguments.value(pathArgument), bundled: defaultLayout, context: context) {
        case .success(let value): loaded = value
        case .failure(let status): return status.code
        }
        let size: KeyboardSize
        (loaded.layout, size) = try SharedOptions.form(arguments, of: loaded.layout)
        let layout = loaded.layout
        let layer = try SharedOptions.layer(arguments, in: layout)
        let shifted = arguments.isSet(shift)
        let appearance = try arguments.value(SharedOptions.appearance) ?? .light
        let theme: KeyboardTheme
        switch try LayoutSession.theme(arguments, of: layout, context: context) {
        case .success(let value): theme = value
        case .failure(let status): return status.code
        }
        let layers: [LayerFrames]
        do throws(GeometryError) {
            var geometry = try LayoutGeometry(layout)
            // The shifted face of a layer that has one (`shift-of`) is what shift shows.
            func face(of name: String) -> String {
                guard shifted else { return name }
                return layout.layers.first { $0.shiftOf == name }?.name ?? name
            }
            if let layer {
                layers = [try geometry.frames(ofLayer: face(of: layer), for: size)]
            } else if shifted, layout.layers.contains(where: { $0.shiftOf != nil }) {
                let all = try geometry.frames(for: size)
                let faces = Set(layout.layers.compactMap { $0.shiftOf == nil ? nil : $0.name })
                layers = all.filter { !faces.contains($0.name) }.compactMap { frames in
                    let shown = face(of: frames.name)
                    return shown == frames.name ? frames : all.first { $0.name == shown }
                }
            } else {
                layers = try geometry.frames(for: size)
            }
        } catch {
            return LayoutSession.report(error, for: loaded, context: context)
        }
        // The suggestion bar: the lexicon's suggestions for the word --typed ends with, typed on
        // the centres of the first layer's keys.
        var suggestions: WordSuggestions?
        if let path = try arguments.value(SharedOptions.lexicon) {
            switch LexiconCommand.open(path, locale: layout.locale, context: context) {
            case .success(let lexicon):
                let frames = layers.first
                suggestions = SuggestCommand.suggest(
                    try arguments.value(typed) ?? "", decoder: WordDecoder(lexicon: lexicon, frames: frames),
                    frames: frames, count: 3)
            case .failure(let status): return status.code
            }
        } else if try arguments.value(typed) != nil {
            throw .conflictingOptions(reason: "--typed needs --lexicon: the words to suggest from")
        }
        let text: String
        switch drawing {
        case .svg:
            text = SVGRenderer(shifted: shifted, theme: theme, appearance: appearance, suggestions: suggestions)
                .render(layers, of: layout)
        case .html:
            text = HTMLRenderer(shifted: shifted, theme: theme, appearance: appearance, suggestions: suggestions)
                .render(layers, of: layout)
        case .text:
            let style: LineStyle = arguments.isSet(ascii) ? .ascii : .unicode
            let renderer = TextRenderer(
                columns: columnCount ?? terminalColumns(context), style: style, shifted: shifted)
            do {
                text = try renderer.render(layers, of: layout)
            } catch {
                LayoutSession.fail("\(error)", context: context)
                return ExitCode.failure
            }
        }
        context.out(text)
        return ExitCode.success
    }

    // MARK: - Private

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
