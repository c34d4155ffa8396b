import KeyboardModel

// MARK: - Reporting

extension DraftReader {
    mutating func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []
    ) {
        diagnostics.append(Diagnostic(.error, code: code.rawValue, message, at: location, notes: notes))
    }

    mutating func error(_ code: DiagnosticCode, _ message: String, at node: NodeRef) {
        error(code, message, at: node.location)
    }

    /// "expected a number, found a mapping" at `node`.
    mutating func wrongType(_ node: NodeRef, expected: String) {
        error(.wrongType, "expected \(expected), found \(Self.kind(of: node))", at: node)
    }

    /// "missing required field 'x'" at the mapping that lacks it.
    mutating func missing(_ field: String, in mapping: NodeRef, hint: String = "") {
        error(.missingField, "missing required field '\(field)'\(hint)", at: mapping)
    }

    /// Whether a scalar is YAML's null: plain `~`, `null`, `Null`, `NULL` or nothing.
    static func isNull(_ scalar: YAMLScalar) -> Bool {
        guard scalar.style == .plain else { return false }
        var value = scalar.value
        return value.withUTF8 { isNull(plain: $0) }
    }

    /// Whether a scalar node is YAML's null (see ``isNull(_:)``).
    static func isNull(_ node: NodeRef) -> Bool {
        node.isScalar && node.style == .plain && node.withText { isNull(plain: $0) }
    }

    /// Whether the text of a plain scalar is YAML's null.
    static func isNull(plain bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Compare bytes: this runs for every string field, and most values are not short.
        switch bytes.count {
        case 0: return true
        case 1: return bytes.first == UInt8(ascii: "~")
        case 4:
            return bytes.elementsEqual("null".utf8) || bytes.elementsEqual("Null".utf8)
                || bytes.elementsEqual("NULL".utf8)
        default: return false
        }
    }

    /// What a node is, for "found …": "a mapping", "a sequence", "null", "a number", "a boolean",
    /// "a string". Like ``YAMLNode/kindDescription`` but with the number and boolean forms this
    /// format reads (`.inf` is a number, `0x10` and `inf` are strings, `True` is a boolean).
    static func kind(of node: NodeRef) -> String {
        switch node.kind {
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .scalar:
            guard node.style == .plain else { return "a string" }
            let value = node.text
            switch value {
            case "", "~", "null", "Null", "NULL": return "null"
            default: break
            }
            if ScalarValue.number(value) != .notANumber { return "a number" }
            if ScalarValue.bool(value) != nil { return "a boolean" }
            return "a string"
        }
    }
}

// MARK: - Mappings

extension DraftReader {
    /// Whether `node` is a mapping; reports a wrong type if not.
    mutating func mapping(_ node: NodeRef, expected: String) -> Bool {
        if node.isMapping { return true }
        wrongType(node, expected: expected)
        return false
    }

    /// Reports the pairs of a mapping whose names are not in `allowed` as unknown fields (with a
    /// suggestion when one is close) and non-scalar keys as wrong types, in order; then
    /// ``field(_:of:allowed:)`` names the others.
    mutating func checkFields(of node: NodeRef, in context: @autoclosure () -> String, allowed: [String]) {
        guard node.isMapping else { return }
        for pair in 0..<node.count {
            _ = knownField(node.key(pair), in: context(), allowed: allowed)
        }
    }

    /// The name of pair `pair` of a mapping if it is in `allowed`, without reporting anything.
    func field(_ pair: Int, of node: NodeRef, allowed: [String]) -> String? {
        let key = node.key(pair)
        guard key.isScalar else { return nil }
        return key.withText { Self.find($0, in: allowed) }
    }

    /// The name of a key if it is in `allowed`; reports it as unknown (with a suggestion when
    /// one is close) otherwise, and reports keys that are not scalars.
    mutating func knownField(_ key: NodeRef, in context: @autoclosure () -> String, allowed: [String]) -> String? {
        guard key.isScalar else {
            wrongType(key, expected: "a name")
            return nil
        }
        if let known = key.withText({ Self.find($0, in: allowed) }) { return known }
        unknownField(key.text, at: key, in: context(), allowed: allowed)
        return nil
    }

    /// Reports the unknown field `name`, with a suggestion when one of `allowed` is close.
    mutating func unknownField(_ name: String, at key: NodeRef, in context: String, allowed: [String]) {
        let hint = NameSuggestion.hint(for: name, in: allowed)
        error(.unknownField, "unknown field '\(name)' in \(context)\(hint)", at: key)
    }

