public import KeyboardGeometry
public import KeyboardModel
public import KeyboardWords

/// Draws layers' solved key frames as one standalone HTML page: inline CSS and one inline SVG
/// per layer, no script and no outside assets, for sharing a layout as a page.
///
/// Each layer is a `<section class="layer" data-layer="…">` with a heading (the layer's name
/// and size) and the ``SVGRenderer/keyboard(_:of:)`` drawing at one CSS pixel per point, so every
/// key is a `<g data-key-id="…">` whose box is the key's solved frame inside its layer's
/// drawing — the contract the `keysmith preview` page keeps too.
///
///     let html = HTMLRenderer().render(try geometry.frames(for: layout.size), of: layout)
public struct HTMLRenderer: Sendable {
    /// Whether to draw the shifted face: what keys show while shift is on.
    public var shifted: Bool
    /// The theme to draw in, or `nil` for the layout's own.
    public var theme: KeyboardTheme?
    /// Light or dark.
    public var appearance: ThemeAppearance.Name
    /// The suggestions a bar above each layer's keys shows, or `nil` for no bar.
    public var suggestions: WordSuggestions?

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - shifted: Whether to draw the shifted face (``Key/shownLabel(shifted:)``).
    ///   - theme: The theme, instead of the layout's.
    ///   - appearance: Light or dark.
    ///   - suggestions: What a suggestion bar above the keys shows (`nil`: no bar).
    public init(
        shifted: Bool = false, theme: KeyboardTheme? = nil, appearance: ThemeAppearance.Name = .light,
        suggestions: WordSuggestions? = nil
    ) {
        self.shifted = shifted
        self.theme = theme
        self.appearance = appearance
        self.suggestions = suggestions
    }

    /// The page for `layers`.
    ///
    /// - Parameters:
    ///   - layers: The layers' solved frames, in the order to show them.
    ///   - layout: The layout they belong to (for the title, language and direction).
    /// - Returns: The HTML text, starting with `<!DOCTYPE html>` and ending in a newline.
    /// - Complexity: O(keys).
    public func render(_ layers: [LayerFrames], of layout: KeyboardLayout) -> String {
        let title = XMLText.escaped(layout.name)
        var html = Self.head(
            language: layout.locale, title: TitleParts.joined([layout.name, layout.id], separator: " · "),
            generator: "keysmith render --format html",
            style: Self.pageStyle(appearance))
        html += """
            <h1>\(title)</h1>
            <p class="about">\(XMLText.escaped(TitleParts.joined([layout.id, layout.locale], separator: " · "))) · \
            \(layout.direction == .rightToLeft ? "right to left · " : "")preferred size \
            \(KeyboardSize.format(layout.size.width)) × \(KeyboardSize.format(layout.size.height)) pt</p>

            """
        let drawing = SVGRenderer(shifted: shifted, theme: theme, appearance: appearance, suggestions: suggestions)
        for frames in layers {
            let name = XMLText.escaped(frames.name)
            html += "<section class=\"layer\" data-layer=\"\(name)\">\n"
            html += "<h2>\(name) <span class=\"size\">\(KeyboardSize.format(frames.size.width)) × "
            html += "\(KeyboardSize.format(frames.size.height)) pt</span></h2>\n"
            html += drawing.keyboard(frames, of: layout)
            html += "</section>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// The start of a standalone page, up to and including `<body>`: the language, title and
    /// generator, and `style` followed by the drawings' ``SVGRenderer/styleSheet``.
    package static func head(language: String, title: String, generator: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(XMLText.escaped(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="\(XMLText.escaped(generator))">
        <title>\(XMLText.escaped(title))</title>
        <style>
        \(style)\(SVGRenderer.styleSheet)</style>
        </head>
        <body>

        """
    }

    // MARK: - Private

    /// The page around the drawings, in the appearance's light or dark colours (a dark keyboard
    /// on a dark page); the drawings keep their size (no scaling), so one CSS pixel is one point.
    static func pageStyle(_ appearance: ThemeAppearance.Name) -> String {
        let (text, page, secondary) =
            appearance == .dark ? ("#F2F2F7", "#000000", "#98989F") : ("#1C1C1E", "#F2F2F7", "#6D6D72")
        return """
            body { margin: 24px; font-family: \(SVGRenderer.fonts); color: \(text); background: \(page); }
            h1 { font-size: 20px; margin: 0 0 4px; }
            h2 { font-size: 14px; margin: 0 0 8px; }
            .about, .size { color: \(secondary); font-weight: normal; }
            .about { margin: 0 0 24px; font-size: 13px; }
            .layer { margin: 0 0 24px; }
            svg.keys { display: block; overflow: visible; }

            """
    }
}
