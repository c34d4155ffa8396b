/// The answer for one system: every variable's value, or an error with the conflicting tags.
struct SystemOutput: Encodable {
    var values: [String: Double]?
    var error: String?
    var conflict: [String]?
}
