// MARK: - Reading string escapes (shared by the hand-written JSON readers)

extension JSONText {
    /// A malformed escape in a JSON string: what is wrong and the byte offset it points at.
    package struct EscapeError: Error, Equatable, Sendable {
        /// The offset of the byte the problem is reported at.
        package let offset: Int
        /// "invalid escape '\q'", "expected four hex digits after \u", …
        package let message: String

        package init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
    }

    /// Decodes one backslash escape of a JSON string (RFC 8259 §7), surrogate pairs included.
    ///
    /// - Parameters:
    ///   - bytes: The text.
    ///   - position: The offset just past the backslash; on return, just past the escape.
    /// - Returns: The scalar the escape stands for.
    /// - Throws: ``EscapeError`` at the escape letter for an unknown escape, at the offending
    ///   byte for a short `\u`, and at the backslash for an unpaired surrogate.
    package static func unescape<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at position: inout Int
    ) throws(EscapeError) -> Unicode.Scalar where Bytes.Index == Int {
        guard position < bytes.endIndex else {
            throw EscapeError(offset: position, message: "unterminated escape")
        }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""):
            position += 1
            return "\""
        case UInt8(ascii: "\\"):
            position += 1
            return "\\"
        case UInt8(ascii: "/"):
            position += 1
            return "/"
        case UInt8(ascii: "b"):
            position += 1
            return "\u{8}"
        case UInt8(ascii: "f"):
            position += 1
            return "\u{C}"
        case UInt8(ascii: "n"):
            position += 1
            return "\n"
        case UInt8(ascii: "r"):
            position += 1
            return "\r"
        case UInt8(ascii: "t"):
            position += 1
            return "\t"
        case UInt8(ascii: "u"):
            let escapeStart = position - 1
            let unpaired = EscapeError(offset: escapeStart, message: "unpaired surrogate in a \\u escape")
            position += 1
            let high = try hex4(bytes, at: &position)
            if (0xD800..<0xDC00).contains(high) {
                guard position + 1 < bytes.endIndex, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw unpaired }
                position += 2
                let low = try hex4(bytes, at: &position)
                guard (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw unpaired }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw unpaired }
            return scalar
        default:
            throw EscapeError(offset: position, message: "invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    /// Four hex digits at `position`, which moves past them.
    private static func hex4<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at position: inout Int
    ) throws(EscapeError) -> UInt32 where Bytes.Index == Int {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.endIndex else {
                throw EscapeError(offset: position, message: "expected four hex digits after \\u")
            }
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw EscapeError(offset: position, message: "expected four hex digits after \\u")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
