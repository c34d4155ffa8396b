/// Hexadecimal digits in text: the one reader of them (colours, JSON's `\u` escapes, URL
/// escapes).
package enum HexDigit {
    /// The value of the ASCII hexadecimal digit `byte` (either case), or `nil`.
    package static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
