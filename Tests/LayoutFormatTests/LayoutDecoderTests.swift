import KeyboardModel
import TestSupport
import Testing

@testable import LayoutFormat
@testable import LocatedYAML

@Suite struct LayoutDecoderTests {
    // MARK: - Hand-built nodes

    private func node(_ content: YAMLNode.Content, _ line: Int, _ column: Int) -> YAMLNode {
        YAMLNode(content, location: SourceLocation(file: "h.yaml", line: line, column: column))
    }

    private func text(_ value: String, _ line: Int, _ column: Int) -> YAMLNode {
        node(.scalar(YAMLScalar(value)), line, column)
    }

    private func pair(_ key: String, _ line: Int, _ value: YAMLNode) -> YAMLPair {
        YAMLPair(key: text(key, line, 1), value: value)
    }

    @Test func decodesAHandBuiltTree() throws {
        let row = node(.sequence([text("a", 7, 8), text("b", 7, 11)]), 7, 7)
        let layer = node(.mapping([YAMLPair(key: text("rows", 6, 5), value: node(.sequence([row]), 7, 5))]), 6, 5)
        let root = node(
            .mapping([
                pair("format", 1, text("1", 1, 9)), pair("id", 2, text("h", 2, 5)), pair("name", 3, text("H", 3, 7)),
                pair("locale", 4, text("tr", 4, 9)),
                pair(
                    "size", 5,
                    node(
                        .mapping([
                            YAMLPair(key: text("width", 5, 8), value: text("300", 5, 15)),
                            YAMLPair(key: text("height", 5, 20), value: text("200", 5, 28)),
                        ]), 5, 7)),
                pair("layers", 5, node(.mapping([YAMLPair(key: text("main", 6, 3), value: layer)]), 6, 3)),
                pair("colour", 8, text("red", 8, 9)),
            ]), 1, 1)
        let result = LayoutDecoder.decode(root)
        #expect(result.layout == nil)
        #expect(
            summary(result.diagnostics) == [
                "8:1: error KS2001: unknown field 'colour' in the layout"
            ])
    }

    // MARK: - Resolving keys

    @Test func resolvesIdsLabelsShiftedTextAndAlternates() throws {
        let result = decodeLayout(
            layoutHeader(id: "t", name: "Test", locale: "tr-TR")
                + """
                alternates: {i: [î, ï], s: [ş]}
                layers:
                  letters:
                    rows:
                      - [i, s, {text: ".com", id: dotcom}, {text: x, shifted: "X!", label: "ex"}, {text: s, id: s2, alternates: []}]
                      - [{action: shift}, {action: layer, to: symbols, label: "?123"}, {action: backspace}, {action: return}]
                  symbols:
                    rows:
                      - [{action: dead, accent: "´"}, {action: custom, name: emoji}, {action: layer, to: letters}]
                """)
        // "X!" is no capital of "x": autocapitalisation, on by default (cased letters, a shift
        // key), would type it at the start of a sentence.
        #expect(
            summary(result.diagnostics) == [
                "10:44: warning KS2117: the letters have case and there is a shift key, so 'autocapitalize' is "
                    + "'sentences' by default, but shift types other characters, not capitals ('X!' on the 'x' "
                    + "key), which would be typed at the start of each sentence; set 'autocapitalize: none'"
            ])
        let layout = try #require(result.layout)
        let letters = try #require(layout.layer(named: "letters"))
        let keys = letters.keys
        #expect(keys.map(\.id) == ["i", "s", "dotcom", "x", "s2", "shift", "layer", "backspace", "return"])
        // Turkish: i → İ; the explicit shifted text wins; ".com" uppercases to ".COM".
        #expect(keys[0].action == .character("i", shifted: "İ"))
        #expect(keys[2].action == .character(".com", shifted: ".COM"))
        #expect(keys[3].action == .character("x", shifted: "X!"))
        #expect(keys.map(\.label) == ["i", "s", ".com", "ex", "s", "⇧", "?123", "⌫", "return"])
        // Alternates: the table by id; an own list (even empty) wins; id "s2" is not in the table.
        #expect(keys[0].alternates == ["î", "ï"])
        #expect(keys[1].alternates == ["ş"])
        #expect(keys[4].alternates == [])
        let symbols = try #require(layout.layer(named: "symbols"))
        // A custom key's id is its name.
        #expect(symbols.keys.map(\.id) == ["dead", "emoji", "layer"])
        #expect(symbols.keys.map(\.action) == [.dead(accent: "´"), .custom("emoji"), .layer("letters")])
        #expect(symbols.keys.map(\.label) == ["´", "emoji", "letters"])
    }

    @Test func readsEveryWidthForm() throws {
        let result = decodeLayout(
            minimalLayout(
                rows: """
                          - [{text: a, width: 1.5}, {text: b, width: "60pt"}, {text: c, width: "25%"}, {text: d, width: fill}]
                          - [{text: e, width: .5, min-width: 1, max-width: "2"}, {text: f, min-width: "10pt", max-width: "50%"}]
                          - [{action: backspace, width: 1e0}, {action: return, width: "2.5"}]

                    """))
        #expect(result.diagnostics.isEmpty, "\(summary(result.diagnostics))")
        let keys = try #require(result.layout?.layers.first?.keys)
        #expect(
            keys.map(\.width) == [
                .units(1.5), .points(60), .percent(25), .fill, .units(0.5), .units(1), .units(1), .units(2.5),
            ])
        #expect(keys[4].minWidth == .units(1))
        #expect(keys[4].maxWidth == .units(2))
        #expect(keys[5].minWidth == .points(10))
        #expect(keys[5].maxWidth == .percent(50))
    }

    @Test func readsMetricsBehaviorAndDefaults() throws {
        let result = decodeLayout(
            minimalLayout(
                rows:
                    "      - [q, w, e, {action: shift}, {action: dead, accent: \"´\"}]\n"
                    + "      - [{action: backspace}, {action: return}]\n",
                extra: """
                    direction: rtl
                    metrics: {insets: {top: 1, right: 2}, key-gap: 0, max-unit-width: 50}
                    behavior: {autocapitalize: words, double-space-period: false, caps-lock-double-tap: True, return-to: letters}
                    compose: {"´": {a: á, " ": "´"}}

                    """))
        #expect(result.diagnostics.isEmpty, "\(summary(result.diagnostics))")
        let layout = try #require(result.layout)
        #expect(layout.direction == .rightToLeft)
        #expect(layout.metrics.insets == KeyboardInsets(top: 1, left: 3, bottom: 4, right: 2))
        #expect(layout.metrics.keyGap == 0)
        #expect(layout.metrics.rowGap == 12)
        #expect(layout.metrics.maxUnitWidth == 50)
        #expect(layout.metrics.preferredRowHeight == nil)
        #expect(
            layout.behavior
                == Behavior(
                    autocapitalize: .words, doubleSpacePeriod: false, capsLockDoubleTap: true, returnTo: "letters"))
        #expect(layout.compose.compose(accent: "´", base: "a") == "á")
        #expect(layout.compose.compose(accent: "´", base: " ") == "´")
    }

    /// `swipe-typing`, `caret-drag` and `delete-drag` read, write and read back; left out, all
    /// are on.
    @Test func readsAndWritesTheSwipeSwitches() throws {
        let result = decodeLayout(
            minimalLayout(extra: "behavior: {swipe-typing: false, caret-drag: False, delete-drag: false}\n"))
        #expect(result.diagnostics.isEmpty, "\(summary(result.diagnostics))")
        let layout = try #require(result.layout)
        #expect(!layout.behavior.swipeTyping)
        #expect(!layout.behavior.caretDrag)
        #expect(!layout.behavior.deleteDrag)
        let written = LayoutWriter.yaml(layout)
        #expect(written.contains("  swipe-typing: false\n  caret-drag: false\n  delete-drag: false\n"), "\(written)")
        #expect(LayoutLoader().load(text: written, name: "switches.yaml").layout == layout)
        let plain = try #require(decodeLayout(minimalLayout()).layout)
        #expect(plain.behavior.swipeTyping && plain.behavior.caretDrag && plain.behavior.deleteDrag)
        #expect(!LayoutWriter.yaml(plain).contains("swipe-typing"))
    }

    @Test func marksSourceLocations() throws {
        let result = decodeLayout(minimalLayout(extra: "constraints:\n  - q.width == w.width\n"))
        let layout = try #require(result.layout)
        #expect(layout.source.location == SourceLocation(file: "t.yaml", line: 1, column: 1))
        let layer = try #require(layout.layers.first)
        #expect(layer.source.location == SourceLocation(file: "t.yaml", line: 7, column: 3))
        #expect(layer.rows[0].source.location == SourceLocation(file: "t.yaml", line: 9, column: 9))
        #expect(layer.rows[0].keys[1].source.location == SourceLocation(file: "t.yaml", line: 9, column: 13))
        #expect(layer.rows[1].keys[1].source.location == SourceLocation(file: "t.yaml", line: 10, column: 31))
        #expect(layout.constraints.first?.source.location == SourceLocation(file: "t.yaml", line: 12, column: 5))
    }

    // MARK: - Scalars

    @Test func booleansAreTrueOrFalseOnly() {
        let result = decodeLayout(
            minimalLayout(extra: "behavior: {double-space-period: yes, caps-lock-double-tap: 1}\n"))
        #expect(
            summary(result.diagnostics) == [
                "11:33: error KS2002: expected true or false for 'double-space-period', found 'yes'",
                "11:60: error KS2002: expected true or false, found a number",
            ])
    }

    @Test func numbersMustBePlainAndFinite() {
        let result = decodeLayout(
            """
            format: 1
            id: t
            name: T
            locale: en
            size: {width: .inf, height: "216"}
            metrics: {key-gap: .5, row-gap: 1e1, min-key-width: -.nan}
            layers:
              l:
                rows: [[{action: backspace}, {action: return}]]
            """)
        #expect(
            summary(result.diagnostics) == [
                "5:15: error KS2007: 'width' must be a finite number, found '.inf'",
                "5:29: error KS2002: expected a number, found a string",
                "6:53: error KS2002: expected a number, found a string",
            ])
    }

    @Test func plainScalarsInKeyPositionsAreText() throws {
        let result = decodeLayout(
            minimalLayout(rows: "      - [no, 1, ~, true, null]\n      - [{action: backspace}, {action: return}]\n"))
        let keys = try #require(result.layout?.layers.first?.rows.first?.keys)
        #expect(keys.map(\.id) == ["no", "1", "~", "true", "null"])
        #expect(keys[0].action == .character("no", shifted: "NO"))
    }

    // MARK: - Constraint columns

    @Test func constraintColumnsPointInsideTheString() {
        let result = decodeLayout(
            minimalLayout(
                extra: """
                    constraints:
                      - q.width == w.widht
                      - "q.width == ww.width"
                      - 'q.width == w.width @hard'
                      - "q.width\\t== w.width +"
                      - >-
                        q.width ==
                        w.width * e.width

                    """))
        let note = "the problem is at character "
        let tail =
            " of the text, which is written over several lines or with escapes, so the column points at its start"
        #expect(
            summary(result.diagnostics) == [
                "12:18: error KS2303: unknown attribute 'widht'; expected one of 'left', 'right', 'top', 'bottom', "
                    + "'width', 'height', 'center-x', 'center-y'",
                "13:17: error KS2302: unknown key id 'ww' in constraint; did you mean 'w'?",
                "14:26: error KS2307: unknown strength 'hard'; expected one of 'required', 'strong', 'medium', 'weak'",
                "15:5: error KS2301: expected an expression after '+'",
                "  15:5: note: \(note)21\(tail)",
                "16:5: error KS2304: non-linear term: a product of two key attributes",
                "  16:5: note: \(note)20\(tail)",
            ])
    }

    // MARK: - Many problems in one pass

    @Test func reportsEveryProblemInOnePass() {
        let result = decodeLayout(
            """
            format: 2
            id: t
            locale: en
            size: {width: 0, height: 216}
            direction: sideways
            layres: {}
            layers:
              letters:
                rows:
                  - [a, a, {action: layer, to: symbls}]
                  - []
              symbols:
                rows: []
            """)
        #expect(
            summary(result.diagnostics) == [
                "1:1: error KS2003: missing required field 'name'",
                "1:9: error KS2005: unsupported format 2; this version reads format 1",
                "4:15: error KS2008: 'width' must be greater than 0, found 0",
                "5:12: error KS2004: bad value 'sideways' for 'direction'; expected one of 'ltr', 'rtl'",
                "6:1: error KS2001: unknown field 'layres' in the layout; did you mean 'layers'?",
                "10:13: error KS2101: duplicate key id 'a' in layer 'letters'; give one of the keys an explicit 'id'",
                "  10:10: note: 'a' is first used here",
                "10:36: error KS2102: no layer named 'symbls'; did you mean 'symbols'?",
                "11:9: error KS2012: empty row; a row needs at least one key",
                "13:11: error KS2011: layer 'symbols' has no rows",
            ])
    }

    @Test func extendsNeedsTheLoader() {
        let result = decodeLayout(minimalLayout(extra: "extends: base.yaml\n"))
        #expect(
            summary(result.diagnostics) == [
                "11:10: error KS2405: 'extends' is resolved only when loading a file with 'LayoutLoader'"
            ])
    }
}

