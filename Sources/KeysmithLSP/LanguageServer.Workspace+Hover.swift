import KeyboardGeometry
import KeyboardModel
import LayoutFormat

extension LanguageServer.Workspace {
    /// A field's documentation; on a key, what it types and does and its solved frame at the
    /// preferred size; on a layer name, its rows and keys.
    mutating func hover(_ uri: String, at position: LSP.Position) -> LSP.Hover? {
        guard let (occurrence, outline, document) = occurrence(uri, at: position) else { return nil }
        let range = occurrence.span.range(in: document.lines, encoding: encoding)
        switch occurrence.kind {
        case .field(let kind, let name):
            guard let spec = kind.spec(named: name) else { return nil }
            return LSP.Hover(
                contents: LSP.MarkupContent(
                    markdown: "**\(name)** (\(kind.context)): \(spec.kind.words)\n\n\(spec.documentation)"),
                range: range)
        case .layerDefinition(let scope, let name), .layerReference(let scope, let name):
            guard let layer = layer(named: name, scope: scope, outline: outline, uri: uri) else { return nil }
            let keys = layer.rows.reduce(0) { $0 + $1.keys.count }
            var text = "layer **\(name)**: \(layer.rows.count) rows, \(keys) keys"
            if let shiftOf = layer.shiftOf { text += "; the shifted face of '\(shiftOf)'" }
            if layer.isOneShot { text += "; one-shot" }
            return LSP.Hover(contents: LSP.MarkupContent(markdown: text), range: range)
        case .keyReference(let scope, let id, _):
            let found = outline.keys(withID: id, scope: scope)
            guard let place = found.first?.place else { return nil }
            return keyHover(place, outline: outline, uri: uri, range: range)
        case .key(let place):
            return keyHover(place, outline: outline, uri: uri, range: range)
        case .extends(let path):
            return LSP.Hover(
                contents: LSP.MarkupContent(markdown: "inherits from **\(path)**, in this file's folder"), range: range)
        }
    }

    /// The model layer `name` of `scope`.
    private mutating func layer(named name: String, scope: Int, outline: LayoutOutline, uri: String) -> Layer? {
        guard let layout = analysis(of: uri)?.layout else { return nil }
        let form = outline.formNames.indices.contains(scope) ? outline.formNames[scope] : layout.formName
        return (layout.form(named: form) ?? layout).layer(named: name)
    }

    /// `q — 33 × 42 pt at (3, 8) in 390 × 216`, what it types, its alternates and gestures.
    private mutating func keyHover(
        _ place: LayoutOutline.KeyPlace, outline: LayoutOutline, uri: String, range: LSP.Range
    )
        -> LSP.Hover?
    {
        guard let analysis = analysis(of: uri), let layout = analysis.layout,
            let id = place.id
        else { return nil }
        let formName =
            outline.formNames.indices.contains(place.scope) ? outline.formNames[place.scope] : layout.formName
        guard let form = layout.form(named: formName), let layer = form.layer(named: place.layer),
            let key = layer.keys.first(where: { $0.id == id })
        else { return nil }
        var lines: [String] = []
        let size = form.size
        var head = "**\(id)**"
        if analysis.isValid, var geometry = try? LayoutGeometry(form),
            let frames = try? geometry.frames(ofLayer: layer.name, for: size), let frame = frames.key(withID: id)?.frame
        {
            head +=
                " — \(Self.points(frame.width)) × \(Self.points(frame.height)) pt at "
                + "(\(Self.points(frame.x)), \(Self.points(frame.y))) in \(Self.points(size.width)) × \(Self.points(size.height))"
        } else if !analysis.isValid {
            head += " — no frame while the layout has errors"
        }
        lines.append(head)
        lines.append("- \(Self.describe(key.action))")
        if !key.label.isEmpty, !key.label.isExactly(key.text ?? "") {
            lines.append("- label \(Self.quoted(key.label))")
        }
        if !key.alternates.isEmpty {
            lines.append("- long press: " + key.alternates.map(Self.quoted).joined(separator: " "))
        }
        for flick in key.flicks {
            lines.append("- flick \(flick.direction.rawValue): \(Self.describe(flick.action))")
        }
        if !key.multitap.isEmpty {
            lines.append("- multitap: " + key.multitap.map(Self.describe).joined(separator: ", then "))
        }
        lines.append("- layer '\(layer.name)', row \(place.row + 1), key \(place.index + 1)")
        return LSP.Hover(contents: LSP.MarkupContent(markdown: lines.joined(separator: "\n")), range: range)
    }

    /// What an action does, in words.
    static func describe(_ action: KeyAction) -> String {
        switch action {
        case .character(let text, let shifted):
            shifted.isExactly(text) ? "types \(quoted(text))" : "types \(quoted(text)), with shift \(quoted(shifted))"
        case .layer(let name): "switches to layer '\(name)'"
        case .dead(let accent): "dead key: \(quoted(accent)) combines with the next character"
        case .custom(let name): "custom action '\(name)', sent to the delegate"
        case .modifyPrevious(let table): "changes the character before the caret by table '\(table)'"
        default: action.kind.rawValue
        }
    }

    /// `"q"`, with a space or nothing shown as such.
    static func quoted(_ text: String) -> String {
        text == " " ? "space" : "`\(text)`"
    }

    /// A length in points to one decimal, without a trailing `.0`.
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
