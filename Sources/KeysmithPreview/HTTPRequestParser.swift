import KeyboardModel

/// Reads one HTTP/1.x request (RFC 9112) from the start of the bytes a connection has received,
/// within limits, or says why it cannot.
///
/// The parser keeps no state: the connection calls it again with everything buffered when more
/// bytes arrive, and drops the bytes a complete request consumed. Request bodies must come with
/// `Content-Length` (no chunked uploads: `501`); lines may end in CRLF or a bare LF; empty lines
/// before a request line are skipped, as RFC 9112 §2.2 allows.
package struct HTTPRequestParser: Sendable {
    /// How much of a request the server accepts.
    package struct Limits: Sendable, Equatable {
        /// The request line and header fields together, with their line ends.
        var headerBytes = 16 * 1024
        /// The request target.
        var targetBytes = 8 * 1024
        /// Header fields.
        var headerFields = 64
        /// The body.
        var bodyBytes = 256 * 1024
    }

    /// What the bytes hold.
    package enum Outcome: Sendable, Equatable {
        /// Not a whole request yet. `expectsContinue` once the header is complete and asked for
        /// `100 Continue` before the body.
        case incomplete(expectsContinue: Bool)
        /// A request, made of the first `consumed` bytes.
        case request(HTTPRequest, consumed: Int)
        /// A request the server refuses; the connection answers `status` and closes.
        case rejected(HTTPStatus, reason: String)
    }

    /// The limits applied.
    package var limits = Limits()

    /// A parser with the default limits.
    package init() {}

    /// Reads the request at the start of `bytes`.
    ///
    /// - Complexity: O(header bytes) — a header is never longer than ``Limits/headerBytes``.
    package func parse(_ bytes: ArraySlice<UInt8>) -> Outcome {
        var start = bytes.startIndex
        // Empty lines before the request line (a client's leftover CRLF after a body).
        while start < bytes.endIndex, bytes[start] == cr || bytes[start] == lf { start += 1 }
        guard start < bytes.endIndex else { return .incomplete(expectsContinue: false) }
        var lines: [ArraySlice<UInt8>] = []
        var position = start
        var headerEnd: Int?
        while position < bytes.endIndex {
            guard let newline = bytes[position...].firstIndex(of: lf) else { break }
            if newline - start > limits.headerBytes { break }
            var line = bytes[position..<newline]
            if line.last == cr { line = line.dropLast() }
            position = newline + 1
            if line.isEmpty {
                headerEnd = position
                break
            }
            lines.append(line)
            if lines.count > limits.headerFields + 1 {
                return .rejected(.headerFieldsTooLarge, reason: "more than \(limits.headerFields) header fields")
            }
        }
        guard let headerEnd else {
            if lines.isEmpty, bytes.endIndex - start > limits.targetBytes + 32 {
                return .rejected(.uriTooLong, reason: "the request line is longer than \(limits.targetBytes) bytes")
            }
            if bytes.endIndex - start > limits.headerBytes {
                return .rejected(.headerFieldsTooLarge, reason: "the header is longer than \(limits.headerBytes) bytes")
            }
            return .incomplete(expectsContinue: false)
        }
        guard let requestLine = lines.first else { return .incomplete(expectsContinue: false) }
        var request: HTTPRequest
        switch self.requestLine(requestLine) {
        case .success(let value): request = value
        case .failure(let rejection): return .rejected(rejection.status, reason: rejection.reason)
        }
        var contentLength: Int?
        for line in lines.dropFirst() {
            switch field(line) {
            case .failure(let rejection):
                return .rejected(rejection.status, reason: rejection.reason)
            case .success(let (name, value)):
                switch name {
                case "host" where request.headers["host"] != nil:
                    return .rejected(.badRequest, reason: "more than one Host field")
                case "content-length":
                    guard let length = Self.length(value) else {
                        return .rejected(.badRequest, reason: "Content-Length is not a number: \(value)")
                    }
                    if let contentLength, contentLength != length {
                        return .rejected(.badRequest, reason: "Content-Length fields disagree")
                    }
                    contentLength = length
                default:
                    break
                }
                request.headers[name] = request.headers[name].map { $0 + ", " + value } ?? value
            }
        }
        if request.minorVersion == 1, request.headers["host"] == nil {
            return .rejected(.badRequest, reason: "an HTTP/1.1 request needs a Host field")
        }
        if request.headers["transfer-encoding"] != nil {
            return .rejected(.notImplemented, reason: "request bodies must be sent with Content-Length")
        }
        let length = contentLength ?? 0
        if length > limits.bodyBytes {
            return .rejected(.contentTooLarge, reason: "the body is longer than \(limits.bodyBytes) bytes")
        }
        var expectsContinue = false
        if let expect = request.headers["expect"] {
            guard expect.lowercased() == "100-continue" else {
                return .rejected(.expectationFailed, reason: "only 'Expect: 100-continue' is understood")
            }
            expectsContinue = true
        }
        guard bytes.endIndex - headerEnd >= length else { return .incomplete(expectsContinue: expectsContinue) }
        request.body = Array(bytes[headerEnd..<headerEnd + length])
        return .request(request, consumed: headerEnd + length - bytes.startIndex)
    }

    // MARK: - Private

    private struct Rejection: Error {
        let status: HTTPStatus
        let reason: String
    }

    private let cr = UInt8(ascii: "\r")
    private let lf = UInt8(ascii: "\n")

    /// `METHOD SP TARGET SP HTTP/1.x`, with single spaces.
    private func requestLine(_ line: ArraySlice<UInt8>) -> Result<HTTPRequest, Rejection> {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte) else {
            return .failure(Rejection(status: .badRequest, reason: "the request line is not METHOD TARGET HTTP/1.x"))
        }
        let target = parts[1]
        guard target.count <= limits.targetBytes else {
            return .failure(
                Rejection(status: .uriTooLong, reason: "the request target is longer than \(limits.targetBytes) bytes"))
        }
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            return .failure(Rejection(status: .badRequest, reason: "the request target must be a path (/…)"))
        }
        let version = Array(parts[2])
        let prefix = Array("HTTP/".utf8)
        let digits = version.count == 8 && version[0..<5].elementsEqual(prefix) && version[6] == UInt8(ascii: ".")
        guard digits, Self.isDigit(version[5]), Self.isDigit(version[7]) else {
            return .failure(Rejection(status: .badRequest, reason: "the request line does not end in HTTP/1.x"))
        }
        guard version[5] == UInt8(ascii: "1"), version[7] <= UInt8(ascii: "1") else {
            return .failure(Rejection(status: .versionNotSupported, reason: "only HTTP/1.0 and HTTP/1.1 are served"))
        }
        let text = String(decoding: target, as: UTF8.self)
        let path: Substring
        var query: [String: String] = [:]
        if let mark = text.firstIndex(of: "?") {
            path = text[..<mark]
            for pair in text[text.index(after: mark)...].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = Self.decoded(halves[0])
                query[name] = halves.count > 1 ? Self.decoded(halves[1]) : ""
            }
        } else {
            path = text[...]
        }
        return .success(
            HTTPRequest(
                method: String(decoding: parts[0], as: UTF8.self), path: String(path), query: query,
                minorVersion: Int(version[7] - UInt8(ascii: "0")), headers: [:], body: []))
    }

    /// `name: value`: a token, a colon right after it, the value without surrounding spaces.
    private func field(_ line: ArraySlice<UInt8>) -> Result<(String, String), Rejection> {
        if line.first == UInt8(ascii: " ") || line.first == UInt8(ascii: "\t") {
            return .failure(Rejection(status: .badRequest, reason: "folded header lines are not allowed"))
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
            line[..<colon].allSatisfy(Self.isTokenByte)
        else {
            return .failure(Rejection(status: .badRequest, reason: "a header line is not 'Name: value'"))
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            value = value.dropFirst()
        }
        while let last = value.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            value = value.dropLast()
        }
        guard !value.contains(where: { ($0 < 0x20 && $0 != UInt8(ascii: "\t")) || $0 == 0x7F }) else {
            return .failure(Rejection(status: .badRequest, reason: "a header value holds a control character"))
        }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        return .success((name, String(decoding: value, as: UTF8.self)))
    }

    /// A `Content-Length` value: 1 to 15 digits.
    private static func length(_ text: String) -> Int? {
        guard (1...15).contains(text.utf8.count), text.utf8.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    /// `tchar` of RFC 9110 §5.6.2.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A query component with `+` as space and `%XX` escapes decoded (a malformed escape is kept
    /// as it is; invalid UTF-8 becomes U+FFFD).
    private static func decoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), utf8.count >= 2, let high = HexDigit.value(utf8[utf8.startIndex]),
                let low = HexDigit.value(utf8[utf8.startIndex + 1])
            {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
