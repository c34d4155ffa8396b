import KeyboardModel
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
