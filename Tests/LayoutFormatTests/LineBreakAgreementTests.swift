import KeyboardModel
import TestSupport
import Testing

@testable import LayoutDiagnostics
@testable import LayoutFormat
@testable import LocatedYAML

/// libyaml counts NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) as line
/// breaks; editors and the line index count only CR and LF. The reader rejects the three before
/// parsing, at the character, so that no location after one can be a line off.
@Suite struct LineBreakAgreementTests {
    private static let layout =
        layoutHeader(id: "lines", name: "NAME", locale: "en-US")
            + """
            layers:
              letters:
                rows:
                  - [a, b, {action: backspace}, {action: return}]

            """

    /// The three separators, their names and UTF-8 bytes.
    static let separators: [(scalar: String, name: String)] = [
        ("\u{85}", "NEXT LINE (U+0085)"), ("\u{2028}", "LINE SEPARATOR (U+2028)"),
        ("\u{2029}", "PARAGRAPH SEPARATOR (U+2029)"),
    ]

    @Test(arguments: [0, 1, 2])
    func aSeparatorIsRejectedAtItsCharacter(_ index: Int) throws {
        let (scalar, name) = Self.separators[index]
        // Line 3 is `name: "漢字<separator>x"`: `name: "` is 7 characters and 漢字 2 more, so the
        // separator is the 10th character of the line.
        let text = Self.layout.replacingOccurrences(of: "NAME", with: "\"漢字\(scalar)x\"")
        let result = LayoutLoader().load(bytes: Array(text.utf8), path: "lines.yaml")
        #expect(result.layout == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == YAMLDiagnosticCode.lineSeparator)
        #expect(diagnostic.location == SourceLocation(file: "lines.yaml", line: 3, column: 10))
        #expect(
            diagnostic.message == "\(name) is not allowed here: YAML counts it as a line break where editors do not")
        let escape = index == 0 ? "\\u0085" : index == 1 ? "\\u2028" : "\\u2029"
        #expect(diagnostic.notes.map(\.message) == ["to type it, write it as \"\(escape)\" in a double-quoted string"])
    }

    @Test func aSeparatorInACommentOnALaterLineIsAlsoRejectedThere() throws {
        // A comment on line 8 ("    rows: # ...") holding U+2028 after 11 characters.
        let text = Self.layout.replacingOccurrences(of: "NAME", with: "Lines")
            .replacingOccurrences(of: "    rows:", with: "    rows: # a\u{2028}b")
        let result = LayoutLoader().load(bytes: Array(text.utf8), path: "lines.yaml")
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" } == ["8:14 KS1014"])
    }

    @Test func theEscapeTypesTheCharacter() throws {
        let text = Self.layout.replacingOccurrences(of: "NAME", with: "Lines")
            .replacingOccurrences(of: "[a, b,", with: "[a, \"\\u2028\", b,")
        let result = LayoutLoader().load(bytes: Array(text.utf8), path: "lines.yaml")
        #expect(result.diagnostics.isEmpty)
        let keys = try #require(result.layout?.layers.first?.rows.first?.keys)
        #expect(keys[1].text == "\u{2028}")
    }

    @Test func aTypoAfterAnEscapedSeparatorIsOnItsOwnLine() throws {
        // The error after the escape stays on the line editors show it on (line 9).
        let text = Self.layout.replacingOccurrences(of: "NAME", with: "\"a\\u2028b\\u0085c\"")
            .replacingOccurrences(of: "{action: backspace}", with: "{acton: backspace}")
        let result = LayoutLoader().load(bytes: Array(text.utf8), path: "lines.yaml")
        let unknown = try #require(result.diagnostics.first { $0.code == DiagnosticCode.unknownField.rawValue })
        #expect(unknown.location == SourceLocation(file: "lines.yaml", line: 9, column: 17))
    }

    @Test func shownLinesShowTheSeparatorAsASymbol() {
        #expect(DiagnosticRenderer.visible("a\u{2028}b\u{2029}c\u{85}d") == "a\u{2424}b\u{2424}c\u{FFFD}d")
    }
}

/// When the top-level node ends early and a syntax error follows, the syntax error is the problem
/// to report (yaml-test-suite 9KBC and CXX2), not "the top level must be a mapping".
@Suite struct RealSyntaxErrorTests {
    @Test func aMappingOnTheDocumentMarkerLineIsASyntaxErrorAtItsMark() throws {
        // 9KBC: libyaml reads the scalar `key1` at 1:5, then stops at the ':' after it (1:9).
        let document = YAMLReader.read(Array("--- key1: value1\n    key2: value2\n".utf8), file: "9kbc.yaml")
        #expect(document.root == nil)
        #expect(
            document.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code) \($0.message)" } == [
                "1:9 KS1001 mapping values are not allowed in this context"
            ])
    }

    @Test func aMappingOnTheMarkerLineAfterAnAnchorToo() throws {
        // CXX2: `--- &anchor a: b`, where the ':' is the 14th character.
        let result = LayoutLoader().load(bytes: Array("--- &anchor a: b\n".utf8), path: "cxx2.yaml")
        #expect(result.diagnostics.map(\.code) == [YAMLDiagnosticCode.syntax])
        #expect(result.diagnostics.first?.location == SourceLocation(file: "cxx2.yaml", line: 1, column: 14))
    }

    @Test func aTopLevelScalarWithoutASyntaxErrorIsStillReportedAsSuch() {
        let document = YAMLReader.read(Array("--- just text\n".utf8), file: "t.yaml")
        #expect(document.diagnostics.map(\.code) == [YAMLDiagnosticCode.topLevelNotMapping])
        #expect(
            document.diagnostics.first?.message == "the top level must be a mapping of layout fields, found a string")
    }
}
