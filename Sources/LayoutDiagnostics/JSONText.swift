/// Minimal JSON text helpers for the hand-written JSON outputs (diagnostics, `solve`), which must
/// have a fixed key order and cheap start-up.
package enum JSONText {
    /// `value` as a JSON string literal, quotes included: `"`, `\\`, the controls below U+0020
    /// (`\n`, `\r` and `\t` by name, the others as `\u00XX`) and U+2028 and U+2029 (which some
    /// JavaScript parsers take for line breaks) escaped, everything else as it is.
    ///
    /// Byte by byte over the UTF-8 (no byte of a multi-byte character is below 0x80): a language
    /// server quotes whole documents with it.
    package static func quoted(_ value: String) -> String {
        var value = value
        return value.withUTF8 { text in
            var result: [UInt8] = []
            result.reserveCapacity(text.count + 2)
            result.append(UInt8(ascii: "\""))
            var index = 0
            while index < text.count {
                let byte = text[index]
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): appendEscape(byte, to: &result)
                case UInt8(ascii: "\n"): appendEscape(UInt8(ascii: "n"), to: &result)
                case UInt8(ascii: "\r"): appendEscape(UInt8(ascii: "r"), to: &result)
                case UInt8(ascii: "\t"): appendEscape(UInt8(ascii: "t"), to: &result)
                case 0..<0x20: appendUnicodeEscape(UInt32(byte), to: &result)
                case 0xE2
                where index + 2 < text.count && text[index + 1] == 0x80
                    && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                    // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
                    appendUnicodeEscape(text[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &result)
                    index += 2
                default: result.append(byte)
                }
                index += 1
            }
            result.append(UInt8(ascii: "\""))
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// A backslash and `letter`.
    @inline(__always)
    private static func appendEscape(_ letter: UInt8, to result: inout [UInt8]) {
        result.append(UInt8(ascii: "\\"))
        result.append(letter)
    }

    /// `\u` and `value` in four lower-case hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to result: inout [UInt8]) {
        appendEscape(UInt8(ascii: "u"), to: &result)
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: value >> UInt32(shift) & 0xF)
            result.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    /// A finite number as JSON: integers without a fraction, others in Swift's shortest form;
    /// non-finite values (which JSON cannot hold) become `null`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
