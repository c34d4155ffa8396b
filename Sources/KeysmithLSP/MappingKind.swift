import LayoutFormat

/// Which mapping of the format a place in a layout file is: each is one of the decoder's field
/// tables, whose names, docs and kinds completion and hover show.
package enum MappingKind: String, CaseIterable, Sendable {
    case layout, size, metrics, insets, behavior, layer, row, key, flicks, form

    /// The fields of the mapping, from its table.
    package var specs: [FieldSpec] { table.specs }

    /// How messages name the mapping ("a key").
    package var context: String { table.context }

    /// The mapping's table, without its field type.
    private var table: (specs: [FieldSpec], context: String) {
        switch self {
        case .layout: (LayoutField.table.specs, LayoutField.table.context)
        case .size: (SizeField.table.specs, SizeField.table.context)
        case .metrics: (MetricsField.table.specs, MetricsField.table.context)
        case .insets: (InsetsField.table.specs, InsetsField.table.context)
        case .behavior: (BehaviorField.table.specs, BehaviorField.table.context)
        case .layer: (LayerField.table.specs, LayerField.table.context)
        case .row: (RowField.table.specs, RowField.table.context)
        case .key: (KeyField.table.specs, KeyField.table.context)
        case .flicks: (FlickField.table.specs, FlickField.table.context)
        case .form: (FormField.table.specs, FormField.table.context)
        }
    }

    /// The spec of the field called `name`.
    package func spec(named name: String) -> FieldSpec? {
        specs.first { $0.name == name }
    }

    /// The mapping that the value of the field `name` is, for a field of kind `fields` (and
    /// for a flick's direction, whose value is a key's output).
    ///
    /// A test checks that every `fields` field of every table has one here.
    package func child(_ name: String) -> MappingKind? {
        if self == .flicks { return spec(named: name) != nil ? .key : nil }
        return Self.children[self]?[name]
    }

    /// The mappings inside mappings, by the field that holds them.
    private static let children: [MappingKind: [String: MappingKind]] = [
        .layout: [
            LayoutField.size.name: .size, LayoutField.metrics.name: .metrics, LayoutField.behavior.name: .behavior,
        ],
        .form: [FormField.size.name: .size, FormField.metrics.name: .metrics],
        .metrics: [MetricsField.insets.name: .insets],
        .key: [KeyField.flicks.name: .flicks],
    ]
}
