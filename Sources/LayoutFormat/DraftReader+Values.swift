import KeyboardModel

// MARK: - Reporting

extension DraftReader {
    mutating func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []
    ) {
        diagnostics.append(Diagnostic(.error, code: code.rawValue, message, at: location, notes: notes))
    }

    mutating func error(_ code: DiagnosticCode, _ message: String, at node: YAMLNode) {
        error(code, message, at: node.location)
    }

    /// "expected a number, found a mapping" at `node`.
    mutating func wrongType(_ node: YAMLNode, expected: String) {
        error(.wrongType, "expected \(expected), found \(Self.kind(of: node))", at: node)
    }

    /// "missing required field 'x'" at the mapping that lacks it.
    mutating func missing(_ field: String, in mapping: YAMLNode, hint: String = "") {
        error(.missingField, "missing required field '\(field)'\(hint)", at: mapping)
    }

    /// Whether a scalar is YAML's null: plain `~`, `null`, `Null`, `NULL` or nothing.
    static func isNull(_ scalar: YAMLScalar) -> Bool {
        guard scalar.style == .plain else { return false }
        let bytes = scalar.value.utf8
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
    static func kind(of node: YAMLNode) -> String {
        switch node.content {
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            guard scalar.style == .plain else { return "a string" }
            switch scalar.value {
            case "", "~", "null", "Null", "NULL": return "null"
            default: break
            }
            if ScalarValue.number(scalar.value) != .notANumber { return "a number" }
            if ScalarValue.bool(scalar.value) != nil { return "a boolean" }
            return "a string"
        }
    }
}

// MARK: - Mappings

extension DraftReader {
    /// Whether `node` is a mapping; reports a wrong type if not.
    mutating func mapping(_ node: YAMLNode, expected: String) -> Bool {
        if node.mapping != nil { return true }
        wrongType(node, expected: expected)
        return false
    }

    /// The pairs of a mapping whose names are in `allowed`, with their names; reports the others
    /// as unknown fields (with a suggestion when one is close) and non-scalar keys as wrong types.
    mutating func fields(of node: YAMLNode, in context: @autoclosure () -> String, allowed: [String])
        -> [(String, YAMLPair)]
    {
        guard let pairs = node.mapping else { return [] }
        var known: [(String, YAMLPair)] = []
        known.reserveCapacity(pairs.count)
        for pair in pairs {
            if let name = knownField(pair, in: context(), allowed: allowed) { known.append((name, pair)) }
        }
        return known
    }

    /// The name of a pair's field if it is in `allowed`; reports it as unknown (with a
    /// suggestion when one is close) otherwise, and reports keys that are not scalars.
    mutating func knownField(_ pair: YAMLPair, in context: @autoclosure () -> String, allowed: [String]) -> String? {
        guard let name = fieldName(pair.key) else { return nil }
        if let known = Self.find(name, in: allowed) { return known }
        unknownField(name, at: pair.key, in: context(), allowed: allowed)
        return nil
    }

    /// Reports the unknown field `name`, with a suggestion when one of `allowed` is close.
    mutating func unknownField(_ name: String, at key: YAMLNode, in context: String, allowed: [String]) {
        let hint = NameSuggestion.hint(for: name, in: allowed)
        error(.unknownField, "unknown field '\(name)' in \(context)\(hint)", at: key)
    }

    /// `name` if it is in `allowed` (a list of ASCII names), comparing lengths before text.
    ///
    /// An ASCII name equals an ASCII candidate only with the same bytes, so lengths may be
    /// compared first; other names are compared as `String`s (with canonical equivalence).
    static func find(_ name: String, in allowed: [String]) -> String? {
        let utf8 = name.utf8
        for byte in utf8 where byte >= 0x80 {
            return allowed.contains(name) ? name : nil
        }
        let length = utf8.count
        for candidate in allowed where candidate.utf8.count == length && candidate == name {
            return name
        }
        return nil
    }

    /// The text of a mapping key; reports keys that are not scalars.
    mutating func fieldName(_ key: YAMLNode) -> String? {
        if let scalar = key.scalar { return scalar.value }
        wrongType(key, expected: "a name")
        return nil
    }
}

// MARK: - Scalars

extension DraftReader {
    /// Any non-null scalar's text.
    mutating func string(_ node: YAMLNode) -> String? {
        guard let scalar = node.scalar, !Self.isNull(scalar) else {
            wrongType(node, expected: "a string")
            return nil
        }
        return scalar.value
    }

    /// A scalar's text that is not empty.
    mutating func nonEmptyString(_ node: YAMLNode, field: String) -> String? {
        guard let text = string(node) else { return nil }
        if text.isEmpty {
            error(.wrongType, "expected a non-empty string for '\(field)'", at: node)
            return nil
        }
        return text
    }

    /// A finite number written as a plain scalar.
    mutating func number(_ node: YAMLNode, field: String) -> Double? {
        guard let scalar = node.scalar, scalar.style == .plain else {
            wrongType(node, expected: "a number")
            return nil
        }
        switch ScalarValue.number(scalar.value) {
        case .finite(let value):
            return value
        case .nonFinite:
            error(.nonFiniteNumber, "'\(field)' must be a finite number, found '\(scalar.value)'", at: node)
            return nil
        case .notANumber:
            wrongType(node, expected: "a number")
            return nil
        }
    }

    /// A finite number greater than zero.
    mutating func positive(_ node: YAMLNode, field: String) -> Double? {
        guard let value = number(node, field: field) else { return nil }
        if value <= 0 {
            error(.numberOutOfRange, "'\(field)' must be greater than 0, found \(node.scalar?.value ?? "")", at: node)
            return nil
        }
        return value
    }

    /// A finite number that is not negative.
    mutating func nonNegative(_ node: YAMLNode, field: String) -> Double? {
        guard let value = number(node, field: field) else { return nil }
        if value < 0 {
            error(.numberOutOfRange, "'\(field)' must not be negative, found \(node.scalar?.value ?? "")", at: node)
            return nil
        }
        return value
    }

    /// `true` or `false` (also `True`, `TRUE`, `False`, `FALSE`).
    mutating func bool(_ node: YAMLNode, field: String) -> Bool? {
        if let scalar = node.scalar, scalar.style == .plain, let value = ScalarValue.bool(scalar.value) {
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
    mutating func enumValue<Value: RawRepresentable & CaseIterable>(_ node: YAMLNode, field: String) -> Value?
    where Value.RawValue == String {
        guard let name = choice(node, field: field, allowed: Value.allCases.map(\.rawValue)) else { return nil }
        return Value(rawValue: name)
    }

    /// One of `allowed`; a bad value is reported with the allowed ones.
    mutating func choice(_ node: YAMLNode, field: String, allowed: [String]) -> String? {
        guard let text = string(node) else { return nil }
        if Self.find(text, in: allowed) != nil { return text }
        error(
            .badEnumValue,
            "bad value '\(text)' for '\(field)'; expected one of \(NameSuggestion.quotedList(allowed))", at: node)
        return nil
    }
}
