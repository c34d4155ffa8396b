import ConstraintSolver

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
