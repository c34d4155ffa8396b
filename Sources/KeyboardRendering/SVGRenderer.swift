public import KeyboardGeometry
public import KeyboardModel
public import KeyboardWords

/// Draws layers' solved key frames as one standalone SVG 1.1 document, each layer as the
/// ``KeyboardScene`` of its theme: the layout's own, or one given here.
///
/// The layers are stacked top to bottom, each under a title naming the layout, the layer and the
/// size. Each key is a `<g data-key-id="…" data-kind="…" data-state="…" aria-label="…">` (what
/// assistive technology says: ``KeyboardScene/KeyCap/spokenText``) holding a rounded
/// `<rect class="key">` whose `x`, `y`, `width` and `height` are exactly the solved values (in
/// the layer's own coordinates: its group is translated down by the space above it), with its
/// label centred, its hint (or the first few long-press alternates) in small text in the top
/// right corner, and its flick and multitap legends. Everything in a key's group stays inside
/// its frame, so the group's box is the key's frame; the key's shadow is drawn just before its
/// group. Colours and fonts are the scene's, written as attributes.
///
///     let svg = SVGRenderer().render(try geometry.frames(for: layout.size), of: layout)
public struct SVGRenderer: Sendable {
    /// How many alternates a key's corner hint shows.
    public var alternatesShown: Int
    /// Whether to draw the shifted face: what keys show while shift is on.
    public var shifted: Bool
    /// Colours and captions over the keys, or `nil` for the usual look. Its name is added to
    /// each layer's title.
    public var heat: HeatMap?
    /// The theme to draw in, or `nil` for the layout's own (``KeyboardTheme/plain`` when it
    /// names none).
    public var theme: KeyboardTheme?
    /// Light or dark.
    public var appearance: ThemeAppearance.Name
    /// The suggestions the bar above each layer shows, or `nil` for no bar.
    public var suggestions: WordSuggestions?

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - alternatesShown: How many long-press alternates each key's hint shows.
    ///   - shifted: Whether to draw the shifted face (``Key/shownLabel(shifted:)``).
    ///   - heat: Colours and captions over the keys.
    ///   - theme: The theme, instead of the layout's.
    ///   - appearance: Light or dark.
    ///   - suggestions: What a suggestion bar above the keys shows (`nil`: no bar).
    public init(
        alternatesShown: Int = 3, shifted: Bool = false, heat: HeatMap? = nil, theme: KeyboardTheme? = nil,
        appearance: ThemeAppearance.Name = .light, suggestions: WordSuggestions? = nil
    ) {
        self.alternatesShown = alternatesShown
        self.shifted = shifted
        self.heat = heat
        self.theme = theme
        self.appearance = appearance
        self.suggestions = suggestions
    }

    /// The scene of `frames`, a layer of `layout`, at rest (shifted if ``shifted``).
    public func scene(_ frames: LayerFrames, of layout: KeyboardLayout) -> KeyboardScene {
        KeyboardScene(
            frames, theme: theme ?? layout.theme ?? .plain, appearance: appearance,
            state: KeyboardScene.State(shift: shifted ? .once : .off, suggestions: suggestions, locale: layout.locale),
            options: KeyboardScene.Options(form: layout.formName, alternatesShown: alternatesShown))
    }

    /// The document for `layers`.
    ///
    /// - Parameters:
    ///   - layers: The layers' solved frames, in the order to stack them.
    ///   - layout: The layout they belong to (for titles).
    /// - Returns: The SVG text, starting with the XML declaration and ending in a newline.
    /// - Complexity: O(keys).
    public func render(_ layers: [LayerFrames], of layout: KeyboardLayout) -> String {
        render(
            panels: layers.map { Panel(frames: $0, layout: layout, heat: heat) },
            title: TitleParts.joined([layout.id, layout.name], separator: " · ")
        )
    }

    /// A layer to draw, of a layout, with its own heat map (or none).
    public struct Panel: Sendable {
        /// The layer's solved frames.
        public var frames: LayerFrames
        /// The layout it belongs to (for its title).
        public var layout: KeyboardLayout
        /// Colours and captions over its keys.
        public var heat: HeatMap?

