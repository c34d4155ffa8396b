import KeyboardGeometry
public import KeyboardModel
import LayoutDiagnostics
import LayoutImport

/// Writes a layout as a Keyman touch layout (`.keyman-touch-layout`, JSON, the clean 16.0 spec):
/// forms as the `phone` and `tablet` platforms, layers by id (the first is `default`, its shifted
/// face `shift`), rows of keys with widths and pads in Keyman's units at the form's preferred size
/// (100 is one key), text keys as `U_` ids, actions as Keyman's special keys and caps (the
/// importer's table read backwards), long press as `sk`, flicks and multitap, hints.
///
/// Keyman's touch layout has no insets, gaps, constraints or relative widths: widths are written
/// as laid out, and what cannot be said (a constraint, an action without a Keyman key) is a
/// warning at its line. Dead keys and modify-previous keys are touch keys (`T_DK_…`, `T_MOD_…`)
/// whose rules go in the keyboard source beside the touch layout (`.kmn`, ``KeymanSource``), as
/// a Keyman Developer project has them.
public enum KeymanExporter {
    /// The touch layout of `layout` (all its forms, or the one named `form`), and its keyboard
    /// source as a companion (`kmn`), which names the touch layout by `output`'s file name (by
    /// the layout file's, with the touch layout's extension, when `output` is not known).
    public static func export(
        _ layout: KeyboardLayout, form: String? = nil, file: String, output: String? = nil
    ) -> ExportResult {
        var writer = Writer(notes: ExportNotes(file: file, format: "a Keyman touch layout"))
        return writer.export(layout, only: form, layoutFile: Writer.layoutFileName(of: output ?? file))
    }

    /// Preferred widths from this on are written as the `tablet` platform.
    static let tabletFrom = 600.0

    struct Writer {
        var notes: ExportNotes
        /// The rules the touch keys need, gathered as they are written.
        var source = KeymanSource()

        mutating func export(_ layout: KeyboardLayout, only: String?, layoutFile: String) -> ExportResult {
            let forms = notes.forms(of: layout, only: only)
            guard !forms.isEmpty else { return ExportResult(text: nil, diagnostics: notes.diagnostics) }
            var platforms: [(name: String, json: String)] = []
            for form in forms {
                let platform = form.size.width < KeymanExporter.tabletFrom ? "phone" : "tablet"
                guard !platforms.contains(where: { $0.name == platform }) else {
                    warn(
                        "form '\(form.formName)' is left out: Keyman has one \(platform) layout, and an earlier form "
                            + "is it", key: "form-\(form.formName)", at: form.source.location)
                    continue
                }
                if let json = platformJSON(form) { platforms.append((platform, json)) }
            }
            notes.layoutWide(layout)
            guard !platforms.isEmpty else { return ExportResult(text: nil, diagnostics: notes.diagnostics) }
            let body = platforms.map { "  \(JSONText.quoted($0.name)): \($0.json)" }.joined(separator: ",\n")
            let kmn = source.text(for: layout, layoutFile: layoutFile)
            return ExportResult(
                text: "{\n" + body + "\n}\n", companions: [ExportResult.Companion(fileExtension: "kmn", text: kmn)],
                diagnostics: notes.diagnostics)
        }

        /// One platform: its layers at the form's preferred size.
        mutating func platformJSON(_ form: KeyboardLayout) -> String? {
            guard let all = notes.frames(of: form) else { return nil }
            let ids = LayerIDs(form, first: "default")
            notes.layerNames(of: form, ids: ids)
            var layers: [String] = []
            for (layer, frames) in zip(form.layers, all) {
                notes.rowShapes(of: layer)
                layers.append(layerJSON(layer, frames: frames, form: form, ids: ids))
                // A layer whose shift key has no face to show gets one: Keyman shows shifted
                // outputs on a layer of their own.
                if ids.synthesized.contains(layer.name) {
                    layers.append(layerJSON(layer, frames: frames, form: form, ids: ids, asShift: true))
                }
            }
            return "{\n    \"displayUnderlying\": false,\n    \"layer\": [\n" + layers.joined(separator: ",\n")
                + "\n    ]\n  }"
        }

