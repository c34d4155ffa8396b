package import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

/// One field of one mapping of the layout format: its name, whether it is required, what its
/// value is, the size limit on its text and a one-line description.
///
/// This is the only declaration of a field. The decoder looks fields up by these names, reads
/// their values by ``kind``, checks ``requirement`` when the mapping ends and suggests the
/// closest name for a misspelt one; the schema test compares these tables with
/// `Schemas/layout.schema.json`; the language server shows ``doc`` and completes ``name``.
package struct FieldSpec: Sendable, Equatable {
    /// The name as written in a layout file: `key-gap`, `min-width`.
    package let name: String
    /// When the field must, or may only, be written.
    package let requirement: FieldRequirement
    /// What its value is.
    package let kind: FieldKind
    /// The length limit on its text, if it is text.
    package let limit: LengthLimit?
    /// One sentence for help and hover text.
    package let doc: String
    /// Words people write for a choice's values, and the value each means (`enter` for
    /// `return`): a bad value suggests the value it stands for.
    package let synonyms: [String: String]
    /// What the field is when it is left out, if anything: the schema's `default`, the
    /// reference's default column and the language server's hover show it, and the writer
    /// leaves out a value equal to it.
    package let defaultValue: FieldDefault?

    package init(
        _ name: String, _ requirement: FieldRequirement, _ kind: FieldKind, limit: LengthLimit? = nil,
        synonyms: [String: String] = [:], default defaultValue: FieldDefault? = nil,
        _ doc: String
    ) {
        self.name = name
        self.requirement = requirement
        self.kind = kind
        self.limit = limit
        self.synonyms = synonyms
        self.defaultValue = defaultValue
        self.doc = doc
    }

    /// An optional field.
    package init(
        _ name: String, _ kind: FieldKind, limit: LengthLimit? = nil, synonyms: [String: String] = [:],
        default defaultValue: FieldDefault? = nil, _ doc: String
    ) {
        self.init(
            name, .optional, kind, limit: limit, synonyms: synonyms, default: defaultValue, doc)
    }

    /// The doc line and, on a line of its own, the default: what hover and completion show.
    package var documentation: String {
        guard let defaultValue else { return doc }
        return doc + "\n\nDefault: " + defaultValue.words + "."
    }

    /// Whether `value` is what the field is when left out: the writer leaves it out then.
    package func isDefault(_ value: FieldValue) -> Bool {
        guard case .value(let standard)? = defaultValue else { return false }
        return standard == value
    }
}

/// What a field is when it is left out.
package enum FieldDefault: Sendable, Equatable {
    /// A value of the field's kind, taken from the model's own defaults (`Metrics()`,
    /// `GestureSettings()`), never written twice.
    case value(FieldValue)
    /// Worked out from other fields (`the text`), or a list, in words for people.
    case derived(String)

    /// The default for people: a value as a layout file writes it, in code, or the words.
    package var words: String {
        switch self {
        case .value(let value): "`\(value.text)`"
        case .derived(let words): words
        }
    }
}

