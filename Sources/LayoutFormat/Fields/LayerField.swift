import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of a layer.
package enum LayerField: Int, FormatField {
    case rows, shiftOf, oneShot

    package static let table = FieldTable<LayerField>(context: "a layer") { field in
        switch field {
        case .rows:
            FieldSpec(
                "rows", .required, .list(.row),
                "Rows, top to bottom; each a list of keys or a mapping with `keys`, `height` and `align`.")
        case .shiftOf:
            FieldSpec(
                "shift-of", .layerName, limit: .name("layer name"),
                "Makes this layer the shifted face of the named layer: shown instead of it while shift is on.")
        case .oneShot:
            FieldSpec(
                "one-shot", .boolean, default: .value(.boolean(Layer(name: "", rows: []).isOneShot)),
                "After one character typed on this layer, the layer it was reached from comes back (a modifier layer such as AltGr)."
            )
        }
    }
}
