import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of one entry of `forms`.
package enum FormField: Int, FormatField {
    case name, minWidth, maxWidth, idiom, size, metrics, layers, constraints

    package static let table = FieldTable<FormField>(context: "a form") { field in
        switch field {
        case .name:
            FieldSpec(
                "name", .required, .layerName, limit: .name("form name"),
                "The form's name, e.g. `tablet`: lower-case letters, digits and '-'.")
        case .minWidth:
            FieldSpec(
                "min-width", .required, .positiveNumber,
                "The narrowest keyboard width in points that shows this form; it is shown up to the next form's.")
        case .maxWidth:
            FieldSpec(
                "max-width", .positiveNumber,
                "Where the form ends, written only to have it checked: the next form's `min-width`; the widest form has none."
            )
        case .idiom:
            FieldSpec(
                "idiom", .choice(Device.Idiom.allCases.map(\.rawValue)),
                default: .derived("none: the form is chosen by width alone"),
                "The kind of device the form is for, `phone` or `pad`: on such a device it is shown whatever its "
                    + "`min-width`, and never on the other kind (an iPad mini, 744 pt wide, gets the `pad` form).")
        case .size:
            FieldSpec(
                "size", .required, .fields(.size),
                "The form's preferred size in points; its width must be one the form is shown at.")
        case .metrics:
            FieldSpec(
                "metrics", .fields(.metrics), default: .derived("the layout's, field by field"),
                "Insets, gaps and minimum sizes; each field written replaces the layout's.")
        case .layers:
            FieldSpec(
                "layers", .required, .namedEntries(.mapping(.layer)),
                "The form's layers, in order, checked like the top-level ones; the first is shown first.")
        case .constraints:
            FieldSpec(
                "constraints", .list(.constraint),
                "Extra linear constraints between the form's keys, as text; the top-level `constraints` belong to the first form."
            )
        }
    }
}
