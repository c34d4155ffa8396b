/// Reads YAML plain scalars as numbers and booleans, the way the layout format needs them.
///
/// Numbers follow the YAML 1.2 core schema's float and integer forms: `1`, `-2`, `1.5`, `.5`,
/// `1.`, `1e3`, `2.5E-2`, plus `.inf`, `-.inf` and `.nan` (which every layout field rejects
/// with a located error). Booleans are `true`/`false` (also `True`, `TRUE`, `False`, `FALSE`);
/// YAML 1.1's `yes`/`no`/`on`/`off` are not booleans (`no` is a text key in this format).
enum ScalarValue {
    /// What a plain scalar reads as, for numeric fields.
    enum Number: Equatable {
        /// A finite number.
        case finite(Double)
        /// `.inf`, `.nan`, or digits too large for a `Double`.
        case nonFinite
        /// Not a number at all.
        case notANumber
    }

    /// Reads `text` as a YAML number.
    static func number(_ text: String) -> Number {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            return .nonFinite
        default:
            break
        }
        guard isNumeral(text.utf8), let value = Double(text) else { return .notANumber }
        return value.isFinite ? .finite(value) : .nonFinite
    }

    /// Whether `text` is an integer numeral: optional sign, then decimal digits.
    static func isInteger(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        return !bytes.isEmpty && bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Reads `text` as a YAML 1.2 core boolean.
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// Matches `[-+]? ( [0-9]+ ( . [0-9]* )? | . [0-9]+ ) ( [eE] [-+]? [0-9]+ )?`.
    private static func isNumeral(_ bytes: String.UTF8View) -> Bool {
        var index = bytes.startIndex
        let end = bytes.endIndex
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func digits() -> Int {
            var count = 0
            while index < end, isDigit(bytes[index]) {
                index = bytes.index(after: index)
                count += 1
            }
            return count
        }
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index = bytes.index(after: index)
        }
        var mantissaDigits = digits()
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return false }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index = bytes.index(after: index)
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index = bytes.index(after: index)
            }
            guard digits() > 0 else { return false }
        }
        return index == end
    }
}
