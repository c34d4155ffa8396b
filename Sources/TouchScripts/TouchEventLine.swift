import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import LayoutDiagnostics

/// One line of a touch-event file (JSON lines):
/// `{"t":0.12,"touch":1,"phase":"began","x":20,"y":30}`.
///
/// A small, strict JSON-object reader written for this one shape, fast and safe on any bytes
/// (it is fuzzed): keys `t` (seconds), `touch` (an integer id), `phase` (`began`, `moved`,
/// `ended` or `cancelled`), `x` and `y` (points) are required, each once; other keys may carry
/// a string, number, `true`, `false` or `null` and are ignored; nested objects and arrays are
/// errors. Lines are at most ``maxLength`` bytes; a line of only white space is skipped.
package enum TouchEventLine {
    /// The longest line accepted, in bytes (without its line break).
    package static let maxLength = 4096

    /// A parsed line: the event and the column of its `t` value (for time errors).
    package struct Parsed: Equatable, Sendable {
        package var event: TouchEvent
        package var timeColumn: Int
    }

    /// Parses one line (without its line break).
    ///
    /// - Parameter line: The line's bytes (UTF-8).
    /// - Returns: The event, or `nil` for a blank line.
    /// - Throws: ``EventLineError`` with the column of the first problem.
    /// - Complexity: O(*n*) in the length of the line.
    package static func parse(_ line: ArraySlice<UInt8>) throws(EventLineError) -> Parsed? {
        let bytes = Array(line)
        var reader = Reader(bytes: bytes)
        return try reader.line()
    }
}

extension TouchEventLine {
    /// The reader's state: the bytes and a position.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        // MARK: - Line

        mutating func line() throws(EventLineError) -> Parsed? {
            if bytes.count > TouchEventLine.maxLength {
                throw error(at: TouchEventLine.maxLength, "line is longer than \(TouchEventLine.maxLength) bytes")
            }
            skipSpace()
            if position == bytes.count { return nil }
            try expect(UInt8(ascii: "{"), "expected '{' at the start of an event")
            var time: Double?
            var timeColumn = 0
            var touch: Int?
            var phase: TouchEvent.Phase?
            var x: Double?
            var y: Double?
            skipSpace()
            if peek() == UInt8(ascii: "}") {
                position += 1
            } else {
                while true {
                    skipSpace()
                    let keyStart = position
                    guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                    let key = try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"), "expected ':' after the key")
                    skipSpace()
                    let valueStart = position
                    func duplicate() -> EventLineError { error(at: keyStart, "duplicate key '\(key)'") }
                    switch key {
                    case "t":
                        if time != nil { throw duplicate() }
                        time = try number(for: key)
                        timeColumn = column(of: valueStart)
                    case "touch":
                        if touch != nil { throw duplicate() }
                        let value = try number(for: key)
                        guard value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else {
                            throw error(at: valueStart, "'touch' must be a whole number")
                        }
                        touch = Int(value)
                    case "phase":
                        if phase != nil { throw duplicate() }
                        guard peek() == UInt8(ascii: "\"") else {
                            throw error("'phase' must be a string: began, moved, ended or cancelled")
                        }
                        let name = try string()
                        guard let value = TouchEvent.Phase(rawValue: name) else {
                            throw error(
                                at: valueStart,
                                "unknown phase '\(name)'; expected began, moved, ended or cancelled")
                        }
                        phase = value
                    case "x":
                        if x != nil { throw duplicate() }
                        x = try number(for: key)
                    case "y":
                        if y != nil { throw duplicate() }
                        y = try number(for: key)
                    default:
                        try skipScalarValue()
                    }
                    skipSpace()
                    if peek() == UInt8(ascii: ",") {
                        position += 1
                        continue
                    }
                    try expect(UInt8(ascii: "}"), "expected ',' or '}' after a value")
                    break
                }
            }
            skipSpace()
            if position < bytes.count { throw error("unexpected text after the event") }
            guard let time else { throw error(at: 0, "missing key 't'") }
            guard let touch else { throw error(at: 0, "missing key 'touch'") }
            guard let phase else { throw error(at: 0, "missing key 'phase'") }
            guard let x else { throw error(at: 0, "missing key 'x'") }
            guard let y else { throw error(at: 0, "missing key 'y'") }
            let event = TouchEvent(id: touch, phase: phase, location: KeyboardPoint(x: x, y: y), timestamp: time)
            return Parsed(event: event, timeColumn: timeColumn)
        }

