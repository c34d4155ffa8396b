import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of `metrics`.
package enum MetricsField: Int, FormatField {
    case insets, keyGap, rowGap, minKeyWidth, minRowHeight, maxUnitWidth, preferredRowHeight

    package static let table = FieldTable<MetricsField>(context: "'metrics'") { field in
        let standard = Metrics()
        return switch field {
        case .insets:
            FieldSpec(
                "insets", .fields(.insets),
                default: .derived("each side's own"),
                "Space between the keyboard's edges and its keys: `top`, `left`, `bottom`, `right`.")
        case .keyGap:
            FieldSpec(
                "key-gap", .nonNegativeNumber, default: .value(.number(standard.keyGap)),
                "Horizontal gap between neighbouring keys.")
        case .rowGap:
            FieldSpec(
                "row-gap", .nonNegativeNumber, default: .value(.number(standard.rowGap)), "Vertical gap between rows.")
        case .minKeyWidth:
            FieldSpec(
                "min-key-width", .nonNegativeNumber, default: .value(.number(standard.minKeyWidth)),
                "Required minimum width of every key.")
        case .minRowHeight:
            FieldSpec(
                "min-row-height", .nonNegativeNumber, default: .value(.number(standard.minRowHeight)),
                "Required minimum height of every row.")
        case .maxUnitWidth:
            FieldSpec(
                "max-unit-width", .nonNegativeNumber,
                "Preference (medium strength): a 1-unit key should not grow wider than this.")
        case .preferredRowHeight:
            FieldSpec(
                "preferred-row-height", .nonNegativeNumber, "Weak preference for the height of a row of weight 1.")
        }
    }
}
