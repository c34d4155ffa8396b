import TestSupport
import Testing

@testable import KeysmithPreview

@Suite struct HTTPRequestParserTests {
    let parser = HTTPRequestParser()

    func parse(_ text: String) -> HTTPRequestParser.Outcome {
        parser.parse(Array(text.utf8)[...])
    }

    @Test func aGetWithAQuery() throws {
        let text =
            "GET /size?width=844&height=1%2E5e2&name=a+b%21 HTTP/1.1\r\nHost: 127.0.0.1:8125\r\nX-Two: a\r\n"
            + "x-two: b\r\n\r\n"
        guard case .request(let request, let consumed) = parse(text) else {
            Issue.record("not a request: \(parse(text))")
            return
        }
        // The request line is 55 bytes + CRLF; the fields 22 + 10 + 10; the blank line 2.
        #expect(consumed == 101)
        #expect(consumed == text.utf8.count)
        #expect(request.method == "GET")
        #expect(request.path == "/size")
        #expect(request.query == ["width": "844", "height": "1.5e2", "name": "a b!"])
        #expect(request.minorVersion == 1)
        #expect(request.headers == ["host": "127.0.0.1:8125", "x-two": "a, b"])
        #expect(request.body.isEmpty)
        #expect(request.keepsAlive)
    }

    @Test func aPostBodyEveryPrefixIsIncompleteAndTheRestIsLeft() {
        let body = "{\"t\":1,\"touch\":1,\"phase\":\"began\",\"x\":2,\"y\":3}"
        let request = "POST /touches HTTP/1.1\r\nHost: h\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
        let bytes = Array(request.utf8)
        for end in 0..<bytes.count {
            #expect(parser.parse(bytes[..<end]) == .incomplete(expectsContinue: false), "prefix of \(end) bytes")
        }
        let pipelined = bytes + Array("GET / HTTP/1.1\r\n".utf8)
        guard case .request(let parsed, let consumed) = parser.parse(pipelined[...]) else {
            Issue.record("not a request")
            return
        }
        #expect(consumed == bytes.count)
        #expect(parsed.body == Array(body.utf8))
        #expect(parsed.method == "POST")
    }

    @Test func bareLineFeedsAndLeadingBlankLines() throws {
        guard case .request(let request, let consumed) = parse("\r\n\nGET /state HTTP/1.0\nConnection: keep-alive\n\n")
        else {
            Issue.record("not a request")
            return
        }
        // 3 blank-line bytes, a 20-byte request line, a 23-byte field, the final LF.
        #expect(consumed == 47)
        #expect(request.path == "/state")
        #expect(request.minorVersion == 0)
        #expect(request.keepsAlive)
        let closing = try #require(parse("GET / HTTP/1.0\r\n\r\n").request)
        #expect(!closing.keepsAlive)
        let closed = try #require(parse("GET / HTTP/1.1\r\nHost: h\r\nConnection: Keep-Alive, Close\r\n\r\n").request)
        #expect(!closed.keepsAlive)
    }

