import KeyboardModel
import LayoutDiagnostics
import Testing

@testable import LocatedYAML

/// Reads `text` as `t.yaml` and renders every diagnostic as the CLI prints it.
private func diagnosticsText(_ text: String, limits: YAMLLimits = YAMLLimits()) -> String {
    diagnosticsText(bytes: Array(text.utf8), limits: limits)
}

private func diagnosticsText(bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) -> String {
    let document = YAMLReader.read(bytes, file: "t.yaml", limits: limits)
    return DiagnosticRenderer(sources: [document.source]).render(document.diagnostics)
}

private func read(_ text: String) -> YAMLDocument {
    YAMLReader.read(Array(text.utf8), file: "t.yaml")
}

private func scalar(_ value: String, _ style: YAMLScalar.Style = .plain) -> YAMLNode.Content {
    .scalar(YAMLScalar(value, style: style))
}

@Suite struct YAMLReaderTests {
    // MARK: - Valid documents

    @Test func readsMappingsSequencesAndScalarsWithLocations() throws {
        let document = read("format: 1\nid: en-US\nrows:\n  - [q, w]\n  - {a: 'x', b: \"y\"}\n")
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root.location == SourceLocation(file: "t.yaml", line: 1, column: 1))
        let pairs = try #require(root.mapping)
        #expect(pairs.map { $0.key.scalar?.value } == ["format", "id", "rows"])
        #expect(pairs[1].value.location == SourceLocation(file: "t.yaml", line: 2, column: 5))
        let rows = try #require(root["rows"]?.sequence)
        #expect(rows.count == 2)
        #expect(rows[0].location == SourceLocation(file: "t.yaml", line: 4, column: 5))
        #expect(rows[0].sequence?.map(\.content) == [scalar("q"), scalar("w")])
        #expect(rows[0].sequence?[1].location == SourceLocation(file: "t.yaml", line: 4, column: 9))
        #expect(rows[1]["a"]?.content == scalar("x", .singleQuoted))
        #expect(rows[1]["b"]?.content == scalar("y", .doubleQuoted))
        #expect(rows[1]["b"]?.location == SourceLocation(file: "t.yaml", line: 5, column: 17))
    }

    @Test func keepsScalarStylesAndTags() throws {
        let root = try #require(read("a: |\n  x\n  y\nb: >\n  x\n  y\nc: !!str 3\nd: ~\n").root)
        #expect(root["a"]?.content == scalar("x\ny\n", .literal))
        #expect(root["b"]?.content == scalar("x y\n", .folded))
        #expect(root["c"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["c"]?.content == scalar("3"))
        #expect(root["d"]?.kindDescription == "null")
    }

    @Test func aliasesCopyTheirAnchorAndTakeTheAliasLocation() throws {
        let root = try #require(read("shift: &wide {action: shift, width: 1.5}\nother: *wide\n").root)
        let anchored = try #require(root["shift"])
        let alias = try #require(root["other"])
        #expect(alias == anchored)
        #expect(alias.location == SourceLocation(file: "t.yaml", line: 2, column: 8))
    }

    @Test func mergeKeysMergeWithWrittenKeysWinning() throws {
        let root = try #require(read("base: &b {x: 1, y: 2}\nkey: {<<: *b, y: 3, z: 4}\n").root)
        let key = try #require(root["key"]?.mapping)
        #expect(key.map { $0.key.scalar?.value } == ["x", "y", "z"])
        #expect(key.map { $0.value.scalar?.value } == ["1", "3", "4"])
    }

    @Test func acceptsAByteOrderMarkWithoutShiftingColumns() throws {
        let document = YAMLReader.read([0xEF, 0xBB, 0xBF] + Array("id: x\nname: y\n".utf8), file: "t.yaml")
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root["id"]?.location == SourceLocation(file: "t.yaml", line: 1, column: 5))
    }

    @Test func acceptsCRLFLineEndings() throws {
        let document = read("id: x\r\nname: y\r\nlocale: z\r\n")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?["locale"]?.location == SourceLocation(file: "t.yaml", line: 3, column: 9))
        #expect(document.root?["name"]?.content == scalar("y"))
    }

    // MARK: - libyaml errors

    @Test func reportsAnUnclosedFlowSequenceAtTheEndOfTheText() {
        #expect(
            diagnosticsText("a: 1\nb: [1, 2\n") == """
                t.yaml:2:9: error: did not find expected ',' or ']' (while parsing a flow sequence) [KS1001]
                b: [1, 2
                        ^
                t.yaml:2:4: note: parsing a flow sequence starts here
                b: [1, 2
                   ^

                """)
    }

    @Test func reportsAMappingValueWhereNoneIsAllowed() {
        #expect(
            diagnosticsText("key: value\n  bad: indent\n") == """
                t.yaml:2:6: error: mapping values are not allowed in this context [KS1001]
                  bad: indent
                     ^

                """)
    }

    @Test func reportsAnUnterminatedQuotedString() {
        #expect(
            diagnosticsText("a: 'unterminated\n") == """
                t.yaml:1:17: error: found unexpected end of stream (while scanning a quoted scalar) [KS1001]
                a: 'unterminated
                                ^
                t.yaml:1:4: note: scanning a quoted scalar starts here
                a: 'unterminated
                   ^

                """)
    }

    @Test func hintsThatTabsCannotIndent() {
        #expect(
            diagnosticsText("a:\n\tb: 1\n") == """
                t.yaml:2:1: error: found character that cannot start any token (while scanning for the next token) [KS1001]
                \tb: 1
                ^
                t.yaml:2:1: note: YAML forbids tabs for indentation; indent with spaces

                """)
    }

    @Test func keepsTabsInTheCaretLine() {
        #expect(
            diagnosticsText("a: 1\nb:\tc: d\n") == """
                t.yaml:2:5: error: mapping values are not allowed in this context [KS1001]
                b:\tc: d
                  \t ^

                """)
    }

    @Test func reportsAControlCharacterWhereItIsAndShowsItSafely() {
        // libyaml's reader gives only a byte offset; the line is shown with the BEL and ESC as
        // visible symbols, never as bytes a terminal would act on.
        #expect(
            diagnosticsText("a: 1\nname: Ho\u{7}st\u{1B}[31m\n") == """
                t.yaml:2:9: error: control characters are not allowed (U+0007) [KS1001]
                name: Ho\u{2407}st\u{241B}[31m
                        ^

                """)
    }

    @Test func findsAControlCharacterAfterWideAndCombiningCharacters() {
        // "日本" is 2 characters (6 bytes, 4 columns wide); "é" written as e + U+0301 is one
        // character of 3 bytes; DEL is then the 8th character of the line.
        #expect(
            diagnosticsText("k: 日本e\u{301}x\u{7F}\n") == """
                t.yaml:1:8: error: control characters are not allowed (U+007F) [KS1001]
                k: 日本e\u{301}x\u{2421}
                         ^

                """)
    }

    // MARK: - Checks libyaml does not make

    @Test func reportsDuplicateKeysAtTheSecondWithANoteAtTheFirst() throws {
        let document = read("id: a\nname: b\nid: c\n")
        #expect(document.root?["id"]?.content == scalar("a"))
        #expect(
            DiagnosticRenderer(sources: [document.source]).render(document.diagnostics) == """
                t.yaml:3:1: error: duplicate key 'id' in a mapping [KS1002]
                id: c
                ^
                t.yaml:1:1: note: 'id' first appears here
                id: a
                ^

                """)
    }

    @Test func reportsDuplicateKeysInNestedFlowMappings() {
        #expect(
            diagnosticsText("k: [{a: 1, b: 2, a: 3}]\n") == """
                t.yaml:1:18: error: duplicate key 'a' in a mapping [KS1002]
                k: [{a: 1, b: 2, a: 3}]
                                 ^
                t.yaml:1:6: note: 'a' first appears here
                k: [{a: 1, b: 2, a: 3}]
                     ^

                """)
    }

    @Test func reportsAnEmptyFile() {
        #expect(
            diagnosticsText("") == """
                t.yaml:1:1: error: file is empty; a layout is a mapping that starts with 'format: 1' [KS1009]

                """)
        #expect(diagnosticsText("\n  \n\n").contains("t.yaml:1:1: error: file is empty"))
    }

    @Test func reportsAFileOfOnlyComments() {
        #expect(
            diagnosticsText("# nothing here\n") == """
                t.yaml:1:1: error: file holds no YAML document; a layout is a mapping that starts with 'format: 1' [KS1009]
                # nothing here
                ^

                """)
    }

    @Test(arguments: [
        ("- a\n- b\n", "a sequence"),
        ("just text\n", "a string"),
        ("42\n", "a number"),
    ])
    func reportsATopLevelThatIsNotAMapping(input: String, kind: String) {
        let firstLine = input.split(separator: "\n")[0]
        #expect(
            diagnosticsText(input) == """
                t.yaml:1:1: error: the top level must be a mapping of layout fields, found \(kind) [KS1010]
                \(firstLine)
                ^

                """)
    }

    @Test func reportsASecondDocument() {
        #expect(
            diagnosticsText("a: 1\n---\nb: 2\n") == """
                t.yaml:2:1: error: a layout file holds one YAML document; a second one starts here [KS1011]
                ---
                ^

                """)
    }

    @Test func reportsAnAliasWithoutAnchor() {
        #expect(
            diagnosticsText("a: 1\nb: *missing\n") == """
                t.yaml:2:4: error: alias '*missing' names no anchor defined before it [KS1012]
                b: *missing
                   ^

                """)
    }

    @Test func reportsAMergeOfAScalar() {
        #expect(
            diagnosticsText("a: {<<: 3}\n") == """
                t.yaml:1:9: error: a merge key '<<' takes a mapping or a list of mappings, found a number [KS1013]
                a: {<<: 3}
                        ^

                """)
    }

    // MARK: - Encodings

    @Test func rejectsInvalidUTF8AtItsLocation() {
        #expect(
            diagnosticsText(bytes: Array("a: 1\nb: x".utf8) + [0xFF] + Array("y\nc: 2\n".utf8)) == """
                t.yaml:2:5: error: invalid UTF-8 byte 0xFF; layout files must be UTF-8 [KS1006]
                b: x\u{FFFD}y
                    ^

                """)
    }

    @Test func rejectsATruncatedUTF8Sequence() {
        // "é" is C3 A9; C3 followed by a space is malformed.
        #expect(
            diagnosticsText(bytes: Array("name: caf".utf8) + [0xC3, 0x20] + Array("x\n".utf8)).hasPrefix(
                "t.yaml:1:10: error: invalid UTF-8 byte 0xC3; layout files must be UTF-8 [KS1006]\n"))
    }

    @Test func rejectsNULBytes() {
        #expect(
            diagnosticsText(bytes: Array("ab".utf8) + [0] + Array("c: 1\n".utf8)) == """
                t.yaml:1:3: error: file holds a NUL byte; layout files are text [KS1007]
                ab\u{2400}c: 1
                  ^

                """)
    }

    @Test func rejectsUTF16WithAndWithoutByteOrderMark() {
        let text = "a: 1\n"
        let littleEndian = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let expected = "t.yaml:1:1: error: file is UTF-16 encoded; save it as UTF-8 [KS1008]\n"
        #expect(diagnosticsText(bytes: [0xFF, 0xFE] + littleEndian) == expected)
        #expect(diagnosticsText(bytes: [0xFE, 0xFF] + bigEndian) == expected)
        #expect(diagnosticsText(bytes: littleEndian) == expected)
        #expect(diagnosticsText(bytes: bigEndian) == expected)
        #expect(
            diagnosticsText(bytes: [0xFF, 0xFE, 0, 0, 0x61, 0, 0, 0])
                == "t.yaml:1:1: error: file is UTF-32 encoded; save it as UTF-8 [KS1008]\n")
    }

    // MARK: - Limits

    @Test func rejectsAFileOverTheSizeLimit() {
        let limits = YAMLLimits(maxFileSize: 1024)
        #expect(
            diagnosticsText(String(repeating: "a", count: 2000), limits: limits)
                == "t.yaml:1:1: error: file is 2 KiB, more than the limit of 1 KiB [KS1003]\n")
    }

    @Test func rejectsA24MiBFileAtOnce() {
        let clock = ContinuousClock()
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 24 << 20)
        let start = clock.now
        let text = diagnosticsText(bytes: bytes)
        #expect(clock.now - start < .seconds(1))
        #expect(text == "t.yaml:1:1: error: file is 24 MiB, more than the limit of 4 MiB [KS1003]\n")
    }

    @Test func rejectsNestingDeeperThanTheLimit() {
        // The root mapping is level 1, so the 64th bracket opens level 65.
        let input = "a: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n"
        let text = diagnosticsText(input)
        #expect(text.hasPrefix("t.yaml:1:67: error: sequences and mappings nest deeper than 64 levels [KS1004]\n"))
        // 63 brackets (64 levels) are fine.
        let fine = "a: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "\n"
        #expect(read(fine).diagnostics.isEmpty)
    }

    @Test func rejects5000DeepFlowNestingFast() {
        let clock = ContinuousClock()
        let input = "a: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"
        let start = clock.now
        let document = read(input)
        #expect(clock.now - start < .seconds(1))
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.code) == ["KS1004"])
    }

    @Test func stopsABillionLaughsAtTheNodeLimit() {
        // a = 11 nodes, b = 111, c = 1 111, d = 11 111: with the 5 keys and the root, the 8th
        // alias of d inside e passes 100 000 nodes (12 351 + 8 × 11 111 = 101 239).
        let tens = { (name: String) in Array(repeating: "*\(name)", count: 10).joined(separator: ", ") }
        let input = """
            a: &a [x, x, x, x, x, x, x, x, x, x]
            b: &b [\(tens("a"))]
            c: &c [\(tens("b"))]
            d: &d [\(tens("c"))]
            e: &e [\(tens("d"))]
            f: &f [\(tens("e"))]

            """
        let text = diagnosticsText(input)
        #expect(
            text.hasPrefix(
                "t.yaml:5:36: error: document expands to more than 100000 nodes; aliases may be nested too deeply [KS1005]\n"
            ))
    }

    // MARK: - Carets under non-ASCII text

    @Test func placesTheCaretAfterCJKText() {
        #expect(
            diagnosticsText("名前: 値\n日本: [1, 2\n") == """
                t.yaml:2:10: error: did not find expected ',' or ']' (while parsing a flow sequence) [KS1001]
                日本: [1, 2
                           ^
                t.yaml:2:5: note: parsing a flow sequence starts here
                日本: [1, 2
                      ^

                """)
    }

    @Test func placesTheCaretAfterEmojiAndCombiningMarks() {
        // 👍🏽 is two scalars and one character two columns wide; e + U+0301 is one character.
        #expect(
            diagnosticsText("k: 👍🏽 x: y\n") == """
                t.yaml:1:7: error: mapping values are not allowed in this context [KS1001]
                k: 👍🏽 x: y
                       ^

                """)
        #expect(
            diagnosticsText("k: e\u{301}e\u{301} x: y\n") == """
                t.yaml:1:8: error: mapping values are not allowed in this context [KS1001]
                k: e\u{301}e\u{301} x: y
                       ^

                """)
    }

    @Test func cutsVeryLongLinesAroundTheColumn() {
        let input = "k: " + String(repeating: "a", count: 300) + " x: y\n"
        let text = diagnosticsText(input)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "t.yaml:1:306: error: mapping values are not allowed in this context [KS1001]")
        #expect(lines[1].count == DiagnosticRenderer.maxShownLineLength + 1)
        #expect(lines[1].hasPrefix("…"))
        // The caret still sits under the ':' of " x: y".
        let caretColumn = lines[2].count
        let shown = Array(lines[1])
        #expect(shown[caretColumn - 1] == ":")
    }

    // MARK: - JSON

    @Test func rendersDiagnosticsAsJSON() {
        let document = read("id: a\nid: \"b\\\"\"\n")
        #expect(
            DiagnosticRenderer.json(document.diagnostics)
                == #"[{"severity":"error","code":"KS1002","message":"duplicate key 'id' in a mapping","#
                + #""file":"t.yaml","line":2,"column":1,"notes":[{"severity":"note","code":"","#
                + #""message":"'id' first appears here","file":"t.yaml","line":1,"column":1}]}]"#)
    }
}
