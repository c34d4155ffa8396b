/// A colour of a theme: 8-bit sRGB channels and an opacity, written `#RRGGBB` or `#RRGGBBAA`
/// in theme files (as CSS writes them).
public struct ThemeColor: Sendable, Hashable, Codable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 255 is opaque.
    public var alpha: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour written `#RRGGBB` or `#RRGGBBAA` (hexadecimal digits in either case), or
    /// `nil` for any other text.
    public init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var channels: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = HexDigit.value(digits[index]), let low = HexDigit.value(digits[index + 1]) else {
                return nil
            }
            channels.append(high << 4 | low)
            index += 2
        }
        self.init(
            red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// `#RRGGBB` in upper case, or `#RRGGBBAA` when not opaque.
    public var hex: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in alpha == 255 ? [red, green, blue] : [red, green, blue, alpha] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 15)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The opacity from 0 to 1.
    public var opacity: Double { Double(alpha) / 255 }

    public var description: String { hex }
}
