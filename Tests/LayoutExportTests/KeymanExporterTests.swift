import Foundation
import KeyboardModel
import LayoutDiagnostics
import LayoutExport
import LayoutFormat
import TestSupport
import Testing

/// `KeymanExporter` on layouts written for it, every expected line worked out by hand.
@Suite struct KeymanExporterTests {
    static func layout(_ text: String) throws -> KeyboardLayout {
        let result = LayoutLoader().load(text: text, name: "small.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.layout)
    }

    static let small =
        layoutHeader(id: "small", name: "Small", locale: "en-US", width: 430, height: 216)
            + """
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
        // What Keyman cannot keep of it: the first layer's name, and the size and gaps.
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "8:3 layer names are not all kept: 'letters' as 'default' (a Keyman touch layout names its first layer "
                    + "and its shifted face so)",
                "1:1 the keyboard's size (430 × 216 pt) and metrics " + CLDRExporterTests.metrics
                    + " are not carried over: a Keyman touch layout lays its rows out itself",
            ])
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
                // Backspace's `{` follows `      - [{action: shift}, {action: space, width: fill}, `
                // on line 11: column 57. The dead key is no loss: its rules are in the .kmn.
                "8:3 KS2701 layer names are not all kept: 'letters' as 'default' (a Keyman touch layout names its first "
                    + "layer and its shifted face so)",
                "11:57 KS2701 key 'backspace' (points) has a width in points or percent: written as its width at the "
                    + "preferred size",
                "1:1 KS2701 the keyboard's size (430 × 216 pt) and metrics " + CLDRExporterTests.metrics
                    + " are not carried over: a Keyman touch layout lays its rows out itself",
                "17:5 KS2701 constraint 'a.width == b.width' is not carried over: a Keyman touch layout has no "
                    + "constraints (widths are written as laid out at the preferred size)",
            ])
        #expect(result.text != nil)
        // The dead key is a touch key whose rules the .kmn beside the touch layout holds: ´ then a
        // gives á (U+00E1), ´ then space the accent, ´ then b (no composition) both.
        #expect(result.text?.contains("{\"id\": \"T_DK_00B4\", \"text\": \"´\", \"sp\": 8}") == true)
        let kmn = try #require(result.companions.first { $0.fileExtension == "kmn" }).text
        #expect(kmn.contains("\nstore(&LAYOUTFILE) 'small.keyman-touch-layout'\n"))
        #expect(kmn.contains("\n+ [T_DK_00B4] > dk(dk_00B4)\n"))
        #expect(kmn.contains("\ndk(dk_00B4) + [U_0061] > U+00E1\n"))
        #expect(kmn.contains("\ndk(dk_00B4) + [K_SPACE] > U+00B4\n"))
        #expect(kmn.contains("\ndk(dk_00B4) + [U_0062] > U+00B4 U+0062\n"))
    }

    @Test func aMissingFormIsAnError() throws {
        let result = KeymanExporter.export(try Self.layout(Self.small), form: "tablet", file: "small.yaml")
        #expect(result.text == nil)
        #expect(result.diagnostics.map(\.message) == ["the layout has no form 'tablet'; its forms are 'default'"])
        #expect(result.diagnostics.first?.code == "KS2702")
    }
}
