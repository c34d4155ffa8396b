import Keysmith

extension PreviewSession {
    /// The state the page draws, as one JSON object:
    ///
    /// `version`, `layout` (`id`, `name`, `locale`, `direction`, and the shown form's preferred
    /// `width` and `height`) or `null` while no version has loaded without errors, `width` and
    /// `height` (the size laid out), `form` (the form shown: each width shows one of the
    /// layout's forms), `layer`, `layers` (the form's layer names), `shift` (`off`, `once`, `locked`), `text`,
    /// `pendingAccent`, `composing`, `armedFlick` (a direction or `null`), `pressed` (the id of
    /// the key under the finger, or `null`), `popup` (`key`,
    /// `items`, `cells` as `[x, y, width, height]` in keyboard points, `selected`) or `null`,
    /// `deadline` (page time of the next `/tick`, or `null`), `diagnostics` (as `validate
    /// --format json` writes them), `rendered` (each diagnostic as the terminal shows it, with
    /// its notes, source lines and carets), `theme` (the bundled theme chosen, `""` for the
    /// layout's own), `themeID` (the theme drawn), `themes` (the bundled ones), `appearance`,
    /// `face` (names what the drawing shows), `svg`: the current layer at rest drawn by
    /// ``SVGRenderer/keyboard(_:)`` — left out when the page's `face` is already the current
    /// one — and `overlay`: what the finger does, drawn by ``SVGRenderer/overlay(_:)``; with a
    /// lexicon, `suggestions` (`word`, `correction` or `null`, `items`: `text` and `kind` each)
    /// and `bar`, drawn by ``SVGRenderer/suggestionBar(_:)`` (without one, `null` and `""`).
    func state(face known: String?) -> String {
        var json = "{\"version\":\(version)"
        json += ",\"diagnostics\":" + DiagnosticRenderer.json(diagnostics)
        let renderer = DiagnosticRenderer(sources: sources)
        json +=
            ",\"rendered\":[" + diagnostics.map { JSONText.quoted(renderer.render($0)) }.joined(separator: ",") + "]"
        json += ",\"text\":" + JSONText.quoted(text)
        guard let controller, let frames = controller.frames else {
            return json + ",\"layout\":null,\"layers\":[],\"popup\":null,\"deadline\":null}"
        }
        // The form shown: its layers and its preferred size.
        let layout = controller.geometry.layout
        json += ",\"layout\":{\"id\":" + JSONText.quoted(layout.id) + ",\"name\":" + JSONText.quoted(layout.name)
        json += ",\"locale\":" + JSONText.quoted(layout.locale) + ",\"direction\":"
        json += JSONText.quoted(layout.direction.rawValue) + ",\"width\":" + JSONText.number(layout.size.width)
        json += ",\"height\":" + JSONText.number(layout.size.height) + "}"
        json += ",\"width\":" + JSONText.number(controller.size.width)
        json += ",\"height\":" + JSONText.number(controller.size.height)
        json += ",\"form\":" + JSONText.quoted(controller.formName)
        json += ",\"layer\":" + JSONText.quoted(controller.layerName)
        json += ",\"layers\":[" + layout.layers.map { JSONText.quoted($0.name) }.joined(separator: ",") + "]"
        json += ",\"shift\":" + JSONText.quoted(controller.shiftState.rawValue)
        json += ",\"pendingAccent\":" + (controller.pendingAccent.map(JSONText.quoted) ?? "null")
        json += ",\"composing\":" + (controller.composingText.map(JSONText.quoted) ?? "null")
        json += ",\"armedFlick\":" + (controller.armedFlick.map { JSONText.quoted($0.rawValue) } ?? "null")
        json += ",\"pressed\":" + (controller.pressedKeyID.map(JSONText.quoted) ?? "null")
        if let popup = controller.alternates {
            json += ",\"popup\":{\"key\":" + JSONText.quoted(popup.keyID) + ",\"items\":["
            json += popup.alternates.map(JSONText.quoted).joined(separator: ",") + "],\"cells\":["
            json += popup.cells.map { cell in
                "[" + [cell.x, cell.y, cell.width, cell.height].map(JSONText.number).joined(separator: ",") + "]"
            }.joined(separator: ",")
            json += "],\"selected\":\(popup.selectedIndex)}"
        } else {
            json += ",\"popup\":null"
        }
        json += ",\"deadline\":" + (controller.nextDeadline.map { JSONText.number(pageTime($0)) } ?? "null")
        let shifted = controller.shiftState != .off
        let theme = self.theme
        json += ",\"theme\":" + JSONText.quoted(themeName ?? "") + ",\"themeID\":" + JSONText.quoted(theme.id)
        json += ",\"themes\":[" + Self.themeIDs.map(JSONText.quoted).joined(separator: ",") + "]"
        json += ",\"appearance\":" + JSONText.quoted(appearance.rawValue)
        let current =
            "\(version)/\(controller.formName)/\(controller.layerName)/\(shifted ? "shift" : "plain")/"
            + "\(JSONText.number(controller.size.width))x\(JSONText.number(controller.size.height))/"
            + "\(themeName ?? "")/\(appearance.rawValue)"
        json += ",\"face\":" + JSONText.quoted(current)
        let drawing = SVGRenderer(theme: theme, appearance: appearance)
        let options = KeyboardScene.Options(form: controller.formName)
        if known != current {
            // The keys at rest: what changes with the face only.
            let rest = KeyboardScene(
                frames, theme: theme, appearance: appearance,
                state: KeyboardScene.State(
                    shift: controller.shiftState, returnKeyLabel: controller.fieldTraits.shownReturnKeyLabel,
                    locale: controller.layout.locale),
                options: options)
            json += ",\"svg\":" + JSONText.quoted(drawing.keyboard(rest))
        }
        // What the finger does: the pressed key, the bubble, the callout, the armed flick.
        let now = KeyboardScene(
            frames, theme: theme, appearance: appearance, state: KeyboardScene.State(controller), options: options)
        json += ",\"overlay\":" + JSONText.quoted(drawing.overlay(now))
        // The suggestion bar, with a lexicon.
        if controller.lexicon != nil {
            json += ",\"suggestions\":" + Self.suggestionsJSON(controller.suggestions)
            json += ",\"bar\":" + JSONText.quoted(drawing.suggestionBar(now))
        } else {
            json += ",\"suggestions\":null,\"bar\":\"\""
        }
        return json + "}"
    }
}

extension PreviewSession {
    /// `{"word":…,"correction":…|null,"items":[{"text":…,"kind":…},…]}`.
    static func suggestionsJSON(_ suggestions: WordSuggestions) -> String {
        var json = "{\"word\":" + JSONText.quoted(suggestions.word) + ",\"correction\":"
        json += (suggestions.correction.map(JSONText.quoted) ?? "null") + ",\"items\":["
        json += suggestions.suggestions.map {
            "{\"text\":" + JSONText.quoted($0.text) + ",\"kind\":" + JSONText.quoted($0.kind.rawValue) + "}"
        }.joined(separator: ",")
        return json + "]}"
    }
}
