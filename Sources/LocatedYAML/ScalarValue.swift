import LayoutDiagnostics

/// Reads YAML plain scalars as numbers and booleans, the way the layout format needs them.
///
/// Numbers follow the YAML 1.2 core schema's float and integer forms: `1`, `-2`, `1.5`, `.5`,
/// `1.`, `1e3`, `2.5E-2`, plus `.inf`, `-.inf` and `.nan` (which every layout field rejects
/// with a located error). Booleans are `true`/`false` (also `True`, `TRUE`, `False`, `FALSE`);
/// YAML 1.1's `yes`/`no`/`on`/`off` are not booleans (`no` is a text key in this format).
package enum ScalarValue {
    /// What a plain scalar reads as, for numeric fields.
    package enum Number: Equatable {
        /// A finite number.
        case finite(Double)
        /// `.inf`, `.nan`, or digits too large for a `Double`.
        case nonFinite
        /// Not a number at all.
        case notANumber
    }

    /// Reads `text` as a YAML number.
    package static func number(_ text: String) -> Number {
        var text = text
        return text.withUTF8 { number(bytes: $0) }
    }

    /// Reads the UTF-8 `bytes` as a YAML number.
    ///
    /// Simple decimals (at most 15 digits, no exponent) are converted exactly here: the digits as
    /// an integer and the power of ten are both exact doubles, so one division gives the
    /// correctly rounded value, the same as `strtod`. Every other numeral goes to `Double(_:)`.
    package static func number(bytes: UnsafeBufferPointer<UInt8>) -> Number {
        if isNonFiniteWord(bytes) { return .nonFinite }
        guard isNumeral(bytes) else { return .notANumber }
        if let value = simpleDecimal(bytes) { return .finite(value) }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)) else { return .notANumber }
        return value.isFinite ? .finite(value) : .nonFinite
    }

    /// Whether `bytes` are `.inf`, `.Inf` or `.INF` with an optional sign, or `.nan`, `.NaN` or `.NAN`.
    private static func isNonFiniteWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 4 || bytes.count == 5 else { return false }
        var word = bytes[...]
        if bytes.count == 5 {
            guard bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-") else { return false }
            word = word.dropFirst()
            return word.elementsEqual(".inf".utf8) || word.elementsEqual(".Inf".utf8)
                || word.elementsEqual(".INF".utf8)
        }
        guard bytes[0] == UInt8(ascii: ".") else { return false }
        return word.elementsEqual(".inf".utf8) || word.elementsEqual(".Inf".utf8) || word.elementsEqual(".INF".utf8)
            || word.elementsEqual(".nan".utf8) || word.elementsEqual(".NaN".utf8) || word.elementsEqual(".NAN".utf8)
    }

    /// Exact powers of ten up to 10^15.
    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// The value of a numeral `[-+]? digits ( . digits )?` with at most 15 digits in all, or
    /// `nil` for any other numeral (exponents, more digits).
    private static func simpleDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !inFraction {
                inFraction = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// Whether `text` is an integer numeral: optional sign, then decimal digits.
    package static func isInteger(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        return !bytes.isEmpty && bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Reads `text` as a YAML 1.2 core boolean.
    package static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// Reads the UTF-8 `bytes` as a YAML 1.2 core boolean.
    package static func bool(bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch bytes.count {
        case 4:
            return bytes.elementsEqual("true".utf8) || bytes.elementsEqual("True".utf8)
                || bytes.elementsEqual("TRUE".utf8) ? true : nil
        case 5:
            return bytes.elementsEqual("false".utf8) || bytes.elementsEqual("False".utf8)
                || bytes.elementsEqual("FALSE".utf8) ? false : nil
        default:
            return nil
        }
    }

    /// Matches `[-+]? ( [0-9]+ ( . [0-9]* )? | . [0-9]+ ) ( [eE] [-+]? [0-9]+ )?`.
    private static func isNumeral(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let end = bytes.count
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func digits() -> Int {
            var count = 0
            while index < end, isDigit(bytes[index]) {
                index += 1
                count += 1
            }
            return count
        }
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index += 1
        }
        var mantissaDigits = digits()
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == end
    }
}

extension ScalarValue {
    /// The number written with a decimal point, when `text` is one written with a European
    /// decimal comma — digits, `,`, digits, then perhaps `pt` or `%` (`1,5` → `1.5`,
    /// `12,5%` → `12.5%`); `nil` otherwise.
    package static func decimalPointForm(of text: String) -> String? {
        var body = Substring(text)
        var unit = ""
        for suffix in ["pt", "%"] where body.hasSuffix(suffix) {
            body = body.dropLast(suffix.count)
            unit = suffix
        }
        let parts = body.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return parts[0] + "." + parts[1] + unit
    }

    /// `"; write a decimal point: 1.5"` for a number written with a decimal comma, else `""`.
    package static func decimalCommaHint(for text: String) -> String {
        decimalPointForm(of: text).map { "; write a decimal point: \($0)" } ?? ""
    }
}

extension Character {
    /// `0` to `9`.
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
