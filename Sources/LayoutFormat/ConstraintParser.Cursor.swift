import KeyboardModel
import LayoutDiagnostics
import LocatedYAML

extension ConstraintParser {
    /// The recursive-descent parser over one constraint's characters.
    ///
    /// Syntax errors stop the parse (one per constraint); unknown attributes are recorded and the
    /// parse goes on, so that one pass reports them all.
    struct Cursor {
        private let text: String
        /// The characters, kept only when the text is not ASCII.
        private let characters: [Character]
        /// Each character's `asciiValue`, or 0x80 for a character that has none: the parser
        /// looks at these, and at `characters` only to classify the non-ASCII ones.
        private let codes: [UInt8]
        private let length: Int
        /// Whether every character is one ASCII byte, so offsets are UTF-8 offsets too.
        private let isASCII: Bool
        private var position = 0
        private var depth = 0
        private(set) var issues: [ConstraintIssue] = []
        private(set) var references: [ConstraintParse.Reference] = []

        /// Thrown to unwind after a problem that ends the parse; the problem is in `issues`.
        struct Stop: Error {}

        init(_ text: String) {
            self.text = text
            // ("\r\n" is one Character of two bytes.)
            isASCII = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
            length = isASCII ? text.utf8.count : text.count
            if length > ConstraintParser.maxLength {
                characters = []
                codes = []
            } else if isASCII {
                // One byte, one Character: skip grapheme breaking.
                characters = []
                codes = Array(text.utf8)
            } else {
                characters = Array(text)
                codes = characters.map { $0.asciiValue ?? 0x80 }
            }
        }

        // MARK: - Constraint

        mutating func parseConstraint() -> LayoutConstraint? {
            if length > ConstraintParser.maxLength {
                record(
                    .constraintTooComplex,
                    "constraint is too long: \(length) characters, at most \(ConstraintParser.maxLength)", at: 0)
                return nil
            }
            do {
                let lhs = try parseExpression(after: nil)
                let relation = try parseRelation()
                let context =
                    switch relation {
                    case .equal: "'=='"
                    case .lessThanOrEqual: "'<='"
                    case .greaterThanOrEqual: "'>='"
                    }
                let rhs = try parseExpression(after: context)
                skipSpaces()
                var strength = ConstraintStrength.required
                if position < length, codes[position] == UInt8(ascii: "@") {
                    strength = try parseStrength()
                    skipSpaces()
                }
                if position < length {
                    let code = codes[position]
                    if code == UInt8(ascii: "=") || code == UInt8(ascii: "<") || code == UInt8(ascii: ">") {
                        try fail(.constraintSyntax, "a constraint has only one relation", at: position)
                    }
                    try fail(
                        .constraintSyntax, "unexpected '\(character(at: position))' after the constraint", at: position)
                }
                if references.isEmpty {
                    record(.constraintWithoutKeys, "constraint names no key", at: 0)
                }
                return LayoutConstraint(
                    lhs: lhs.expression, relation: relation, rhs: rhs.expression, strength: strength, text: text)
            } catch {
                return nil
            }
        }

        private mutating func parseRelation() throws(Stop) -> ConstraintRelation {
            skipSpaces()
            guard position < length else {
                try fail(
                    .constraintMissingRelation, "missing relation: expected '==', '<=' or '>=' after the expression",
                    at: position)
            }
            let followedByEquals = position + 1 < length && codes[position + 1] == UInt8(ascii: "=")
            let relation: ConstraintRelation
            switch codes[position] {
            case UInt8(ascii: "=") where followedByEquals: relation = .equal
            case UInt8(ascii: "<") where followedByEquals: relation = .lessThanOrEqual
            case UInt8(ascii: ">") where followedByEquals: relation = .greaterThanOrEqual
            case UInt8(ascii: "="): try fail(.constraintSyntax, "'=' is not a relation; write '=='", at: position)
            case UInt8(ascii: "<"): try fail(.constraintSyntax, "'<' is not a relation; write '<='", at: position)
            case UInt8(ascii: ">"): try fail(.constraintSyntax, "'>' is not a relation; write '>='", at: position)
            default:
                try fail(
                    .constraintMissingRelation, "expected '==', '<=' or '>=', found '\(character(at: position))'",
                    at: position)
            }
            position += 2
            return relation
        }

