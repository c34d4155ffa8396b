import LayoutFormat

/// Which mapping of the format a place in a layout file is: each is one of the decoder's field
/// tables, whose names, docs and kinds completion and hover show.
package enum MappingKind: String, CaseIterable, Sendable {
    case layout, size, metrics, insets, behavior, layer, row, key, flicks, form

    /// The fields of the mapping, from its table.
    package var specs: [FieldSpec] {
        switch self {
        case .layout: LayoutField.table.specs
        case .size: SizeField.table.specs
        case .metrics: MetricsField.table.specs
        case .insets: InsetsField.table.specs
        case .behavior: BehaviorField.table.specs
        case .layer: LayerField.table.specs
        case .row: RowField.table.specs
        case .key: KeyField.table.specs
        case .flicks: FlickField.table.specs
        case .form: FormField.table.specs
        }
    }

    /// How messages name the mapping ("a key").
    package var context: String {
        switch self {
        case .layout: LayoutField.table.context
        case .size: SizeField.table.context
        case .metrics: MetricsField.table.context
        case .insets: InsetsField.table.context
        case .behavior: BehaviorField.table.context
        case .layer: LayerField.table.context
        case .row: RowField.table.context
        case .key: KeyField.table.context
        case .flicks: FlickField.table.context
        case .form: FormField.table.context
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
