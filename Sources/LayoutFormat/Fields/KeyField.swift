import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of a key written as a mapping.
package enum KeyField: Int, FormatField {
    case text, shifted, label, id, action, to, accent, name, modifyTable, alternates, flicks, multitap, width, minWidth
    case maxWidth, hint, shiftedLabel, symbol, defaultAlternate, gap, span, accessibilityLabel

    package static let table = FieldTable<KeyField>(context: "a key") { field in
        switch field {
        case .text:
            FieldSpec(
                "text", .textKeysOnly(required: true), .keyText, limit: .text("key text"),
                "Output text (one or more characters); required when there is no `action`.")
        case .shifted:
            FieldSpec(
                "shifted", .textKeysOnly(required: false), .string, limit: .text("'shifted' text"),
                default: .derived("the locale's upper case of `text`"), "Output with shift.")
        case .label:
            FieldSpec(
                "label", .string, limit: .label("label"), default: .derived("the text, or a glyph for actions"),
                "What the key shows; may be empty.")
        case .id:
            FieldSpec(
                "id", .nonEmptyString, limit: .name("key id"), default: .derived("the text, or the action's name"),
                "Explicit id; unique within a layer.")
        case .action:
            FieldSpec(
                "action", .choice(KeyAction.fileNames),
                synonyms: [
                    "enter": "return", "delete": "backspace", "del": "backspace", "bksp": "backspace",
                    "caps": "caps-lock", "capslock": "caps-lock", "globe": "next-keyboard", "hide": "dismiss",
                    "switch": "layer", "accent": "dead", "esc": "escape", "ctrl": "control", "option": "alt",
                    "fn": "function", "left": "caret-left", "right": "caret-right", "up": "caret-up",
                    "down": "caret-down",
                    "forward-delete": "delete-forward", "select": "select-all",
                ], default: .derived("none: a text key, typing its `text`"), "What the key does.")
        case .to:
            FieldSpec(
                "to", .action("layer"), .layerName, limit: .name("layer name"),
                "For `action: layer`: the layer to switch to.")
        case .accent:
            FieldSpec(
                "accent", .action("dead"), .nonEmptyString, limit: .text("dead-key accent"),
                "For `action: dead`: the accent that combines with the next character.")
        case .name:
            FieldSpec(
                "name", .action("custom"), .nonEmptyString, limit: .text("custom action name"),
                "For `action: custom`: the name forwarded to the delegate.")
        case .modifyTable:
            FieldSpec(
                "table", .action("modify-previous"), .nonEmptyString, limit: .name("modify table name"),
                "For `action: modify-previous`: the table of `modify-tables` to change the character before the caret by."
            )
        case .alternates:
            FieldSpec(
                "alternates", .list(.text), default: .derived("the top-level table's, by the key's id"),
                "Long-press alternates of this key; overrides the top-level table.")
        case .flicks:
            FieldSpec(
                "flicks", .fields(.flicks),
                "What flicking the key does, by direction (`n`, `ne`, `e`, `se`, `s`, `sw`, `w`, `nw`): a text, or a mapping with `text` or `action`."
            )
        case .multitap:
            FieldSpec(
                "multitap", .list(.textOutput),
                "The rest of the key's multitap cycle: each tap soon after the last replaces what it typed with the next text."
            )
        case .width:
            FieldSpec(
                "width", .width, default: .value(FieldValue(Key.standardWidth)),
                "Key width: units (`1.5`), points (`60pt`), a percentage (`25%`) or `fill`.")
        case .minWidth: FieldSpec("min-width", .length, "Minimum width: units, points or a percentage.")
        case .maxWidth: FieldSpec("max-width", .length, "Maximum width: units, points or a percentage.")
        case .hint:
            FieldSpec(
                "hint", .string, limit: .label("hint"), storage: .keyCapText(.hint),
                "A secondary legend drawn small in the key's corner (the long-press default, a digit).")
        case .shiftedLabel:
            FieldSpec(
                "shifted-label", .string, limit: .label("'shifted-label'"), storage: .keyCapText(.shiftedLabel),
                "What the key shows while shift is on.")
        case .accessibilityLabel:
            FieldSpec(
                "accessibility-label", .string, limit: .label("'accessibility-label'"),
                storage: .keyCapText(.accessibilityLabel),
                "What assistive technology says for the key, when not what it shows (`emoji` for a key showing ☺).")
        case .symbol:
            FieldSpec(
                "symbol", .choice(KeySymbol.fileNames),
                "A named symbol for the cap (`shift`, `globe`, `emoji`, `arrow-left`, …), drawn as an icon; the label is its text fallback."
            )
        case .defaultAlternate:
            FieldSpec(
                "default-alternate", .nonEmptyString, limit: .text("'default-alternate'"),
                "The alternate selected when the long-press popup opens; one of the key's alternates.")
        case .gap:
            FieldSpec(
                "gap", .length,
                "A spacer instead of a key, alone in its mapping: its width in units (a missing key with its gap), points or a percentage."
            )
        case .span:
            FieldSpec(
                "span", .rowCount, default: .value(.integer(Key.standardSpan)),
                "The rows the key is tall: it takes its place in each row below too, as a number pad's tall + or return."
            )
        }
    }

    /// The fields kept as a key's plain cap texts (``FieldStorage/keyCapText(_:)``), in table
    /// order: what the decoder and the writer handle without naming them.
    package static let capTexts: [(field: KeyField, cap: Key.CapText)] = allCases.compactMap { field in
        guard case .keyCapText(let cap)? = table[field].storage else { return nil }
        return (field, cap)
    }

    /// The field that `action` needs (`to` for `layer`), if it needs one.
    package static func argument(of action: KeyAction.Kind) -> KeyField? {
        arguments.first { $0.action == action }?.field
    }

    /// The fields a flick or a multitap step may have: what a key outputs and shows.
    package static let outputFields = FieldSet<KeyField>([
        .text, .shifted, .label, .action, .to, .accent, .name, .modifyTable,
    ])

    /// The fields a key without an action must have (`text`).
    package static let requiredOnTextKeys = FieldSet(
        allCases.filter { table.requirement($0) == .textKeysOnly(required: true) })

    /// The fields that are only allowed with an action, or only without one.
    package static let restricted = FieldSet(allCases.filter { table.requirement($0) != .optional })

    /// Where a restricted field may be written: with one action, or on text keys only.
    package enum Restriction: Sendable, Equatable {
        case none
        case action(KeyAction.Kind)
        case textKeysOnly
    }

    /// Where `field` may be written, from the table.
    package static func restriction(of field: KeyField) -> Restriction { restrictions[field.rawValue] }

    /// Each field's restriction, by raw value.
    private static let restrictions: [Restriction] = allCases.map { field in
        switch table.requirement(field) {
        case .action(let owner): KeyAction.Kind(rawValue: owner).map(Restriction.action) ?? .none
        case .textKeysOnly: .textKeysOnly
        case .optional, .required, .requiredUnlessExtends: .none
        }
    }

    /// The argument field of each action that has one, from the table.
    private static let arguments: [(action: KeyAction.Kind, field: KeyField)] = KeyAction.Kind.allCases.compactMap {
        kind in allCases.first { table.requirement($0) == .action(kind.rawValue) }.map { (kind, $0) }
    }
}
