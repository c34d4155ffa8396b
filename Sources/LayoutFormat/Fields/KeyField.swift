import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// The fields of a key written as a mapping.
package enum KeyField: Int, FormatField {
    // In the order a key's fields are written.
    case text, shifted, action, to, accent, name, modifyTable, label, id, alternates, flicks, multitap, hint
    case shiftedLabel, accessibilityLabel, sound, symbol, defaultAlternate, width, minWidth, maxWidth, span, gap

    package static let table = FieldTable<KeyField>(context: "a key") { entries[$0.rawValue].spec }

    /// Where each field's value goes as the decoder reads it and how the writer writes it, by raw
    /// value (see ``KeyStorage``).
    static let storage: [KeyStorage] = entries.map(\.storage)

    /// Each field's shape alone, by raw value: what the decoder reads for every value, trivial to
    /// copy.
    static let shapes: [KeyStorage.Shape] = storage.map(\.shape)

    /// Each field's spec and storage, by raw value: one declaration per field.
    private static let entries: [(spec: FieldSpec, storage: KeyStorage)] = allCases.map(entry)

    /// The spec of `field` and its storage.
    private static func entry(_ field: KeyField) -> (spec: FieldSpec, storage: KeyStorage) {
        switch field {
        case .text:
            (
                FieldSpec(
                    "text", .textKeysOnly(required: true), .keyText, limit: .text("key text"),
                    "Output text (one or more characters); required when there is no `action`."),
                KeyStorage(.keyText) { key, _ in
                    guard case .character(let text, _) = key.action else { return nil }
                    return LayoutTextWriter.scalar(text)
                }
            )
        case .shifted:
            (
                FieldSpec(
                    "shifted", .textKeysOnly(required: false), .string, limit: .text("'shifted' text"),
                    default: .derived("the locale's upper case of `text`"), "Output with shift."),
                KeyStorage(.text(.shifted)) { key, writing in
                    guard case .character(let text, let shifted) = key.action,
                        !shifted.isExactly(writing.caseRules.uppercase(text))
                    else { return nil }
                    return LayoutTextWriter.scalar(shifted)
                }
            )
        case .label:
            (
                FieldSpec(
                    "label", .string, limit: .label("label"), default: .derived("the text, or a glyph for actions"),
                    "What the key shows; may be empty."),
                KeyStorage(.text(.label)) { key, _ in
                    key.label.isExactly(key.action.defaultLabel) ? nil : LayoutTextWriter.scalar(key.label)
                }
            )
        case .id:
            (
                FieldSpec(
                    "id", .nonEmptyString, limit: .name("key id"), default: .derived("the text, or the action's name"),
                    "Explicit id; unique within a layer."),
                KeyStorage(.text(.id)) { key, _ in
                    key.id.isExactly(key.action.defaultID) ? nil : LayoutTextWriter.scalar(key.id)
                }
            )
        case .action:
            (
                FieldSpec(
                    "action", .choice(KeyAction.fileNames), synonyms: KeyAction.fileNameSynonyms,
                    default: .derived("none: a text key, typing its `text`"), "What the key does."),
                KeyStorage(.action) { key, _ in
                    if case .character = key.action { return nil }
                    return key.action.name
                }
            )
        case .to:
            (
                FieldSpec(
                    "to", .action("layer"), .layerName, limit: .name("layer name"),
                    "For `action: layer`: the layer to switch to."),
                KeyStorage(.argument) { key, _ in
                    guard case .layer(let target) = key.action else { return nil }
                    return LayoutTextWriter.scalar(target)
                }
            )
        case .accent:
            (
                FieldSpec(
                    "accent", .action("dead"), .nonEmptyString, limit: .text("dead-key accent"),
                    "For `action: dead`: the accent that combines with the next character."),
                KeyStorage(.argument) { key, _ in
                    guard case .dead(let accent) = key.action else { return nil }
                    return LayoutTextWriter.scalar(accent)
                }
            )
        case .name:
            (
                FieldSpec(
                    "name", .action("custom"), .nonEmptyString, limit: .text("custom action name"),
                    "For `action: custom`: the name forwarded to the delegate."),
                KeyStorage(.argument) { key, _ in
                    guard case .custom(let name) = key.action else { return nil }
                    return LayoutTextWriter.scalar(name)
                }
            )
        case .modifyTable:
            (
                FieldSpec(
                    "table", .action("modify-previous"), .nonEmptyString, limit: .name("modify table name"),
                    "For `action: modify-previous`: the table of `modify-tables` to change the character before the caret by."
                ),
                KeyStorage(.argument) { key, _ in
                    guard case .modifyPrevious(let table) = key.action else { return nil }
                    return LayoutTextWriter.scalar(table)
                }
            )
        case .alternates:
            (
                FieldSpec(
                    "alternates", .list(.text), default: .derived("the top-level table's, by the key's id"),
                    "Long-press alternates of this key; overrides the top-level table."),
                KeyStorage(.alternates) { key, writing in
                    key.alternates.isExactly(writing.tableAlternates) ? nil : LayoutTextWriter.list(key.alternates)
                }
            )
        case .flicks:
            (
                FieldSpec(
                    "flicks", .fields(.flicks),
                    "What flicking the key does, by direction (`n`, `ne`, `e`, `se`, `s`, `sw`, `w`, `nw`): a text, or a mapping with `text` or `action`."
                ),
                KeyStorage(.flicks) { key, writing in
                    guard !key.flicks.isEmpty else { return nil }
                    let flicks = key.flicks.map { flick in
                        "\(flick.direction.rawValue): " + writing.output(flick.action, label: flick.label)
                    }
                    return "{\(flicks.joined(separator: ", "))}"
                }
            )
        case .multitap:
            (
                FieldSpec(
                    "multitap", .list(.textOutput),
                    "The rest of the key's multitap cycle: each tap soon after the last replaces what it typed with the next text."
                ),
                KeyStorage(.multitap) { key, writing in
                    guard !key.multitap.isEmpty else { return nil }
                    let steps = key.multitap.map { writing.output($0, label: $0.defaultLabel) }
                    return "[\(steps.joined(separator: ", "))]"
                }
            )
        case .width:
            (
                FieldSpec(
                    "width", .width, default: .value(FieldValue(Key.standardWidth)),
                    "Key width: units (`1.5`), points (`60pt`), a percentage (`25%`) or `fill`."),
                KeyStorage(.width) { key, _ in
                    KeyField.width.spec.isDefault(FieldValue(key.width))
                        ? nil : LayoutTextWriter.length(key.width.description)
                }
            )
        case .minWidth:
            (
                FieldSpec("min-width", .length, "Minimum width: units, points or a percentage."),
                KeyStorage(.length(.minWidth)) { key, _ in
                    key.minWidth.map { LayoutTextWriter.length($0.description) }
                }
            )
        case .maxWidth:
            (
                FieldSpec("max-width", .length, "Maximum width: units, points or a percentage."),
                KeyStorage(.length(.maxWidth)) { key, _ in
                    key.maxWidth.map { LayoutTextWriter.length($0.description) }
                }
            )
        case .hint:
            (
                FieldSpec(
                    "hint", .string, limit: .label("hint"),
                    "A secondary legend drawn small in the key's corner (the long-press default, a digit)."),
                .capText(.hint)
            )
        case .shiftedLabel:
            (
                FieldSpec(
                    "shifted-label", .string, limit: .label("'shifted-label'"), "What the key shows while shift is on."),
                .capText(.shiftedLabel)
            )
        case .accessibilityLabel:
            (
                FieldSpec(
                    "accessibility-label", .string, limit: .label("'accessibility-label'"),
                    "What assistive technology says for the key, when not what it shows (`emoji` for a key showing ☺)."),
                .capText(.accessibilityLabel)
            )
        case .sound:
            (
                FieldSpec(
                    "sound", .choice(KeySound.allCases.map(\.rawValue)), default: .derived("by what the key does"),
                    "The click or haptic class of a touch on the key (`key`, `delete`, `modifier`, `layer-switch`): "
                        + "what the host plays when it goes down."),
                .capText(.sound)
            )
        case .symbol:
            (
                FieldSpec(
                    "symbol", .choice(KeySymbol.fileNames),
                    "A named symbol for the cap (`shift`, `globe`, `emoji`, `arrow-left`, …), drawn as an icon; the label is its text fallback."
                ),
                KeyStorage(.symbol) { key, _ in key.symbol?.rawValue }
            )
        case .defaultAlternate:
            (
                FieldSpec(
                    "default-alternate", .nonEmptyString, limit: .text("'default-alternate'"),
                    "The alternate selected when the long-press popup opens; one of the key's alternates."),
                KeyStorage(.text(.defaultAlternate)) { key, _ in key.defaultAlternate.map(LayoutTextWriter.scalar) }
            )
        case .gap:
            (
                FieldSpec(
                    "gap", .length,
                    "A spacer instead of a key, alone in its mapping: its width in units (a missing key with its gap), points or a percentage."
                ),
                // A gap is no key: the row writes it among its keys.
                KeyStorage(.length(.gap)) { _, _ in nil }
            )
        case .span:
            (
                FieldSpec(
                    "span", .rowCount, default: .value(.integer(Key.standardSpan)),
                    "The rows the key is tall: it takes its place in each row below too, as a number pad's tall + or return."
                ),
                KeyStorage(.rowCount) { key, _ in
                    KeyField.span.spec.isDefault(.integer(key.span)) ? nil : String(key.span)
                }
            )
        }
    }

    /// The fields kept as a key's plain cap texts (``KeyStorage/capText(_:)``), in table order.
    package static let capTexts: [(field: KeyField, cap: Key.CapText)] = allCases.compactMap { field in
        guard case .capText(let cap) = storage[field.rawValue].shape else { return nil }
        return (field, cap)
    }

    /// The field whose storage is each plain text of a key (``KeyStorage/TextSlot``), by slot:
    /// every slot has one (a test checks it).
    static let textSlots: [KeyField?] = KeyStorage.TextSlot.allCases.map { slot in
        allCases.first { shapes[$0.rawValue] == .text(slot) }
    }

    /// The field whose storage is each length of a key or row (``KeyStorage/LengthSlot``), by
    /// slot: every slot has one (a test checks it).
    static let lengthSlots: [KeyField?] = KeyStorage.LengthSlot.allCases.map { slot in
        allCases.first { shapes[$0.rawValue] == .length(slot) }
    }

    /// The field a key written as a plain scalar sets (`q`, `no`: its text), whose length limit
    /// such a key keeps.
    package static let shortForm = KeyField.text

    /// The field that makes an item of a row a gap, not a key (`{gap: 8}`): the one whose
    /// storage is a gap's width. The writer writes a row's gaps by it among the keys.
    package static let rowGap = lengthSlots[KeyStorage.LengthSlot.gap.rawValue]

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
