import KeyboardModel
import TestSupport
import Testing

@testable import LayoutFormat

private func anchor(_ id: String, _ attribute: KeyAttribute) -> KeyAnchor {
    KeyAnchor(keyID: id, attribute: attribute)
}

private func term(_ coefficient: Double, _ id: String, _ attribute: KeyAttribute) -> LinearExpression.Term {
    LinearExpression.Term(coefficient: coefficient, anchor: anchor(id, attribute))
}

@Suite struct ConstraintParserTests {
    // MARK: - Valid constraints

    @Test func parsesTheSpecExamples() throws {
        let equal = try ConstraintParser.parse("shift.width == backspace.width")
        #expect(equal.lhs == LinearExpression(terms: [term(1, "shift", .width)]))
        #expect(equal.relation == .equal)
        #expect(equal.rhs == LinearExpression(terms: [term(1, "backspace", .width)]))
        #expect(equal.strength == .required)
        #expect(equal.text == "shift.width == backspace.width")

        // (q.center-x + w.center-x) / 2 = 0.5 q.center-x + 0.5 w.center-x
        let centred = try ConstraintParser.parse("a.center-x == (q.center-x + w.center-x) / 2 @strong")
        #expect(centred.lhs.terms == [term(1, "a", .centerX)])
        #expect(centred.rhs.terms == [term(0.5, "q", .centerX), term(0.5, "w", .centerX)])
        #expect(centred.rhs.constant == 0)
        #expect(centred.strength == .strong)

        let wide = try ConstraintParser.parse("space.width >= 4 * q.width @medium")
        #expect(wide.relation == .greaterThanOrEqual)
        #expect(wide.rhs.terms == [term(4, "q", .width)])
        #expect(wide.strength == .medium)

        let gap = try ConstraintParser.parse("shift.right <= z.left - 8 @weak")
        #expect(gap.relation == .lessThanOrEqual)
        #expect(gap.rhs == LinearExpression(terms: [term(1, "z", .left)], constant: -8))
        #expect(gap.strength == .weak)
    }

    @Test func mergesLikeTermsAndDropsCancelledOnes() throws {
        // 2a + 3b - a + (b - 2b) * 2 - b  =  a + (3 - 2 - 1) b  =  a
        let constraint = try ConstraintParser.parse(
            "2 * a.left + 3 * b.top - a.left + (b.top - 2 * b.top) * 2 - b.top == 10")
        #expect(constraint.lhs == LinearExpression(terms: [term(1, "a", .left)], constant: 0))
        #expect(constraint.rhs == LinearExpression(terms: [], constant: 10))
    }

    @Test func readsNumbersIdsAndSigns() throws {
        // `1.width` is key "1"; `1.5` a number; `-(-x)` is x; `to-symbols` an id with a hyphen.
        let constraint = try ConstraintParser.parse("1.width*1.5 + .5e1 == -(-to-symbols.height) / 4 + 2_x.bottom")
        #expect(constraint.lhs == LinearExpression(terms: [term(1.5, "1", .width)], constant: 5))
        #expect(constraint.rhs.terms == [term(0.25, "to-symbols", .height), term(1, "2_x", .bottom)])
    }

    @Test func hyphenAfterAnAttributeIsAMinus() throws {
        let constraint = try ConstraintParser.parse("a.right-b.left==c.center-y-2")
        #expect(constraint.lhs.terms == [term(1, "a", .right), term(-1, "b", .left)])
        #expect(constraint.rhs == LinearExpression(terms: [term(1, "c", .centerY)], constant: -2))
    }

    @Test func unicodeKeyIds() throws {
        let constraint = try ConstraintParser.parse("ß.width == é.width")
        #expect(constraint.keyIDs == ["ß", "é"])
    }

