/// One HTTP/1.x request as the preview server read it: the request line, the header fields
/// (names in lower case) and the body.
package struct HTTPRequest: Sendable, Equatable {
    /// The method, as sent (methods are case-sensitive: `GET`, `POST`, `HEAD`).
    package var method: String
    /// The target's path, before any `?`, not decoded (the server's routes are plain ASCII).
    package var path: String
    /// The query's `name=value` pairs, `+` and percent escapes decoded; the last of a repeated
    /// name wins.
    package var query: [String: String]
    /// The minor version: 0 for HTTP/1.0, 1 for HTTP/1.1.
    package var minorVersion: Int
    /// Header fields by lower-case name; repeated fields joined with `, `.
    package var headers: [String: String]
    /// The body (`Content-Length` bytes).
    package var body: [UInt8]

    /// Whether the connection stays open after the response: HTTP/1.1 unless
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    package var keepsAlive: Bool {
        let tokens = (headers["connection"] ?? "").lowercased().split(separator: ",").map {
            $0.trimmingSpaces()
        }
        return minorVersion == 1 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
