/// A response the preview server sends: status, content type, body and any extra fields.
package struct HTTPResponse: Sendable, Equatable {
    package var status: HTTPStatus
    package var contentType: String
    package var body: [UInt8]
    /// Fields beyond the ones every response carries.
    package var headers: [(String, String)] = []

    init(_ status: HTTPStatus, contentType: String, body: [UInt8], headers: [(String, String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    /// A JSON body.
    static func json(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status, contentType: "application/json; charset=utf-8", body: Array(text.utf8))
    }

    /// A plain-text body: the status's reason, and why.
    static func problem(_ status: HTTPStatus, _ reason: String, headers: [(String, String)] = []) -> HTTPResponse {
        HTTPResponse(
            status, contentType: "text/plain; charset=utf-8",
            body: Array("\(status.rawValue) \(status.reason): \(reason)\n".utf8), headers: headers)
    }

    /// The bytes on the wire: status line, fields, blank line and (unless `headOnly`) the body.
    ///
    /// Every response says its length, forbids caching and sniffing, and carries a content
    /// security policy that lets the page use only itself (no outside scripts, styles, fonts or
    /// images).
    package func bytes(keepAlive: Bool, headOnly: Bool = false) -> [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        head += "Content-Security-Policy: \(Self.contentSecurityPolicy)\r\n"
        for (name, value) in headers {
            head += "\(name): \(value)\r\n"
        }
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        if !headOnly { bytes += body }
        return bytes
    }

    /// The head of a Server-Sent Events stream (no length: it stays open).
    static func eventStreamHead() -> [UInt8] {
        Array(
            ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\n"
                + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n").utf8)
    }

    /// Only the page's own inline script and styles, and requests back to the server.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; "
        + "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    package static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.contentType == rhs.contentType && lhs.body == rhs.body
            && lhs.headers.elementsEqual(rhs.headers, by: { $0 == $1 })
    }
}
