import KeyboardModel
import LayoutDiagnostics

/// A JSON value with its object keys in the order written, for the generated schemas: the same
/// tables always give the same bytes.
package indirect enum SchemaValue: Sendable, Equatable {
    case object([(key: String, value: SchemaValue)])
    case array([SchemaValue])
    case string(String)
    case integer(Int)
    /// A number written in its shortest form (`0.3`, `8`).
    case number(Double)
    case boolean(Bool)

    package static func == (lhs: SchemaValue, rhs: SchemaValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.boolean(let a), .boolean(let b)): a == b
        default: false
        }
    }

    /// The value of `key`, when this is an object that has it.
    package subscript(key: String) -> SchemaValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// An array of strings.
    package static func strings(_ values: [String]) -> SchemaValue { .array(values.map(SchemaValue.string)) }

    /// `{"$ref": "#/$defs/NAME"}`.
    package static func reference(_ name: String) -> SchemaValue { .object([("$ref", .string("#/$defs/" + name))]) }

    /// This object with `members` added after its own.
    package func adding(_ members: [(key: String, value: SchemaValue)]) -> SchemaValue {
        guard case .object(let own) = self else { return self }
        return .object(own + members)
    }

    /// The value as JSON text indented by two spaces, an array of scalars on one line, ending
    /// with a line break.
    package var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let value): out += JSONText.quoted(value)
        case .integer(let value): out += String(value)
        case .number(let value): out += KeyboardSize.format(value)
        case .boolean(let value): out += value ? "true" : "false"
        case .array(let items):
            let scalars = items.allSatisfy {
                if case .object = $0 { return false }
                if case .array = $0 { return false }
                return true
            }
            if scalars {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ", " }
                    item.write(to: &out, indent: indent)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                item.write(to: &out, indent: indent + "  ")
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += indent + "  " + JSONText.quoted(member.key) + ": "
                member.value.write(to: &out, indent: indent + "  ")
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }
}
