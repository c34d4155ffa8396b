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
    /// them (the decoder checks every other limit as it reads each file): layers and constraints.
    ///
    /// - Returns: At most one error per limit, at the first item past it.
    func checkTotals(of draft: LayoutDraft) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if draft.layers.count > maxLayers {
            found.append(
                Diagnostic(
                    .error, code: DiagnosticCode.tooManyLayers.rawValue,
                    "the layout has \(draft.layers.count) layers; the limit is \(maxLayers)",
                    at: draft.layers[maxLayers].location))
        }
        if draft.constraints.count > maxConstraints {
            found.append(
                Diagnostic(
                    .error, code: DiagnosticCode.tooManyConstraints.rawValue,
                    "the layout has \(draft.constraints.count) constraints; the limit is \(maxConstraints)",
                    at: draft.constraints[maxConstraints].location))
        }
        if draft.forms.count > maxForms {
            found.append(
                Diagnostic(
                    .error, code: DiagnosticCode.tooManyForms.rawValue,
                    "the layout has \(draft.forms.count) forms; the limit is \(maxForms)",
                    at: draft.forms[maxForms].location))
        }
        return found
    }

    /// A name for a message, cut to 32 Characters: the whole of an over-long one is not repeated.
    static func shown(_ name: String) -> String {
        name.utf8.count <= 32 || name.count <= 32 ? name : name.prefix(32) + "…"
    }
}
