import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of `metrics.insets`.
package enum InsetsField: Int, FormatField {
    case top, left, bottom, right

    package static let table = FieldTable<InsetsField>(context: "'insets'") { field in
        let standard = Metrics().insets
        return switch field {
        case .top:
            FieldSpec("top", .nonNegativeNumber, default: .value(.number(standard.top)), "Top inset in points.")
        case .left:
            FieldSpec("left", .nonNegativeNumber, default: .value(.number(standard.left)), "Left inset in points.")
        case .bottom:
            FieldSpec(
                "bottom", .nonNegativeNumber, default: .value(.number(standard.bottom)), "Bottom inset in points.")
        case .right:
            FieldSpec("right", .nonNegativeNumber, default: .value(.number(standard.right)), "Right inset in points.")
        }
    }
}