        private mutating func parseStrength() throws(Stop) -> ConstraintStrength {
            position += 1  // "@"
            let start = position
            while position < length, isLetter(at: position) {
                position += 1
            }
            var names: [String] { ConstraintStrength.allCases.reversed().map(\.rawValue) }
            guard start < position else {
                try fail(
                    .constraintBadStrength,
                    "expected a strength after '@': one of \(NameSuggestion.quotedList(names))", at: start)
            }
            let word = slice(start..<position)
            guard let strength = ConstraintStrength(rawValue: word) else {
                try fail(
                    .constraintBadStrength,
                    "unknown strength '\(word)'; expected one of \(NameSuggestion.quotedList(names))", at: start)
            }
            return strength
        }

        // MARK: - Expressions

        private mutating func parseExpression(after context: String?) throws(Stop) -> Linear {
            var value = try parseProduct(after: context)
            while true {
                skipSpaces()
                guard position < length, codes[position] == UInt8(ascii: "+") || codes[position] == UInt8(ascii: "-")
                else {
                    return value
                }
                let operatorOffset = position
                let sign: Double = codes[position] == UInt8(ascii: "+") ? 1 : -1
                position += 1
                let operand = try parseProduct(after: sign > 0 ? "'+'" : "'-'")
                value.add(operand, times: sign)
                try checkFinite(value, at: operatorOffset)
            }
        }

        private mutating func parseProduct(after context: String?) throws(Stop) -> Linear {
            var value = try parseUnary(after: context)
            while true {
                skipSpaces()
                guard position < length, codes[position] == UInt8(ascii: "*") || codes[position] == UInt8(ascii: "/")
                else {
                    return value
                }
                let operatorOffset = position
                let isProduct = codes[position] == UInt8(ascii: "*")
                position += 1
                skipSpaces()
                let operandOffset = position
                let operand = try parseUnary(after: isProduct ? "'*'" : "'/'")
                if isProduct {
                    if value.hasTerms, operand.hasTerms {
                        try fail(
                            .constraintNonLinear, "non-linear term: a product of two key attributes",
                            at: operatorOffset)
                    }
                    if operand.hasTerms {
                        let factor = value.constant
                        value = operand
                        value.scale(by: factor)
                    } else {
                        value.scale(by: operand.constant)
                    }
                } else {
                    if operand.hasTerms {
                        try fail(
                            .constraintNonLinear, "non-linear term: a division by a key attribute",
                            at: operandOffset)
                    }
                    if operand.constant == 0 {
                        try fail(.constraintDivisionByZero, "division by zero", at: operandOffset)
                    }
                    value.scale(by: 1 / operand.constant)
                }
                try checkFinite(value, at: operatorOffset)
            }
        }

        private mutating func parseUnary(after context: String?) throws(Stop) -> Linear {
            var context = context
            var negative = false
            skipSpaces()
            while position < length, codes[position] == UInt8(ascii: "+") || codes[position] == UInt8(ascii: "-") {
                if codes[position] == UInt8(ascii: "-") { negative.toggle() }
                context = codes[position] == UInt8(ascii: "-") ? "'-'" : "'+'"
                position += 1
                skipSpaces()
            }
            var value = try parsePrimary(after: context)
            if negative { value.scale(by: -1) }
            return value
        }