    @Test func expectContinueIsSaidOnceTheHeaderIsWhole() {
        let head = "POST /touches HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n"
        #expect(parse(head) == .incomplete(expectsContinue: true))
        #expect(parse(head + "ab") == .incomplete(expectsContinue: true))
        #expect(parse(String(head.dropLast(2))) == .incomplete(expectsContinue: false))
        guard case .request(let request, _) = parse(head + "abcd") else {
            Issue.record("not a request")
            return
        }
        #expect(request.body == Array("abcd".utf8))
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\n\r\n", HTTPStatus.badRequest),
        ("GET / HTTP/1.2\r\nHost: h\r\n\r\n", .versionNotSupported),
        ("GET / HTTP/2.0\r\nHost: h\r\n\r\n", .versionNotSupported),
        ("GET / HTTX/1.1\r\nHost: h\r\n\r\n", .badRequest),
        ("GET /\r\nHost: h\r\n\r\n", .badRequest),
        ("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", .badRequest),
        ("GE(T / HTTP/1.1\r\nHost: h\r\n\r\n", .badRequest),
        ("GET * HTTP/1.1\r\nHost: h\r\n\r\n", .badRequest),
        ("GET http://h/ HTTP/1.1\r\nHost: h\r\n\r\n", .badRequest),
        ("GET /a\u{7F}b HTTP/1.1\r\nHost: h\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: h\r\n x\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: h\r\nNo colon\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: h\r\n: empty\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: h\r\nHost: i\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: h\r\nBell: \u{07}\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1x\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", .badRequest),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 9999999999999999\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 262145\r\n\r\n", .contentTooLarge),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n", .notImplemented),
        ("POST / HTTP/1.1\r\nHost: h\r\nExpect: later\r\n\r\n", .expectationFailed),
    ])
    func refused(_ text: String, _ status: HTTPStatus) {
        guard case .rejected(let found, let reason) = parse(text) else {
            Issue.record("\(text.debugDescription) was not refused: \(parse(text))")
            return
        }
        #expect(found == status, "\(text.debugDescription): \(reason)")
        #expect(!reason.isEmpty)
    }

    @Test func limits() {
        // A repeated equal Content-Length is allowed (RFC 9110 §8.6).
        guard case .request = parse("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\na")
        else {
            Issue.record("repeated equal lengths refused")
            return
        }
        let longTarget = "GET /" + String(repeating: "a", count: 8 * 1024) + " HTTP/1.1\r\nHost: h\r\n\r\n"
        #expect(status(of: longTarget) == .uriTooLong)
        // Without its line end, a request line longer than any target is refused before the rest comes.
        #expect(status(of: "GET /" + String(repeating: "a", count: 9 * 1024)) == .uriTooLong)
        let bigHeader = "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "b", count: 16 * 1024) + "\r\n\r\n"
        #expect(status(of: bigHeader) == .headerFieldsTooLarge)
        #expect(
            status(of: "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "b", count: 17 * 1024))
                == .headerFieldsTooLarge)
        let fields = (0..<64).map { "X-\($0): 1\r\n" }.joined()
        #expect(status(of: "GET / HTTP/1.1\r\n" + fields + "\r\n") == .badRequest)  // 64 fields, no Host
        #expect(status(of: "GET / HTTP/1.1\r\nHost: h\r\n" + fields + "\r\n") == .headerFieldsTooLarge)
    }

    func status(of text: String) -> HTTPStatus? {
        if case .rejected(let status, _) = parse(text) { return status }
        return nil
    }

    /// Requests made from a reference model (method, path, query, fields, body) read back as
    /// the model, whole or after any split into two deliveries.
    @Test func generatedRequestsReadBackAsTheirModel() {
        var random = SplitMix64(seed: 0x4854_5450)
        let methods = ["GET", "POST", "HEAD", "PUT", "X-CUSTOM"]
        let nameBytes = Array("abcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        for _ in 0..<300 {
            let method = methods[Int(random.next() % UInt64(methods.count))]
            let path =
                "/"
                + String(
                    decoding: (0..<Int(random.next() % 12)).map { _ in nameBytes[Int(random.next() % 36)] },
                    as: UTF8.self)
            var query: [String: String] = [:]
            for _ in 0..<Int(random.next() % 3) {
                let name = "q\(random.next() % 100)"
                query[name] = "v\(random.next() % 1000)"
            }
            var fields: [String: String] = ["host": "h\(random.next() % 10)"]
            for _ in 0..<Int(random.next() % 5) {
                fields["x-\(random.next() % 50)"] = "value \(random.next() % 1000)"
            }
            let body = (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var text = method + " " + path
            if !query.isEmpty { text += "?" + query.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "&") }
            text += " HTTP/1.1\r\n"
            for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
                text +=
                    (random.next() % 2 == 0 ? name.uppercased() : name) + ":" + (random.next() % 2 == 0 ? " " : "")
                    + value + "\r\n"
            }
            if !body.isEmpty { text += "Content-Length: \(body.count)\r\n" }
            let bytes = Array((text + "\r\n").utf8) + body
            var expectedFields = fields
            if !body.isEmpty { expectedFields["content-length"] = "\(body.count)" }
            let split = Int(random.next() % UInt64(bytes.count))
            #expect(parser.parse(bytes[..<split]) == .incomplete(expectsContinue: false))
            guard case .request(let request, let consumed) = parser.parse(bytes[...]) else {
                Issue.record("not read: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                continue
            }
            #expect(consumed == bytes.count)
            #expect(request.method == method)
            #expect(request.path == path)
            #expect(request.query == query)
            #expect(request.headers == expectedFields)
            #expect(request.body == body)
        }
    }

    /// Random bytes, and valid requests with random bytes changed, never trap, and whatever is
    /// read as a request consumes no more than was there.
    @Test func randomBytesAreReadOrRefusedWithoutTrapping() {
        var random = SplitMix64(seed: 0xB17E5)
        let valid = Array("POST /touches?face=x HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nabcde".utf8)
        var counts = [0, 0, 0]
        for round in 0..<3_000 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int(random.next() % 400)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            } else {
                bytes = valid
                for _ in 0..<1 + Int(random.next() % 4) {
                    bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            switch parser.parse(bytes[...]) {
            case .incomplete: counts[0] += 1
            case .request(_, let consumed):
                counts[1] += 1
                #expect(consumed <= bytes.count)
            case .rejected(let status, _):
                counts[2] += 1
                #expect(status.rawValue >= 400)
            }
        }
        // Each outcome happens (numbers from this seed; any change of the reader shows here).
        #expect(counts.allSatisfy { $0 > 50 }, "\(counts)")
    }
}

extension HTTPRequestParser.Outcome {
    /// The request read, or `nil` for any other outcome: for `try #require`.
    var request: HTTPRequest? {
        if case .request(let request, _) = self { return request }
        return nil
    }
}
