import KeyboardGeometry
import KeyboardModel
import LayoutDiagnostics

/// What every exporter shares: the warnings (each thing said once, at its first place), the
/// forms to write, and each form's rows as laid out at its preferred size.
struct ExportNotes {
    /// The layout's file, for places without a line of their own.
    let file: String
    /// What the target format is called in messages (`a Keyman touch layout`).
    let format: String
    var diagnostics: [Diagnostic] = []
    /// Each thing not carried over is said once per layout, at its first place.
    private var said: Set<String> = []

    init(file: String, format: String) {
        self.file = file
        self.format = format
    }

    /// Warns, once per `key`, that something is not carried over.
    mutating func warn(_ message: String, key: String, at location: SourceLocation?) {
        guard said.insert(key).inserted else { return }
        diagnostics.append(
            Diagnostic(.warning, code: ExportResult.notCarriedOver, message, at: location ?? .start(of: file)))
    }

    /// An error: nothing (or not this form) can be written.
    mutating func fail(_ message: String, at location: SourceLocation?) {
        diagnostics.append(
            Diagnostic(.error, code: ExportResult.cannotExport, message, at: location ?? .start(of: file)))
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

    /// What every target leaves out of a whole layout: its constraints and its composer.
    mutating func layoutWide(_ layout: KeyboardLayout) {
        for constraint in layout.constraints {
            warn(
                "constraint '\(constraint.text)' is not carried over: \(format) has no constraints "
                    + "(widths are written as laid out at the preferred size)",
                key: "constraint-\(constraint.text)", at: constraint.source.location)
        }
        if layout.composer != nil {
            warn(
                "'composer' is not carried over: \(format) composes syllables in the keyboard's rules, not its "
                    + "layout", key: "composer", at: layout.source.location)
        }
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
        for (index, row) in layer.rows.enumerated() where abs(row.height - 1) > 1e-9 {
            warn(
                "row \(index + 1) of layer '\(layer.name)' has height \(KeyboardSize.format(row.height)): \(format) "
                    + "gives every row one height", key: "row-height-\(layer.name)-\(index)", at: row.source.location)
        }
        for key in layer.keys where key.span > 1 {
            warn(
                "key '\(key.id)' spans \(key.span) rows: in \(format) a key stands in one row, and its place in the "
                    + "rows below is left empty", key: "span-\(layer.name)-\(key.id)", at: key.source.location)
        }
    }

    /// Says, once per key, that a width in points or percent is written as laid out.
    mutating func fixedWidth(of key: Key) {
        if case .points = key.width {
            warn(
                "key '\(key.id)' has a width in points: it is written as its width at the preferred size",
                key: "points-\(key.id)", at: key.source.location)
        } else if case .percent = key.width {
            warn(
                "key '\(key.id)' has a width in percent: it is written as its width at the preferred size",
                key: "percent-\(key.id)", at: key.source.location)
        }
    }
}