    // MARK: - Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let text: String
        let code: String
        let offset: Int
        let message: String
        var testDescription: String { text }
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            text: "a.width + == b.width", code: "KS2301", offset: 10,
            message: "expected an expression after '+', found '='"),
        ErrorCase(text: "a.width ==", code: "KS2301", offset: 10, message: "expected an expression after '=='"),
        ErrorCase(text: "", code: "KS2301", offset: 0, message: "expected an expression"),
        ErrorCase(
            text: "a.width", code: "KS2306", offset: 7,
            message: "missing relation: expected '==', '<=' or '>=' after the expression"),
        ErrorCase(
            text: "a.width b.width", code: "KS2306", offset: 8, message: "expected '==', '<=' or '>=', found 'b'"),
        ErrorCase(text: "a.width = b.width", code: "KS2301", offset: 8, message: "'=' is not a relation; write '=='"),
        ErrorCase(text: "a.width < b.width", code: "KS2301", offset: 8, message: "'<' is not a relation; write '<='"),
        ErrorCase(
            text: "a.width == b.width <= c.width", code: "KS2301", offset: 19,
            message: "a constraint has only one relation"),
        ErrorCase(
            text: "a.width == b.width )", code: "KS2301", offset: 19, message: "unexpected ')' after the constraint"),
        ErrorCase(text: "a.width == (b.width", code: "KS2301", offset: 19, message: "expected ')'"),
        ErrorCase(
            text: "a.width == b", code: "KS2301", offset: 12,
            message: "expected '.' and an attribute after 'b', as in 'b.width'"),
        ErrorCase(text: "a. == b.width", code: "KS2301", offset: 2, message: "expected an attribute after 'a.'"),
        ErrorCase(
            text: "a.wdth == b.width", code: "KS2303", offset: 2,
            message:
                "unknown attribute 'wdth'; expected one of 'left', 'right', 'top', 'bottom', 'width', 'height', 'center-x', 'center-y'"
        ),
        ErrorCase(
            text: "a.width * b.width == 1", code: "KS2304", offset: 8,
            message: "non-linear term: a product of two key attributes"),
        ErrorCase(
            text: "a.width == 1 / b.width", code: "KS2304", offset: 15,
            message: "non-linear term: a division by a key attribute"),
        ErrorCase(text: "a.width == b.width / (2 - 2)", code: "KS2305", offset: 21, message: "division by zero"),
        ErrorCase(
            text: "a.width == b.width @strnog", code: "KS2307", offset: 20,
            message: "unknown strength 'strnog'; expected one of 'required', 'strong', 'medium', 'weak'"),
        ErrorCase(
            text: "a.width == b.width @", code: "KS2307", offset: 20,
            message: "expected a strength after '@': one of 'required', 'strong', 'medium', 'weak'"),
        ErrorCase(text: "1 == 2", code: "KS2309", offset: 0, message: "constraint names no key"),
        ErrorCase(text: "a.width == 1e999", code: "KS2310", offset: 11, message: "number '1e999' is too large"),
        ErrorCase(
            text: "a.width == 1e300 * 1e300 * b.width", code: "KS2310", offset: 17,
            message: "the result is too large to be finite"),
        ErrorCase(
            text: "a.width == b.width # c", code: "KS2301", offset: 19, message: "unexpected '#' after the constraint"),
    ]

    @Test(arguments: errorCases)
    func reportsErrorsAtTheirOffset(_ errorCase: ErrorCase) {
        let parse = ConstraintParser.parseDetailed(errorCase.text)
        #expect(parse.constraint == nil)
        #expect(parse.issues.count == 1)
        let issue = parse.issues.first
        #expect(issue?.code == errorCase.code)
        #expect(issue?.offset == errorCase.offset)
        #expect(issue?.message == errorCase.message)
    }

    @Test func unclosedParenthesisHasANoteAtTheOpening() {
        let parse = ConstraintParser.parseDetailed("a.width == (b.width + 1")
        #expect(parse.issues.first?.notes == [ConstraintIssue.Note(message: "to match this '('", offset: 11)])
    }

    @Test func reportsEveryUnknownAttributeInOnePass() {
        let parse = ConstraintParser.parseDetailed("a.wide + b.tall == c.width")
        #expect(parse.issues.map(\.offset) == [2, 11])
        #expect(parse.issues.map(\.code) == ["KS2303", "KS2303"])
    }

    @Test func throwingEntryPointCarriesTheIssues() {
        #expect(throws: ConstraintError.self) { try ConstraintParser.parse("a.width ==") }
        do {
            _ = try ConstraintParser.parse("a.width")
        } catch {
            #expect(error.issues.map(\.code) == ["KS2306"])
        }
    }

    // MARK: - Limits

    @Test func boundsLengthAndNesting() {
        let long = "a.width == " + String(repeating: "1 + ", count: 300) + "1"
        let tooLong = ConstraintParser.parseDetailed(long)
        #expect(tooLong.issues.map(\.code) == ["KS2308"])
        #expect(tooLong.issues.first?.message == "constraint is too long: \(long.count) characters, at most 1000")

        let nested32 = "a.width == " + String(repeating: "(", count: 32) + "1" + String(repeating: ")", count: 32)
        #expect(ConstraintParser.parseDetailed(nested32).issues.isEmpty)
        let nested33 = "a.width == " + String(repeating: "(", count: 33) + "1" + String(repeating: ")", count: 33)
        let deep = ConstraintParser.parseDetailed(nested33)
        #expect(deep.issues.map(\.code) == ["KS2308"])
        #expect(deep.issues.first?.offset == 11 + 32)
        // Long runs of signs do not recurse.
        let signs = "a.width == " + String(repeating: "-", count: 900) + "b.width"
        #expect(ConstraintParser.parseDetailed(signs).constraint?.rhs.terms == [term(1, "b", .width)])
    }

    @Test func randomTextNeverTrapsAndOffsetsStayInside() {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("ab1.2 +-*/()=<>@wdthlefrig_xyé\t")
        for _ in 0..<3000 {
            let length = Int(random.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            let parse = ConstraintParser.parseDetailed(text)
            #expect((parse.constraint == nil) != parse.issues.isEmpty)
            for issue in parse.issues {
                #expect(issue.offset >= 0 && issue.offset <= text.count)
            }
        }
    }

    // MARK: - Property: the parser agrees with a reference evaluation

    /// A random linear expression and its value computed independently of the parser.
    private struct Generated {
        var text: String
        var coefficients: [KeyAnchor: Double]
        var constant: Double
    }

    private func generate(depth: Int, random: inout SplitMix64) -> Generated {
        let ids = ["a", "b", "to-symbols", "1"]
        let choice = depth == 0 ? random.next() % 2 : random.next() % 6
        switch choice {
        case 0:
            let value = Double(random.next() % 9)
            return Generated(text: KeyboardSize.format(value), coefficients: [:], constant: value)
        case 1:
            let id = ids[Int(random.next() % UInt64(ids.count))]
            let attribute = KeyAttribute.allCases[Int(random.next() % UInt64(KeyAttribute.allCases.count))]
            let key = anchor(id, attribute)
            return Generated(text: key.description, coefficients: [key: 1], constant: 0)
        case 2, 3:
            let left = generate(depth: depth - 1, random: &random)
            let right = generate(depth: depth - 1, random: &random)
            let sign: Double = choice == 2 ? 1 : -1
            var coefficients = left.coefficients
            for (key, value) in right.coefficients { coefficients[key, default: 0] += sign * value }
            return Generated(
                text: "(\(left.text) \(choice == 2 ? "+" : "-") \(right.text))", coefficients: coefficients,
                constant: left.constant + sign * right.constant)
        case 4:
            let factor = Double(random.next() % 5) - 2
            let operand = generate(depth: depth - 1, random: &random)
            let text =
                random.next() % 2 == 0
                ? "\(KeyboardSize.format(factor)) * \(operand.text)"
                : "\(operand.text) * \(KeyboardSize.format(factor))"
            return Generated(
                text: "(\(text))", coefficients: operand.coefficients.mapValues { $0 * factor },
                constant: operand.constant * factor)
        default:
            let divisor = [2.0, 4, 0.5, -8][Int(random.next() % 4)]
            let operand = generate(depth: depth - 1, random: &random)
            return Generated(
                text: "(\(operand.text) / \(KeyboardSize.format(divisor)))",
                coefficients: operand.coefficients.mapValues { $0 / divisor }, constant: operand.constant / divisor)
        }
    }

    @Test func agreesWithAReferenceEvaluation() throws {
        var random = SplitMix64(seed: 42)
        for _ in 0..<400 {
            let left = generate(depth: 4, random: &random)
            let right = generate(depth: 3, random: &random)
            let text = "\(left.text) <= \(right.text) + q.width"
            let parse = ConstraintParser.parseDetailed(text)
            let constraint = try #require(parse.constraint, "\(text): \(parse.issues)")
            for (side, (generated, expression)) in [(left, constraint.lhs), (right, constraint.rhs)].enumerated() {
                var expected = generated.coefficients
                if side == 1 { expected[anchor("q", .width), default: 0] += 1 }
                expected = expected.filter { abs($0.value) > 1e-12 }
                let actual = Dictionary(expression.terms.map { ($0.anchor, $0.coefficient) }) { $0 + $1 }
                #expect(actual.count == expression.terms.count, "like terms merged in \(text)")
                #expect(Set(actual.keys) == Set(expected.keys), "\(text)")
                for (key, value) in expected {
                    #expect(abs((actual[key] ?? .nan) - value) < 1e-9, "\(key) in \(text)")
                }
                #expect(abs(expression.constant - generated.constant) < 1e-9, "\(text)")
            }
        }
    }
}

@Suite struct ConstraintParserTextTests {
    @Test func lineBreaksAreSpacesAndOffsetsCountCharacters() throws {
        // "\r\n" is one Character; offsets after it count it once.
        let crlf = ConstraintParser.parseDetailed("a.width ==\r\n b.width *")
        #expect(crlf.issues.map(\.offset) == [21])
        let newline = try ConstraintParser.parse("a.width ==\nb.width")
        #expect(newline.rhs.terms.map(\.anchor.keyID) == ["b"])
        // Non-ASCII text: offsets are in Characters, not bytes.
        let accented = ConstraintParser.parseDetailed("é.width == ü.wdth")
        #expect(accented.issues.map(\.offset) == [13])
    }
}
