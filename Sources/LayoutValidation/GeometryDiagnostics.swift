public import KeyboardGeometry
public import KeyboardModel
public import LayoutFormat

/// Lays out the layers of a layout and reports, as located diagnostics, what keeps one from
/// being laid out: a size too small for its minimums, required constraints that cannot hold
/// together, a row whose percentages leave too little for its other keys.
///
/// `keysmith validate` runs it at the layout's preferred size and at every `--size`; `solve`,
/// `render`, `type` and `replay` report their geometry errors through it, so all of them say
/// the same thing at the same lines.
public enum GeometryDiagnostics {
    /// The devices a layout is for: each device of ``Device/all`` whose form is for the device's
    /// idiom. A form is for the idiom it names, else for iPads when it is tablet-sized (its
    /// preferred or minimum width reaches the narrowest iPad's keyboard), else for iPhones. So a
    /// phone layout is checked on every iPhone in both orientations (320 pt up), and one with a
    /// tablet form on the iPads too; a layout made for the iPad is not held to a 320-pt phone.
    public static func standardDevices(of layout: KeyboardLayout) -> [Device] {
        let narrowestPad = Device.all.filter { $0.idiom == .pad }.map(\.width).min() ?? .infinity
        func idiom(ofForm name: String) -> Device.Idiom {
            let form = layout.forms.first { $0.name == name }
            if let idiom = form?.idiom { return idiom }
            let width = max(form?.size.width ?? layout.size.width, form?.minWidth ?? 0)
            return width >= narrowestPad ? .pad : .phone
        }
        return Device.all.filter { idiom(ofForm: layout.formName(for: $0)) == $0.idiom }
    }

    /// The diagnostics for laying out every layer of `layout` at its preferred size, at each of
    /// `sizes` and on each of `devices`, in that order; empty when every layer fits every size.
    /// Each form is laid out at its own preferred size, at those of `sizes` whose width shows
    /// it, and at the keyboard sizes of the devices that show it (``KeyboardLayout/formName(for:)``).
    ///
    /// Each layer is checked on its own, so one that cannot be laid out does not hide another.
    /// A problem found at several sizes is reported once.
    ///
    /// - Parameters:
    ///   - layout: A layout without errors.
    ///   - sizes: More keyboard sizes to check.
    ///   - devices: Devices to check the layout on.
    ///   - file: The file for problems without a place of their own.
    /// - Complexity: One solve per layer and size (and a diagnosis when one fails).
    public static func diagnostics(
        for layout: KeyboardLayout, sizes: [KeyboardSize] = [], devices: [Device] = [], file: String
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for name in layout.formNames {
            guard let form = layout.form(named: name) else { continue }
            // Each form at its preferred size and at the sizes asked for that show it, each once.
            var shown = [form.size]
            let onDevices = devices.filter { layout.formName(for: $0) == name }
            let asked = sizes.filter { layout.formName(forWidth: $0.width) == name } + onDevices.map(\.keyboardSize)
            for size in asked where !shown.contains(size) { shown.append(size) }
            // A problem at a device's size names the devices (a bare "320 pt" says little).
            let devicesBySize = Dictionary(grouping: onDevices, by: \.keyboardSize)
            check(form, at: shown, devices: devicesBySize, file: file, into: &found)
        }
        return found
    }

    /// The problems of each layer of `layout` (one form) at `allSizes`; those at a size of
    /// `devices` get a note naming them.
    private static func check(
        _ layout: KeyboardLayout, at allSizes: [KeyboardSize], devices: [KeyboardSize: [Device]], file: String,
        into found: inout [Diagnostic]
    ) {
        for layer in layout.layers {
            // Rows whose percentages leave too little room are said as such, before the solver
            // would blame the minimums of other keys; the layer is not solved then.
            let rows = allSizes.flatMap { size in
                rowProblems(of: layer, in: layout, at: size, file: file).map { noted($0, on: devices[size]) }
            }
            guard rows.isEmpty else {
                for problem in rows { append(problem, to: &found) }
                continue
            }
            // The layer alone: its geometry does not depend on the others.
            var single = layout
            single.layers = [layer]
            var geometry: LayoutGeometry
            do throws(GeometryError) {
                geometry = try LayoutGeometry(single)
            } catch {
                append(diagnostic(for: error, layout: layout, file: file), to: &found)
                continue
            }
            for size in allSizes {
                do throws(GeometryError) {
                    _ = try geometry.frames(ofLayer: layer.name, for: size)
                } catch {
                    // The misfit's account lays the layer out again: with the geometry compiled here.
                    let problem = diagnostic(for: error, layout: layout, file: file, layerGeometry: geometry)
                    append(noted(problem, on: devices[size]), to: &found)
                }
            }
        }
    }

    /// The located diagnostic for a geometry error: at the layer (or the place the error
    /// names), with a note at each conflicting constraint's line.
    public static func diagnostic(for error: GeometryError, layout: KeyboardLayout, file: String) -> Diagnostic {
        diagnostic(for: error, layout: layout, file: file, layerGeometry: nil)
    }

