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
