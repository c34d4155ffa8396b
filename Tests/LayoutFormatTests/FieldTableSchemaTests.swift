import Foundation
import KeyboardModel
import TestSupport
import Testing

@testable import LayoutFormat

/// The field tables are the format's one declaration; `Schemas/*.schema.json` are generated from
/// them (``FormatSchema``; KeysmithCLITests checks the files are its output). These tests check
/// the generated schema against what each kind of field must become, written out by hand: the
/// same property names, the same required fields, the same allowed values, the references.
@Suite struct FieldTableSchemaTests {
    /// A schema as a tree of Foundation values: `layout` or `theme`.
    static func schema(_ name: String) -> [String: Any] {
        let url = URL(fileURLWithPath: packageRoot() + "/Schemas/\(name).schema.json")
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    /// The object at a JSON pointer such as `/$defs/metrics/properties/insets` in the layout
    /// schema, or `theme:/$defs/font` in the theme schema.
    static func object(_ pointer: String) -> [String: Any] {
        let inTheme = pointer.hasPrefix("theme:")
        var current: Any = schema(inTheme ? "theme" : "layout")
        for part in pointer.dropFirst(inTheme ? "theme:".count : 0).split(separator: "/") {
            if let dictionary = current as? [String: Any] {
                current = dictionary[String(part)] ?? [:]
            } else if let array = current as? [Any], let index = Int(part), array.indices.contains(index) {
                current = array[index]
            } else {
                return [:]
            }
        }
        return current as? [String: Any] ?? [:]
    }

    /// What a table says of one mapping, in the schema's terms.
    struct Mapping {
        var names: [String]
        var required: [String]
        var specs: [FieldSpec]
    }

    static func mapping<Field: FormatField>(_: Field.Type) -> Mapping {
        let table = Field.table
        return Mapping(names: table.names, required: table.required.map(\.name), specs: table.specs)
    }

    /// Each table and the schema object describing the same mapping.
    static let pairs: [(name: String, table: Mapping, pointer: String)] = [
        ("layout", mapping(LayoutField.self), ""),
        ("size", mapping(SizeField.self), "/$defs/size"),
        ("metrics", mapping(MetricsField.self), "/$defs/metrics"),
        ("insets", mapping(InsetsField.self), "/$defs/insets"),
        ("behavior", mapping(BehaviorField.self), "/$defs/behavior"),
        ("layer", mapping(LayerField.self), "/$defs/layer"),
        ("row", mapping(RowField.self), "/$defs/row-mapping"),
        ("key", mapping(KeyField.self), "/$defs/key-mapping"),
        ("flicks", mapping(FlickField.self), "/$defs/flicks"),
        ("form", mapping(FormField.self), "/$defs/form"),
        ("theme", mapping(ThemeField.self), "theme:"),
        ("theme fonts", mapping(ThemeFontsField.self), "theme:/$defs/fonts"),
        ("theme font", mapping(ThemeFontField.self), "theme:/$defs/font"),
        ("appearance", mapping(AppearanceField.self), "theme:/$defs/appearance"),
        ("key style", mapping(KeyStyleField.self), "theme:/$defs/key-style"),
    ]

    @Test(arguments: 0..<pairs.count)
    func propertiesAndRequiredFieldsAgree(_ index: Int) {
        let (name, table, pointer) = Self.pairs[index]
        let object = Self.object(pointer)
        let properties = object["properties"] as? [String: Any] ?? [:]
        #expect(Set(properties.keys) == Set(table.names), "\(name)")
        #expect(object["additionalProperties"] as? Bool == false, "\(name): unknown fields must be errors")
        let required = object["required"] as? [String] ?? []
        #expect(Set(required) == Set(table.required), "\(name)")
    }

    @Test(arguments: 0..<pairs.count)
    func allowedValuesAndKindsAgree(_ index: Int) {
        let (name, table, pointer) = Self.pairs[index]
        let properties = Self.object(pointer)["properties"] as? [String: Any] ?? [:]
        for spec in table.specs {
            let property = properties[spec.name] as? [String: Any] ?? [:]
            let reference = property["$ref"] as? String
            switch spec.kind {
            case .choice(let names):
                #expect(property["enum"] as? [String] == names, "\(name).\(spec.name)")
            case .boolean:
                #expect(property["type"] as? String == "boolean", "\(name).\(spec.name)")
            case .positiveNumber:
                #expect(property["exclusiveMinimum"] as? Int == 0, "\(name).\(spec.name)")
            case .nonNegativeNumber:
                #expect(reference == "#/$defs/points", "\(name).\(spec.name)")
            case .width:
                #expect(reference == "#/$defs/width", "\(name).\(spec.name)")
            case .length:
                #expect(reference == "#/$defs/length", "\(name).\(spec.name)")
            case .layerName:
                #expect(reference == "#/$defs/layer-name", "\(name).\(spec.name)")
            case .rowCount:
                #expect(property["type"] as? String == "integer", "\(name).\(spec.name)")
                #expect(property["minimum"] as? Int == 1, "\(name).\(spec.name)")
            case .formatVersion:
                #expect(property["const"] as? Int == 1, "\(name).\(spec.name)")
            case .fields, .namedEntries:
                let isObject = property["type"] as? String == "object" || reference != nil
                #expect(isObject, "\(name).\(spec.name)")
            case .list:
                let isArray = property["type"] as? String == "array" || reference != nil
                #expect(isArray, "\(name).\(spec.name)")
            case .output:
                #expect(reference == "#/$defs/output", "\(name).\(spec.name)")
            case .color:
                #expect(reference == "#/$defs/color", "\(name).\(spec.name)")
            case .fontSize:
                let forms = property["oneOf"] as? [[String: Any]] ?? []
                #expect(forms.map { $0["type"] as? String } == ["number", "string"], "\(name).\(spec.name)")
            case .nonEmptyString, .keyText:
                #expect(reference == "#/$defs/text", "\(name).\(spec.name)")
            case .string:
                #expect(property["type"] as? [String] == ["string", "number", "boolean"], "\(name).\(spec.name)")
            case .languageTag, .relativePath:
                #expect(property["pattern"] is String, "\(name).\(spec.name)")
            }
        }
    }

    /// The schema's definition of each kind of list item or entry value, written out by hand.
    static func itemReference(_ item: FieldItem) -> String? {
        switch item {
        case .text, .fontFamily: "#/$defs/text"
        case .texts: "#/$defs/alternate-list"
        case .constraint: "#/$defs/constraint"
        case .mapping(.layer): "#/$defs/layer"
        case .mapping(.form): "#/$defs/form"
        case .mapping: nil
        case .row: "#/$defs/row"
        case .key: "#/$defs/key"
        case .textOutput: "#/$defs/text-output"
        case .textTable: nil
        }
    }

    /// A property, or the definition its `$ref` names in the schema of `pointer`.
    static func resolved(_ property: [String: Any], near pointer: String) -> [String: Any] {
        guard let reference = property["$ref"] as? String, reference.hasPrefix("#/") else { return property }
        return object((pointer.hasPrefix("theme:") ? "theme:" : "") + String(reference.dropFirst()))
    }

    /// What a list field's items and a named-entries field's values are agrees with the schema's
    /// `items` and `additionalProperties`.
    @Test(arguments: 0..<pairs.count)
    func listItemsAndEntryValuesAgree(_ index: Int) {
        let (name, table, pointer) = Self.pairs[index]
        let properties = Self.object(pointer)["properties"] as? [String: Any] ?? [:]
        for spec in table.specs {
            let property = Self.resolved(properties[spec.name] as? [String: Any] ?? [:], near: pointer)
            switch spec.kind {
            case .list(let item):
                let items = property["items"] as? [String: Any] ?? [:]
                #expect(property["type"] as? String == "array", "\(name).\(spec.name)")
                #expect(items["$ref"] as? String == Self.itemReference(item), "\(name).\(spec.name)")
            case .namedEntries(.textTable):
                let value = property["additionalProperties"] as? [String: Any] ?? [:]
                let entries = value["additionalProperties"] as? [String: Any] ?? [:]
                #expect(entries["$ref"] as? String == "#/$defs/text", "\(name).\(spec.name)")
            case .namedEntries(let item):
                let value = property["additionalProperties"] as? [String: Any] ?? [:]
                #expect(value["$ref"] as? String == Self.itemReference(item), "\(name).\(spec.name)")
            default:
                break
            }
        }
    }

    /// Counts and conditions the generator adds to what the tables say, each worked out by hand
    /// from the decoder's rules.
    @Test func countsAndConditionsFollowTheDecodersRules() throws {
        // A layout needs at least one layer, named as layers are.
        let layers = Self.object("/properties/layers")
        #expect(layers["minProperties"] as? Int == 1)
        #expect((layers["propertyNames"] as? [String: Any])?["$ref"] as? String == "#/$defs/layer-name")
        // At most 8 forms; at least one row in a layer and one key in a row.
        #expect(Self.object("/properties/forms")["maxItems"] as? Int == 8)
        #expect(Self.object("/$defs/layer/properties/rows")["minItems"] as? Int == 1)
        #expect(Self.object("/$defs/key-list")["minItems"] as? Int == 1)
        // A theme names 1 to 16 font families.
        let families = Self.object("theme:/$defs/fonts/properties/families")
        #expect(families["minItems"] as? Int == 1)
        #expect(families["maxItems"] as? Int == 16)
        // A state's style has the colours of a key style and no states of its own.
        let state = Self.object("theme:/$defs/state-style/properties")
        #expect(Set(state.keys) == ["fill", "text", "secondary", "stroke", "shadow"])
        #expect(Self.object("theme:/$defs/key-style/properties/pressed")["$ref"] as? String == "#/$defs/state-style")
        // `to` only with `action: layer`; `text` and `shifted` only without an action.
        let conditions = Self.object("/$defs/key-mapping")["allOf"] as? [[String: Any]] ?? []
        let toCondition = try #require(
            conditions.first { ($0["then"] as? [String: Any])?["required"] as? [String] == ["to"] })
        let notTo = (toCondition["else"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(notTo?["to"] as? Bool == false)
        let textOnly = try #require(conditions.first)
        let notWithAction = (textOnly["then"] as? [String: Any])?["properties"] as? [String: Any] ?? [:]
        #expect(Set(notWithAction.keys) == ["text", "shifted"])
        // A multitap step types text: `text`, `shifted` and `label`, `text` required.
        let step = Self.object("/$defs/text-output/oneOf/1")
        #expect(Set((step["properties"] as? [String: Any] ?? [:]).keys) == ["text", "shifted", "label"])
        #expect(step["required"] as? [String] == ["text"])
    }

    /// The top level's fields that a parent may supply are required only without `extends`.
    @Test func fieldsAParentMaySupplyAreRequiredWithoutExtends() {
        let then = Self.object("/then")
        let required = LayoutField.allCases.filter { $0.spec.requirement == .requiredUnlessExtends }.map(\.name)
        #expect(Set(then["required"] as? [String] ?? []) == Set(required))
        #expect(Self.object("/if/not")["required"] as? [String] == ["extends"])
    }

    /// A key field required with `action: X` is an `if action == X then required` of the schema,
    /// and `text` is required without an action.
    @Test func keyFieldsThatGoWithAnActionAgree() {
        let conditions = Self.object("/$defs/key-mapping")["allOf"] as? [[String: Any]] ?? []
        var requiredByAction: [String: [String]] = [:]
        var requiredWithoutAction: [String] = []
        for condition in conditions {
            let ifPart = condition["if"] as? [String: Any] ?? [:]
            let properties = ifPart["properties"] as? [String: Any] ?? [:]
            if let action = (properties["action"] as? [String: Any])?["const"] as? String {
                requiredByAction[action] = (condition["then"] as? [String: Any])?["required"] as? [String] ?? []
            } else if let otherwise = condition["else"] as? [String: Any] {
                requiredWithoutAction = otherwise["required"] as? [String] ?? []
            }
        }
        var expected: [String: [String]] = [:]
        for field in KeyField.allCases {
            if case .action(let action) = field.spec.requirement { expected[action, default: []].append(field.name) }
        }
        #expect(requiredByAction == expected)
        #expect(requiredWithoutAction == KeyField.requiredOnTextKeys.map(\.name))
    }

    /// The decoder's restriction of each key field says what the table says: an argument field
    /// belongs to an action that exists (`to` to `layer`), the text fields to text keys only.
    @Test func keyFieldRestrictionsFollowTheTable() {
        for field in KeyField.allCases {
            let restriction = KeyField.restriction(of: field)
            switch field.spec.requirement {
            case .action(let owner):
                #expect(restriction == .action(KeyAction.Kind(rawValue: owner) ?? .character), "\(field.name)")
                #expect(KeyAction.Kind(rawValue: owner) != nil, "'\(field.name)' belongs to no action '\(owner)'")
            case .textKeysOnly: #expect(restriction == .textKeysOnly, "\(field.name)")
            default: #expect(restriction == KeyField.Restriction.none, "\(field.name)")
            }
        }
        #expect(KeyField.restriction(of: .to) == .action(.layer))
        #expect(KeyField.restriction(of: .shifted) == .textKeysOnly)
        #expect(KeyField.restriction(of: .width) == KeyField.Restriction.none)
    }

    /// Every field of every table is described in docs/FORMAT.md.
    @Test func theReferenceDescribesEveryField() throws {
        let url = URL(fileURLWithPath: packageRoot() + "/docs/FORMAT.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        for (name, table, _) in Self.pairs {
            for field in table.names {
                #expect(text.contains("`\(field)`"), "docs/FORMAT.md does not describe \(name) field '\(field)'")
            }
        }
    }
}
