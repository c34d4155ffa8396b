/// The uppercase of key texts for one locale: Unicode's full upper case, except that `ß` stays
/// (a keyboard's shift gives `ß`, not `SS`) and Turkish and Azerbaijani capitalise `i` as `İ`
/// and `ı` as `I`. The locale is looked at once; ASCII text (outside those two languages) is
/// mapped byte by byte, since most keys of most layouts are ASCII.
package struct CaseRules: Sendable {
    package let locale: String
    private let dottedI: Bool
    /// "A" through "Z", for the most common key text: one lower-case letter.
    private static let capitals = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    package init(locale: String) {
        self.locale = locale
        let language = locale.prefix { $0 != "-" && $0 != "_" }.lowercased()
        dottedI = language == "tr" || language == "az"
    }

    package func uppercase(_ text: String) -> String {
        var isASCII = true
        for byte in text.utf8 where byte >= 0x80 || (dottedI && byte == UInt8(ascii: "i")) {
            isASCII = false
            break
        }
        guard isASCII else {
            // One scalar that uppercasing leaves alone (`€`, `•`, `😀`): no locale's rules apply.
            let scalars = text.unicodeScalars
            if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
                !scalar.properties.changesWhenUppercased, scalar != "ß"
            {
                return text
            }
            return fullUppercase(text)
        }
        let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        if text.utf8.count == 1, let byte = text.utf8.first {
            return isLower(byte) ? Self.capitals[Int(byte - UInt8(ascii: "a"))] : text
        }
        guard text.utf8.contains(where: isLower) else { return text }
        var bytes = Array(text.utf8)
        for index in bytes.indices where isLower(bytes[index]) {
            bytes[index] -= 32
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The upper case of any text, by the locale's rules.
    private func fullUppercase(_ text: String) -> String {
        if text == "ß" { return "ß" }
        guard dottedI else { return text.uppercased() }
        var result = ""
        for character in text {
            switch character {
            case "i": result.append("İ")
            case "ı": result.append("I")
            default: result += String(character).uppercased()
            }
        }
        return result
    }
}