/// A scalar value of a field, as the model has it: what a default is and what the writer
/// compares with it.
///
/// Plain values with no reference inside: the tables that hold them are statics, and a
/// reference in a multi-payload enum carries its case in the pointer's spare bits, where a leak
/// checker (LeakSanitizer, in the fuzz targets) cannot see it.
package enum FieldValue: Sendable, Equatable {
    case boolean(Bool)
    case integer(Int)
    case number(Double)
    case text(String)

    /// A key's width: a number of units, or a text (`60pt`, `25%`, `fill`).
    package init(_ width: KeyWidth) {
        if case .units(let units) = width {
            self = .number(units)
        } else {
            self = .text(width.description)
        }
    }

    /// The value as a layout file writes it (`0.3`, `true`, `sentences`), unquoted.
    package var text: String {
        switch self {
        case .boolean(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .number(let value): KeyboardSize.format(value)
        case .text(let value): value
        }
    }

    /// The value in a JSON Schema.
    package var schema: SchemaValue {
        switch self {
        case .boolean(let value): .boolean(value)
        case .integer(let value): .integer(value)
        case .number(let value): .number(value)
        case .text(let value): .string(value)
        }
    }
}

/// What the items of a list field are, or the values of a field of named entries: the format's
/// nesting below lists, said by the field that holds them.
package enum FieldItem: Sendable, Equatable {
    /// A text.
    case text
    /// A font family's name (a theme's `families`: at least one, at most
    /// ``FieldItem/maxFontFamilies``).
    case fontFamily
    /// A list of texts (the alternates of a key id).
    case texts
    /// A mapping from texts to texts (an accent's compositions, a modify table).
    case textTable
    /// A constraint, as text.
    case constraint
    /// A mapping of this table's fields (a layer, a form).
    case mapping(MappingKind)
    /// A row: a list of keys, or a mapping of a row's fields.
    case row
    /// A key: a text, a mapping of a key's fields, or a gap.
    case key
    /// A step of a multitap cycle: a text, or a mapping with `text`, `shifted` and `label`.
    case textOutput

    /// The most font families a theme's `families` may name.
    package static let maxFontFamilies = 16
}

/// When a field must, or may only, be written.
package enum FieldRequirement: Sendable, Equatable {
    /// It may be left out.
    case optional
    /// It must be written.
    case required
    /// It must be written unless the layout `extends` another, which may supply it (checked on
    /// the merged layout).
    case requiredUnlessExtends
    /// Only on keys without an `action`; `required` there when `true`.
    case textKeysOnly(required: Bool)
    /// Required with `action: NAME` and allowed only there.
    case action(String)
}

/// What a field's value is; the decoder reads and checks each kind in one way.
package enum FieldKind: Sendable, Equatable {
    /// The integer `1`.
    case formatVersion
    /// Any scalar but a null; may be empty.
    case string
    /// Any scalar but a null or an empty one.
    case nonEmptyString
    /// What a key types: any scalar but a null; an empty one is an error of its own (read as a
    /// ``string``, then checked).
    case keyText
    /// A BCP 47 language tag (`en-US`); read as a ``nonEmptyString``, its form checked with a
    /// warning.
    case languageTag
    /// A relative path inside the layout's folder (`base.yaml`); read as a ``nonEmptyString``,
    /// where it leads checked when it is followed.
    case relativePath
    /// A layer name, `[a-z][a-z0-9-]*` (checked where the name is defined or used).
    case layerName
    /// A finite number greater than 0.
    case positiveNumber
    /// A finite number that is not negative.
    case nonNegativeNumber
    /// A whole number of rows, at least 1.
    case rowCount
    /// `true` or `false`.
    case boolean
    /// One of these names.
    case choice([String])
    /// Units, points (`60pt`), a percentage (`25%`) or `fill`.
    case width
    /// Units, points or a percentage.
    case length
    /// A mapping of the fields of another table: this one.
    case fields(MappingKind)
    /// A mapping whose keys are names the layout chooses (layer names, key ids, accents), each
    /// with a value of this kind.
    case namedEntries(FieldItem)
    /// A sequence of items of this kind.
    case list(FieldItem)
    /// What a key outputs: a text, or a mapping of a key's output fields (`text`, `action`, …).
    case output
    /// A colour, `#RRGGBB` or `#RRGGBBAA`.
    case color
    /// A font size: points, or a percentage of the key's height (`45%`).
    case fontSize

    /// The kind without its payload, trivial to copy (what the decoder reads for every value).
    package enum Tag: UInt8, Sendable {
        case formatVersion, string, nonEmptyString, layerName, positiveNumber, nonNegativeNumber, rowCount, boolean
        case choice, width, length, fields, namedEntries, list, output, color, fontSize
    }

    package var tag: Tag {
        switch self {
        case .formatVersion: .formatVersion
        case .string, .keyText: .string
        case .nonEmptyString, .languageTag, .relativePath: .nonEmptyString
        case .layerName: .layerName
        case .positiveNumber: .positiveNumber
        case .nonNegativeNumber: .nonNegativeNumber
        case .rowCount: .rowCount
        case .boolean: .boolean
        case .choice: .choice
        case .width: .width
        case .length: .length
        case .fields: .fields
        case .namedEntries: .namedEntries
        case .list: .list
        case .output: .output
        case .color: .color
        case .fontSize: .fontSize
        }
    }

    /// The names a choice allows (empty for other kinds).
    package var choices: [String] {
        if case .choice(let names) = self { return names }
        return []
    }
}

/// Which of ``LayoutLimits``' length limits applies to a field's text, and what the message
/// calls the text.
package struct LengthLimit: Sendable, Equatable {
    package enum Limit: Sendable {
        /// ``LayoutLimits/maxLabelLength``.
        case label
        /// ``LayoutLimits/maxTextLength``.
        case text
        /// ``LayoutLimits/maxNameLength``.
        case name
    }

    package let limit: Limit
    /// "key text", "label", "key id" — the subject of "… has 300 characters; the limit is 256".
    package let what: String

    package static func label(_ what: String) -> LengthLimit { LengthLimit(limit: .label, what: what) }
    package static func text(_ what: String) -> LengthLimit { LengthLimit(limit: .text, what: what) }
    package static func name(_ what: String) -> LengthLimit { LengthLimit(limit: .name, what: what) }
}

extension FieldKind {
    /// What a value of this kind is, in words: for hover and completion, and the reference's
    /// tables.
    package var words: String {
        switch self {
        case .formatVersion: "the number 1"
        case .string: "text"
        case .nonEmptyString, .keyText: "text, not empty"
        case .languageTag: "a BCP 47 language tag (en-US)"
        case .relativePath: "a relative path"
        case .layerName: "a layer name"
        case .positiveNumber: "a number > 0"
        case .nonNegativeNumber: "a number ≥ 0"
        case .rowCount: "a whole number of rows"
        case .boolean: "true or false"
        case .choice(let names): names.joined(separator: " | ")
        case .width: "units, points (60pt), a percentage (25%) or fill"
        case .length: "units, points (60pt) or a percentage (25%)"
        case .fields: "a mapping"
        case .namedEntries(let item): "a mapping of names to \(item.plural)"
        case .list(let item): "a list of \(item.plural)"
        case .output: "a text or an output mapping"
        case .color: "a colour, #RRGGBB or #RRGGBBAA"
        case .fontSize: "points (22) or a percentage of the key's height (45%)"
        }
    }
}

extension FieldItem {
    /// Items of this kind, in words: "keys", "lists of texts".
    package var plural: String {
        switch self {
        case .text: "texts"
        case .fontFamily: "font families"
        case .texts: "lists of texts"
        case .textTable: "tables of texts"
        case .constraint: "constraints"
        case .mapping(let kind): kind.plural
        case .row: "rows"
        case .key: "keys"
        case .textOutput: "texts or output mappings"
        }
    }
}