    /// The name written as `bytes` if it is in `allowed` (a list of ASCII names), comparing
    /// lengths before text.
    ///
    /// An ASCII name equals an ASCII candidate only with the same bytes, so lengths may be
    /// compared first; other names are compared as `String`s (with canonical equivalence).
    static func find(_ bytes: UnsafeBufferPointer<UInt8>, in allowed: [String]) -> String? {
        guard YAMLNode.isASCII(bytes) else {
            let name = String(decoding: bytes, as: UTF8.self)
            return allowed.contains(name) ? name : nil
        }
        for candidate in allowed where candidate.utf8.count == bytes.count && Self.equal(bytes, candidate) {
            return candidate
        }
        return nil
    }

    /// `name` if it is in `allowed` (see ``find(_:in:)-(UnsafeBufferPointer<UInt8>,_)``).
    static func find(_ name: String, in allowed: [String]) -> String? {
        var name = name
        return name.withUTF8 { find($0, in: allowed) }
    }

    /// Whether `bytes` are the UTF-8 bytes of `name`.
    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
        var name = name
        return name.withUTF8 { YAMLNode.equal($0, bytes) }
    }

    /// The text of a mapping key; reports keys that are not scalars.
    mutating func fieldName(_ key: NodeRef) -> String? {
        if key.isScalar { return key.text }
        wrongType(key, expected: "a name")
        return nil
    }
}

// MARK: - Scalars

extension DraftReader {
    /// Any non-null scalar's text.
    mutating func string(_ node: NodeRef) -> String? {
        guard node.isScalar, !Self.isNull(node) else {
            wrongType(node, expected: "a string")
            return nil
        }
        return node.text
    }

    /// A scalar's text that is not empty.
    mutating func nonEmptyString(_ node: NodeRef, field: String) -> String? {
        guard let text = string(node) else { return nil }
        if text.isEmpty {
            error(.wrongType, "expected a non-empty string for '\(field)'", at: node)
            return nil
        }
        return text
    }

    /// A finite number written as a plain scalar.
    mutating func number(_ node: NodeRef, field: String) -> Double? {
        guard node.isScalar, node.style == .plain else {
            wrongType(node, expected: "a number")
            return nil
        }
        switch node.withText({ ScalarValue.number(bytes: $0) }) {
        case .finite(let value):
            return value
        case .nonFinite:
            error(.nonFiniteNumber, "'\(field)' must be a finite number, found '\(node.text)'", at: node)
            return nil
        case .notANumber:
            wrongType(node, expected: "a number")
            return nil
        }
    }

    /// A finite number greater than zero.
    mutating func positive(_ node: NodeRef, field: String) -> Double? {
        guard let value = number(node, field: field) else { return nil }
        if value <= 0 {
            error(.numberOutOfRange, "'\(field)' must be greater than 0, found \(node.scalar?.value ?? "")", at: node)
            return nil
        }
        return value
    }

    /// A finite number that is not negative.
    mutating func nonNegative(_ node: NodeRef, field: String) -> Double? {
        guard let value = number(node, field: field) else { return nil }
        if value < 0 {
            error(.numberOutOfRange, "'\(field)' must not be negative, found \(node.scalar?.value ?? "")", at: node)
            return nil
        }
        return value
    }

    /// `true` or `false` (also `True`, `TRUE`, `False`, `FALSE`).
    mutating func bool(_ node: NodeRef, field: String) -> Bool? {
        if node.isScalar, node.style == .plain, let value = node.withText({ ScalarValue.bool(bytes: $0) }) {
            return value
        }
        if let scalar = node.scalar, Self.kind(of: node) == "a string" {
            error(.wrongType, "expected true or false for '\(field)', found '\(scalar.value)'", at: node)
        } else {
            wrongType(node, expected: "true or false")
        }
        return nil
    }

    /// One of an enumeration's values; a bad value is reported with the allowed ones.
    mutating func enumValue<Value: RawRepresentable & CaseIterable>(_ node: NodeRef, field: String) -> Value?
    where Value.RawValue == String {
        guard let name = choice(node, field: field, allowed: Value.allCases.map(\.rawValue)) else { return nil }
        return Value(rawValue: name)
    }

    /// One of `allowed`; a bad value is reported with the allowed ones.
    mutating func choice(_ node: NodeRef, field: String, allowed: [String]) -> String? {
        guard let text = string(node) else { return nil }
        if Self.find(text, in: allowed) != nil { return text }
        error(
            .badEnumValue,
            "bad value '\(text)' for '\(field)'; expected one of \(NameSuggestion.quotedList(allowed))", at: node)
        return nil
    }
}