        mutating func layerJSON(
            _ layer: Layer, frames: LayerFrames, form: KeyboardLayout, ids: LayerIDs, asShift: Bool = false
        ) -> String {
            let id = asShift ? ids.shiftID(of: layer.name) : ids.id(of: layer.name)
            var rows: [String] = []
            for (rowIndex, row) in ExportNotes.rows(of: layer, frames: frames, metrics: form.metrics).enumerated() {
                var items = row.keys.map { placed in
                    keyJSON(
                        placed.frame.key, layerID: id, ids: ids, synthesizedShift: asShift,
                        shiftTarget: ids.shiftTarget(of: layer.name, onSynthesized: asShift),
                        caseRules: CaseRules(locale: form.locale), width: placed.width * 100, pad: placed.pad * 100)
                }
                // The space after the last key, as a spacer (`sp` 10).
                if row.trailing > 0.005 {
                    items.append(
                        "            {\"id\": \"T_spacer\", \"text\": \"\", \"sp\": 10, \"width\": "
                            + Self.number(row.trailing * 100) + "}")
                }
                rows.append(
                    "          {\"id\": \(rowIndex + 1), \"key\": [\n" + items.joined(separator: ",\n")
                        + "\n          ]}")
            }
            return "      {\"id\": \(JSONText.quoted(id)), \"row\": [\n" + rows.joined(separator: ",\n") + "\n      ]}"
        }

