import LayoutDiagnostics
import LocatedYAML

/// The fields of `metrics.insets`.
package enum InsetsField: Int, FormatField {
    case top, left, bottom, right

    package static let table = FieldTable<InsetsField>(context: "'insets'") { field in
        switch field {
        case .top: FieldSpec("top", .nonNegativeNumber, "Top inset in points (default 8).")
        case .left: FieldSpec("left", .nonNegativeNumber, "Left inset in points (default 3).")
        case .bottom: FieldSpec("bottom", .nonNegativeNumber, "Bottom inset in points (default 4).")
        case .right: FieldSpec("right", .nonNegativeNumber, "Right inset in points (default 3).")
        }
    }
}
