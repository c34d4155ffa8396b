import LayoutDiagnostics
import LocatedYAML

/// The fields of `size`.
package enum SizeField: Int, FormatField {
    case width, height

    package static let table = FieldTable<SizeField>(context: "'size'") { field in
        switch field {
        case .width: FieldSpec("width", .required, .positiveNumber, "Preferred width in points (> 0).")
        case .height: FieldSpec("height", .required, .positiveNumber, "Preferred height in points (> 0).")
        }
    }
}