        private mutating func parsePrimary(after context: String?) throws(Stop) -> Linear {
            skipSpaces()
            // Made only for a message: a string built for every operand costs more than parsing it.
            var expected: String { context.map { "expected an expression after \($0)" } ?? "expected an expression" }
            guard position < length else {
                try fail(.constraintSyntax, expected, at: position)
            }
            let code = codes[position]
            if code == UInt8(ascii: "(") {
                return try parseParenthesised()
            }
            if isDigit(at: position)
                || (code == UInt8(ascii: ".") && position + 1 < length && isDigit(at: position + 1))
            {
                if let number = try scanNumber() { return number }
            }
            if isIdentifierCharacter(at: position) {
                return try parseKeyTerm()
            }
            try fail(.constraintSyntax, "\(expected), found '\(character(at: position))'", at: position)
        }

        private mutating func parseParenthesised() throws(Stop) -> Linear {
            let open = position
            depth += 1
            if depth > ConstraintParser.maxNesting {
                try fail(
                    .constraintTooComplex,
                    "too deeply nested: more than \(ConstraintParser.maxNesting) parentheses", at: open)
            }
            position += 1
            let value = try parseExpression(after: "'('")
            skipSpaces()
            guard position < length, codes[position] == UInt8(ascii: ")") else {
                let found = position < length ? ", found '\(character(at: position))'" : ""
                try fail(
                    .constraintSyntax, "expected ')'\(found)", at: position,
                    notes: [ConstraintIssue.Note(message: "to match this '('", offset: open)])
            }
            position += 1
            depth -= 1
            return value
        }

        /// A number literal, or `nil` when the digits begin a key id (`1.width`, `2nd.left`).
        private mutating func scanNumber() throws(Stop) -> Linear? {
            let start = position
            var index = position
            while index < length, isDigit(at: index) { index += 1 }
            if index + 1 < length, codes[index] == UInt8(ascii: "."), isDigit(at: index + 1) {
                index += 1
                while index < length, isDigit(at: index) { index += 1 }
            }
            if index < length, codes[index] == UInt8(ascii: "e") || codes[index] == UInt8(ascii: "E") {
                var exponent = index + 1
                if exponent < length, codes[exponent] == UInt8(ascii: "+") || codes[exponent] == UInt8(ascii: "-") {
                    exponent += 1
                }
                if exponent < length, isDigit(at: exponent) {
                    while exponent < length, isDigit(at: exponent) { exponent += 1 }
                    index = exponent
                }
            }
            if index < length {
                let startsAttribute = codes[index] == UInt8(ascii: ".") && index + 1 < length && isLetter(at: index + 1)
                if isIdentifierCharacter(at: index) || startsAttribute { return nil }
            }
            let literal = slice(start..<index)
            guard let value = Double(literal), value.isFinite else {
                try fail(.constraintNumberOutOfRange, "number '\(literal)' is too large", at: start)
            }
            position = index
            return Linear(terms: [], constant: value)
        }

        private mutating func parseKeyTerm() throws(Stop) -> Linear {
            let start = position
            while position < length {
                if isIdentifierCharacter(at: position) {
                    position += 1
                } else if codes[position] == UInt8(ascii: "-"), position + 1 < length,
                    isIdentifierCharacter(at: position + 1)
                {
                    position += 1
                } else {
                    break
                }
            }
            let id = slice(start..<position)
            guard position < length, codes[position] == UInt8(ascii: ".") else {
                try fail(
                    .constraintSyntax, "expected '.' and an attribute after '\(id)', as in '\(id).width'",
                    at: position)
            }
            position += 1
            let attributeStart = position
            while position < length, isLetter(at: position) { position += 1 }
            // `center-x` and `center-y` are the only attributes with a hyphen; anywhere else a
            // hyphen after an attribute is a minus (`a.right-b.left`).
            if position + 1 < length, codes[position] == UInt8(ascii: "-"),
                spells("center", at: attributeStart..<position),
                codes[position + 1] == UInt8(ascii: "x") || codes[position + 1] == UInt8(ascii: "y")
            {
                position += 2
            }
            guard position > attributeStart else {
                try fail(.constraintSyntax, "expected an attribute after '\(id).'", at: attributeStart)
            }
            references.append(ConstraintParse.Reference(keyID: id, offset: start))
            var value = Linear()
            if let attribute = attribute(at: attributeStart..<position) {
                value.add(KeyAnchor(keyID: id, attribute: attribute), coefficient: 1)
            } else {
                let name = slice(attributeStart..<position)
                let names = NameSuggestion.quotedList(KeyAttribute.allCases.map(\.rawValue))
                record(
                    .constraintUnknownAttribute, "unknown attribute '\(name)'; expected one of \(names)",
                    at: attributeStart)
                value.add(KeyAnchor(keyID: id, attribute: .left), coefficient: 1)
            }
            return value
        }