        /// One key. On a layer made of a layer's shifted outputs (`synthesizedShift`), keys type
        /// their shifted texts, long press offers upper-case alternates, as the controller does
        /// with shift on, and a text key goes back to the unshifted layer (shift is one-shot).
        mutating func keyJSON(
            _ key: Key, layerID: String, ids: LayerIDs, synthesizedShift shifted: Bool, shiftTarget: String,
            caseRules: CaseRules, width: Double, pad: Double
        ) -> String {
            var fields: [(String, String)] = []
            let place = key.source.location
            func special(_ id: String, _ cap: String) {
                fields.append(("id", JSONText.quoted(id)))
                fields.append(("text", JSONText.quoted("*\(cap)*")))
                fields.append(("sp", "1"))
            }
            switch key.action {
            case .character(let text, let shiftedText):
                let output = shifted ? shiftedText : text
                fields.append(("id", JSONText.quoted(codePointID(output))))
                let label = shifted ? key.shownLabel(shifted: true) : key.label
                fields.append(("text", JSONText.quoted(label)))
                if shifted, shiftTarget != layerID { fields.append(("nextlayer", JSONText.quoted(shiftTarget))) }
            case .space:
                fields.append(("id", JSONText.quoted("K_SPACE")))
                fields.append(("text", JSONText.quoted("")))
            case .shift, .capsLock:
                special(key.action == .shift ? "K_SHIFT" : "K_CAPS", key.action == .shift ? "Shift" : "ShiftLock")
                if key.action == .capsLock {
                    warn(
                        "caps lock is written as a shift key: a Keyman touch layout locks capitals with a caps layer "
                            + "and its rules", key: "caps-lock", at: place)
                }
                if shiftTarget != layerID { fields.append(("nextlayer", JSONText.quoted(shiftTarget))) }
            case .backspace: special("K_BKSP", "BkSp")
            case .return: special("K_ENTER", "Enter")
            case .nextKeyboard: special("K_LOPT", "Menu")
            case .dismiss: special("K_ROPT", "Hide")
            case .tab: special("K_TAB", "Tab")
            case .deleteForward:
                fields.append(("id", JSONText.quoted("K_DEL")))
                fields.append(("text", JSONText.quoted(key.label)))
                fields.append(("sp", "1"))
            case .caret(let move):
                let id =
                    ["left": "K_LEFT", "right": "K_RIGHT", "up": "K_UP", "down": "K_DOWN"][move.rawValue] ?? "K_LEFT"
                fields.append(("id", JSONText.quoted(id)))
                fields.append(("text", JSONText.quoted(key.label)))
                fields.append(("sp", "1"))
            case .layer(let target):
                fields.append(("id", JSONText.quoted("T_" + Self.safeID(target))))
                fields.append(("text", JSONText.quoted(key.label)))
                fields.append(("sp", "1"))
                fields.append(("nextlayer", JSONText.quoted(ids.id(of: target))))
            case .dead(let accent):
                // A touch key whose rules (in the .kmn) make a dead key; Keyman's dead-key style.
                fields.append(("id", JSONText.quoted(source.deadKeyID(accent))))
                fields.append(("text", JSONText.quoted(key.label)))
                fields.append(("sp", "8"))
            case .modifyPrevious(let table):
                fields.append(("id", JSONText.quoted(source.modifyKeyID(table))))
                fields.append(("text", JSONText.quoted(key.label)))
                fields.append(("sp", "1"))
            case .host where KeymanImporter.keyID(of: key.action) != nil:
                // A host action Keyman has a key for (Alt, Ctrl, Esc): that key, as the importer reads it.
                fields.append(("id", JSONText.quoted(KeymanImporter.keyID(of: key.action) ?? "")))
                fields.append(("text", JSONText.quoted(key.label)))
                fields.append(("sp", "1"))
            case .custom, .host:
                fields.append(("id", JSONText.quoted("T_" + Self.safeID(key.id))))
                fields.append(("text", JSONText.quoted(key.label)))
                fields.append(("sp", "1"))
                notes.warn(kind: "action", item: "'\(key.id)' (\(key.action.kind.rawValue))", at: place) {
                    list, count in
                    "\(count == 1 ? "key" : "keys") \(list) \(count == 1 ? "is" : "are") written as touch-only keys "
                        + "that do nothing: Keyman has no key for \(count == 1 ? "it" : "them")"
                }
            }
            if abs(width - 100) > 0.5 { fields.append(("width", Self.number(width))) }
            if pad > 0.5 { fields.append(("pad", Self.number(pad))) }
            if let hint = key.hint { fields.append(("hint", JSONText.quoted(hint))) }
            if !key.alternates.isEmpty {
                let items = key.alternates.map { alternate in
                    let shown = shifted ? caseRules.uppercase(alternate) : alternate
                    var item =
                        "{\"id\": \(JSONText.quoted(codePointID(shown))), \"text\": \(JSONText.quoted(shown))"
                    if key.defaultAlternate.map(alternate.isExactly) == true { item += ", \"default\": true" }
                    return item + "}"
                }
                fields.append(("sk", "[" + items.joined(separator: ", ") + "]"))
            }
            if !key.flicks.isEmpty {
                var flicks: [String] = []
                for flick in key.flicks {
                    guard case .character(let text, _) = flick.action else {
                        notes.warn(kind: "flick", item: "'\(key.id)' \(flick.direction.rawValue)", at: place) {
                            list, _ in "flicks that are actions are left out (\(list)): Keyman's flicks type text"
                        }
                        continue
                    }
                    flicks.append(
                        "\(JSONText.quoted(flick.direction.rawValue)): {\"id\": \(JSONText.quoted(codePointID(text))), "
                            + "\"text\": \(JSONText.quoted(flick.label))}")
                }
                if !flicks.isEmpty { fields.append(("flick", "{" + flicks.joined(separator: ", ") + "}")) }
            }
            if !key.multitap.isEmpty {
                let steps = key.multitap.compactMap { step -> String? in
                    guard case .character(let text, _) = step else { return nil }
                    return "{\"id\": \(JSONText.quoted(codePointID(text))), \"text\": \(JSONText.quoted(text))}"
                }
                if !steps.isEmpty { fields.append(("multitap", "[" + steps.joined(separator: ", ") + "]")) }
            }
            notes.fixedWidth(of: key)
            notes.keyDetails(of: key, lost: [.id, .symbol, .widthLimits], keptCaps: [.hint, .shiftedLabel])
            return "            {" + fields.map { "\(JSONText.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }

        /// ``codePointID(_:)`` of a text a key types, which the dead keys' rules are then written
        /// for.
        mutating func codePointID(_ text: String) -> String {
            source.typed(text)
            return Self.codePointID(text)
        }

        /// The touch layout's file name in the `.kmn`'s `&LAYOUTFILE`: `file`'s name with the
        /// touch layout's extension (`Layouts/de-DE.yaml` → `de-DE.keyman-touch-layout`).
        static func layoutFileName(of file: String) -> String {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let suffix = ".keyman-touch-layout"
            if name.hasSuffix(suffix) { return name }
            let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
            return (stem.isEmpty ? name : stem) + suffix
        }

        /// `U_0061` for "a", `U_0065_0301` for e and a combining acute: what Keyman's importer
        /// reads back as the text.
        static func codePointID(_ text: String) -> String {
            guard !text.isEmpty else { return "T_EMPTY" }
            return "U_"
                + text.unicodeScalars.map { scalar in
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                }.joined(separator: "_")
        }

        /// A key or layer name as the tail of a `T_` id or a layer id: `[a-zA-Z0-9_]` only.
        static func safeID(_ name: String) -> String {
            let kept = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            return kept.isEmpty ? "key" : kept
        }

        /// Keyman's widths and pads: whole numbers where they are, else to a hundredth.
        static func number(_ value: Double) -> String {
            JSONText.number((value * 100).rounded() / 100)
        }

        mutating func warn(_ message: String, key: String, at location: SourceLocation?) {
            notes.warn(message, key: key, at: location)
        }
    }

}

/// The layer ids of a form in a target format: the first layer is the format's first id
/// (Keyman's `default`, CLDR's `base`) and its shifted face `shift`. A layer with a shift key and
/// no face gets a layer of its shifted outputs: `shift` for the first, `NAME-shift` for the
/// others. Other names are kept, made safe for ids (`[A-Za-z0-9_-]`, starting with a letter or
/// digit).
struct LayerIDs {
    let first: String
    let firstLayer: String
    /// Each layer's shifted face, by the name of the layer it is the face of.
    let faces: [String: String]
    /// The layers that get a shifted layer made for them.
    let synthesized: Set<String>

