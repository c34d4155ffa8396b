/// The mappings of the format: each is one of the decoder's field tables, whose names, docs and
/// kinds the language server's completion and hover show. Which field holds which mapping is
/// said once, by the field's kind in its table (``FieldKind/fields(_:)``).
package enum MappingKind: String, CaseIterable, Sendable {
    case layout, size, metrics, insets, behavior, layer, row, key, flicks, form
    case theme, themeFonts, themeFont, appearance, keyStyle

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
        case .theme: (ThemeField.table.specs, ThemeField.table.context)
        case .themeFonts: (ThemeFontsField.table.specs, ThemeFontsField.table.context)
        case .themeFont: (ThemeFontField.table.specs, ThemeFontField.table.context)
        case .appearance: (AppearanceField.table.specs, AppearanceField.table.context)
        case .keyStyle: (KeyStyleField.table.specs, KeyStyleField.table.context)
        }
    }

    /// Mappings of this kind, in words: "layers", "forms".
    package var plural: String {
        switch self {
        case .metrics, .insets, .flicks: rawValue
        case .themeFonts: "font settings"
        case .themeFont: "fonts"
        case .keyStyle: "key styles"
        case .layout, .size, .behavior, .layer, .row, .key, .form, .theme, .appearance: rawValue + "s"
        }
    }

    /// The spec of the field called `name`.
    package func spec(named name: String) -> FieldSpec? {
        specs.first { $0.name == name }
    }

    /// The mapping that the value of the field `name` is, for a field of kind `fields` (and
    /// for a flick's direction, whose value is a key's output).
    package func child(_ name: String) -> MappingKind? {
        if self == .flicks { return spec(named: name) != nil ? .key : nil }
        guard case .fields(let mapping)? = spec(named: name)?.kind else { return nil }
        return mapping
    }
}
