import Foundation
import KeyboardModel
import LocatedYAML
import Testing

@testable import LayoutImport

/// The JSON reader of the importers (RFC 8259), on texts written for each rule: values, escapes
/// and surrogate pairs, numbers as written, and the located errors with JSON's advice and the
/// JSON Pointer of the value they are in.
@Suite struct JSONReaderTests {
    static func read(_ text: String, anyRoot: Bool = true) -> YAMLDocument {
        JSONReader.read(Array(text.utf8), file: "t.json", anyRoot: anyRoot)
    }

    /// `LINE:COLUMN message` of the one error.
    static func error(_ text: String) -> String {
        let document = read(text)
        #expect(document.root == nil)
        return document.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
            .joined(separator: "\n")
    }

    @Test func valuesAndTheirPlaces() throws {
        let document = Self.read("{\n  \"é\": [1, -2.5e3, true, null, \"x\\ty\"],\n  \"o\": {}\n}")
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        let list = try #require(root["é"]?.sequence)
        #expect(list.map { $0.scalar?.value } == ["1", "-2.5e3", "true", "null", "x\ty"])
        #expect(list.map { $0.scalar?.style } == [.plain, .plain, .plain, .plain, .doubleQuoted])
        // `[` is column 8 of line 2 (after `  "é": `, 7 characters: é is one); `-2.5e3` starts at 12.
        #expect(root["é"]?.location.line == 2)
        #expect(root["é"]?.location.column == 8)
        #expect(list[1].location.column == 12)
        #expect(root["o"]?.mapping?.isEmpty == true)
    }

    @Test func surrogatePairsAreOneCharacter() throws {
        // U+1E952 ADLAM DIGIT TWO is D83A DD52 in UTF-16; lower-case hex digits too.
        let root = try #require(Self.read(#"{"a": "\uD83A\uDD52", "b": "\ud83a\udd52x", "c": "\u00e9\/"}"#).root)
        #expect(root["a"]?.scalar?.value == "\u{1E952}")
        #expect(root["b"]?.scalar?.value == "\u{1E952}x")
        #expect(root["c"]?.scalar?.value == "é/")
    }