        /// Creates a panel.
        public init(frames: LayerFrames, layout: KeyboardLayout, heat: HeatMap? = nil) {
            self.frames = frames
            self.layout = layout
            self.heat = heat
        }
    }

    /// The document for `panels`, stacked in order, each under its own title: one layer may
    /// appear in several panels (under several heat maps), and panels may come from several
    /// layouts.
    ///
    /// - Parameters:
    ///   - panels: The layers to draw, in the order to stack them.
    ///   - title: The document's title.
    /// - Returns: The SVG text, starting with the XML declaration and ending in a newline.
    /// - Complexity: O(keys).
    public func render(panels: [Panel], title: String) -> String {
        let width = panels.map(\.frames.size.width).max() ?? 0
        let scenes = panels.map { scene($0.frames, of: $0.layout) }
        var height = 0.0
        for (index, (panel, scene)) in zip(panels, scenes).enumerated() {
            height += Self.titleHeight + Self.legendHeight(panel.heat) + Self.barHeight(scene) + scene.size.height
            height += index + 1 < panels.count ? Self.layerSpacing : 0
        }
        let w = XMLText.number(width)
        let h = XMLText.number(height)
        var svg = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(w)" height="\(h)" \
            viewBox="0 0 \(w) \(h)">
            <title>\(XMLText.escaped(title))</title>
            <style type="text/css"><![CDATA[
            \(Self.styleSheet)]]></style>

            """
        var top = 0.0
        for (panel, scene) in zip(panels, scenes) {
            svg += layer(scene, of: panel.layout, heat: panel.heat, top: top)
            top += Self.titleHeight + Self.legendHeight(panel.heat) + Self.barHeight(scene) + scene.size.height
            top += Self.layerSpacing
        }
        svg += "</svg>\n"
        return svg
    }

    /// One layer as an inline `<svg>` element for an HTML page: `width` and `height` are the
    /// layer's size, one unit per point, with the scene drawn as in ``render(_:of:)`` (and its
    /// overlays after the keys), without a title. The page supplies ``styleSheet``; the element
    /// lets overlays show beyond its edges (`overflow="visible"`).
    ///
    /// - Parameter scene: The layer's scene.
    /// - Returns: The element's text, ending in a newline.
    /// - Complexity: O(keys).
    public func keyboard(_ scene: KeyboardScene) -> String {
        let bar = Self.barHeight(scene)
        let w = XMLText.number(scene.size.width)
        let h = XMLText.number(scene.size.height + bar)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"keys\" data-layer=\""
        svg += XMLText.escaped(scene.layerName) + "\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 "
        svg += XMLText.number(-bar) + " \(w) \(h)\" overflow=\"visible\">\n"
        appendScene(scene, heat: heat?.cells[text: scene.layerName], to: &svg)
        return svg + "</svg>\n"
    }

    /// The scene's suggestion bar alone, as an `<svg class="suggestions">` as wide as the
    /// keyboard and as high as the bar, for a page that puts it above ``keyboard(_:)``'s keys:
    /// each slot a group `data-suggestion="N"` (the suggestion's index) with `data-kind`, and
    /// `data-pending="true"` on the correction a word end would make. Empty without a bar.
    ///
    /// - Parameter scene: The layer's scene.
    /// - Returns: The element's text, ending in a newline, or `""`.
    public func suggestionBar(_ scene: KeyboardScene) -> String {
        guard let bar = scene.suggestionBar else { return "" }
        let w = XMLText.number(bar.frame.width)
        let h = XMLText.number(bar.frame.height)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"suggestions\" width=\"\(w)\" height=\"\(h)\" "
        svg += "viewBox=\"0 " + XMLText.number(bar.frame.y) + " \(w) \(h)\">\n"
        appendBar(bar, to: &svg)
        return svg + "</svg>\n"
    }

    /// What the finger does in `scene`, for a page that keeps the keys at rest drawn by
    /// ``keyboard(_:)`` and lays this over them: an `<svg class="overlay">` of the same size and
    /// coordinates with each pressed key's cap (its group `data-pressed-key="…"`), then the
    /// bubble, the callout and the armed flick.
    ///
    /// - Parameter scene: The layer's scene.
    /// - Returns: The element's text, ending in a newline.
    public func overlay(_ scene: KeyboardScene) -> String {
        let w = XMLText.number(scene.size.width)
        let h = XMLText.number(scene.size.height)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"overlay\" width=\"\(w)\" height=\"\(h)\" "
        svg += "viewBox=\"0 0 \(w) \(h)\" overflow=\"visible\">\n"
        for cap in scene.caps where cap.state == .pressed {
            appendCap(cap, heat: nil, idAttribute: "data-pressed-key", to: &svg)
        }
        appendOverlays(scene, to: &svg)
        return svg + "</svg>\n"
    }

    /// One layer of `layout` at rest, as ``keyboard(_:)`` draws its scene.
    public func keyboard(_ frames: LayerFrames, of layout: KeyboardLayout) -> String {
        keyboard(scene(frames, of: layout))
    }

    /// The CSS rules the drawings use (classes `title`, `label`, `hint`, `flick`, `multitap`,
    /// `heat`), for a page that shows ``keyboard(_:)`` elements.
    /// Colours and fonts are the scene's own attributes (a CSS rule would override them).
    public static let styleSheet = """
        .title { font-family: \(fonts); font-size: 13px; font-weight: 600; fill: #3C3C43; }
        .label, .flick, .multitap, .heat { text-anchor: middle; }
        .hint { text-anchor: end; }
        .heat { font-family: \(fonts); font-size: 9px; }
        .heat-legend { font-family: \(fonts); font-size: 10px; fill: #3C3C43; }

        """

    // MARK: - Private

    /// The band above each layer for its title.
    private static let titleHeight = 28.0
    /// The space between one layer and the next title.
    private static let layerSpacing = 16.0
    /// The fonts of the iOS keyboard, then common fallbacks.
    package static let fonts =
        "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Apple Color Emoji', 'Noto Color Emoji', sans-serif"

    /// One layer: its title and, translated below it, the keyboard and its keys.
    private func layer(_ scene: KeyboardScene, of layout: KeyboardLayout, heat: HeatMap?, top: Double) -> String {
        let title =
            TitleParts.joined(
                [
                    layout.id, layout.name, scene.layerName,
                    "\(KeyboardSize.format(scene.size.width)) × "
                        + "\(KeyboardSize.format(scene.size.height)) pt",
                ], separator: " · ") + (heat.map { " · " + $0.name } ?? "")
        var svg = "<g class=\"layer\" transform=\"translate(0 \(XMLText.number(top)))\">\n"
        svg += "<text class=\"title\" x=\"8\" y=\"19\">\(XMLText.escaped(title))</text>\n"
        if let heat, !heat.legend.isEmpty { appendLegend(heat.legend, top: Self.titleHeight, to: &svg) }
        let below = Self.titleHeight + Self.legendHeight(heat) + Self.barHeight(scene)
        svg += "<g transform=\"translate(0 \(XMLText.number(below)))\">\n"
        appendScene(scene, heat: heat?.cells[text: scene.layerName], to: &svg)
        svg += "</g>\n</g>\n"
        return svg
    }

    /// The row of a heat map's legend: its swatches with their values, lowest first.
    private func appendLegend(_ legend: [HeatMap.LegendStep], top: Double, to svg: inout String) {
        svg += "<g class=\"legend\" transform=\"translate(8 \(XMLText.number(top)))\">\n"
        var x = 0.0
        for step in legend {
            svg += "<rect x=\"\(XMLText.number(x))\" y=\"0\" width=\"14\" height=\"12\" rx=\"2\" fill=\"" + step.fill
            svg += "\" stroke=\"#8E8E93\" stroke-width=\"0.5\"/>\n"
            svg += "<text class=\"heat-legend\" x=\"\(XMLText.number(x + 18))\" y=\"10\">"
            svg += XMLText.escaped(step.label) + "</text>\n"
            x += 18 + 7 * Double(step.label.count) + 10
        }
        svg += "</g>\n"
    }

    /// The height of a heat map's legend row, 0 without one.
    private static func legendHeight(_ heat: HeatMap?) -> Double {
        (heat?.legend.isEmpty ?? true) ? 0 : 18
    }

    /// The height of the scene's suggestion bar, 0 without one.
    private static func barHeight(_ scene: KeyboardScene) -> Double {
        scene.suggestionBar?.frame.height ?? 0
    }

    /// The suggestion bar: its background, the dividers, then each slot.
    private func appendBar(_ bar: KeyboardScene.SuggestionBar, to svg: inout String) {
        svg += "<g class=\"suggestion-bar\">\n<rect class=\"bar\" x=\"" + XMLText.number(bar.frame.x) + "\" y=\""
        svg += XMLText.number(bar.frame.y) + "\" width=\"" + XMLText.number(bar.frame.width) + "\" height=\""
        svg += XMLText.number(bar.frame.height) + "\" fill=\"" + bar.background.hex + "\"/>\n"
        for divider in bar.dividers {
            svg += "<rect class=\"divider\" x=\"" + XMLText.number(divider.x) + "\" y=\"" + XMLText.number(divider.y)
            svg += "\" width=\"" + XMLText.number(divider.width) + "\" height=\"" + XMLText.number(divider.height)
            svg += "\" fill=\"" + bar.divider.hex + "\"" + Self.opacity(bar.divider, "fill-opacity") + "/>\n"
        }
        for slot in bar.slots {
            svg += "<g data-suggestion=\"\(slot.index)\" data-kind=\"" + slot.kind.rawValue + "\""
            svg += (slot.isPending ? " data-pending=\"true\"" : "") + " aria-label=\""
            svg += XMLText.escaped(slot.text) + "\">\n"
            // A transparent cap over the whole slot, for hit testing on a page.
            svg += "<rect class=\"slot\" x=\"" + XMLText.number(slot.frame.x) + "\" y=\"" + XMLText.number(slot.frame.y)
            svg += "\" width=\"" + XMLText.number(slot.frame.width) + "\" height=\"" + XMLText.number(slot.frame.height)
            svg += "\" fill=\"" + bar.background.hex + "\" fill-opacity=\"0\"/>\n"
            if let style = slot.style {
                appendRect(slot.capFrame, radius: slot.cornerRadius, style: style, class: "pending", to: &svg)
            }
            appendText(slot.label, class: "label", to: &svg)
            svg += "</g>\n"
        }
        svg += "</g>\n"
    }

    /// The background, every cap, then the overlays (and the suggestion bar above the keys).
    private func appendScene(_ scene: KeyboardScene, heat cells: [ExactText: HeatMap.Cell]?, to svg: inout String) {
        if let bar = scene.suggestionBar { appendBar(bar, to: &svg) }
        svg += "<rect class=\"keyboard\" x=\"0\" y=\"0\" width=\"\(XMLText.number(scene.size.width))\" "
        svg += "height=\"\(XMLText.number(scene.size.height))\" fill=\"" + scene.background.hex + "\"/>\n"
        for cap in scene.caps {
            appendCap(cap, heat: cells?[text: cap.keyID], to: &svg)
        }
        appendOverlays(scene, to: &svg)
    }

    /// The bubble, the callout, the armed flick and a swipe's trail.
    private func appendOverlays(_ scene: KeyboardScene, to svg: inout String) {
        if let trail = scene.trail {
            svg += "<polyline data-trail=\"\" class=\"trail\" points=\""
            svg += trail.points.map { XMLText.number($0.x) + "," + XMLText.number($0.y) }.joined(separator: " ")
            svg += "\" fill=\"none\" stroke=\"" + trail.colour.hex + "\"" + Self.opacity(trail.colour, "stroke-opacity")
            svg += " stroke-width=\"" + XMLText.number(trail.width) + "\" stroke-linecap=\"round\""
            svg += " stroke-linejoin=\"round\"/>\n"
        }
        if let bubble = scene.bubble { appendBubble(bubble, to: &svg) }
        if let callout = scene.callout { appendCallout(callout, to: &svg) }
        if let flick = scene.armedFlick {
            svg += "<g data-flick-for=\"" + XMLText.escaped(flick.keyID) + "\" data-direction=\""
            svg += flick.direction.rawValue + "\">\n"
            appendRect(flick.frame, radius: flick.cornerRadius, style: flick.style, class: "flick-armed", to: &svg)
            appendText(flick.label, class: "label", to: &svg)
            svg += "</g>\n"
        }
    }

    /// One key: its shadow, then its group (rounded rectangle, label, gesture legends and hint,
    /// and the heat map's caption).
    private func appendCap(
        _ cap: KeyboardScene.KeyCap, heat cell: HeatMap.Cell?, idAttribute: String = "data-key-id", to svg: inout String
    ) {
        let frame = cap.frame
        if let shadow = cap.style.shadow, cap.shadowOffset > 0 {
            svg +=
                "<path class=\"shadow\" d=\""
                + Self.roundedPath(frame, radius: cap.cornerRadius, down: cap.shadowOffset)
            svg += "\" fill=\"" + shadow.hex + "\"" + Self.opacity(shadow, "fill-opacity") + "/>\n"
        }
        svg += "<g " + idAttribute + "=\"" + XMLText.escaped(cap.keyID) + "\" data-kind=\"" + cap.kind.rawValue
        svg += "\" data-state=\"" + cap.state.rawValue + "\" aria-label=\"" + XMLText.escaped(cap.spokenText) + "\">\n"
        var style = cap.style
        if let cell { style.fill = ThemeColor(hex: cell.fill) ?? style.fill }
        appendRect(frame, radius: cap.cornerRadius, style: style, class: "key " + cap.kind.rawValue, to: &svg)
        // On a heat map's fill, every text in the cell's ink (black or white, AA contrast).
        let ink = cell.flatMap { ThemeColor(hex: $0.ink) }
        func inked(_ text: KeyboardScene.Text) -> KeyboardScene.Text {
            var text = text
            if let ink { text.color = ink }
            return text
        }
        if let label = cap.label {
            appendText(
                inked(label), class: "label", extra: cap.symbol.map { " data-symbol=\"" + $0.rawValue + "\"" } ?? "",
                to: &svg)
        }
        for legend in cap.flickLegends {
            appendText(
                inked(legend.text), class: "flick", extra: " data-direction=\"" + legend.direction.rawValue + "\"",
                to: &svg)
        }
        if let legend = cap.multitapLegend { appendText(inked(legend), class: "multitap", to: &svg) }
        if let hint = cap.hint { appendText(inked(hint), class: "hint", to: &svg) }
        if let cell, !cell.caption.isEmpty, frame.height >= 20 {
            svg += "<text class=\"heat\" x=\"" + XMLText.number(frame.midX) + "\" y=\""
            svg += XMLText.number(frame.maxY - 2) + "\" fill=\"" + cell.ink + "\">" + XMLText.escaped(cell.caption)
            svg += "</text>\n"
        }
        svg += "</g>\n"
    }

    /// The preview bubble: its shadow, its outline and its label, in a group named for its key.
    private func appendBubble(_ bubble: KeyboardScene.Bubble, to svg: inout String) {
        svg += "<g data-preview-for=\"" + XMLText.escaped(bubble.keyID) + "\">\n"
        let path = Self.path(bubble.outline)
        if let shadow = bubble.style.shadow, bubble.shadowOffset > 0 {
            svg += "<path class=\"bubble-shadow\" transform=\"translate(0 " + XMLText.number(bubble.shadowOffset)
            svg += ")\" d=\"" + path + "\" fill=\"" + shadow.hex + "\"" + Self.opacity(shadow, "fill-opacity") + "/>\n"
        }
        svg += "<path class=\"bubble\" d=\"" + path + "\"" + Self.paint(bubble.style) + "/>\n"
        if let label = bubble.label { appendText(label, class: "label", to: &svg) }
        svg += "</g>\n"
    }

    /// The callout: its panel, then each item as a `<g data-alternate="…" aria-selected="…">`.
    private func appendCallout(_ callout: KeyboardScene.Callout, to svg: inout String) {
        svg += "<g data-callout-for=\"" + XMLText.escaped(callout.keyID) + "\" role=\"listbox\">\n"
        if let shadow = callout.style.shadow, callout.shadowOffset > 0 {
            svg += "<path class=\"callout-shadow\" d=\""
            svg += Self.roundedPath(callout.frame, radius: callout.cornerRadius, down: callout.shadowOffset)
            svg += "\" fill=\"" + shadow.hex + "\"" + Self.opacity(shadow, "fill-opacity") + "/>\n"
        }
        appendRect(callout.frame, radius: callout.cornerRadius, style: callout.style, class: "callout", to: &svg)
        for item in callout.items {
            svg += "<g role=\"option\" data-alternate=\"" + XMLText.escaped(item.alternate) + "\" aria-selected=\""
            svg += (item.isSelected ? "true" : "false") + "\">\n"
            let radius = max(0, min(callout.cornerRadius, item.frame.width / 4, item.frame.height / 4))
            appendRect(item.frame, radius: radius, style: item.style, class: "callout-item", to: &svg)
            appendText(item.label, class: "label", to: &svg)
            svg += "</g>\n"
        }
        svg += "</g>\n"
    }

    private func appendRect(
        _ frame: KeyboardRect, radius: Double, style: KeyStyle, class name: String, to svg: inout String
    ) {
        let r = XMLText.number(radius)
        svg += "<rect class=\"" + name + "\" x=\"" + XMLText.number(frame.x) + "\" y=\"" + XMLText.number(frame.y)
        svg += "\" width=\"" + XMLText.number(frame.width) + "\" height=\"" + XMLText.number(frame.height)
        svg += "\" rx=\"" + r + "\" ry=\"" + r + "\"" + Self.paint(style) + "/>\n"
    }

    private func appendText(_ text: KeyboardScene.Text, class name: String, extra: String = "", to svg: inout String) {
        svg += "<text class=\"" + name + "\"" + extra + " x=\"" + XMLText.number(text.anchor.x) + "\" y=\""
        svg += XMLText.number(text.anchor.y) + "\" font-size=\"" + XMLText.number(text.fontSize)
        svg += "\" font-family=\"" + XMLText.escaped(Self.fontFamily(text.families)) + "\""
        if text.weight != .regular { svg += " font-weight=\"\(text.weight.value)\"" }
        svg += " fill=\"" + text.color.hex + "\"" + Self.opacity(text.color, "fill-opacity") + ">"
        svg += XMLText.escaped(text.string) + "</text>\n"
    }

    /// `fill` (and `stroke`) attributes for a style.
    private static func paint(_ style: KeyStyle) -> String {
        var text = " fill=\"" + style.fill.hex + "\"" + opacity(style.fill, "fill-opacity")
        if let stroke = style.stroke {
            text += " stroke=\"" + stroke.hex + "\"" + opacity(stroke, "stroke-opacity") + " stroke-width=\"1\""
        }
        return text
    }

    /// SVG 1.1 takes no alpha in a colour: a translucent one gets an opacity attribute.
    private static func opacity(_ color: ThemeColor, _ attribute: String) -> String {
        color.alpha == 255
            ? "" : " " + attribute + "=\"" + XMLText.number((color.opacity * 1000).rounded() / 1000) + "\""
    }

    /// A CSS font-family list: names with anything but letters, digits and hyphens quoted.
    static func fontFamily(_ families: [String]) -> String {
        families.map { family in
            let generic = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"]
            let plain = family.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
            }
            return plain || generic.contains(family) ? family : "'" + String(family.filter { $0 != "'" }) + "'"
        }.joined(separator: ", ")
    }

    /// The outline's corners as an SVG path.
    private static func path(_ outline: KeyboardScene.Outline) -> String {
        var d = ""
        for (index, point) in outline.points.enumerated() {
            d += (index == 0 ? "M" : "L") + XMLText.number(point.x) + " " + XMLText.number(point.y)
        }
        return d + "Z"
    }

    /// A rounded rectangle as a path, `down` points lower (a shadow).
    private static func roundedPath(_ frame: KeyboardRect, radius: Double, down: Double) -> String {
        let r = XMLText.number(radius)
        let across = XMLText.number(max(0, frame.width - 2 * radius))
        let height = XMLText.number(max(0, frame.height - 2 * radius))
        let arc = "a" + r + " " + r + " 0 0 1 "
        var d = "M" + XMLText.number(frame.minX + radius) + " " + XMLText.number(frame.minY + down)
        d += "h" + across + arc + r + " " + r + "v" + height + arc + "-" + r + " " + r
        d += "h-" + across + arc + "-" + r + " -" + r + "v-" + height + arc + r + " -" + r + "z"
        return d
    }
}
