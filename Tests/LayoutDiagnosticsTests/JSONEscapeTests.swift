import LayoutDiagnostics
import Testing

/// The string-escape decoder shared by the event-line and height-table readers.
@Suite struct JSONEscapeTests {
    /// Decodes the escape after the backslash at the start of `text`.
    static func decode(_ text: String) -> (scalar: Unicode.Scalar?, end: Int, error: JSONText.EscapeError?) {
        let bytes = Array(text.utf8)
        var position = 1
        do throws(JSONText.EscapeError) {
            let scalar = try JSONText.unescape(bytes, at: &position)
            return (scalar, position, nil)
        } catch {
            return (nil, position, error)
        }
    }

    @Test(arguments: [
        (#"\n"#, "\n", 2), (#"\""#, "\"", 2), (#"\/"#, "/", 2), (#"\b"#, "\u{8}", 2),
        (#"\u00e9x"#, "é", 6), (#"\uD83D\uDC4D"#, "👍", 12), (#"\u0041"#, "A", 6),
    ])
    func decodes(text: String, expected: String, end: Int) {
        let result = Self.decode(text)
        #expect(result.scalar.map { String(Character($0)) } == expected)
        #expect(result.end == end)
    }

    @Test(arguments: [
        (#"\q"#, 1, "invalid escape '\\q'"),
        (#"\u12"#, 4, "expected four hex digits after \\u"),
        (#"\u12g4"#, 4, "expected four hex digits after \\u"),
        (#"\ud800"#, 0, "unpaired surrogate in a \\u escape"),
        (#"\ud800\u0041"#, 0, "unpaired surrogate in a \\u escape"),
        (#"\udc00"#, 0, "unpaired surrogate in a \\u escape"),
        (#"\"#, 1, "unterminated escape"),
    ])
    func rejects(text: String, offset: Int, message: String) {
        #expect(Self.decode(text).error == JSONText.EscapeError(offset: offset, message: message))
    }
}

/// `JSONText.quoted` against a reference written scalar by scalar from JSON's rules.
@Suite struct JSONQuotedTests {
    /// The reference: each scalar as JSON writes it inside quotes.
    static func reference(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    @Test(arguments: [
        ("", #""""#), ("a", #""a""#), ("say \"hi\"", #""say \"hi\"""#), ("a\\b", #""a\\b""#),
        ("1\n2\r\n3\t", #""1\n2\r\n3\t""#), ("\u{0}\u{1F}", #""\u0000\u001f""#),
        ("\u{2028}x\u{2029}", #""\u2028x\u2029""#), ("é€😀\u{2027}\u{202A}", "\"é€😀\u{2027}\u{202A}\""),
    ])
    func quotes(_ value: String, _ expected: String) {
        #expect(JSONText.quoted(value) == expected)
        #expect(Self.reference(value) == expected)
    }

    /// Random texts from an alphabet of everything that is escaped and its neighbours.
    @Test func agreesWithTheReference() {
        let alphabet: [Unicode.Scalar] = [
            "a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{8}", "\u{1F}", " ", "\u{7F}", "é", "\u{2027}", "\u{2028}",
            "\u{2029}", "\u{202A}", "€", "😀", "\u{E2}", "\u{80}",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                text.unicodeScalars.append(alphabet.randomElement(using: &generator) ?? "a")
            }
            #expect(JSONText.quoted(text) == Self.reference(text), "\(Array(text.unicodeScalars))")
        }
    }
}
