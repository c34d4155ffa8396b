/// A JSON-RPC error answer: the code the specification gives the case, and a message.
package struct RPCError: Error, Encodable, Sendable, Equatable {
    package var code: Int
    package var message: String

    package init(_ code: Code, _ message: String) {
        self.code = code.rawValue
        self.message = message
    }

    /// The codes of JSON-RPC 2.0 and of the Language Server Protocol 3.17.
    package enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestFailed = -32803
        case requestCancelled = -32800
    }
}
