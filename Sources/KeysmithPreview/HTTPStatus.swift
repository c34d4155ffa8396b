/// The status codes the preview server answers with.
package enum HTTPStatus: Int, Sendable, Equatable, CaseIterable {
    case ok = 200
    case noContent = 204
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case contentTooLarge = 413
    case uriTooLong = 414
    case expectationFailed = 417
    case misdirectedRequest = 421
    case unprocessableContent = 422
    case headerFieldsTooLarge = 431
    case notImplemented = 501
    case serviceUnavailable = 503
    case versionNotSupported = 505

    /// The reason phrase of RFC 9110.
    package var reason: String {
        switch self {
        case .ok: "OK"
        case .noContent: "No Content"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .contentTooLarge: "Content Too Large"
        case .uriTooLong: "URI Too Long"
        case .expectationFailed: "Expectation Failed"
        case .misdirectedRequest: "Misdirected Request"
        case .unprocessableContent: "Unprocessable Content"
        case .headerFieldsTooLarge: "Request Header Fields Too Large"
        case .notImplemented: "Not Implemented"
        case .serviceUnavailable: "Service Unavailable"
        case .versionNotSupported: "HTTP Version Not Supported"
        }
    }
}
