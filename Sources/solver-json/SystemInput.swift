import ConstraintSolver

/// One constraint system as read from JSON.
///
/// ```json
/// {"variables":["a","b"],
///  "constraints":[{"terms":[["a",1.0],["b",-2.0]],"constant":-6,"op":"==","strength":"required","tag":"A"}],
///  "edits":[{"variable":"a","strength":"strong","value":10}]}
/// ```
struct SystemInput: Decodable {
    var variables: [String]?
    var constraints: [ConstraintInput]
    var edits: [EditInput]?
}

/// A constraint `Σ coefficient·variable + constant op 0`.
struct ConstraintInput: Decodable {
    var terms: [TermInput]
    var constant: Double?
    var op: String
    var strength: StrengthInput?
    var tag: String?
}

/// A `[name, coefficient]` pair.
struct TermInput: Decodable {
    var name: String
    var coefficient: Double

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        name = try container.decode(String.self)
        coefficient = try container.decode(Double.self)
    }
}

/// An edit variable with its strength and suggested value.
struct EditInput: Decodable {
    var variable: String
    var strength: StrengthInput?
    var value: Double
}

/// `"required"`, `"strong"`, `"medium"`, `"weak"` or a number (a raw weight).
struct StrengthInput: Decodable {
    var strength: Strength

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let weight = try? container.decode(Double.self) {
            strength = Strength(weight: weight)
            return
        }
        let name = try container.decode(String.self)
        switch name {
        case "required": strength = .required
        case "strong": strength = .strong
        case "medium": strength = .medium
        case "weak": strength = .weak
        default:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown strength '\(name)'")
        }
    }
}

/// One system or an array of systems.
enum Input: Decodable {
    case one(SystemInput)
    case many([SystemInput])

    init(from decoder: any Decoder) throws {
        if let many = try? [SystemInput](from: decoder) {
            self = .many(many)
        } else {
            self = .one(try SystemInput(from: decoder))
        }
    }
}
