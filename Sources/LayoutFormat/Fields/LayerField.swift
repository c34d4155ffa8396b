/// The fields of a layer.
package enum LayerField: Int, FormatField {
    case rows

    package static let table = FieldTable<LayerField>(context: "a layer") { field in
        switch field {
        case .rows:
            FieldSpec(
                "rows", .required, .list,
                "Rows, top to bottom; each a list of keys or a mapping with `keys`, `height` and `align`.")
        }
    }
}
