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
