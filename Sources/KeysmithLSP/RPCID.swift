/// The id of a JSON-RPC request: a number or a string, echoed in its response.
package enum RPCID: Codable, Sendable, Hashable, CustomStringConvertible {
    case number(Int)
    case string(String)

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    package var description: String {
        switch self {
        case .number(let number): "\(number)"
        case .string(let string): "\"\(string)\""
        }
    }
}