    init(_ form: KeyboardLayout, first: String) {
        self.first = first
        firstLayer = form.layers.first?.name ?? first
        var faces: [String: String] = [:]
        for layer in form.layers {
            if let base = layer.shiftOf, faces[base] == nil { faces[base] = layer.name }
        }
        self.faces = faces
        synthesized = Set(
            form.layers.filter { $0.shiftOf == nil && faces[$0.name] == nil && $0.hasShiftKey }.map(\.name))
    }

    func id(of name: String) -> String {
        if name == firstLayer { return first }
        if name == faces[firstLayer] { return "shift" }
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
        if safe == first || safe == "shift" || safe.hasSuffix("-shift") || safe != name
            || !(safe.first.map { $0.isLetter || $0.isNumber } ?? false)
        {
            return "ks-" + safe
        }
        return name
    }

    /// The id CLDR gives the first layer of `form`: its name where that is an id (`[A-Za-z0-9]`
    /// then `[A-Za-z0-9_-]`) no other layer's would clash with, else `base`.
    static func cldrFirst(of form: KeyboardLayout) -> String {
        guard let name = form.layers.first?.name, let head = name.first, head.isASCII, head.isLetter || head.isNumber,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }),
            name != "shift", !name.hasSuffix("-shift")
        else { return "base" }
        return name
    }

    /// The id of the layer made of `name`'s shifted outputs.
    func shiftID(of name: String) -> String {
        name == firstLayer ? "shift" : id(of: name) + "-shift"
    }

    /// Where shift goes from layer `name`: from a face (or a made shifted layer) back to its
    /// layer, else to its face or made shifted layer.
    func shiftTarget(of name: String, onSynthesized: Bool) -> String {
        if onSynthesized { return id(of: name) }
        if let base = faces.first(where: { $0.value == name })?.key { return id(of: base) }
        if let face = faces[name] { return id(of: face) }
        return synthesized.contains(name) ? shiftID(of: name) : id(of: name)
    }
}
