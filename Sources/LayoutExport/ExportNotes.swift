import KeyboardGeometry
import KeyboardModel
import LayoutDiagnostics
import LayoutFormat

/// What every exporter shares: the warnings (each kind of loss said once, listing what it
/// touches, at its first place), the forms to write, and each form's rows as laid out at its
/// preferred size.
struct ExportNotes {
    /// The layout's file, for places without a line of their own.
    let file: String
    /// What the target format is called in messages (`a Keyman touch layout`).
    let format: String
    /// Each thing not carried over is said once per layout, at its first place (by bytes: keys
    /// `;` U+003B and U+037E are two things).
    private var said: Set<ExactText> = []
    /// The warnings and errors in the order first found; a kind of loss that touches several
    /// things (keys, constraints) is one entry, its things gathered in ``groups``.
    private var entries: [Entry] = []
    private var groups: [String: Group] = [:]

    private enum Entry {
        case one(Diagnostic)
        case group(String)
    }

    /// A kind of loss and the things it touches, each with its place.
    private struct Group {
        var items: [(text: String, location: SourceLocation)] = []
        /// The message for the items (quoted, listed).
        let message: (_ list: String, _ count: Int) -> String
    }

    init(file: String, format: String) {
        self.file = file
        self.format = format
    }

    /// Every warning and error: one per kind of loss, at its first thing, with a note at each
    /// of its other things.
    var diagnostics: [Diagnostic] {
        entries.map { entry in
            switch entry {
            case .one(let diagnostic): return diagnostic
            case .group(let kind):
                let items = groups[kind]?.items ?? []
                let list = Self.list(items.map(\.text))
                let message = groups[kind]?.message(list, items.count) ?? kind
                let notes = items.dropFirst().map { Diagnostic.note("also \($0.text)", at: $0.location) }
                return Diagnostic(
                    .warning, code: ExportResult.notCarriedOver, message,
                    at: items.first?.location ?? .start(of: file), notes: notes)
            }
        }
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Warns, once per `key`, that something is not carried over.
    mutating func warn(_ message: String, key: String, at location: SourceLocation?) {
        guard said.insert(ExactText(key)).inserted else { return }
        entries.append(
            .one(Diagnostic(.warning, code: ExportResult.notCarriedOver, message, at: location ?? .start(of: file))))
    }

    /// Adds `item` (as written in the message, `'dictation'`) to the one warning of `kind`,
    /// whose message is made from the list of its items and their count when it is said.
    mutating func warn(
        kind: String, item: String, at location: SourceLocation?,
        message: @escaping (_ list: String, _ count: Int) -> String
    ) {
        guard said.insert(ExactText(kind + "\u{0}" + item)).inserted else { return }
        if groups[kind] == nil {
            groups[kind] = Group(message: message)
            entries.append(.group(kind))
        }
        groups[kind]?.items.append((item, location ?? .start(of: file)))
    }

    /// An error: nothing (or not this form) can be written.
    mutating func fail(_ message: String, at location: SourceLocation?) {
        entries.append(
            .one(Diagnostic(.error, code: ExportResult.cannotExport, message, at: location ?? .start(of: file))))
    }

    /// The forms of `layout` to write (all, or the one named `only`); none, with an error, when
    /// it has no such form.
    mutating func forms(of layout: KeyboardLayout, only: String?) -> [KeyboardLayout] {
        var forms: [KeyboardLayout] = []
        for name in layout.formNames where only == nil || only == name {
            if let form = layout.form(named: name) { forms.append(form) }
        }
        if forms.isEmpty {
            fail(
                "the layout has no form '\(only ?? "")'; its forms are "
                    + layout.formNames.map { "'\($0)'" }.joined(separator: ", "), at: layout.source.location)
        }
        return forms
    }

    /// What every target leaves out of a whole layout, each kind once: its constraints, its
    /// composer, an autocapitalisation other than the one its letters imply (which importers
    /// take), the rest of its typing behaviour, its size and metrics, its theme.
    mutating func layoutWide(_ layout: KeyboardLayout) {
        let place = layout.source.location
        let implied = Autocapitalization.default(for: layout.layers)
        if layout.behavior.autocapitalize != implied {
            warn(
                "'autocapitalize: \(layout.behavior.autocapitalize.rawValue)' is not carried over: \(format) does "
                    + "not say it, and importers take '\(implied.rawValue)' from the layout's letters",
                key: "autocapitalize", at: place)
        }
        let behavior = LayoutWriter.behaviorFields(layout.behavior)
        if !behavior.isEmpty {
            warn(
                "the typing behaviour is not carried over (\(behavior.joined(separator: ", "))): \(format) leaves it "
                    + "to the keyboard's app", key: "behavior", at: place)
        }
        let size = "\(KeyboardSize.format(layout.size.width)) × \(KeyboardSize.format(layout.size.height)) pt"
        let metrics = LayoutWriter.metricsFields(layout.metrics)
        warn(
            "the keyboard's size (\(size))"
                + (metrics.isEmpty ? " is" : " and metrics (\(metrics.joined(separator: ", "))) are")
                + " not carried over: \(format) lays its rows out itself", key: "metrics", at: place)
        let named = layout.formNames.filter { $0 != KeyboardLayout.defaultFormName }
        if !named.isEmpty {
            warn(
                "form names are not carried over (\(Self.list(named.map { "'\($0)'" }))): \(format) does not name "
                    + "its forms", key: "form-names", at: place)
        }
        for name in layout.formNames {
            for layer in layout.form(named: name)?.layers ?? [] where layer.isOneShot {
                let format = self.format
                warn(kind: "one-shot", item: "'\(layer.name)'", at: layer.source.location) { list, count in
                    "\(count == 1 ? "layer" : "layers") \(list) \(count == 1 ? "is" : "are") one-shot in Keysmith "
                        + "(left after one character): in \(format) \(count == 1 ? "it stays" : "they stay") until "
                        + "another layer is chosen"
                }
            }
        }
        if let theme = layout.theme {
            warn("theme '\(theme.id)' is not carried over: \(format) has no themes", key: "theme", at: place)
        }
        let format = self.format
        for constraint in layout.constraints {
            warn(kind: "constraint", item: "'\(constraint.text)'", at: constraint.source.location) { list, count in
                "\(count == 1 ? "constraint" : "constraints") \(list) \(count == 1 ? "is" : "are") not carried over: "
                    + "\(format) has no constraints (widths are written as laid out at the preferred size)"
            }
        }
        if layout.composer != nil {
            warn(
                "'composer' is not carried over: \(format) composes syllables in the keyboard's rules, not its "
                    + "layout", key: "composer", at: layout.source.location)
        }
    }

    /// Warns once for the layers of `form` whose names the format does not keep, listing each
    /// with the id it is written as.
    mutating func layerNames(of form: KeyboardLayout, ids: LayerIDs) {
        let renamed = form.layers.filter { ids.id(of: $0.name) != $0.name }
        guard let first = renamed.first else { return }
        let list = renamed.map { "'\($0.name)' as '\(ids.id(of: $0.name))'" }.joined(separator: ", ")
        warn(
            "layer names are not all kept: \(list) (\(format) names its first layer and its shifted face so)",
            key: "layer-names", at: first.source.location ?? form.source.location)
    }

    /// Every layer's frames of `form` at its preferred size, or `nil` with an error.
    mutating func frames(of form: KeyboardLayout) -> [LayerFrames]? {
        guard var geometry = try? LayoutGeometry(form), let all = try? geometry.frames(for: form.size) else {
            fail(
                "form '\(form.formName)' cannot be laid out at its preferred size \(form.size) pt; "
                    + "'keysmith validate' says why", at: form.source.location)
            return nil
        }
        return all
    }

    /// A key of a row as laid out: its frame, its width and the space before it, both in keys
    /// (one key and its gap is 1).
    struct PlacedKey {
        let frame: KeyFrame
        let width: Double
        let pad: Double
    }

    /// A row as laid out: its keys, and the space after the last one to the keyboard's right
    /// inset, in keys (so that a row narrower than the keyboard comes back where it stood,
    /// whatever alignment the reader gives rows).
    struct PlacedRow {
        let keys: [PlacedKey]
        let trailing: Double
    }

    /// The rows of a layer as laid out at `frames`, in keys: a key spanning rows is in its first
    /// row, and leaves space in the others.
    static func rows(of layer: Layer, frames: LayerFrames, metrics: Metrics) -> [PlacedRow] {
        let pitch = Self.pitch(frames, metrics: metrics)
        let right = frames.size.width - metrics.insets.right
        return layer.rows.indices.map { rowIndex in
            var previousEnd = metrics.insets.left - metrics.keyGap
            let keys = frames.keys.filter { $0.row == rowIndex }.map { frame in
                let gap = frame.frame.minX - previousEnd - metrics.keyGap
                previousEnd = frame.frame.maxX
                return PlacedKey(frame: frame, width: (frame.frame.width + metrics.keyGap) / pitch, pad: gap / pitch)
            }
            return PlacedRow(keys: keys, trailing: keys.isEmpty ? 0 : max(0, right - previousEnd) / pitch)
        }
    }

    /// The width of one key and its gap at this size: a key of width 1's, else the median.
    static func pitch(_ frames: LayerFrames, metrics: Metrics) -> Double {
        for frame in frames.keys {
            if case .units(let count) = frame.key.width, count > 0 {
                return (frame.frame.width + metrics.keyGap) / count
            }
        }
        let widths = frames.keys.map { $0.frame.width + metrics.keyGap }.sorted()
        return max(1, widths.isEmpty ? 1 : widths[widths.count / 2])
    }

    /// Says what a layer's rows cannot carry: a row taller or shorter than the others, a key
    /// spanning rows.
    mutating func rowShapes(of layer: Layer) {
        let format = self.format
        for (index, row) in layer.rows.enumerated() where abs(row.height - 1) > 1e-9 {
            warn(
                kind: "row-height",
                item: "row \(index + 1) of layer '\(layer.name)' (height \(KeyboardSize.format(row.height)))",
                at: row.source.location
            ) { list, _ in "\(format) gives every row one height: \(list) take the others' height" }
        }
        for key in layer.keys where key.span > 1 {
            warn(kind: "span", item: "'\(key.id)' (\(key.span) rows)", at: key.source.location) { list, count in
                "\(count == 1 ? "key" : "keys") \(list) \(count == 1 ? "spans" : "span") rows: in \(format) a key "
                    + "stands in one row, and its place in the rows below is left empty"
            }
        }
    }

    /// What of a key's own fields a format may not keep.
    enum KeyDetail: CaseIterable {
        /// An `id` of its own (one that is not what the key's action names it).
        case id
        /// A `symbol` drawn instead of the label.
        case symbol
        /// A `min-width` or a `max-width`.
        case widthLimits
    }

    /// Says, one warning per kind for all such keys, which of `key`'s own fields of the kinds in
    /// `lost` are not carried over, and which of its plain cap texts (``Key/CapText``) besides
    /// those in `keptCaps` (kept, or warned about in words of their own).
    mutating func keyDetails(of key: Key, lost: Set<KeyDetail>, keptCaps: Set<Key.CapText>) {
        let format = self.format
        let place = key.source.location
        func plural(_ count: Int, _ one: String, _ many: String) -> String { count == 1 ? one : many }
        if lost.contains(.id), !key.id.isExactly(key.action.defaultID) {
            warn(kind: "key-id", item: "'\(key.id)'", at: place) { list, count in
                "the \(plural(count, "id", "ids")) \(list) \(plural(count, "is", "are")) not carried over: \(format) "
                    + "names a key by what it does"
            }
        }
        if lost.contains(.symbol), let symbol = key.symbol {
            warn(kind: "symbol", item: "'\(key.id)' (\(symbol.rawValue))", at: place) { list, count in
                "the \(plural(count, "symbol", "symbols")) of \(plural(count, "key", "keys")) \(list) "
                    + "\(plural(count, "is", "are")) not carried over: \(format) shows the label"
            }
        }
        for (field, cap) in KeyField.capTexts where !keptCaps.contains(cap) && key.caps[cap] != nil {
            warn(kind: field.name, item: "'\(key.id)'", at: place) { list, count in
                "the '\(field.name)' of \(plural(count, "key", "keys")) \(list) \(plural(count, "is", "are")) not "
                    + "carried over: \(format) has none"
            }
        }
        if lost.contains(.widthLimits), key.minWidth != nil || key.maxWidth != nil {
            warn(kind: "width-limits", item: "'\(key.id)'", at: place) { list, count in
                "the width limits ('min-width', 'max-width') of \(plural(count, "key", "keys")) \(list) "
                    + "are not carried over: written at \(plural(count, "its", "their")) "
                    + "width at the preferred size"
            }
        }
    }

    /// Says, in one warning for all such keys, that a width in points or percent is written as
    /// laid out.
    mutating func fixedWidth(of key: Key) {
        let unit: String
        switch key.width {
        case .points: unit = "points"
        case .percent: unit = "percent"
        default: return
        }
        warn(kind: "fixed-width", item: "'\(key.id)' (\(unit))", at: key.source.location) { list, count in
            "\(count == 1 ? "key" : "keys") \(list) \(count == 1 ? "has a width" : "have widths") in points or "
                + "percent: written as \(count == 1 ? "its width" : "their widths") at the preferred size"
        }
    }
}