        // MARK: - Values

        /// A JSON number, which must be finite.
        mutating func number(for key: String) throws(EventLineError) -> Double {
            let start = position
            if peek() == UInt8(ascii: "-") { position += 1 }
            guard let first = peek(), Self.isDigit(first) else {
                position = start
                throw error("'\(key)' must be a number")
            }
            position += 1
            if first != UInt8(ascii: "0") { skipDigits() }
            if peek() == UInt8(ascii: ".") {
                position += 1
                guard let digit = peek(), Self.isDigit(digit) else { throw error("expected a digit after '.'") }
                skipDigits()
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                position += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
                guard let digit = peek(), Self.isDigit(digit) else { throw error("expected a digit in the exponent") }
                skipDigits()
            }
            var text = ""
            text.unicodeScalars.reserveCapacity(position - start)
            for byte in bytes[start..<position] { text.unicodeScalars.append(Unicode.Scalar(byte)) }
            guard let value = Double(text), value.isFinite else {
                throw error(at: start, "number '\(text)' is out of range")
            }
            return value
        }

        /// A JSON string (after its opening quote is seen), decoded.
        mutating func string() throws(EventLineError) -> String {
            let start = position
            position += 1
            var scalars = String.UnicodeScalarView()
            while true {
                guard let byte = peek() else { throw error(at: start, "unterminated string") }
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    position += 1
                    scalars.append(try escape())
                case 0..<0x20:
                    throw error("control character in a string")
                case 0..<0x80:
                    scalars.append(Unicode.Scalar(byte))
                    position += 1
                default:
                    scalars.append(try utf8Scalar())
                }
            }
        }

        /// The scalar of a backslash escape (after the backslash).
        mutating func escape() throws(EventLineError) -> Unicode.Scalar {
            do throws(JSONText.EscapeError) {
                return try JSONText.unescape(bytes, at: &position)
            } catch {
                throw self.error(at: error.offset, error.message)
            }
        }

        /// One multi-byte UTF-8 scalar, validated.
        mutating func utf8Scalar() throws(EventLineError) -> Unicode.Scalar {
            let first = bytes[position]
            let length: Int
            var value: UInt32
            switch first {
            case 0xC2...0xDF:
                length = 2
                value = UInt32(first & 0x1F)
            case 0xE0...0xEF:
                length = 3
                value = UInt32(first & 0x0F)
            case 0xF0...0xF4:
                length = 4
                value = UInt32(first & 0x07)
            default:
                throw error("invalid UTF-8")
            }
            guard position + length <= bytes.count else { throw error("invalid UTF-8") }
            for offset in 1..<length {
                let byte = bytes[position + offset]
                guard byte & 0xC0 == 0x80 else { throw error("invalid UTF-8") }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw error("invalid UTF-8") }
            position += length
            return scalar
        }

        /// Skips a value of an ignored key: a string, number, `true`, `false` or `null`.
        mutating func skipScalarValue() throws(EventLineError) {
            guard let byte = peek() else { throw error("expected a value") }
            switch byte {
            case UInt8(ascii: "\""):
                _ = try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try number(for: "value")
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                for word in ["true", "false", "null"] where matches(word) {
                    position += word.utf8.count
                    return
                }
                throw error("expected a value")
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                throw error("nested objects and arrays are not supported")
            default:
                throw error("expected a value")
            }
        }

        // MARK: - Bytes

        func peek(_ offset: Int = 0) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        func matches(_ word: String) -> Bool {
            var index = position
            for byte in word.utf8 {
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }

        mutating func expect(_ byte: UInt8, _ message: String) throws(EventLineError) {
            guard peek() == byte else { throw error(message) }
            position += 1
        }

        mutating func skipSpace() {
            while let byte = peek(),
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            {
                position += 1
            }
        }

        mutating func skipDigits() {
            while let byte = peek(), Self.isDigit(byte) { position += 1 }
        }

        static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        /// The 1-based column of byte `offset`, counting scalars (UTF-8 lead bytes).
        func column(of offset: Int) -> Int {
            var column = 1
            for byte in bytes[0..<min(offset, bytes.count)] where byte & 0xC0 != 0x80 {
                column += 1
            }
            return column
        }

        func error(_ message: String) -> EventLineError {
            error(at: position, message)
        }

        func error(at offset: Int, _ message: String) -> EventLineError {
            EventLineError(column: column(of: offset), message: message)
        }
    }
}
