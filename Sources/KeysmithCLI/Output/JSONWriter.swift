/// Builds compact JSON text by hand (no Foundation: `JSONSerialization` is not in
/// FoundationEssentials, and `JSONEncoder` would cost start-up for a few fixed shapes).
struct JSONWriter {
    /// The text written so far.
    private(set) var text = ""

    /// A JSON value, enough for the CLI's reports.
    indirect enum Value: Equatable, Sendable {
        case string(String)
        case int(Int)
        case bool(Bool)
        case array([Value])
        /// Members in the order given (JSON objects are unordered; a fixed order keeps output
        /// stable and diffable).
        case object([(String, Value)])

        static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): return a == b
            case (.int(let a), .int(let b)): return a == b
            case (.bool(let a), .bool(let b)): return a == b
            case (.array(let a), .array(let b)): return a == b
            case (.object(let a), .object(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
            default: return false
            }
        }
    }

    /// Compact JSON for `value`.
    ///
    /// - Complexity: O(*n*) in the size of the output.
    static func encode(_ value: Value) -> String {
        var writer = JSONWriter()
        writer.write(value)
        return writer.text
    }

    private mutating func write(_ value: Value) {
        switch value {
        case .string(let string): writeString(string)
        case .int(let number): text += String(number)
        case .bool(let flag): text += flag ? "true" : "false"
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                write(item)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, (key, member)) in members.enumerated() {
                if index > 0 { text += "," }
                writeString(key)
                text += ":"
                write(member)
            }
            text += "}"
        }
    }

    /// A string with the escapes RFC 8259 requires: quote, backslash and C0 controls; everything
    /// else (including non-ASCII) is written as UTF-8.
    private mutating func writeString(_ string: String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