        // MARK: - Helpers

        /// Whether the text at `range` is `word`: by bytes when the text is ASCII, without making
        /// a string (the lengths first: most words differ there).
        private func spells(_ word: String, at range: Range<Int>) -> Bool {
            guard isASCII else { return slice(range) == word }
            guard word.utf8.count == range.count else { return false }
            var index = range.lowerBound
            for byte in word.utf8 {
                guard codes[index] == byte else { return false }
                index += 1
            }
            return true
        }

        /// The attributes with the bytes of their names.
        private static let attributeNames = KeyAttribute.allCases.map {
            (attribute: $0, bytes: Array($0.rawValue.utf8))
        }

        /// The attribute the text at `range` names, if any: by bytes when the text is ASCII.
        private func attribute(at range: Range<Int>) -> KeyAttribute? {
            guard isASCII else { return KeyAttribute(rawValue: slice(range)) }
            return Self.attributeNames.first {
                $0.bytes.count == range.count && $0.bytes.elementsEqual(codes[range])
            }?.attribute
        }

        /// The text of the characters in `range`.
        private func slice(_ range: Range<Int>) -> String {
            guard isASCII else { return String(characters[range]) }
            return String(decoding: codes[range], as: UTF8.self)
        }

        /// The character at `index`, for messages.
        private func character(at index: Int) -> Character {
            isASCII ? Character(Unicode.Scalar(codes[index])) : characters[index]
        }

        private mutating func skipSpaces() {
            while position < length, isSpace(at: position) {
                position += 1
            }
        }

        /// Whether the character at `index` is white space (for ASCII: tab, line feed, vertical
        /// tab, form feed, carriage return and space).
        private func isSpace(at index: Int) -> Bool {
            let code = codes[index]
            if code < 0x80 { return (code >= 0x09 && code <= 0x0D) || code == 0x20 }
            return characters[index].isWhitespace
        }

        private func isDigit(at index: Int) -> Bool {
            codes[index] >= UInt8(ascii: "0") && codes[index] <= UInt8(ascii: "9")
        }

        private func isLetter(at index: Int) -> Bool {
            let code = codes[index]
            if code < 0x80 { return (code | 0x20) >= UInt8(ascii: "a") && (code | 0x20) <= UInt8(ascii: "z") }
            return characters[index].isLetter
        }

        private func isIdentifierCharacter(at index: Int) -> Bool {
            let code = codes[index]
            if code < 0x80 { return isLetter(at: index) || isDigit(at: index) || code == UInt8(ascii: "_") }
            return characters[index].isLetter || characters[index].isNumber
        }

        private mutating func checkFinite(_ value: Linear, at offset: Int) throws(Stop) {
            if !value.isFinite {
                try fail(.constraintNumberOutOfRange, "the result is too large to be finite", at: offset)
            }
        }

        private mutating func record(
            _ code: DiagnosticCode, _ message: String, at offset: Int, notes: [ConstraintIssue.Note] = []
        ) {
            issues.append(ConstraintIssue(code: code.rawValue, message: message, offset: offset, notes: notes))
        }

        private mutating func fail(
            _ code: DiagnosticCode, _ message: String, at offset: Int, notes: [ConstraintIssue.Note] = []
        ) throws(Stop) -> Never {
            record(code, message, at: offset, notes: notes)
            throw Stop()
        }
    }
}
