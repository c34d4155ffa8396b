public import KeyboardGeometry
public import KeyboardModel

/// Draws layers' solved key frames as one standalone SVG 1.1 document, in a light theme like
/// the iOS keyboard.
///
/// The layers are stacked top to bottom, each under a title naming the layout, the layer and the
/// size. Each key is a `<g data-key-id="…">` holding a rounded `<rect class="key">` whose `x`,
/// `y`, `width` and `height` are exactly the solved values (in the layer's own coordinates: its
/// group is translated down by the space above it), with its label centred, its hint (or the
/// first few long-press alternates) in small text in the top right corner, and special keys
/// (shift, backspace, layer and globe keys…) in the darker grey of iOS. Everything in a key's
/// group stays inside its frame, so the group's box is the key's frame; the key's shadow is
/// drawn just before its group.
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

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - alternatesShown: How many long-press alternates each key's hint shows.
    ///   - shifted: Whether to draw the shifted face (``Key/shownLabel(shifted:)``).
    ///   - heat: Colours and captions over the keys.
    public init(alternatesShown: Int = 3, shifted: Bool = false, heat: HeatMap? = nil) {
        self.alternatesShown = alternatesShown
        self.shifted = shifted
        self.heat = heat
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
            panels: layers.map { Panel(frames: $0, layout: layout, heat: heat) }, title: layout.id + " · " + layout.name
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
        var height = 0.0
        for (index, panel) in panels.enumerated() {
            height += Self.titleHeight + panel.frames.size.height + (index + 1 < panels.count ? Self.layerSpacing : 0)
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
        for panel in panels {
            svg += layer(panel.frames, of: panel.layout, heat: panel.heat, top: top)
            top += Self.titleHeight + panel.frames.size.height + Self.layerSpacing
        }
        svg += "</svg>\n"
        return svg
    }

    /// One layer as an inline `<svg>` element for an HTML page: `width` and `height` are the
    /// layer's size, one unit per point, with the keyboard's background and its keys drawn as in
    /// ``render(_:of:)``, without a title. The page supplies ``styleSheet``.
    ///
    /// - Parameter frames: The layer's solved frames.
    /// - Returns: The element's text, ending in a newline.
    /// - Complexity: O(keys).
    public func keyboard(_ frames: LayerFrames) -> String {
        let w = XMLText.number(frames.size.width)
        let h = XMLText.number(frames.size.height)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"keys\" data-layer=\""
        svg += XMLText.escaped(frames.name) + "\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        svg += "<rect class=\"keyboard\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\"/>\n"
        for keyFrame in frames.keys {
            appendKey(keyFrame, heat: heat?.cells[frames.name]?[keyFrame.id], to: &svg)
        }
        return svg + "</svg>\n"
    }

    /// The CSS rules the drawings use (classes `title`, `keyboard`, `shadow`, `key`, `special`,
    /// `label`, `hint`, `flick`, `multitap`), for a page that shows ``keyboard(_:)`` elements.
    public static let styleSheet = """
        .title { font-family: \(fonts); font-size: 13px; font-weight: 600; fill: #3C3C43; }
        .keyboard { fill: #D1D4DA; }
        .shadow { fill: #898A8D; }
        .key { fill: #FFFFFF; }
        .key.special { fill: #ABB1BA; }
        .label { font-family: \(fonts); fill: #000000; text-anchor: middle; }
        .hint { font-family: \(fonts); font-size: \(KeyboardSize.format(hintSize))px; fill: #6D6D72; text-anchor: end; }
        .flick { font-family: \(fonts); font-size: 9px; fill: #6D6D72; text-anchor: middle; }
        .multitap { font-family: \(fonts); font-size: 8px; fill: #6D6D72; text-anchor: middle; }
        .heat { font-family: \(fonts); font-size: 9px; fill: #1C1C1E; text-anchor: middle; }

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
    private func layer(_ frames: LayerFrames, of layout: KeyboardLayout, heat: HeatMap?, top: Double) -> String {
        let title =
            [
                layout.id, layout.name, frames.name,
                "\(KeyboardSize.format(frames.size.width)) × "
                    + "\(KeyboardSize.format(frames.size.height)) pt",
            ].joined(separator: " · ") + (heat.map { " · " + $0.name } ?? "")
        var svg = "<g class=\"layer\" transform=\"translate(0 \(XMLText.number(top)))\">\n"
        svg += "<text class=\"title\" x=\"8\" y=\"19\">\(XMLText.escaped(title))</text>\n"
        svg += "<g transform=\"translate(0 \(XMLText.number(Self.titleHeight)))\">\n"
        svg +=
            "<rect class=\"keyboard\" x=\"0\" y=\"0\" width=\"\(XMLText.number(frames.size.width))\" "
            + "height=\"\(XMLText.number(frames.size.height))\"/>\n"
        for keyFrame in frames.keys {
            appendKey(keyFrame, heat: heat?.cells[frames.name]?[keyFrame.id], to: &svg)
        }
        svg += "</g>\n</g>\n"
        return svg
    }

    /// One key: its shadow, then its group (rounded rectangle, label, gesture legends and hint,
    /// and the heat map's caption).
    private func appendKey(_ keyFrame: KeyFrame, heat cell: HeatMap.Cell?, to svg: inout String) {
        let frame = keyFrame.frame
        let key = keyFrame.key
        let radius = max(0, min(5, frame.width / 4, frame.height / 4))
        let r = XMLText.number(radius)
        // The shadow: the same rounded rectangle one point lower, drawn first.
        let across = XMLText.number(max(0, frame.width - 2 * radius))
        let down = XMLText.number(max(0, frame.height - 2 * radius))
        let arc = "a" + r + " " + r + " 0 0 1 "
        svg += "<path class=\"shadow\" d=\"M"
        svg += XMLText.number(frame.minX + radius) + " " + XMLText.number(frame.minY + 1)
        svg += "h" + across + arc + r + " " + r + "v" + down + arc + "-" + r + " " + r
        svg += "h-" + across + arc + "-" + r + " -" + r + "v-" + down + arc + r + " -" + r + "z\"/>\n"
        svg += "<g data-key-id=\"" + XMLText.escaped(keyFrame.id) + "\">\n"
        svg += Self.isSpecial(key.action) ? "<rect class=\"key special\" x=\"" : "<rect class=\"key\" x=\""
        svg += XMLText.number(frame.x) + "\" y=\"" + XMLText.number(frame.y)
        svg += "\" width=\"" + XMLText.number(frame.width) + "\" height=\"" + XMLText.number(frame.height)
        svg += "\" rx=\"" + r + "\" ry=\"" + r
        svg += cell.map { "\" style=\"fill:" + XMLText.escaped($0.fill) + "\"/>\n" } ?? "\"/>\n"
        // A symbol (the key's, or its action's while the label is the default) is drawn by its
        // first fallback and named in `data-symbol`, for a page that draws icons instead.
        let symbol = key.shownSymbol
        var label =
            symbol.map { $0.unicodeFallbacks.first ?? key.label }
            ?? TextLabel.printable(key.shownLabel(shifted: shifted), style: .unicode, base: "◌")
        // A spacing accent alone (´, ¨, ΄) is a speck high in the cell: drawn as its combining
        // mark on a dotted circle, or else half as large again.
        var scale = 1.0
        if symbol == nil, let accent = TextLabel.spacingAccent(label) {
            if let mark = accent.mark {
                label = "◌" + String(Character(mark))
            } else {
                scale = 1.5
            }
        }
        if !label.isEmpty {
            let size = (Self.fontSize(for: label, in: frame) * scale * 10).rounded(.down) / 10
            svg += "<text class=\"label\"" + (symbol.map { " data-symbol=\"" + $0.rawValue + "\"" } ?? "") + " x=\""
            svg += XMLText.number(frame.midX)
            svg += "\" y=\"" + XMLText.number(frame.midY + size * 0.35)
            svg += "\" font-size=\"" + XMLText.number(size) + "\">" + XMLText.escaped(label) + "</text>\n"
        }
        if key.hasGestures, frame.height >= 24, frame.width >= 24 {
            appendGestures(of: key, in: frame, to: &svg)
        }
        // The hint legend, else a preview of the first alternates, small in the top-right corner.
        let preview = key.alternates.isEmpty || alternatesShown == 0 ? nil : key.alternates.prefix(alternatesShown)
        if let text = key.hint.map({ [$0] }) ?? preview.map(Array.init), !text.isEmpty, frame.height >= 24,
            frame.width >= 16, let hint = Self.hint(text, fitting: frame.width - 6)
        {
            svg += "<text class=\"hint\" x=\"" + XMLText.number(frame.maxX - 3)
            svg += "\" y=\"" + XMLText.number(frame.minY + Self.hintSize + 1) + "\">" + XMLText.escaped(hint)
            svg += "</text>\n"
        }
        if let cell, !cell.caption.isEmpty, frame.height >= 20 {
            svg += "<text class=\"heat\" x=\"" + XMLText.number(frame.midX) + "\" y=\""
            svg += XMLText.number(frame.maxY - 2) + "\">" + XMLText.escaped(cell.caption) + "</text>\n"
        }
        svg += "</g>\n"
    }

    /// A key's flick legends, small, placed by direction inside the key's edges (`n` at the top
    /// centre, `se` at the bottom right), and its multitap cycle along the bottom.
    private func appendGestures(of key: Key, in frame: KeyboardRect, to svg: inout String) {
        for flick in key.flicks {
            let vector = flick.direction.screenVector
            let x = frame.midX + vector.dx * (frame.width / 2 - 7)
            let y = frame.midY + vector.dy * (frame.height / 2 - 7) + 3
            svg += "<text class=\"flick\" data-direction=\"" + flick.direction.rawValue + "\" x=\""
            svg += XMLText.number(x) + "\" y=\"" + XMLText.number(y) + "\">"
            svg += XMLText.escaped(TextLabel.printable(flick.label, style: .unicode, base: "◌")) + "</text>\n"
        }
        guard !key.multitap.isEmpty, !key.flicks.contains(where: { [.s, .sw, .se].contains($0.direction) }) else {
            return
        }
        let cycle = key.multitap.map { TextLabel.printable($0.defaultLabel, style: .unicode, base: "◌") }.joined()
        svg += "<text class=\"multitap\" x=\"" + XMLText.number(frame.midX) + "\" y=\""
        svg += XMLText.number(frame.maxY - 3) + "\">" + XMLText.escaped(cycle) + "</text>\n"
    }

    /// The font size of hints, in points: legible at a glance (11, the smallest size of Apple's
    /// text styles).
    static let hintSize = 11.0

    /// The hint's items apart by a thin space, as many of them as fit `width` (an estimate of
    /// 0.6 em per column); `nil` when not even the first fits.
    private static func hint(_ items: [String], fitting width: Double) -> String? {
        var shown: [String] = []
        var used = 0.0
        for item in items {
            let printable = TextLabel.printable(item, style: .unicode, base: "◌")
            let extra =
                Double(max(DisplayWidth.of(printable), 1)) * 0.6 * hintSize + (shown.isEmpty ? 0 : 0.25 * hintSize)
            guard used + extra <= width else { break }
            shown.append(printable)
            used += extra
        }
        return shown.isEmpty ? nil : shown.joined(separator: "\u{2009}")
    }

    /// The keys iOS draws in its darker grey: everything but text keys, space and dead keys.
    private static func isSpecial(_ action: KeyAction) -> Bool {
        switch action {
        case .character, .space, .dead, .modifyPrevious: return false
        case .shift, .capsLock, .backspace, .return, .layer, .nextKeyboard, .dismiss, .custom, .caret, .deleteForward,
            .tab, .host:
            return true
        }
    }

    /// A font size that fits the label in the key: large for one character, smaller for words,
    /// shrunk (down to 6) when the estimated width would not fit.
    private static func fontSize(for label: String, in frame: KeyboardRect) -> Double {
        let single = label.count == 1
        var size = min(single ? 22 : 16, frame.height * (single ? 0.52 : 0.4))
        let columns = Double(max(DisplayWidth.of(label), 1))
        size = min(size, (frame.width - 6) / (0.6 * columns))
        return max(6, (size * 10).rounded(.down) / 10)
    }
}
