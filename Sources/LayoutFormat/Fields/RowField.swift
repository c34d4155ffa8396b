import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of a row written as a mapping.
package enum RowField: Int, FormatField {
    case keys, height, align

    package static let table = FieldTable<RowField>(context: "a row") { field in
        let standard = Row(keys: [])
        return switch field {
        case .keys: FieldSpec("keys", .required, .list(.key), "The keys of the row, left to right as displayed.")
        case .height:
            FieldSpec(
                "height", .positiveNumber, default: .value(.number(standard.height)),
                "Relative height weight of the row; rows share the layer's height by weight.")
        case .align:
            FieldSpec(
                "align", .choice(RowAlignment.allCases.map(\.rawValue)),
                synonyms: ["centre": "center", "middle": "center", "centered": "center", "centred": "center"],
                default: .value(.text(standard.alignment.rawValue)),
                "Where the row sits when it is narrower than the widest row: `left`, `center`, `right`.")
        }
    }
}
