import KeyboardModel
import LayoutDiagnostics
import LayoutExport
import LayoutFormat
import Testing

/// `KeymanExporter` on layouts written for it, every expected line worked out by hand.
@Suite struct KeymanExporterTests {
    static func layout(_ text: String) throws -> KeyboardLayout {
        let result = LayoutLoader().load(text: text, name: "small.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.layout)
    }

    static let small = """
        format: 1
        id: small
        name: Small
        locale: en-US
        size: {width: 430, height: 216}
        metrics: {insets: {top: 0, left: 0, bottom: 0, right: 0}, key-gap: 10, row-gap: 10, min-key-width: 20, min-row-height: 30}
        layers:
          letters:
            rows:
              - [a, {text: b, alternates: [β, ƀ], default-alternate: ƀ}, {text: c, hint: ç}, {action: layer, to: numbers, label: "123"}]
              - [{action: shift}, {action: space, width: fill}, {action: backspace}]
          numbers:
            rows:
              - ["1", "2", "3", {action: layer, to: letters, label: abc}]
              - [{action: space, width: fill}, {action: return, width: 2}]

        """

    /// 430 pt and 10 pt gaps, no insets: four 1-unit keys make u = 100, a pitch of 110 (Keyman's
    /// 100). Space fills 430 − 2·100 − 2·10 = 210, so (210 + 10) / 110 = 2 pitches: width 200;
    /// return is 2 units, 2·100 + 10 = 210, width 200 too. letters has a shift key and no face,
    /// so its shifted outputs make the `shift` layer (upper-case alternates, back to default
    /// after a letter).
    @Test func aSmallLayout() throws {
        let result = KeymanExporter.export(try Self.layout(Self.small), file: "small.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let expected = """
            {
              "phone": {
                "displayUnderlying": false,
                "layer": [
                  {"id": "default", "row": [
                      {"id": 1, "key": [
                        {"id": "U_0061", "text": "a"},
                        {"id": "U_0062", "text": "b", "sk": [{"id": "U_03B2", "text": "β"}, {"id": "U_0180", "text": "ƀ", "default": true}]},
                        {"id": "U_0063", "text": "c", "hint": "ç"},
                        {"id": "T_numbers", "text": "123", "sp": 1, "nextlayer": "numbers"}
                      ]},
                      {"id": 2, "key": [
                        {"id": "K_SHIFT", "text": "*Shift*", "sp": 1, "nextlayer": "shift"},
                        {"id": "K_SPACE", "text": "", "width": 200},
                        {"id": "K_BKSP", "text": "*BkSp*", "sp": 1}
                      ]}
                  ]},
                  {"id": "shift", "row": [
                      {"id": 1, "key": [
                        {"id": "U_0041", "text": "A", "nextlayer": "default"},
                        {"id": "U_0042", "text": "B", "nextlayer": "default", "sk": [{"id": "U_0392", "text": "Β"}, {"id": "U_0243", "text": "Ƀ", "default": true}]},
                        {"id": "U_0043", "text": "C", "nextlayer": "default", "hint": "ç"},
                        {"id": "T_numbers", "text": "123", "sp": 1, "nextlayer": "numbers"}
                      ]},
                      {"id": 2, "key": [
                        {"id": "K_SHIFT", "text": "*Shift*", "sp": 1, "nextlayer": "default"},
                        {"id": "K_SPACE", "text": "", "width": 200},
                        {"id": "K_BKSP", "text": "*BkSp*", "sp": 1}
                      ]}
                  ]},
                  {"id": "numbers", "row": [
                      {"id": 1, "key": [
                        {"id": "U_0031", "text": "1"},
                        {"id": "U_0032", "text": "2"},
                        {"id": "U_0033", "text": "3"},
                        {"id": "T_letters", "text": "abc", "sp": 1, "nextlayer": "default"}
                      ]},
                      {"id": 2, "key": [
                        {"id": "K_SPACE", "text": "", "width": 200},
                        {"id": "K_ENTER", "text": "*Enter*", "sp": 1, "width": 200}
                      ]}
                  ]}
                ]
              }
            }

            """
        #expect(result.text == expected)
    }

    /// What Keyman's touch layout cannot say is a warning at its line, once each.
    @Test func whatCannotBeSaidIsAWarningAtItsLine() throws {
        let text =
            Self.small
            .replacingOccurrences(of: "{text: c, hint: ç}", with: "{action: dead, accent: \"´\"}")
            .replacingOccurrences(of: "{action: backspace}]", with: "{action: backspace, width: \"40pt\"}]")
            + "constraints:\n  - a.width == b.width\n"
        let result = KeymanExporter.export(try Self.layout(text), file: "small.yaml")
        let lines = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code) \($0.message)" }
        #expect(
            lines == [
                // Row 1 of letters is line 10: the dead key's `{` follows `      - [a, ` (12 characters)
                // and b's 51-character mapping and `, ` (2): column 66. Backspace's `{` follows
                // `      - [{action: shift}, {action: space, width: fill}, ` on line 11: column 57.
                "10:66 KS2701 dead key '´' is written as a key typing its accent: a Keyman touch layout needs the "
                    + "keyboard's rules for dead keys",
                "11:57 KS2701 key 'backspace' has a width in points: it is written as its width at the preferred size",
                "17:5 KS2701 constraint 'a.width == b.width' is not carried over: a Keyman touch layout has no "
                    + "constraints (widths are written as laid out at the preferred size)",
            ])
        #expect(result.text != nil)
    }

    @Test func aMissingFormIsAnError() throws {
        let result = KeymanExporter.export(try Self.layout(Self.small), form: "tablet", file: "small.yaml")
        #expect(result.text == nil)
        #expect(result.diagnostics.map(\.message) == ["the layout has no form 'tablet'; its forms are 'default'"])
        #expect(result.diagnostics.first?.code == "KS2702")
    }
}
