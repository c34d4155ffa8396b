/// What every incoming message is read as first: whether it is a request (an id and a method),
/// a notification (a method alone) or a response (an id alone, to a request the server sent).
struct RPCEnvelope: Decodable {
    var jsonrpc: String?
    var id: RPCID?
    var method: String?

    /// The message with its parameters of type `Params`.
    struct WithParams<Params: Decodable>: Decodable {
        var params: Params
    }
}

/// A response the server writes.
struct RPCResponse<Result: Encodable>: Encodable {
    var id: RPCID?
    var result: Result?
    var error: RPCError?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        // The id is null when the request's could not be read.
        try container.encode(id, forKey: .id)
        if let error {
            try container.encode(error, forKey: .error)
        } else {
            // `result` is required in a success, and null is a result.
            try container.encode(result, forKey: .result)
        }
    }
}

/// A notification the server writes.
struct RPCNotification<Params: Encodable>: Encodable {
    var method: String
    var params: Params

    enum CodingKeys: String, CodingKey { case jsonrpc, method, params }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(method, forKey: .method)
        try container.encode(params, forKey: .params)
    }
}
