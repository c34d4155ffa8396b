import KeyboardModel
import LayoutDiagnostics

/// Reads JSON (RFC 8259) into the same located ``YAMLNode`` tree as ``YAMLReader``, for the
/// importers of formats that are JSON (Keyman touch layouts, FlorisBoard). Keysmith's own format
/// is YAML and has one reader; this is a reader of other tools' files.
///
/// JSON as the RFC defines it, and only that: strings in double quotes with its escapes, a
/// surrogate pair of `\u` escapes as one character (a lone half is an error at its escape),
/// numbers in its grammar (kept as written, as plain scalars; `true`, `false` and `null` too),
/// no comments and no trailing commas. Problems get JSON's advice, at the line and column, with
/// the JSON Pointer of the value they are in. A key given twice is reported as in YAML, and the
/// first value kept.
public enum JSONReader {
    /// Reads one JSON text from bytes.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes (UTF-8, a byte order mark allowed).
    ///   - file: The path to report in locations.
    ///   - limits: Size, nesting and node limits.
    ///   - anyRoot: Whether the top level may be an array or a scalar rather than an object.
    /// - Returns: The root node (or `nil` after an error) and the diagnostics.
    /// - Complexity: O(*n*) in the size of the input.
    public static func read(
        _ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits(), anyRoot: Bool = false
    ) -> YAMLDocument {
        switch YAMLReader.checkedText(bytes, file: file, limits: limits) {
        case .failure(let problem):
            return YAMLDocument(root: nil, diagnostics: [problem.diagnostic], source: problem.source)
        case .success(let text):
            let (root, diagnostics) = text.withBody(of: bytes) { body in
                var parser = JSONParser(source: text.source, bytes: body, limits: limits)
                return parser.parse(anyRoot: anyRoot)
            }
            return YAMLDocument(root: root, diagnostics: diagnostics, source: text.source)
        }
    }
}

