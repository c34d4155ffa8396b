import Foundation
import KeyboardModel
import Testing

@testable import LayoutFormat

/// One invalid fixture and the diagnostics it must give, written by hand from the file.
struct InvalidFixture: CustomTestStringConvertible, Sendable {
    let name: String
    /// `LINE:COLUMN: severity CODE: message`; notes indented; another file's name as a prefix.
    let expected: [String]

    init(_ name: String, _ expected: [String]) {
        self.name = name
        self.expected = expected
    }

    var testDescription: String { name }
}

private let attributes = "'left', 'right', 'top', 'bottom', 'width', 'height', 'center-x', 'center-y'"
private let leaves = "leaves the layout's folder; a parent must be in the same folder or below it"
private let approximate =
    "of the text, which is written over several lines or with escapes, so the column points at its start"
private let actions =
    "'shift', 'caps-lock', 'backspace', 'space', 'return', 'layer', 'next-keyboard', 'dismiss', 'dead', 'custom'"

@Suite struct LayoutFixtureTests {
    static let invalid: [InvalidFixture] = [
        // Structure: a JSON Schema could reject these.
        InvalidFixture(
            "unknown-field", ["12:1: error KS2001: unknown field 'directon' in the layout; did you mean 'direction'?"]),
        InvalidFixture(
            "unknown-key-field",
            [
                "10:16: error KS2003: missing required field 'text'; a key needs 'text' or 'action'",
                "10:17: error KS2001: unknown field 'txt' in a key; did you mean 'text'?",
            ]),
        InvalidFixture(
            "unknown-metrics-field",
            ["12:11: error KS2001: unknown field 'key-gaps' in 'metrics'; did you mean 'key-gap'?"]),
        InvalidFixture("wrong-type-number", ["6:15: error KS2002: expected a number, found a mapping"]),
        InvalidFixture("wrong-type-rows", ["9:11: error KS2002: expected a list of rows, found a string"]),
        InvalidFixture("wrong-type-key", ["10:16: error KS2002: expected a key (text or a mapping), found a sequence"]),
        InvalidFixture("missing-format", ["2:1: error KS2003: missing required field 'format'"]),
        InvalidFixture("missing-id", ["2:1: error KS2003: missing required field 'id'"]),
        InvalidFixture("missing-name", ["2:1: error KS2003: missing required field 'name'"]),
        InvalidFixture("missing-size", ["2:1: error KS2003: missing required field 'size'"]),
        InvalidFixture("missing-layers", ["2:1: error KS2003: missing required field 'layers'"]),
        InvalidFixture("missing-size-height", ["6:7: error KS2003: missing required field 'height'"]),
        InvalidFixture("missing-rows", ["12:12: error KS2003: missing required field 'rows'"]),
        InvalidFixture("row-missing-keys", ["10:9: error KS2003: missing required field 'keys'"]),
        InvalidFixture("format-2", ["2:9: error KS2005: unsupported format 2; this version reads format 1"]),
        InvalidFixture("format-not-integer", ["2:9: error KS2002: expected an integer, found a string"]),
        InvalidFixture(
            "bad-direction", ["12:12: error KS2004: bad value 'up' for 'direction'; expected one of 'ltr', 'rtl'"]),
        InvalidFixture(
            "bad-action", ["11:58: error KS2004: bad value 'shfit' for 'action'; expected one of \(actions)"]),
        InvalidFixture(
            "bad-autocapitalize",
            [
                "12:28: error KS2004: bad value 'always' for 'autocapitalize'; expected one of 'none', 'words', 'sentences', 'all'"
            ]),
        InvalidFixture(
            "bad-align",
            ["10:34: error KS2004: bad value 'middle' for 'align'; expected one of 'left', 'center', 'right'"]),
        InvalidFixture(
            "bool-yes", ["12:33: error KS2002: expected true or false for 'double-space-period', found 'yes'"]),
        InvalidFixture("negative-metric", ["12:20: error KS2008: 'key-gap' must not be negative, found -1"]),
        InvalidFixture("zero-row-height", ["10:35: error KS2008: 'height' must be greater than 0, found 0"]),
        InvalidFixture(
            "bad-layer-name",
            [
                "8:3: error KS2009: bad layer name 'Letters'; a layer name is a lower-case letter followed by "
                    + "lower-case letters, digits and '-'"
            ]),
        InvalidFixture("empty-key-text", ["10:23: error KS2010: a key's text must not be empty"]),
        InvalidFixture("empty-layer", ["13:11: error KS2011: layer 'numbers' has no rows"]),
        InvalidFixture("empty-row", ["10:9: error KS2012: empty row; a row needs at least one key"]),
        InvalidFixture("empty-layers", ["7:9: error KS2011: 'layers' is empty; a layout needs at least one layer"]),
        InvalidFixture(
            "width-unparsable",
            [
                "10:33: error KS2013: cannot read 'width' '12px'; expected a number of units, points ('60pt') or a "
                    + "percentage ('25%'), or 'fill'"
            ]),
        InvalidFixture("width-negative", ["10:33: error KS2014: 'width' must be greater than 0, found '-1'"]),
        InvalidFixture("width-zero", ["10:33: error KS2014: 'width' must be greater than 0, found '0'"]),
        InvalidFixture("width-over-100-percent", ["10:33: error KS2014: 'width' must be at most 100%, found '150%'"]),
        InvalidFixture("to-without-layer-action", ["10:26: error KS2006: 'to' is only allowed with 'action: layer'"]),
        InvalidFixture(
            "layer-key-missing-to", ["10:16: error KS2003: missing required field 'to' for 'action: layer'"]),
        InvalidFixture(
            "dead-key-missing-accent", ["10:16: error KS2003: missing required field 'accent' for 'action: dead'"]),
        InvalidFixture(
            "custom-missing-name", ["10:16: error KS2003: missing required field 'name' for 'action: custom'"]),
        InvalidFixture(
            "key-missing-text", ["10:16: error KS2003: missing required field 'text'; a key needs 'text' or 'action'"]),
        InvalidFixture(
            "text-with-action", ["11:48: error KS2006: 'text' is only allowed on text keys, without 'action'"]),
        InvalidFixture(
            "constraint-not-string", ["13:5: error KS2002: expected a constraint (a string), found a mapping"]),
        InvalidFixture("alternates-not-list", ["12:17: error KS2002: expected a list of strings, found a string"]),
        InvalidFixture("extends-escape", ["4:10: error KS2402: 'extends' path '../valid/base.yaml' \(leaves)"]),
        InvalidFixture("extends-absolute", ["4:10: error KS2402: 'extends' path '/etc/hostname' \(leaves)"]),

        // Semantics: a JSON Schema would accept these.
        InvalidFixture("non-finite-size", ["6:15: error KS2007: 'width' must be a finite number, found '.inf'"]),
        InvalidFixture("width-not-finite", ["10:33: error KS2014: 'width' must be finite, found '.inf'"]),
        InvalidFixture(
            "min-greater-than-max", ["10:37: error KS2015: 'min-width' 60pt is greater than 'max-width' 40pt"]),
        InvalidFixture(
            "duplicate-key-id",
            [
                "10:16: error KS2101: duplicate key id 'q' in layer 'letters'; give one of the keys an explicit 'id'",
                "  10:10: note: 'q' is first used here",
            ]),
        InvalidFixture(
            "duplicate-layer-key-id",
            [
                "10:43: error KS2101: duplicate key id 'layer' in layer 'letters'; give one of the keys an explicit 'id'",
                "  10:13: note: 'layer' is first used here",
            ]),
        InvalidFixture(
            "unknown-layer-target", ["10:36: error KS2102: no layer named 'leters'; did you mean 'letters'?"]),
        InvalidFixture(
            "unreachable-layer",
            ["12:3: warning KS2105: layer 'numbers' cannot be reached: no key leads to it from 'letters'"]),
        InvalidFixture("no-backspace", ["7:1: warning KS2107: no backspace key in any layer reachable from 'letters'"]),
        InvalidFixture("no-return", ["7:1: warning KS2108: no return key in any layer reachable from 'letters'"]),
        InvalidFixture(
            "return-to-missing-layer",
            ["12:23: error KS2103: no layer named 'leters' for 'return-to'; did you mean 'letters'?"]),
        InvalidFixture(
            "dead-key-without-composition",
            [
                "10:39: error KS2104: dead key accent '¤' composes nothing; add it to 'compose' or use an accent with "
                    + "a combining mark"
            ]),
        InvalidFixture(
            "duplicate-alternate",
            ["12:24: warning KS2106: duplicate alternate 'é'", "  12:18: note: first listed here"]),
        InvalidFixture("constraint-syntax-column", ["13:25: error KS2301: expected an expression after '+'"]),
        InvalidFixture(
            "constraint-syntax-quoted-column",
            ["13:29: error KS2301: expected ')'", "  13:17: note: to match this '('"]),
        InvalidFixture(
            "constraint-escaped-fallback",
            [
                "13:5: error KS2301: expected an expression after '*'",
                "  13:5: note: the problem is at character 21 \(approximate)",
            ]),
        InvalidFixture(
            "constraint-unknown-key", ["13:16: error KS2302: unknown key id 'ww' in constraint; did you mean 'w'?"]),
        InvalidFixture(
            "constraint-unknown-attribute",
            ["13:7: error KS2303: unknown attribute 'widht'; expected one of \(attributes)"]),
        InvalidFixture(
            "constraint-non-linear", ["13:13: error KS2304: non-linear term: a product of two key attributes"]),
        InvalidFixture("constraint-division-by-zero", ["13:26: error KS2305: division by zero"]),
        InvalidFixture(
            "constraint-missing-relation",
            ["13:12: error KS2306: missing relation: expected '==', '<=' or '>=' after the expression"]),
        InvalidFixture(
            "constraint-bad-strength",
            ["13:25: error KS2307: unknown strength 'always'; expected one of 'required', 'strong', 'medium', 'weak'"]),
        InvalidFixture("constraint-too-deep", ["13:48: error KS2308: too deeply nested: more than 32 parentheses"]),
        InvalidFixture("constraint-no-key", ["13:5: error KS2309: constraint names no key"]),
        InvalidFixture(
            "extends-cycle-a",
            [
                "4:10: error KS2403: 'extends' cycle: extends-cycle-a.yaml → extends-cycle-b.yaml "
                    + "→ extends-cycle-a.yaml",
                "  extends-cycle-b.yaml:4:10: note: 'extends-cycle-b.yaml' extends 'extends-cycle-a.yaml' here",
            ]),
        InvalidFixture(
            "extends-cycle-b",
            [
                "4:10: error KS2403: 'extends' cycle: extends-cycle-b.yaml → extends-cycle-a.yaml "
                    + "→ extends-cycle-b.yaml",
                "  extends-cycle-a.yaml:4:10: note: 'extends-cycle-a.yaml' extends 'extends-cycle-b.yaml' here",
            ]),
        InvalidFixture(
            "extends-missing",
            ["4:10: error KS2401: cannot read 'no-such-parent.yaml' named by 'extends': no such file or directory"]),
    ]

