import KeyboardGeometry
import KeyboardInput
import TestSupport
import Testing

@testable import TouchScripts

/// The JSON-lines reader of touch events: accepted shapes, exact error columns, no crash on
/// random bytes.
@MainActor @Suite struct TouchEventLineTests {
    private func parse(_ line: String) throws(EventLineError) -> TouchEventLine.Parsed? {
        try TouchEventLine.parse(ArraySlice(Array(line.utf8)))
    }

    @Test func readsAnEvent() throws {
        let parsed = try #require(try parse(#"{"t":0.12,"touch":1,"phase":"began","x":20,"y":30}"#))
        #expect(
            parsed.event == TouchEvent(id: 1, phase: .began, location: KeyboardPoint(x: 20, y: 30), timestamp: 0.12))
        #expect(parsed.timeColumn == 6)
    }

    @Test func keysInAnyOrderWithSpacesAndIgnoredKeys() throws {
        let line =
            " { \"y\" : -3.5e1 ,\"note\":\"h\\u00e9 \\ud83d\\ude00\", \"x\":0, \"ok\":true, \"n\":null,"
            + " \"f\":false, \"z\":-0.5, \"phase\":\"cancelled\",\"touch\":-7, \"t\":1E+2 }\r"
        let parsed = try #require(try parse(line))
        #expect(
            parsed.event == TouchEvent(id: -7, phase: .cancelled, location: KeyboardPoint(x: 0, y: -35), timestamp: 100)
        )
    }

    @Test(arguments: ["", "   ", "\t\r"])
    func blankLinesAreSkipped(line: String) throws {
        #expect(try parse(line) == nil)
    }

    @Test(arguments: [
        ("[1]", 1, "expected '{' at the start of an event"),
        ("{", 2, "expected a key in double quotes"),
        ("{}", 1, "missing key 't'"),
        (#"{"t":1,"touch":1,"phase":"began","x":1}"#, 1, "missing key 'y'"),
        (#"{"t":1 "touch":1}"#, 8, "expected ',' or '}' after a value"),
        (#"{"t" 1}"#, 6, "expected ':' after the key"),
        (#"{"t":"1"}"#, 6, "'t' must be a number"),
        (#"{"t":01}"#, 7, "expected ',' or '}' after a value"),
        (#"{"t":1.}"#, 8, "expected a digit after '.'"),
        (#"{"t":1e}"#, 8, "expected a digit in the exponent"),
        (#"{"t":-}"#, 6, "'t' must be a number"),
        (#"{"t":1e999}"#, 6, "number '1e999' is out of range"),
        (#"{"touch":1.5}"#, 10, "'touch' must be a whole number"),
        (#"{"touch":1e300}"#, 10, "'touch' must be a whole number"),
        (#"{"phase":"bgan"}"#, 10, "unknown phase 'bgan'; expected began, moved, ended or cancelled"),
        (#"{"phase":1}"#, 10, "'phase' must be a string: began, moved, ended or cancelled"),
        (#"{"t":1,"t":2}"#, 8, "duplicate key 't'"),
        (#"{"a":[1]}"#, 6, "nested objects and arrays are not supported"),
        (#"{"a":{}}"#, 6, "nested objects and arrays are not supported"),
        (#"{"a":nul}"#, 6, "expected a value"),
        (#"{"a":}"#, 6, "expected a value"),
        (#"{"a":"x}"#, 6, "unterminated string"),
        (#"{"a":"\q"}"#, 8, "invalid escape '\\q'"),
        (#"{"a":"\u12"}"#, 11, "expected four hex digits after \\u"),
        (#"{"a":"\ud800"}"#, 7, "unpaired surrogate in a \\u escape"),
        (#"{"a":"\udc00"}"#, 7, "unpaired surrogate in a \\u escape"),
        ("{\"a\":\"\u{1}\"}", 7, "control character in a string"),
        (#"{"é":"ü" x}"#, 10, "expected ',' or '}' after a value"),
        (#"{"t":1,"touch":1,"phase":"began","x":1,"y":2} x"#, 47, "unexpected text after the event"),
    ])
    func errors(line: String, column: Int, message: String) {
        #expect(throws: EventLineError(column: column, message: message)) { try parse(line) }
    }

    @Test func invalidUTF8() {
        let bytes: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(throws: EventLineError(column: 7, message: "invalid UTF-8")) {
            try TouchEventLine.parse(ArraySlice(bytes))
        }
        let overlong: [UInt8] = Array(#"{"a":""#.utf8) + [0xE0, 0x80, 0xAF] + Array(#""}"#.utf8)
        #expect(throws: EventLineError(column: 7, message: "invalid UTF-8")) {
            try TouchEventLine.parse(ArraySlice(overlong))
        }
    }

    @Test func lineLengthIsBounded() throws {
        let padding = String(repeating: " ", count: TouchEventLine.maxLength - 48)
        let line = #"{"t":1,"touch":1,"phase":"began","x":1,"y":2}"# + padding
        #expect(line.utf8.count == TouchEventLine.maxLength - 3)
        #expect(try parse(line + "   ") != nil)
        #expect(throws: EventLineError(column: 4097, message: "line is longer than 4096 bytes")) {
            try parse(line + "    ")
        }
    }

    /// Random bytes and random mutations of a valid line never crash and fail with a column
    /// inside the line (or one past its end).
    @Test func randomInputNeverCrashes() {
        var random = SplitMix64(seed: 0x7E57)
        let valid = Array(#"{"t":0.12,"touch":1,"phase":"began","x":20,"y":30,"n":"\u00e9"}"#.utf8)
        let alphabet = Array(#"{}[]":,.-+eE0123456789tfnul\ "#.utf8) + [0xC3, 0xA9, 0xFF, 0x80]
        for round in 0..<3_000 {
            var bytes = valid
            if round % 3 == 0 {
                bytes = (0..<Int(random.next() % 80)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            } else {
                for _ in 0..<(1 + Int(random.next() % 4)) where !bytes.isEmpty {
                    let index = Int(random.next() % UInt64(bytes.count))
                    switch random.next() % 3 {
                    case 0: bytes[index] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: index)
                    }
                }
            }
            do {
                _ = try TouchEventLine.parse(ArraySlice(bytes))
            } catch {
                #expect(error.column >= 1 && error.column <= bytes.count + 1, "\(bytes)")
            }
        }
    }
}
