import LayoutDiagnostics
import LocatedYAML

/// The fields of `metrics`.
package enum MetricsField: Int, FormatField {
    case insets, keyGap, rowGap, minKeyWidth, minRowHeight, maxUnitWidth, preferredRowHeight

    package static let table = FieldTable<MetricsField>(context: "'metrics'") { field in
        switch field {
        case .insets:
            FieldSpec(
                "insets", .fields(.insets),
                "Space between the keyboard's edges and its keys: `top`, `left`, `bottom`, `right` (default 8, 3, 4, 3)."
            )
        case .keyGap:
            FieldSpec("key-gap", .nonNegativeNumber, "Horizontal gap between neighbouring keys (default 6).")
        case .rowGap: FieldSpec("row-gap", .nonNegativeNumber, "Vertical gap between rows (default 12).")
        case .minKeyWidth:
            FieldSpec("min-key-width", .nonNegativeNumber, "Required minimum width of every key (default 20).")
        case .minRowHeight:
            FieldSpec("min-row-height", .nonNegativeNumber, "Required minimum height of every row (default 30).")
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
