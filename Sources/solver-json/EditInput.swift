/// An edit variable with its strength and suggested value.
struct EditInput: Decodable {
    var variable: String
    var strength: StrengthInput?
    var value: Double
}
