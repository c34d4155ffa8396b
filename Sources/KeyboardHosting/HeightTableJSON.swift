import KeyboardModel
import LayoutDiagnostics

/// The JSON text of a height table: one flat object from key to number, keys sorted so that the
/// file is stable, e.g. `{"landscape:en-US":162,"portrait:en-US":216}`.
///
/// Hand-written so that this module needs no Foundation; the reader accepts exactly RFC 8259
/// objects whose values are numbers (any whitespace, escapes and surrogate pairs in keys).
enum HeightTableJSON {
    /// The table as JSON text, ending in a newline.
    static func encode(_ table: [String: Double]) -> String {
        let members = table.keys.sorted().map { key in
            JSONText.quoted(key) + ":" + JSONText.number(table[key] ?? 0)
        }
        return "{" + members.joined(separator: ",") + "}\n"
    }

    /// Parses a table.
    ///
    /// - Parameter bytes: UTF-8 JSON text.
    /// - Returns: The table.
    /// - Throws: `HeightTableJSON.Failure` naming the first problem and its byte offset.
    /// - Complexity: O(n) in the length of the text.
    static func decode(_ bytes: [UInt8]) throws(Failure) -> [String: Double] {
        var cursor = Cursor(bytes: bytes)
        let table = try cursor.object()
        cursor.skipWhitespace()
        guard cursor.atEnd else { throw cursor.failure("unexpected text after the object") }
        return table
    }

    /// A parse failure: what went wrong and where.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let message: String
        let offset: Int

        var description: String { "\(message) at byte \(offset)" }
    }
}

// MARK: - Reader

extension HeightTableJSON {
    fileprivate struct Cursor {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index >= bytes.count }

        func failure(_ message: String) -> Failure {
            Failure(message: message, offset: index)
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == byte else { throw failure("expected \(what)") }
            index += 1
        }

        mutating func object() throws(Failure) -> [String: Double] {
            try expect(UInt8(ascii: "{"), "'{'")
            var table: [String: Double] = [:]
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return table
            }
            while true {
                skipWhitespace()
                let keyOffset = index
                let key = try string()
                try expect(UInt8(ascii: ":"), "':'")
                skipWhitespace()
                let value = try number()
                guard table.updateValue(value, forKey: key) == nil else {
                    throw Failure(message: "duplicate key \(JSONText.quoted(key))", offset: keyOffset)
                }
                skipWhitespace()
                guard index < bytes.count else { throw failure("unterminated object") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return table
                } else {
                    throw failure("expected ',' or '}'")
                }
            }
        }

        mutating func string() throws(Failure) -> String {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a string") }
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() throws(Failure) {
                guard !run.isEmpty else { return }
                guard let text = String(validating: run, as: UTF8.self) else { throw failure("invalid UTF-8") }
                scalars.append(contentsOf: text.unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    try flush()
                    index += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    try flush()
                    index += 1
                    scalars.append(try escape())
                case 0..<0x20:
                    throw failure("control character in a string")
                default:
                    run.append(byte)
                    index += 1
                }
            }
            throw failure("unterminated string")
        }

        /// The scalar of an escape; `index` is just past the backslash.
        mutating func escape() throws(Failure) -> Unicode.Scalar {
            do throws(JSONText.EscapeError) {
                return try JSONText.unescape(bytes, at: &index)
            } catch {
                throw Failure(message: error.message, offset: error.offset)
            }
        }

        /// A JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        mutating func number() throws(Failure) -> Double {
            let start = index
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    index += 1
                }
                return index - first
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integerStart = index
            let integerDigits = digits()
            guard integerDigits > 0 else { throw failure("expected a number") }
            if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
                throw Failure(message: "leading zero in a number", offset: integerStart)
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw failure("expected digits after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard digits() > 0 else { throw failure("expected exponent digits") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text) else { throw Failure(message: "bad number", offset: start) }
            return value
        }
    }
}
