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
