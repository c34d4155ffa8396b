import KeyboardModel
import LayoutDiagnostics

/// The JSON Schemas of layout files and theme files, generated from the format's field tables:
/// each mapping's properties, required fields and conditions, and each field's description and
/// value, come from its ``FieldSpec``. `keysmith schema` prints them, and `Schemas/*.schema.json`
/// are these bytes (a test compares them).
///
/// What the tables do not say, this type says once: the JSON form of each ``FieldKind`` and
/// ``FieldItem`` (`#/$defs/width`, `#/$defs/key`), and the shapes of the values that are not a
/// table's mapping (a key that is a text or a gap, a row that is a list of keys).
package struct FormatSchema {
    /// A file kind with a schema.
    package enum Document: String, CaseIterable, Sendable {
        case layout, theme

        /// The mapping at the top of the file.
        var root: MappingKind {
            switch self {
            case .layout: .layout
            case .theme: .theme
            }
        }

        var title: String {
            switch self {
            case .layout: "Keysmith keyboard layout (format 1)"
            case .theme: "Keysmith theme (format 1)"
            }
        }

        var summary: String {
            switch self {
            case .layout:
                "One on-screen keyboard layout: keys in rows, rows in named layers, with sizes, behaviour, long-press "
                    + "alternates, dead-key compose tables and extra linear constraints (docs/FORMAT.md). Field names "
                    + "are kebab-case; unknown fields are errors. This schema checks structure and value forms only; "
                    + "`keysmith validate` also checks ids, layer targets, reachability, dead-key compositions, "
                    + "constraint expressions and extends chains. Generated from the format's field tables by "
                    + "`keysmith schema`."
            case .theme:
                "How a Keysmith keyboard looks: colours in a light and a dark appearance, fonts, corner radius and "
                    + "shadow (docs/FORMAT.md, Themes). Generated from the format's field tables by "
                    + "`keysmith schema theme`."
            }
        }
    }

    /// The schema of `document` as JSON text.
    package static func text(of document: Document) -> String { value(of: document).text }

    /// The schema of `document`.
    package static func value(of document: Document) -> SchemaValue {
        var schema = FormatSchema()
        let root = schema.mapping(document.root)
        var members: [(key: String, value: SchemaValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://keysmith.invalid/schemas/\(document.rawValue).schema.json")),
            ("title", .string(document.title)),
            ("description", .string(document.summary)),
        ]
        if case .object(let own) = root { members += own }
        members.append(
            ("$defs", .object(schema.order.compactMap { name in schema.definitions[name].map { (name, $0) } })))
        return .object(members)
    }

    /// The definitions made so far, by name, and the order of their first use.
    private var definitions: [String: SchemaValue] = [:]
    private var order: [String] = []

    /// A reference to the definition `name`, made by `body` on first use.
    private mutating func define(_ name: String, _ body: (inout FormatSchema) -> SchemaValue) -> SchemaValue {
        if !order.contains(name) {
            order.append(name)
            definitions[name] = body(&self)
        }
        return .reference(name)
    }

    // MARK: - Mappings

    /// The definition name of `kind`'s mapping; `nested` for the mapping written inside itself
    /// (a key style's state), which has none of the fields that nest it again.
    private static func name(of kind: MappingKind, nested: Bool = false) -> String {
        switch kind {
        // `key` and `row` name what a list holds: a text or a mapping, a list or a mapping.
        case .key: "key-mapping"
        case .row: "row-mapping"
        case .themeFonts: "fonts"
        case .themeFont: "font"
        case .keyStyle: nested ? "state-style" : "key-style"
        case .layout, .size, .metrics, .insets, .behavior, .layer, .flicks, .form, .theme, .appearance:
            kind.rawValue
        }
    }

    /// The object schema of `kind`'s table: its properties, its required fields and the
    /// conditions its requirements make.
    private mutating func mapping(_ kind: MappingKind, nested: Bool = false) -> SchemaValue {
        let specs = kind.specs.filter { !(nested && $0.kind == .fields(kind)) }
        var members: [(key: String, value: SchemaValue)] = [
            ("type", .string("object")), ("additionalProperties", .boolean(false)),
        ]
        let required = specs.filter { $0.requirement == .required }.map(\.name)
        if !required.isEmpty { members.append(("required", .strings(required))) }
        var properties: [(key: String, value: SchemaValue)] = []
        for spec in specs {
            properties.append((spec.name, property(spec, in: kind)))
        }
        members.append(("properties", .object(properties)))
        // Fields a parent layout may supply.
        let inherited = specs.filter { $0.requirement == .requiredUnlessExtends }.map(\.name)
        if !inherited.isEmpty {
            members.append(("if", .object([("not", .object([("required", .strings(["extends"]))]))])))
            members.append(("then", .object([("required", .strings(inherited))])))
        }
        let conditions = Self.actionConditions(specs)
        if !conditions.isEmpty { members.append(("allOf", .array(conditions))) }
        return .object(members)
    }

    /// A mapping's conditions on its `action` field: the text fields are required without one
    /// and allowed only there; each action's argument is required with it and allowed only
    /// there.
    private static func actionConditions(_ specs: [FieldSpec]) -> [SchemaValue] {
        var conditions: [SchemaValue] = []
        let hasAction = SchemaValue.object([("required", .strings(["action"]))])
        let textOnly = specs.filter {
            if case .textKeysOnly = $0.requirement { return true }
            return false
        }
        if !textOnly.isEmpty {
            let required = textOnly.filter { $0.requirement == .textKeysOnly(required: true) }.map(\.name)
            conditions.append(
                .object([
                    ("if", hasAction),
                    ("then", .object([("properties", .object(textOnly.map { ($0.name, .boolean(false)) }))])),
                    ("else", .object([("required", .strings(required))])),
                ]))
        }
        for spec in specs {
            guard case .action(let action) = spec.requirement else { continue }
            let isAction = SchemaValue.object([
                ("required", .strings(["action"])),
                ("properties", .object([("action", .object([("const", .string(action))]))])),
            ])
            conditions.append(
                .object([
                    ("if", isAction), ("then", .object([("required", .strings([spec.name]))])),
                    ("else", .object([("properties", .object([(spec.name, .boolean(false))]))])),
                ]))
        }
        return conditions
    }

    /// A field's property: its description (with a default worked out from other fields in
    /// words), its default value, then its value.
    private mutating func property(_ spec: FieldSpec, in owner: MappingKind) -> SchemaValue {
        var members: [(key: String, value: SchemaValue)]
        switch spec.defaultValue {
        case .value(let value)?: members = [("description", .string(spec.doc)), ("default", value.schema)]
        case .derived(let words)?: members = [("description", .string(spec.doc + " Default: " + words + "."))]
        case nil: members = [("description", .string(spec.doc))]
        }
        return SchemaValue.object(members).adding(self.members(of: value(spec.kind, in: owner)))
    }

    private func members(of value: SchemaValue) -> [(key: String, value: SchemaValue)] {
        if case .object(let members) = value { return members }
        return []
    }

    // MARK: - Values

    /// The JSON form of a field's value.
    private mutating func value(_ kind: FieldKind, in owner: MappingKind) -> SchemaValue {
        switch kind {
        case .formatVersion: .object([("type", .string("integer")), ("const", .integer(1))])
        case .string: .object([("type", .strings(["string", "number", "boolean"]))])
        case .nonEmptyString, .keyText: text()
        case .languageTag:
            .object([("type", .string("string")), ("pattern", .string("^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$"))])
        case .relativePath:
            // Not absolute (`/`, `\`, `C:`) and no `..` step.
            .object([
                ("type", .string("string")), ("minLength", .integer(1)),
                ("pattern", .string(#"^(?![/\\])(?![A-Za-z]:)(?!(.*[/\\])?\.\.([/\\]|$)).+$"#)),
            ])
        case .layerName: layerName()
        case .positiveNumber: .object([("type", .string("number")), ("exclusiveMinimum", .integer(0))])
        case .nonNegativeNumber:
            define("points") { _ in
                .object([
                    ("description", .string("A length in points, not negative.")), ("type", .string("number")),
                    ("minimum", .integer(0)),
                ])
            }
        case .rowCount: .object([("type", .string("integer")), ("minimum", .integer(1))])
        case .boolean: .object([("type", .string("boolean"))])
        case .choice(let names): .object([("enum", .strings(names))])
        case .width: width()
        case .length: length()
        case .fields(let mapping):
            if mapping == owner {
                define(Self.name(of: mapping, nested: true)) { $0.mapping(mapping, nested: true) }
            } else {
                define(Self.name(of: mapping)) { $0.mapping(mapping) }
            }
        case .namedEntries(let item): namedEntries(item)
        case .list(let item): list(item)
        case .output: output()
        case .color:
            define("color") { _ in
                .object([
                    ("description", .string("A colour, #RRGGBB or #RRGGBBAA (quote it: a bare # starts a comment).")),
                    ("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
                ])
            }
        case .fontSize:
            .object([
                (
                    "oneOf",
                    .array([
                        .object([("type", .string("number")), ("exclusiveMinimum", .integer(0))]),
                        .object([
                            ("type", .string("string")),
                            ("pattern", .string(#"^([0-9]+(\.[0-9]+)?|\.[0-9]+)%$"#)),
                        ]),
                    ])
                )
            ])
        }
    }

    /// A text: any scalar but a null or an empty one (YAML's `1` and `true` are texts too).
    private mutating func text() -> SchemaValue {
        define("text") { _ in
            .object([
                (
                    "anyOf",
                    .array([
                        .object([("type", .string("string")), ("minLength", .integer(1))]),
                        .object([("type", .string("number"))]), .object([("type", .string("boolean"))]),
                    ])
                )
            ])
        }
    }

    private mutating func layerName() -> SchemaValue {
        define("layer-name") { _ in
            .object([
                (
                    "description",
                    .string("A layer or form name: a lower-case letter, then lower-case letters, digits and '-'.")
                ),
                ("type", .string("string")), ("pattern", .string("^[a-z][a-z0-9-]*$")),
            ])
        }
    }

    /// Units, points or a percentage.
    private mutating func length() -> SchemaValue {
        let forms = lengthForms()
        return define("length") { _ in .object([("anyOf", .array(forms))]) }
    }

    /// A length or `fill`.
    private mutating func width() -> SchemaValue {
        let forms = lengthForms()
        return define("width") { _ in .object([("anyOf", .array(forms + [.object([("const", .string("fill"))])]))]) }
    }

    private mutating func lengthForms() -> [SchemaValue] {
        let units = define("units") { _ in
            .object([
                ("description", .string("Units: a share of the row's width, one unit per ordinary key (> 0).")),
                ("type", .string("number")), ("exclusiveMinimum", .integer(0)),
            ])
        }
        let points = define("points-length") { _ in
            .object([
                ("description", .string("Points, written with `pt` (`60pt`; > 0).")), ("type", .string("string")),
                ("pattern", .string(#"^(?=[^1-9]*[1-9])(\d+(\.\d*)?|\.\d+)pt$"#)),
            ])
        }
        let percentage = define("percentage") { _ in
            .object([
                ("description", .string("A percentage of the row's width (`25%`; > 0, at most 100).")),
                ("type", .string("string")),
                ("pattern", .string(#"^(?=[^1-9]*[1-9])(100(\.0*)?|\d{1,2}(\.\d*)?|\.\d+)%$"#)),
            ])
        }
        return [units, points, percentage]
    }

    /// A mapping whose keys the file chooses, each with a value that is `item`.
    private mutating func namedEntries(_ item: FieldItem) -> SchemaValue {
        if case .mapping(.layer) = item {
            // A layout needs at least one layer, and a layer's name is a layer name.
            let name = layerName()
            return .object([
                ("type", .string("object")), ("minProperties", .integer(1)), ("propertyNames", name),
                ("additionalProperties", self.item(item)),
            ])
        }
        return .object([
            ("type", .string("object")), ("propertyNames", .object([("minLength", .integer(1))])),
            ("additionalProperties", self.item(item)),
        ])
    }

    /// A list of `item`s, with the counts the decoder allows.
    private mutating func list(_ item: FieldItem) -> SchemaValue {
        switch item {
        case .key: keyList()
        case .row:
            // A layer has at least one row.
            .object([("type", .string("array")), ("minItems", .integer(1)), ("items", self.item(item))])
        case .mapping(.form):
            .object([
                ("type", .string("array")), ("maxItems", .integer(LayoutLimits().maxForms)), ("items", self.item(item)),
            ])
        case .fontFamily:
            .object([
                ("type", .string("array")), ("minItems", .integer(1)),
                ("maxItems", .integer(FieldItem.maxFontFamilies)), ("items", self.item(item)),
            ])
        default: .object([("type", .string("array")), ("items", self.item(item))])
        }
    }

    /// A row's keys: at least one.
    private mutating func keyList() -> SchemaValue {
        let key = item(.key)
        return define("key-list") { _ in
            .object([("type", .string("array")), ("minItems", .integer(1)), ("items", key)])
        }
    }

    /// The JSON form of one item of a list or one value of named entries.
    private mutating func item(_ item: FieldItem) -> SchemaValue {
        switch item {
        case .text, .fontFamily: return text()
        case .texts:
            let text = text()
            return define("alternate-list") { _ in .object([("type", .string("array")), ("items", text)]) }
        case .textTable:
            return .object([
                ("type", .string("object")), ("propertyNames", .object([("minLength", .integer(1))])),
                ("additionalProperties", text()),
            ])
        case .constraint:
            return define("constraint") { _ in
                .object([
                    (
                        "description",
                        .string("A linear constraint between keys, `LEFT (==|<=|>=) RIGHT [@strength]`, as text.")
                    ),
                    ("type", .string("string")),
                    (
                        "pattern",
                        .string(
                            #"^[^=<>@]*[^=<>@\s][^=<>@]*(==|<=|>=)[^=<>@]*[^=<>@\s][^=<>@]*(@(required|strong|medium|weak)\s*)?$"#
                        )
                    ),
                ])
            }
        case .mapping(let kind):
            return define(Self.name(of: kind)) { $0.mapping(kind) }
        case .row:
            return define("row") { schema in
                let keys = schema.keyList()
                let mapping = schema.define(Self.name(of: .row)) { $0.mapping(.row) }
                return .object([
                    ("description", .string("A row: a list of keys, or a mapping of a row's fields.")),
                    ("oneOf", .array([keys, mapping])),
                ])
            }
        case .key:
            return define("key") { schema in
                let mapping = schema.define(Self.name(of: .key)) { $0.mapping(.key) }
                let gap = schema.define("gap") { schema in
                    // A gap is alone in its mapping.
                    .object([
                        ("type", .string("object")), ("additionalProperties", .boolean(false)),
                        ("required", .strings([KeyField.gap.name])),
                        ("properties", .object([(KeyField.gap.name, schema.property(KeyField.gap.spec, in: .key))])),
                    ])
                }
                return .object([
                    (
                        "description",
                        .string(
                            "A key: a text (a key that types it and shows it), a mapping of a key's fields, a gap, "
                                + "or a null (an empty slot).")
                    ),
                    (
                        "oneOf",
                        .array([
                            .object([("type", .string("string")), ("minLength", .integer(1))]),
                            .object([("type", .string("number"))]), .object([("type", .string("boolean"))]),
                            .object([("type", .string("null"))]), mapping, gap,
                        ])
                    ),
                ])
            }
        case .textOutput:
            return define("text-output") { schema in
                // The output fields that are neither an action nor an action's argument.
                let fields = KeyField.allCases.filter { field in
                    guard KeyField.outputFields.contains(field), field != .action else { return false }
                    if case .action = KeyField.restriction(of: field) { return false }
                    return true
                }
                return schema.outputMapping(
                    fields, description: "A step of a multitap cycle: a text, or a mapping of what it types and shows.",
                    required: [KeyField.text.name])
            }
        }
    }

    /// What a gesture outputs: a text, or a mapping of a key's output fields with a text or an
    /// action.
    private mutating func output() -> SchemaValue {
        define("output") { schema in
            let fields = KeyField.allCases.filter { KeyField.outputFields.contains($0) }
            return schema.outputMapping(
                fields, description: "What a gesture outputs: a text, or a mapping with `text` or `action`.",
                required: nil)
        }
    }

    /// A text, or a mapping of `fields` of a key: `required` when given, else what a key
    /// requires (a text without an action, an action's argument with it).
    private mutating func outputMapping(_ fields: [KeyField], description: String, required: [String]?) -> SchemaValue {
        let text = text()
        var properties: [(key: String, value: SchemaValue)] = []
        for field in fields {
            properties.append((field.name, property(field.spec, in: .key)))
        }
        var mapping: [(key: String, value: SchemaValue)] = [
            ("type", .string("object")), ("additionalProperties", .boolean(false)),
        ]
        if let required { mapping.append(("required", .strings(required))) }
        mapping.append(("properties", .object(properties)))
        if required == nil {
            // A text without an action, as on a key.
            mapping.append(("allOf", .array(Self.actionConditions(fields.map(\.spec)))))
        }
        return .object([("description", .string(description)), ("oneOf", .array([text, .object(mapping)]))])
    }
}
