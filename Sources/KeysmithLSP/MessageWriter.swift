#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads and writes the JSON of messages with Foundation's coders.
package struct MessageWriter: @unchecked Sendable {
    // The coders are configured once and never changed, only used.
    let encoder: JSONEncoder
    let decoder = JSONDecoder()

    package init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
    }

    /// The parameters of a message, or `nil` when they do not have the shape of `Params`.
    func decode<Params: Decodable>(_ type: Params.Type, _ data: Data) -> Params? {
        (try? decoder.decode(RPCEnvelope.WithParams<Params>.self, from: data))?.params
    }

    func response<Result: Encodable>(id: RPCID?, result: Result) -> [UInt8] {
        encode(RPCResponse(id: id, result: result, error: nil))
    }

    func response(id: RPCID?, error: RPCError) -> [UInt8] {
        encode(RPCResponse<Int>(id: id, result: nil, error: error))
    }

    func notification<Params: Encodable>(_ method: String, _ params: Params) -> [UInt8] {
        encode(RPCNotification(method: method, params: params))
    }

    /// A `window/logMessage` notification.
    package func log(_ type: LogType, _ message: String) -> [UInt8] {
        notification("window/logMessage", LSP.LogMessageParams(type: type.rawValue, message: message))
    }

    /// The levels of `window/logMessage`.
    package enum LogType: Int, Sendable {
        case error = 1
        case warning, info, log
    }

    private func encode(_ value: some Encodable) -> [UInt8] {
        // Every value written is made of strings, numbers, booleans and arrays, which always encode.
        (try? encoder.encode(value)).map { Array($0) } ?? Array(#"{"jsonrpc":"2.0","id":null,"result":null}"#.utf8)
    }
}

/// A result of any type, for a response.
struct AnyResult: Encodable {
    let value: any Encodable

    init(_ value: any Encodable) { self.value = value }

    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
