/// Text made safe for XML content and attribute values.
package enum XMLText {
    /// `text` with `& < > " '` as entities, tab, line feed and carriage return as character
    /// references (so that attribute values keep them: a parser turns them into spaces
    /// otherwise), and characters XML 1.0 does not allow (other controls, U+FFFE, U+FFFF)
    /// replaced by U+FFFD.
    ///
    /// - Complexity: O(*n*).
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A number as SVG writes it: rounded to a hundredth of a point, in the shortest text that
    /// reads back as that (`35.4`, `390`, `30.81` for 30.8125, `12` for 12.000000001), `0` for
    /// anything that is not finite.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // To a hundredth of a point: the solver's rounding noise (12.000000001) is not drawn.
        let rounded = abs(value) < 1e13 ? (value * 100).rounded() / 100 : value
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