    /// ``diagnostic(for:layout:file:)``, given the geometry of the failing layer alone (`layout`
    /// with only that layer) when the caller compiled it, for the misfit's account to reuse.
    static func diagnostic(
        for error: GeometryError, layout: KeyboardLayout, file: String, layerGeometry: LayoutGeometry?
    ) -> Diagnostic {
        let fallback = layout.source.location ?? .start(of: file)
        func layerLocation(_ name: String) -> SourceLocation {
            layout.layer(named: name)?.source.location ?? fallback
        }
        func notes(_ conflicts: [ConstraintOrigin]) -> [Diagnostic] {
            conflicts.compactMap { origin in
                origin.location.map { Diagnostic.note(origin.message, at: $0) }
            }
        }
        switch error {
        case .sizeTooSmall(let name, let needed, let got, let conflicts):
            guard let layer = layout.layer(named: name) else {
                return Diagnostic(
                    .error, code: error.code, error.description, at: layerLocation(name), notes: notes(conflicts))
            }
            let misfit = SizeMisfit(
                layer: layer, layout: layout, needed: needed, size: got, layerGeometry: layerGeometry)
            let account = misfit.account.isEmpty ? "" : ": " + misfit.account.joined(separator: "; ")
            return Diagnostic(
                .error, code: error.code, error.description + account, at: layerLocation(name),
                notes: misfit.leadingNotes + notes(conflicts) + misfit.trailingNotes)
        case .conflictingConstraints(let layer, let conflicts):
            return Diagnostic(
                .error, code: error.code, error.description, at: layerLocation(layer), notes: notes(conflicts))
        case .invalidLayout(_, let location):
            return Diagnostic(.error, code: error.code, error.description, at: location ?? fallback)
        case .invalidSize, .unknownLayer, .solverFailure:
            return Diagnostic(.error, code: error.code, error.description, at: fallback)
        }
    }

    /// The code of a row whose percentage widths leave too little room.
    public static let rowPercentagesCode = "KS3007"

    /// Rows whose keys sized in percent take more than the row, or leave less than the row's
    /// other keys need at `size`: said in the author's terms, at the row, before the solver
    /// would blame the other keys' minimums.
    static func rowProblems(of layer: Layer, in layout: KeyboardLayout, at size: KeyboardSize, file: String)
        -> [Diagnostic]
    {
        let metrics = layout.metrics
        let available = size.width - metrics.insets.left - metrics.insets.right
        var found: [Diagnostic] = []
        for (index, row) in layer.rows.enumerated() {
            var percents: [Double] = []
            var others = 0
            var othersNeed = 0.0
            for key in row.keys {
                if case .percent(let value) = key.width {
                    percents.append(value)
                    continue
                }
                others += 1
                var least = metrics.minKeyWidth
                if case .points(let value) = key.width { least = value }
                if case .points(let value)? = key.minWidth { least = max(least, value) }
                othersNeed += least
            }
            guard !percents.isEmpty else { continue }
            let total = percents.reduce(0, +)
            let place = row.source.location ?? layer.source.location ?? .start(of: file)
            let name = "row \(index + 1) of layer '\(layer.name)'"
            let shares = percents.map { shown($0) + "%" }.joined(separator: " + ")
            if total > 100 + 1e-9 {
                found.append(
                    Diagnostic(
                        .error, code: rowPercentagesCode,
                        "the widths of \(name) add up to \(shown(total))% of the row (\(shares)); a row's "
                            + "percentages can take at most 100%", at: place))
                continue
            }
            let gaps = Double(row.keys.count - 1) * metrics.keyGap
            let left = available * (1 - total / 100) - gaps
            guard others > 0 || gaps > 0, left < othersNeed - 1e-7 else { continue }
            let keys = others == 1 ? "1 other key" : "\(others) other keys"
            let need = others > 0 ? "its \(keys), which need at least \(shown(othersNeed)) pt" : "nothing"
            found.append(
                Diagnostic(
                    .error, code: rowPercentagesCode,
                    "\(name) gives \(shown(total))% of its width to keys sized in percent (\(shares)), which "
                        + "leaves \(shown(max(0, left))) pt at \(size) pt for \(need)", at: place))
        }
        return found
    }

    /// A length or percentage for messages, to hundredths: `20.4`, not `20.39999999999999`.
    static func shown(_ value: Double) -> String {
        KeyboardSize.format((value * 100).rounded() / 100)
    }

    /// `diagnostic` with a note naming `devices` (whose keyboards have the size it was found at).
    private static func noted(_ diagnostic: Diagnostic, on devices: [Device]?) -> Diagnostic {
        guard let devices, let first = devices.first else { return diagnostic }
        var noted = diagnostic
        let names = devices.map { "\($0.model) (\($0.name))" }
        let size = "\(KeyboardSize.format(first.width)) × \(KeyboardSize.format(first.keyboardHeight)) pt"
        noted.notes.append(
            .note(
                "\(size) is the keyboard of \(names.joined(separator: ", ")) in \(first.orientation.rawValue)",
                at: diagnostic.location))
        return noted
    }

    private static func append(_ diagnostic: Diagnostic, to found: inout [Diagnostic]) {
        if !found.contains(diagnostic) { found.append(diagnostic) }
    }
}