    @Test(arguments: [
        // A high half with no low half after it; a low half alone; a high half before a non-low escape.
        (
            #"{"a": "\uD83A x"}"#,
            "1:8 \\uD83A is the first half of a surrogate pair, but no \\uDC00–\\uDFFF escape follows; a character "
                + "outside the Basic Multilingual Plane is written as two escapes, high then low (U+1E952 is "
                + "\\uD83A\\uDD52) (in /a)"
        ),
        (
            #"{"a": "\uDD52"}"#,
            "1:8 \\uDD52 is the second half of a surrogate pair, with no \\uD800–\\uDBFF escape before it; alone it is "
                + "no character (in /a)"
        ),
        (
            #"["\uD83A\u0041"]"#,
            "1:3 \\uD83A is the first half of a surrogate pair, but no \\uDC00–\\uDFFF escape follows (\\u0041 does); "
                + "a character outside the Basic Multilingual Plane is written as two escapes, high then low (U+1E952 "
                + "is \\uD83A\\uDD52) (in /0)"
        ),
        (
            #"["\x41"]"#,
            "1:3 '\\x' is not a JSON escape; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX (in /0)"
        ),
        (#"["\u12G4"]"#, "1:3 '\\u' must be followed by four hex digits (\\u00E9) (in /0)"),
    ])
    func escapes(_ text: String, _ expected: String) {
        #expect(Self.error(text) == expected)
    }

    @Test(arguments: [
        // Trailing commas: at the comma.
        (
            #"{"a": 1,}"#,
            "1:8 a ',' before '}': JSON allows no comma after an object's last member; remove it (in the top-level value)"
        ),
        (
            "[1, 2,\n]",
            "1:6 a ',' before ']': JSON allows no comma after an array's last item; remove it (in the top-level value)"
        ),
        // What YAML or JavaScript allow and JSON does not.
        (
            "{'a': 1}",
            "1:2 an object's keys are strings in double quotes (\"name\": …), found ''' (in the top-level value)"
        ),
        (
            "{a: 1}",
            "1:2 an object's keys are strings in double quotes (\"name\": …), found 'a' (in the top-level value)"
        ),
        (#"["a", 'b']"#, "1:7 JSON strings are in double quotes (\"), not single ones (in /1)"),
        ("[1, // two\n2]", "1:5 JSON has no comments; remove it (in /1)"),
        (
            #"{"n": NaN}"#,
            "1:7 'NaN' is not a JSON value; a value is a string in double quotes, a number, an object, an array, true, false or null (in /n)"
        ),
        (
            #"{"n": True}"#,
            "1:7 'True' is not a JSON value; a value is a string in double quotes, a number, an object, an array, true, false or null (in /n)"
        ),
        ("[012]", "1:2 a JSON number has no leading zeros (in /0)"),
        (
            "[+1]",
            "1:2 '+1' is not a JSON number: a JSON number is an optional '-', digits without leading zeros, an optional fraction ('0.5', not '.5') and exponent, and no '+' sign, NaN or Infinity (in /0)"
        ),
        (
            "[.5]",
            "1:2 '.5' is not a JSON number: a JSON number is an optional '-', digits without leading zeros, an optional fraction ('0.5', not '.5') and exponent, and no '+' sign, NaN or Infinity (in /0)"
        ),
        ("[1.]", "1:2 a digit must follow a JSON number's decimal point (in /0)"),
        ("[1e]", "1:2 a digit must follow a JSON number's exponent (in /0)"),
        // Missing punctuation.
        ("[1 2]", "1:4 a ',' is missing between two items of an array (in the top-level value)"),
        (#"{"a": 1 "b": 2}"#, "1:9 a ',' is missing between two members of an object (in the top-level value)"),
        (#"{"a" 1}"#, "1:6 expected ':' after the key \"a\", found '1' (in the top-level value)"),
        // Strings that do not end, or hold a raw line break.
        ("[\"ab", "1:2 the string that starts here never ends: its closing '\"' is missing (in /0)"),
        (
            "[\"a\nb\"]",
            "1:4 a line break inside a JSON string must be escaped (\\n); or the string's closing '\"' is missing (in /0)"
        ),
        // The end of the text, and text after it.
        ("{\"a\": [\n\n", "1:8 the JSON text ends before the value is complete (in /a/0)"),
        (
            "{} {}",
            "1:4 text after the end of the JSON value; a JSON text is one value (wrap several in an array) (in the top-level value)"
        ),
        // Keys with '/' and '~' in the pointer (RFC 6901).
        (
            #"{"a/b": {"c~d": [x]}}"#,
            "1:18 'x' is not a JSON value; a value is a string in double quotes, a number, an object, an array, true, false or null (in /a~1b/c~0d/0)"
        ),
    ])
    func syntaxErrorsGiveJSONAdvice(_ text: String, _ expected: String) {
        #expect(Self.error(text) == expected)
    }

    @Test func theTopLevelAndDuplicates() throws {
        #expect(
            Self.read("[1]", anyRoot: false).diagnostics.first?.message
                == "the top level must be a JSON object (in the top-level value)")
        // A key given twice is an error at the second, and the first value is kept.
        let document = Self.read("{\"a\": 1,\n \"a\": 2}")
        #expect(
            document.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "2:2 duplicate key \"a\" in an object"
            ])
        #expect(document.root?["a"]?.scalar?.value == "1")
    }

    @Test func limits() {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        let document = JSONReader.read(
            Array(deep.utf8), file: "t.json", limits: YAMLLimits(maxDepth: 64), anyRoot: true)
        #expect(document.root == nil)
        #expect(document.diagnostics.first?.code == YAMLDiagnosticCode.tooDeep)
    }

    /// Adlam, written as Keyman writes characters outside the Basic Multilingual Plane: escaped
    /// surrogate pairs. The keys type U+1E922, U+1E923 and U+1E932, with U+1E944 on long press;
    /// U_0061 types its code point, whatever its cap (a with U+0301) shows.
    @Test func aKeymanLayoutWithSurrogatePairsImports() throws {
        let path = SqueekboardImporterTests.root
            .appendingPathComponent("Tests/Fixtures/import/keyman/adlam-escapes.keyman-touch-layout").path
        let result = KeymanImporter.importLayout(
            ImportSource(bytes: try SqueekboardImporterTests.load(path), file: path, id: "adlam"))
        let layout = try #require(result.layout, "\(result.diagnostics)")
        let keys = layout.layers[0].rows[0].keys
        #expect(keys.map(\.text) == ["\u{1E922}", "\u{1E923}", "\u{1E932}", "a"])
        #expect(keys[2].alternates == ["\u{1E944}"])
    }
}