@Suite struct CaseRulesTests {
    @Test func agreesWithCaseMapping() {
        var random = SplitMix64(seed: 3)
        let pieces = ["a", "i", "z", "ß", "ı", "é", ".com", "1", "-", "q", "I", "ǆ", "ﬁ", "😀", " "]
        for locale in ["en-US", "tr", "tr-TR", "az", "AZ-Latn", "de", "el-GR", "tr_TR"] {
            let rules = CaseRules(locale: locale)
            for _ in 0..<200 {
                let count = Int(random.next() % 4) + 1
                let text = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
                #expect(rules.uppercase(text) == CaseMapping.uppercase(text, locale: locale), "\(text) in \(locale)")
            }
        }
    }

    @Test func singleScalarsUppercaseByteForByteAsCaseMappingDoes() {
        var random = SplitMix64(seed: 4)
        var values = Array(stride(from: 0x80, to: 0x3000, by: 3))
        values += (0..<1500).map { _ in Int(random.next() % 0x10FFFF) }
        let scalars = values.compactMap { Unicode.Scalar(UInt32($0)) }
        for locale in ["en", "tr", "lt"] {
            let rules = CaseRules(locale: locale)
            for scalar in scalars {
                let text = String(scalar)
                let expected = Array(CaseMapping.uppercase(text, locale: locale).utf8)
                #expect(
                    Array(rules.uppercase(text).utf8) == expected, "U+\(String(scalar.value, radix: 16)) in \(locale)")
            }
        }
    }
}