    /// The diagnostics in the form of the table, with another file's name as a prefix.
    private static func lines(_ result: LayoutLoadResult, file: String) -> [String] {
        /// `LINE:COLUMN`, after the file's name when it is another file.
        func place(_ location: KeyboardModel.SourceLocation) -> String {
            let prefix = location.file == file ? "" : LayoutLoader.lastComponent(location.file) + ":"
            return "\(prefix)\(location.line):\(location.column)"
        }
        return result.diagnostics.flatMap { diagnostic -> [String] in
            let head =
                "\(place(diagnostic.location)): \(diagnostic.severity.rawValue) \(diagnostic.code): \(diagnostic.message)"
            return [head] + diagnostic.notes.map { "  \(place($0.location)): note: \($0.message)" }
        }
    }

    @Test(arguments: invalid)
    func invalidFixtureGivesExactlyItsDiagnostics(_ fixture: InvalidFixture) {
        let path = fixturesFolder() + "/invalid/\(fixture.name).yaml"
        let result = LayoutLoader().load(path: path)
        #expect(Self.lines(result, file: path) == fixture.expected)
        #expect(!result.isInputUnreadable)
        let hasErrors = fixture.expected.contains { $0.contains(": error ") }
        #expect((result.layout == nil) == hasErrors)
    }

    @Test func everyInvalidFixtureIsInTheTableAndSaysWhetherASchemaRejectsIt() throws {
        let folder = fixturesFolder() + "/invalid"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
        #expect(names.count >= 40)
        #expect(Set(names.map { String($0.dropLast(5)) }) == Set(Self.invalid.map(\.name)))
        for name in names {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            let firstLine = text.split(separator: "\n", maxSplits: 1).first ?? ""
            #expect(firstLine.hasPrefix("# schema: reject") || firstLine.hasPrefix("# schema: accept"), "\(name)")
        }
        // Every diagnostic code of layout decoding is exercised by some fixture, except the ones
        // that need the decoder without files (KS2405) or an unreadable input (KS2406, tested
        // in LayoutLoaderTests). The hostile corpus (HostileCorpusTests) covers the limits.
        let used = Set(
            Self.invalid.flatMap(\.expected).compactMap { line in
                line.split(separator: " ").first { $0.hasPrefix("KS") }.map { String($0.dropLast()) }
            })
        let untested = Set(DiagnosticCode.allCases.map(\.rawValue)).subtracting(used)
            .subtracting(HostileCorpusTests.cases.map(\.code))
        #expect(untested == ["KS2405", "KS2406"])
    }
}
