import KeyboardModel
import KeysmithSources
import TestSupport
import Testing

@testable import LayoutFormat

/// The writer against the one reader: what it writes reads back as the layout it came from.
@Suite struct LayoutWriterTests {
    nonisolated static let ids = BundledSources.layouts.keys.sorted()

    /// Every bundled layout: read, written, read again — the same layout, no diagnostics.
    @Test(arguments: ids)
    func bundledLayoutsRoundTrip(_ id: String) throws {
        let files = InMemoryLayoutFiles(
            Dictionary(uniqueKeysWithValues: BundledSources.layouts.map { ("\($0.key).yaml", $0.value) }))
        let first = LayoutLoader(files: files).load(path: "\(id).yaml")
        let layout = try #require(first.layout, "\(first.diagnostics)")
        let text = LayoutWriter.yaml(layout)
        let again = LayoutLoader().load(text: text, name: "\(id).yaml")
        #expect(!again.hasErrors, "\(again.diagnostics.prefix(3))\n\(text)")
        // A child's file is the merged layout: a parent's constraint for keys the child left out
        // applies nowhere, which is worth its warning once flattened (en-US-url drops "q").
        let extends = BundledSources.layouts[id]?.contains("\nextends:") == true
        #expect(extends || again.diagnostics.isEmpty, "\(again.diagnostics.prefix(3))")
        let reread = try #require(again.layout)
        #expect(reread == layout)
        // Written twice, the same text.
        #expect(LayoutWriter.yaml(reread) == text)
    }

    /// Each part of a key the decoder makes from a plain text or a length (its storage's slot)
    /// is made by exactly one field of the key table, the gap's width among them: the decoder
    /// and the writer find them there by slot.
    @Test func everyKeySlotHasOneField() {
        for slot in KeyStorage.TextSlot.allCases {
            let fields = KeyField.allCases.filter { KeyField.shapes[$0.rawValue] == .text(slot) }
            #expect(fields.count == 1, "\(slot)")
            #expect(KeyField.textSlots[slot.rawValue] == fields.first)
        }
        for slot in KeyStorage.LengthSlot.allCases {
            let fields = KeyField.allCases.filter { KeyField.shapes[$0.rawValue] == .length(slot) }
            #expect(fields.count == 1, "\(slot)")
            #expect(KeyField.lengthSlots[slot.rawValue] == fields.first)
        }
        // By hand: the names a layout file uses for them.
        #expect(KeyField.textSlots.map { $0?.name } == ["id", "label", "shifted", "default-alternate"])
        #expect(KeyField.lengthSlots.map { $0?.name } == ["min-width", "max-width", "gap"])
        #expect(KeyField.rowGap?.name == "gap")
        #expect(KeyField.shapes[KeyField.shortForm.rawValue] == .keyText)
    }

