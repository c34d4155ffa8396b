import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The top-level fields of a layout file.
package enum LayoutField: Int, FormatField {
    case format, id, name, locale, direction, extends, size, metrics, behavior, alternates, compose, modifyTables
    case composer, layers, constraints, form, forms, theme

    package static let table = FieldTable<LayoutField>(context: "the layout") { field in
        switch field {
        case .format: FieldSpec("format", .required, .formatVersion, "Version of the layout format: always 1.")
        case .id:
            FieldSpec(
                "id", .required, .nonEmptyString, "Stable identifier of the layout; the file is named `<id>.yaml`.")
        case .name:
            FieldSpec("name", .requiredUnlessExtends, .string, "Human-readable name, e.g. \"English (US)\".")
        case .locale:
            FieldSpec(
                "locale", .requiredUnlessExtends, .languageTag,
                "BCP 47 language tag (`en-US`, `ar`, `he-IL`); it decides the default shifted text of keys (`i` → `İ` for `tr`)."
            )
        case .direction:
            FieldSpec(
                "direction", .choice(TextDirection.allCases.map(\.rawValue)),
                synonyms: ["left-to-right": "ltr", "right-to-left": "rtl"],
                default: .value(.text(TextDirection.standard.rawValue)),
                "Script direction, `ltr` or `rtl`; rows are written left to right as displayed.")
        case .extends:
            FieldSpec(
                "extends", .relativePath,
                "Relative path of a parent layout in the same folder or below it, to inherit from.")
        case .size:
            FieldSpec("size", .requiredUnlessExtends, .fields(.size), "Preferred size in points: `width` and `height`.")
        case .metrics: FieldSpec("metrics", .fields(.metrics), "Insets, gaps and minimum sizes in points.")
        case .behavior:
            FieldSpec(
                "behavior", .fields(.behavior),
                "Autocapitalisation, double-space period, caps lock and the return layer.")
        case .alternates:
            FieldSpec("alternates", .namedEntries(.texts), "Long-press alternates by key id, for every layer.")
        case .compose:
            FieldSpec("compose", .namedEntries(.textTable), "Dead-key compose table: accent → (base → result).")
        case .modifyTables:
            FieldSpec(
                "modify-tables", .namedEntries(.textTable),
                "Tables of modify-previous keys by name: what the character before the caret becomes (`か: が`).")
        case .composer:
            FieldSpec(
                "composer", .choice(ComposerKind.allCases.map(\.rawValue)),
                "An input method that assembles syllables as keys are typed: `hangul` (Korean 2-set).")
        case .layers:
            FieldSpec(
                "layers", .requiredUnlessExtends, .namedEntries(.mapping(.layer)),
                "Named layers, in order; the first one is shown first.")
        case .constraints:
            FieldSpec("constraints", .list(.constraint), "Extra linear constraints between keys, as text.")
        case .form:
            FieldSpec(
                "form", .layerName, limit: .name("form name"), default: .value(.text(KeyboardLayout.defaultFormName)),
                "Name of the form that the top-level size, metrics, layers and constraints make.")
        case .forms:
            FieldSpec(
                "forms", .list(.mapping(.form)),
                "More forms for wider keyboards (a tablet form), each with its `min-width`, `size` and `layers`; at most 8."
            )
        case .theme:
            FieldSpec(
                "theme", .nonEmptyString, limit: .name("theme name"),
                "How the layout looks by default: a bundled theme's id (`ios`, `material`) or a theme file's "
                    + "path, relative to the layout (it may lead above its folder) or absolute.")
        }
    }
}
