/// A constraint `Σ coefficient·variable + constant op 0`.
struct ConstraintInput: Decodable {
    var terms: [TermInput]
    var constant: Double?
    var op: String
    var strength: StrengthInput?
    var tag: String?
}