    /// Every field the key table keeps as a plain cap text (`FieldSpec.storage`) is decoded into
    /// its `Key.CapText` and written back under its name: the path a new one takes with no code
    /// of its own (the compiled form's side: `CompiledRoundTripTests`). Each field gets a text of
    /// its own on each key ("‹name›-1", "‹name›-2"; a choice its first and second names), so a
    /// mix-up shows.
    @Test func everyPlainCapTextFieldRoundTrips() throws {
        #expect(KeyField.capTexts.map(\.cap) == Key.CapText.allCases)
        let fields = KeyField.capTexts.map(\.field)
        func value(_ field: KeyField, _ n: Int) -> String {
            let choices = KeyField.table.choices(field)
            return choices.count >= 2 ? choices[n - 1] : "\(field.name)-\(n)"
        }
        func key(_ text: String, _ n: Int) -> String {
            "{text: \(text), " + fields.map { "\($0.name): \(value($0, n))" }.joined(separator: ", ") + "}"
        }
        let yaml =
            layoutHeader(id: "caps", name: "Caps", locale: "en")
                + """
                layers:
                  letters:
                    rows:
                      - [\(key("a", 1)), \(key("b", 2)), c]
                      - [{action: backspace}, {action: space}, {action: return}]
                """
        let result = LayoutLoader().load(text: yaml, name: "caps.yaml")
        let layout = try #require(result.layout, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let keys = layout.layers[0].rows[0].keys
        for (field, cap) in KeyField.capTexts {
            #expect(keys[0].caps[cap] == value(field, 1))
            #expect(keys[1].caps[cap] == value(field, 2))
            #expect(keys[2].caps[cap] == nil)
        }
        let written = LayoutWriter.yaml(layout)
        for field in fields { #expect(written.contains("\(field.name): \(value(field, 2))"), "\(written)") }
        #expect(LayoutLoader().load(text: written, name: "caps.yaml").layout == layout)
    }

    /// The fixtures of key caps, gaps and a shifted face: written and read back as the same layout.
    @Test(arguments: ["key-caps", "gaps", "shift-face", "altgr"])
    func newFieldsRoundTrip(_ name: String) throws {
        let first = LayoutLoader().load(path: fixturesFolder() + "/valid/\(name).yaml")
        let layout = try #require(first.layout, "\(first.diagnostics)")
        let again = LayoutLoader().load(text: LayoutWriter.yaml(layout), name: "\(name).yaml")
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(again.layout == layout)
        #expect(layout.layers[0].rows.contains { !$0.gaps.isEmpty } == (name == "gaps"))
    }

    @Test func scalarsAreQuotedExactlyWhenPlainWouldReadOtherwise() {
        // Worked out from YAML's rules: indicators, flow characters, spaces, words read as null
        // or booleans, leading digits and controls need quotes; letters of any script do not.
        let plain = ["q", "shift", "é", "ㄱ", "क्ष", "か", "€", "snake_case", "a1", "to-numbers", "en-US.yaml", "a-"]
        let quoted: [(String, String)] = [
            ("#", "\"#\""), (",", "\",\""), (":", "\":\""), ("[", "\"[\""), ("-", "\"-\""), ("'", "\"'\""),
            ("\"", "\"\\\"\""), ("\\", "\"\\\\\""), ("a b", "\"a b\""), ("", "\"\""), ("null", "\"null\""),
            ("True", "\"True\""), ("0", "\"0\""), ("1.5", "\"1.5\""), ("\n", "\"\\n\""), ("\u{7}", "\"\\x07\""),
            ("\u{2028}", "\"\\L\""), ("\u{200D}", "\"\\u200D\""), ("\u{FEFF}", "\"\\uFEFF\""),
            (".5", "\".5\""), ("-a", "\"-a\""), ("a b-c", "\"a b-c\""),
        ]
        for text in plain { #expect(LayoutTextWriter.scalar(text) == text, "\(text)") }
        for (text, expected) in quoted {
            #expect(LayoutTextWriter.scalar(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func quotedScalarsReadBackAsThemselves() throws {
        let texts = [
            "#", "a: b", "x #y", "[", "{", "*", "&", "!", "%", "@", "`", "|", ">", "?", "~", "\u{7}", "\t", "\u{85}",
        ]
        let layout = KeyboardLayout(id: "quotes", name: "Quotes", locale: "en") {
            Layer("letters") {
                Row { for text in texts { Key.character(text, shifted: text) } }
                Row {
                    Key.shift()
                    Key.backspace()
                    Key.space()
                    Key.return()
                }
            }
        }
        let result = LayoutLoader().validate(layout)
        let read = try #require(result.layout, "\(result.diagnostics)")
        #expect(read.layers[0].rows[0].keys.compactMap(\.text) == texts)
    }

    @Test func constraintsMadeInCodeAreWrittenInTheFormatsSyntax() {
        let constraint = LayoutConstraint(
            lhs: LinearExpression(terms: [.init(coefficient: 1, anchor: KeyAnchor(keyID: "space", attribute: .width))]),
            relation: .greaterThanOrEqual,
            rhs: LinearExpression(
                terms: [
                    .init(coefficient: 4, anchor: KeyAnchor(keyID: "q", attribute: .width)),
                    .init(coefficient: -0.5, anchor: KeyAnchor(keyID: "a", attribute: .centerX)),
                ], constant: -3),
            strength: .medium)
        #expect(
            LayoutTextWriter.constraintText(constraint) == "space.width >= 4 * q.width - 0.5 * a.center-x - 3 @medium")
    }
}

/// What a gesture's output says about shift is kept as written: an empty `shifted` on a flick or
/// a multitap step types nothing with shift on (not the locale's upper case, which an unwritten
/// one takes), and is written back.
@Suite struct GestureShiftedTests {
    @Test func anEmptyShiftedOnAGestureIsKept() throws {
        let yaml =
            layoutHeader(id: "t", name: "T", locale: "en-US")
                + """
                layers:
                  letters:
                    rows:
                      - - {text: a, flicks: {n: {text: x, shifted: ""}, s: z}, multitap: [{text: y, shifted: ""}, w]}
                        - {action: backspace}
                        - {action: return}
                """
        let result = LayoutLoader().load(text: yaml, name: "t.yaml")
        let layout = try #require(result.layout, "\(result.diagnostics)")
        let key = try #require(layout.layers.first?.rows.first?.keys.first)
        #expect(key.flicks.map(\.action) == [.character("x", shifted: ""), .character("z", shifted: "Z")])
        #expect(key.multitap == [.character("y", shifted: ""), .character("w", shifted: "W")])
        let written = LayoutWriter.yaml(layout)
        #expect(written.contains(#"n: {text: x, shifted: ""}"#), "\(written)")
        #expect(LayoutLoader().load(text: written, name: "t.yaml").layout == layout)
    }

    /// A multitap cycle has at most 64 steps (a key's alternates' limit): the 65th is reported
    /// where it is written and left out.
    @Test func aCycleOfSixtyFiveStepsIsOverTheLimit() throws {
        let steps = (0..<65).map { "x\($0)" }.joined(separator: ", ")
        let yaml =
            layoutHeader(id: "t", name: "T", locale: "en-US")
                + """
                layers:
                  letters:
                    rows:
                      - [{text: a, multitap: [\(steps)]}, {action: backspace}, {action: return}]
                """
        let result = LayoutLoader().load(text: yaml, name: "t.yaml")
        // Line 9: `      - [{text: a, multitap: [` is 30 characters, then 64 steps "xN, " of 4
        // (x0…x9) and 5 (x10…x63) characters: 10 × 4 + 54 × 5 = 310, so x64 is at column 341.
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code) \($0.message)" } == [
                "9:341 KS2508 key has 65 multitap steps; the limit is 64"
            ])
    }
}