/// The parser behind ``JSONReader``: recursive descent over the bytes, building the tree as it
/// goes, with the line and scalar column of the current byte kept as it moves.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: YAMLLimits
    private var positions: EventPositions
    private var tree: YAMLTree.Builder
    private var diagnostics: [Diagnostic] = []
    private var offset = 0
    /// 0-based line and scalar column of `offset`.
    private var line = 0
    private var column = 0
    private var nodeCount = 0
    /// The JSON Pointer tokens of the value being read.
    private var path: [String] = []
    /// Scratch space for a string with escapes.
    private var scratch: [UInt8] = []

    /// Why reading stopped.
    private struct Stop: Error {}

    init(source: SourceText, bytes: UnsafeBufferPointer<UInt8>, limits: YAMLLimits) {
        self.bytes = bytes
        self.limits = limits
        positions = EventPositions(source: source)
        tree = YAMLTree.Builder(file: source.sourceFile, byteCount: bytes.count)
    }

    mutating func parse(anyRoot: Bool) -> (YAMLNode?, [Diagnostic]) {
        do throws(Stop) {
            skipSpace()
            guard offset < bytes.count else {
                throw fail(YAMLDiagnosticCode.empty, "the file holds no JSON value", at: here)
            }
            let start = here
            let first = bytes[offset]
            let root = try value(depth: 1)
            skipSpace()
            if offset < bytes.count {
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax,
                    "text after the end of the JSON value; a JSON text is one value (wrap several in an array)",
                    at: here)
            }
            if !anyRoot && first != UInt8(ascii: "{") {
                throw fail(YAMLDiagnosticCode.topLevelNotMapping, "the top level must be a JSON object", at: start)
            }
            let node = YAMLNode(tree: tree.finish(), index: root)
            return (node, diagnostics)
        } catch {
            return (nil, diagnostics)
        }
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws(Stop) -> Int {
        guard depth <= limits.maxDepth else {
            throw fail(
                YAMLDiagnosticCode.tooDeep, "arrays and objects nest deeper than \(limits.maxDepth) levels", at: here)
        }
        nodeCount += 1
        guard nodeCount <= limits.maxNodes else {
            throw fail(YAMLDiagnosticCode.tooManyNodes, "more than \(limits.maxNodes) values", at: here)
        }
        guard offset < bytes.count else { throw endInside() }
        let start = here
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""):
            let text = try string()
            return scalar(text, style: .doubleQuoted, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number(at: start)
        case UInt8(ascii: "'"):
            throw fail(
                YAMLDiagnosticCode.jsonSyntax, "JSON strings are in double quotes (\"), not single ones", at: start)
        case UInt8(ascii: "/"):
            throw fail(YAMLDiagnosticCode.jsonSyntax, "JSON has no comments; remove it", at: start)
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            throw badNumber(at: start)
        default:
            let word = self.word()
            if word == "true" || word == "false" || word == "null" {
                for _ in word.utf8 { advance() }
                return scalar(Array(word.utf8), style: .plain, at: start)
            }
            let shown = word.isEmpty ? describe(bytes[offset]) : "'\(word)'"
            throw fail(
                YAMLDiagnosticCode.jsonSyntax,
                "\(shown) is not a JSON value; a value is a string in double quotes, a number, an object, an array, "
                    + "true, false or null", at: start)
        }
    }

    private mutating func object(depth: Int) throws(Stop) -> Int {
        let start = here
        advance()
        var items: [Int] = []
        var keys: [String: Location] = [:]
        var duplicates: Set<Int> = []
        skipSpace()
        if peek == UInt8(ascii: "}") {
            advance()
            return collection(.mapping, items, origin: 0, at: start)
        }
        while true {
            skipSpace()
            guard offset < bytes.count else { throw endInside() }
            let keyStart = here
            guard bytes[offset] == UInt8(ascii: "\"") else {
                if bytes[offset] == UInt8(ascii: "}") {
                    throw fail(
                        YAMLDiagnosticCode.jsonSyntax,
                        "a ',' before '}': JSON allows no comma after an object's last member; remove it",
                        at: lastComma ?? keyStart)
                }
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax,
                    "an object's keys are strings in double quotes (\"name\": …), found \(describe(bytes[offset]))",
                    at: keyStart)
            }
            let keyBytes = try string()
            let key = String(decoding: keyBytes, as: UTF8.self)
            skipSpace()
            guard peek == UInt8(ascii: ":") else {
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax,
                    "expected ':' after the key \"\(key)\", found \(peek.map(describe) ?? "the end of the text")",
                    at: here)
            }
            advance()
            skipSpace()
            path.append(Self.pointerToken(key))
            let keyNode = scalar(keyBytes, style: .doubleQuoted, at: keyStart)
            let valueNode = try value(depth: depth + 1)
            path.removeLast()
            if let first = keys[key] {
                diagnostics.append(
                    Diagnostic(
                        .error, code: YAMLDiagnosticCode.duplicateKey, "duplicate key \"\(key)\" in an object",
                        at: location(keyStart), notes: [.note("\"\(key)\" first appears here", at: location(first))]))
                duplicates.insert(items.count)
            } else {
                keys[key] = keyStart
            }
            items.append(keyNode)
            items.append(valueNode)
            switch try separator(closing: UInt8(ascii: "}")) {
            case false?: continue
            case true?:
                // The first value of a key given twice is kept.
                let kept = stride(from: 0, to: items.count, by: 2).filter { !duplicates.contains($0) }
                    .flatMap { [items[$0], items[$0 + 1]] }
                return collection(.mapping, kept, origin: 0, at: start)
            case nil:
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax,
                    bytes[offset] == UInt8(ascii: "\"")
                        ? "a ',' is missing between two members of an object"
                        : "expected ',' or '}' after a member of an object, found \(describe(bytes[offset]))", at: here)
            }
        }
    }

    private mutating func array(depth: Int) throws(Stop) -> Int {
        let start = here
        advance()
        var items: [Int] = []
        skipSpace()
        if peek == UInt8(ascii: "]") {
            advance()
            return collection(.sequence, items, origin: 0, at: start)
        }
        while true {
            skipSpace()
            if peek == UInt8(ascii: "]"), let comma = lastComma {
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax,
                    "a ',' before ']': JSON allows no comma after an array's last item; remove it", at: comma)
            }
            path.append(String(items.count))
            items.append(try value(depth: depth + 1))
            path.removeLast()
            switch try separator(closing: UInt8(ascii: "]")) {
            case false?: continue
            case true?: return collection(.sequence, items, origin: 0, at: start)
            case nil:
                let found = bytes[offset]
                let missing =
                    found == UInt8(ascii: "\"") || found == UInt8(ascii: "{") || found == UInt8(ascii: "[")
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(found)
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax,
                    missing
                        ? "a ',' is missing between two items of an array"
                        : "expected ',' or ']' after an item of an array, found \(describe(found))", at: here)
            }
        }
    }

    /// What follows an item of an object or array: `true` at the closing bracket, `false` at a
    /// comma (each read); `nil` at anything else, which is not read.
    private mutating func separator(closing: UInt8) throws(Stop) -> Bool? {
        skipSpace()
        guard offset < bytes.count else { throw endInside() }
        switch bytes[offset] {
        case UInt8(ascii: ","):
            lastComma = here
            advance()
            return false
        case closing:
            advance()
            lastComma = nil
            return true
        default:
            return nil
        }
    }

    /// Just after the last token read: where a text that ends too early is said to end.
    private var endOfText = Location(line: 0, column: 0)

    /// The last comma read, for a trailing comma's error.
    private var lastComma: Location?

    // MARK: - Strings

    /// The bytes of the string at `offset` (its opening quote), unescaped.
    private mutating func string() throws(Stop) -> [UInt8] {
        let start = here
        advance()
        scratch.removeAll(keepingCapacity: true)
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return scratch
            case UInt8(ascii: "\\"):
                try escape()
            case 0..<0x20:
                let escape: String
                switch byte {
                case 0x0A: escape = "\\n"
                case 0x09: escape = "\\t"
                case 0x0D: escape = "\\r"
                default: escape = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                let what = byte == 0x0A ? "a line break" : "a control character"
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax,
                    "\(what) inside a JSON string must be escaped (\(escape)); or the string's closing '\"' is missing",
                    at: here, notes: [.note("the string starts here", at: location(start))])
            default:
                scratch.append(byte)
                advance()
            }
        }
        throw fail(
            YAMLDiagnosticCode.jsonSyntax, "the string that starts here never ends: its closing '\"' is missing",
            at: start)
    }

    /// One escape, at its backslash.
    private mutating func escape() throws(Stop) {
        let start = here
        advance()
        guard offset < bytes.count else { throw endInside() }
        let byte = bytes[offset]
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            let shown = byte < 0x80 ? "\\" + String(UnicodeScalar(byte)) : "\\ before a non-ASCII character"
            throw fail(
                YAMLDiagnosticCode.jsonSyntax,
                "'\(shown)' is not a JSON escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", at: start)
        }
        if let simple {
            scratch.append(simple)
            advance()
            return
        }
        advance()
        let unit = try hex4(escapeAt: start)
        var value = UInt32(unit)
        if (0xD800..<0xDC00).contains(unit) {
            // A high surrogate: a low one must follow as another \u escape.
            let (low, lowText) = peekLowSurrogate()
            guard let low else {
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax,
                    "\\u\(Self.hex(unit)) is the first half of a surrogate pair, but no \\uDC00–\\uDFFF escape follows"
                        + "\(lowText); a character outside the Basic Multilingual Plane is written as two escapes, "
                        + "high then low (U+1E952 is \\uD83A\\uDD52)", at: start)
            }
            for _ in 0..<6 { advance() }
            value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00..<0xE000).contains(unit) {
            throw fail(
                YAMLDiagnosticCode.jsonSyntax,
                "\\u\(Self.hex(unit)) is the second half of a surrogate pair, with no \\uD800–\\uDBFF escape before "
                    + "it; alone it is no character", at: start)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw fail(YAMLDiagnosticCode.jsonSyntax, "\\u\(Self.hex(unit)) is no character", at: start)
        }
        scratch.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// The four hex digits at `offset` as a UTF-16 code unit.
    private mutating func hex4(escapeAt start: Location) throws(Stop) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = HexDigit.value(bytes[offset]) else {
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax, "'\\u' must be followed by four hex digits (\\u00E9)", at: start)
            }
            unit = unit << 4 | UInt16(digit)
            advance()
        }
        return unit
    }

    /// The low surrogate of a `\uDC00`–`\uDFFF` escape at `offset`, without moving; else what is
    /// there instead, for the message.
    private func peekLowSurrogate() -> (UInt16?, String) {
        guard offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
        else { return (nil, "") }
        var unit: UInt16 = 0
        for index in offset + 2..<offset + 6 {
            guard let digit = HexDigit.value(bytes[index]) else { return (nil, "") }
            unit = unit << 4 | UInt16(digit)
        }
        guard (0xDC00..<0xE000).contains(unit) else { return (nil, " (\\u\(Self.hex(unit)) does)") }
        return (unit, "")
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    // MARK: - Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as written.
    private mutating func number(at start: Location) throws(Stop) -> Int {
        let first = offset
        if peek == UInt8(ascii: "-") { advance() }
        guard let lead = peek, Self.isDigit(lead) else { throw badNumber(at: start) }
        advance()
        if lead == UInt8(ascii: "0"), let next = peek, Self.isDigit(next) {
            throw fail(YAMLDiagnosticCode.jsonSyntax, "a JSON number has no leading zeros", at: start)
        }
        while let next = peek, Self.isDigit(next) { advance() }
        if peek == UInt8(ascii: ".") {
            advance()
            guard let next = peek, Self.isDigit(next) else {
                throw fail(
                    YAMLDiagnosticCode.jsonSyntax, "a digit must follow a JSON number's decimal point", at: start)
            }
            while let next = peek, Self.isDigit(next) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard let next = peek, Self.isDigit(next) else {
                throw fail(YAMLDiagnosticCode.jsonSyntax, "a digit must follow a JSON number's exponent", at: start)
            }
            while let next = peek, Self.isDigit(next) { advance() }
        }
        if let next = peek, next >= 0x80 || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z")) {
            throw badNumber(at: start)
        }
        return scalar(Array(bytes[first..<offset]), style: .plain, at: start)
    }

    private mutating func badNumber(at start: Location) -> Stop {
        let word = self.word(extra: [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: ".")])
        return fail(
            YAMLDiagnosticCode.jsonSyntax,
            "'\(word)' is not a JSON number: a JSON number is an optional '-', digits without leading zeros, an "
                + "optional fraction ('0.5', not '.5') and exponent, and no '+' sign, NaN or Infinity", at: start)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: - Scanning

    /// A place in the text: 0-based line and scalar column.
    private struct Location {
        var line: Int
        var column: Int
    }

    private var here: Location { Location(line: line, column: column) }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Moves past one byte, keeping the line and scalar column.
    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 0
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Skips JSON's whitespace: space, tab, line feed and carriage return.
    private mutating func skipSpace() {
        if offset > 0, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset - 1]) { endOfText = here }
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    /// The letters, digits and `extra` bytes at `offset` (up to 32), without moving.
    private func word(extra: [UInt8] = []) -> String {
        var end = offset
        while end < bytes.count, end - offset < 32 {
            let byte = bytes[end]
            let isWordByte =
                byte >= 0x80 || Self.isDigit(byte)
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "_") || extra.contains(byte)
            guard isWordByte else { break }
            end += 1
        }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "a byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func collection(_ kind: YAMLTree.Kind, _ items: [Int], origin: Int, at start: Location) -> Int {
        let place = location(start)
        return tree.addCollection(kind, items, origin: origin, line: place.line, column: place.column)
    }

    private mutating func scalar(_ text: [UInt8], style: YAMLScalar.Style, at start: Location) -> Int {
        let place = location(start)
        return text.withUnsafeBufferPointer { buffer in
            tree.addScalar(buffer, style: style, origin: 0, line: place.line, column: place.column)
        }
    }

    private mutating func location(_ place: Location) -> SourceLocation {
        let position = positions.position(line: place.line, column: place.column)
        return SourceLocation(in: positions.source.sourceFile, line: position.line, column: position.column)
    }

    // MARK: - Errors

    /// A JSON Pointer reference token: `~` as `~0`, `/` as `~1` (RFC 6901).
    private static func pointerToken(_ key: String) -> String {
        guard key.contains("~") || key.contains("/") else { return key }
        return key.replacingOccurrences("~", "~0").replacingOccurrences("/", "~1")
    }

    /// Where the value being read is, as a JSON Pointer.
    private var pointer: String {
        path.isEmpty ? "the top-level value" : "/" + path.joined(separator: "/")
    }

    private mutating func endInside() -> Stop {
        fail(YAMLDiagnosticCode.jsonSyntax, "the JSON text ends before the value is complete", at: endOfText)
    }

    private mutating func fail(
        _ code: String, _ message: String, at place: Location, notes: [Diagnostic] = []
    ) -> Stop {
        diagnostics.append(
            Diagnostic(.error, code: code, "\(message) (in \(pointer))", at: location(place), notes: notes))
        return Stop()
    }
}

extension String {
    /// `self` with every `target` replaced by `replacement` (without Foundation).
    fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
