import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension LayoutLimits {
    /// The limit on texts of `kind`.
    func maxLength(_ kind: LengthLimit.Limit) -> Int {
        switch kind {
        case .label: maxLabelLength
        case .text: maxTextLength
        case .name: maxNameLength
        }
    }

    /// The least of the length limits: a text of no more bytes is within each.
    var shortestMaxLength: Int { min(maxLabelLength, maxTextLength, maxNameLength) }

    /// The code of the error for a text over the limit of `kind`.
    static func code(_ kind: LengthLimit.Limit) -> DiagnosticCode {
        switch kind {
        case .label: .labelTooLong
        case .text: .textTooLong
        case .name: .nameTooLong
        }
    }

    /// The limits that a layout and its parents may cross together, though each file is within
    /// them (the decoder checks every other limit as it reads each file): layers, keys of a form
    /// and constraints.
    ///
    /// - Returns: At most one error per limit, at the first item past it.
    func checkTotals(of draft: LayoutDraft) -> [Diagnostic] {
        var found: [Diagnostic] = []
        found += Self.tooMany(draft.layers, "layers", limit: maxLayers, code: .tooManyLayers, at: \.location)
        for layers in [draft.layers] + draft.forms.map(\.layers) {
            if let past = firstKey(past: maxKeysPerForm, in: layers) {
                found.append(
                    Diagnostic(
                        .error, code: DiagnosticCode.tooManyKeysInForm.rawValue,
                        "the form has \(past.total) keys in its \(layers.count) layers; the limit is \(maxKeysPerForm)",
                        at: past.location))
                break
            }
        }
        found += Self.tooMany(
            draft.constraints, "constraints", limit: maxConstraints, code: .tooManyConstraints, at: \.location)
        found += Self.tooMany(draft.forms, "forms", limit: maxForms, code: .tooManyForms, at: \.location)
        return found
    }

    /// The error for a layout with more `items` (called `what`) than `limit`, at the first one
    /// past it; none within the limit.
    private static func tooMany<Item>(
        _ items: [Item], _ what: String, limit: Int, code: DiagnosticCode, at location: (Item) -> SourceLocation
    ) -> [Diagnostic] {
        guard items.count > limit else { return [] }
        return [
            Diagnostic(
                .error, code: code.rawValue, "the layout has \(items.count) \(what); the limit is \(limit)",
                at: location(items[limit]))
        ]
    }

    /// The total of the keys of `layers` and the place of the row holding the first key past
    /// `limit`, when there are more.
    private func firstKey(past limit: Int, in layers: [LayoutDraft.Layer]) -> (total: Int, location: SourceLocation)? {
        var total = 0
        var first: SourceLocation?
        for layer in layers {
            for row in layer.rows {
                total += row.keys.count
                if total > limit, first == nil {
                    first = row.keys[row.keys.count - (total - limit)].source.location ?? row.location
                }
            }
        }
        guard let first else { return nil }
        return (total, first)
    }

    /// A name for a message, cut to 32 Characters: the whole of an over-long one is not repeated.
    static func shown(_ name: String) -> String {
        name.utf8.count <= 32 || name.count <= 32 ? name : name.prefix(32) + "…"
    }
}
