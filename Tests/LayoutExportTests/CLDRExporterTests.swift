import Foundation
import KeyboardModel
import LayoutDiagnostics
import LayoutExport
import LayoutFormat
import TestSupport
import Testing

/// `CLDRExporter` on layouts written for it; every expected line worked out by hand.
@Suite struct CLDRExporterTests {
    /// The metrics of the test layouts (here and in the Keyman tests) that differ from the format's
    /// defaults (insets 8, 3, 4, 3; key-gap 6; row-gap 12; min-key-width 20; min-row-height 30),
    /// as the exporters' warning names them: every inset, the key gap and the row gap.
    static let metrics = "(insets: {top: 0, left: 0, bottom: 0, right: 0}, key-gap: 10, row-gap: 10)"

    static func layout(_ text: String, name: String) throws -> KeyboardLayout {
        let result = LayoutLoader().load(text: text, name: name)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.layout)
    }

    /// The Keyman exporter's small layout (``KeymanExporterTests/small``): 430 pt, 10 pt gaps,
    /// no insets. Four 1-unit keys make a key 100 pt and its pitch 110: no `width` for them;
    /// space fills 430 − 2·100 − 2·10 = 210 pt, (210 + 10) / 110 = width 2, and return is 2
    /// units. letters keeps its name (an id CLDR takes); it has a shift key and no face, so its shifted outputs make
    /// `shift` (capital ids `A` `B` `C`, upper-case alternates Β U+0392 and Ƀ U+0243), whose
    /// shift key goes back (`unshift`). Backspace is the `bksp` gap. Keys are declared in the
    /// order they are first needed; `abc` and `⇧` switch to the same layer but show differently,
    /// so they are two keys.
    @Test func aSmallLayout() throws {
        let result = CLDRExporter.export(
            try Self.layout(KeymanExporterTests.small, name: "small.yaml"), file: "small.yaml")
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "10:66 the hint of key 'c' is not carried over: CLDR keyboards have no hint legends",
                "11:10 shift is written as a switch to the shift layer and back: a CLDR key that switches layers "
                    + "types nothing, so the shift layer stays until shift is tapped again",
                "11:57 the system's keys are written as named gaps (backspace as 'bksp'): CLDR keyboards have no key "
                    + "for them (the system's keyboard supplies them; Keysmith reads the gaps back as the keys)",
                "1:1 the keyboard's size (430 × 216 pt) and metrics " + Self.metrics
                    + " are not carried over: a CLDR keyboard lays its rows out itself",
            ])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- Written by keysmith export cldr from small.yaml. -->
            <keyboard3 xmlns="https://schemas.unicode.org/cldr/45/keyboard3" locale="en-US" conformsTo="45">
            	<!-- not carried over (line 10:66): the hint of key 'c' is not carried over: CLDR keyboards have no hint legends -->
            	<!-- not carried over (line 11:10): shift is written as a switch to the shift layer and back: a CLDR key that switches layers types nothing, so the shift layer stays until shift is tapped again -->
            	<!-- not carried over (line 11:57): the system's keys are written as named gaps (backspace as 'bksp'): CLDR keyboards have no key for them (the system's keyboard supplies them; Keysmith reads the gaps back as the keys) -->
            	<!-- not carried over (line 1:1): the keyboard's size (430 × 216 pt) and metrics (insets: {top: 0, left: 0, bottom: 0, right: 0}, key-gap: 10, row-gap: 10) are not carried over: a CLDR keyboard lays its rows out itself -->
            	<info name="Small"/>
            	<displays>
            		<display keyId="to-numbers" display="123"/>
            		<display keyId="shift" display="⇧"/>
            		<display keyId="space" display="space"/>
            		<display keyId="unshift" display="⇧"/>
            		<display keyId="to-letters" display="abc"/>
            		<display keyId="enter" display="return"/>
            	</displays>
            	<keys>
            		<key id="a" output="a"/>
            		<key id="u-3b2" output="β"/>
            		<key id="u-180" output="ƀ"/>
            		<key id="b" output="b" longPressKeyIds="u-3b2 u-180" longPressDefaultKeyId="u-180"/>
            		<key id="c" output="c"/>
            		<key id="to-numbers" layerId="numbers"/>
            		<key id="shift" layerId="shift"/>
            		<key id="space" output=" " width="2"/>
            		<key id="bksp" gap="true"/>
            		<key id="A" output="A"/>
            		<key id="u-392" output="Β"/>
            		<key id="u-243" output="Ƀ"/>
            		<key id="B" output="B" longPressKeyIds="u-392 u-243" longPressDefaultKeyId="u-243"/>
            		<key id="C" output="C"/>
            		<key id="unshift" layerId="letters"/>
            		<key id="1" output="1"/>
            		<key id="2" output="2"/>
            		<key id="3" output="3"/>
            		<key id="to-letters" layerId="letters"/>
            		<key id="enter" output="\\u{A}" width="2"/>
            	</keys>
            	<layers formId="touch">
            		<layer id="letters">
            			<row keys="a b c to-numbers"/>
            			<row keys="shift space bksp"/>
            		</layer>
            		<layer id="shift">
            			<row keys="A B C to-numbers"/>
            			<row keys="unshift space bksp"/>
            		</layer>
            		<layer id="numbers">
            			<row keys="1 2 3 to-letters"/>
            			<row keys="space enter"/>
            		</layer>
            	</layers>
            </keyboard3>

            """
        #expect(result.text == expected)
    }

    static let gestures =
        layoutHeader(id: "gestures", name: "Gestures & Accents", locale: "fr-FR", width: 330, height: 120)
            + """
            metrics: {insets: {top: 0, left: 0, bottom: 0, right: 0}, key-gap: 10, row-gap: 10, min-key-width: 20, min-row-height: 30}
            behavior: {autocapitalize: none}
            compose:
              "´": {c: ç}
            modify-tables:
              marks: {a: à}
            layers:
              letters:
                rows:
                  - [{gap: 0.5}, e, {text: a, flicks: {n: "â", s: "ä"}}, {text: "2", label: 2 abc, multitap: ["a", "b"]}, {gap: 0.5}]
                  - [{action: dead, accent: "´", id: acute}, {action: modify-previous, table: marks, label: "`"}, {action: space, width: fill}, {action: backspace}]
            """

    /// 330 pt, 10 pt gaps: row 2's four keys make a key 75 pt, its pitch 85. Row 1's half-key
    /// gap is 42.5 pt (`gap-0.5`) and so is the space after `2` (written, so the row comes back
    /// where it stood whatever alignment the reader gives it). The flicks of `a` go to keys typing
    /// â and ä; the multitap of `2` to keys typing a and b (`a-2`: `a` is taken by the key with the
    /// flicks). The dead key types the marker `dead_b4` (´ is U+00B4): its compose entry c → ç, the
    /// letters the layout types that have a precomposed form with U+0301 (a, e, â: not ä, b or ç)
    /// as a set, and a space for the accent itself. The modify-previous key's table gives a →
    /// à after the letter.
    @Test func gesturesDeadKeysAndModifyPrevious() throws {
        let result = CLDRExporter.export(try Self.layout(Self.gestures, name: "gestures.yaml"), file: "gestures.yaml")
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- Written by keysmith export cldr from gestures.yaml. -->
            <keyboard3 xmlns="https://schemas.unicode.org/cldr/45/keyboard3" locale="fr-FR" conformsTo="45">
            	<!-- not carried over (line 16:10): dead key '´', then a letter it does not compose with, types the letter alone in CLDR (the marker is dropped), where Keysmith types both -->
            	<!-- not carried over (line 16:133): the system's keys are written as named gaps (backspace as 'bksp'): CLDR keyboards have no key for them (the system's keyboard supplies them; Keysmith reads the gaps back as the keys) -->
            	<!-- not carried over (line 1:1): the keyboard's size (330 × 120 pt) and metrics (insets: {top: 0, left: 0, bottom: 0, right: 0}, key-gap: 10, row-gap: 10) are not carried over: a CLDR keyboard lays its rows out itself -->
            	<info name="Gestures &amp; Accents"/>
            	<displays>
            		<display keyId="2" display="2 abc"/>
            		<display keyId="acute" display="´"/>
            		<display keyId="modify-previous" display="`"/>
            		<display keyId="space" display="space"/>
            		<display output="\\m{dead_b4}" display="´"/>
            	</displays>
            	<keys>
            		<key id="gap-0.5" gap="true" width="0.5"/>
            		<key id="e" output="e"/>
            		<key id="u-e2" output="â"/>
            		<key id="u-e4" output="ä"/>
            		<key id="a" flickId="a" output="a"/>
            		<key id="a-2" output="a"/>
            		<key id="b" output="b"/>
            		<key id="2" output="2" multiTapKeyIds="a-2 b"/>
            		<key id="acute" output="\\m{dead_b4}"/>
            		<key id="modify-previous" output="\\m{modify_marks}"/>
            		<key id="space" output=" "/>
            		<key id="bksp" gap="true"/>
            	</keys>
            	<flicks>
            		<flick id="a">
            			<flickSegment directions="n" keyId="u-e2"/>
            			<flickSegment directions="s" keyId="u-e4"/>
            		</flick>
            	</flicks>
            	<layers formId="touch">
            		<layer id="letters">
            			<row keys="gap-0.5 e a 2 gap-0.5"/>
            			<row keys="acute modify-previous space bksp"/>
            		</layer>
            	</layers>
            	<variables>
            		<set id="dead_b4" value="a e â"/>
            	</variables>
            	<transforms type="simple">
            		<transformGroup>
            			<transform from="\\m{dead_b4}c" to="ç"/>
            			<transform from="\\m{dead_b4}($[dead_b4])" to="$1\\u{301}"/>
            			<transform from="\\m{dead_b4}\\u{20}" to="´"/>
            			<transform from="a\\m{modify_marks}" to="à"/>
            		</transformGroup>
            	</transforms>
            </keyboard3>

            """
        #expect(result.text == expected)
    }

    /// A second form is a second set of touch layers from its minimum width on, in millimetres
    /// at 163 points per inch: 960 pt × 25.4 / 163 = 149.6 → 150.
    @Test func aTabletFormHasAMinimumDeviceWidth() throws {
        let text =
            KeymanExporterTests.small + """
                forms:
                  - name: tablet
                    min-width: 960
                    size: {width: 1024, height: 320}
                    layers:
                      letters:
                        rows:
                          - [a, b, c]

                """
        let result = CLDRExporter.export(try Self.layout(text, name: "small.yaml"), file: "small.yaml")
        let xml = try #require(result.text)
        #expect(xml.contains("\t<layers formId=\"touch\">\n"))
        #expect(xml.contains("\t<layers formId=\"touch\" minDeviceWidth=\"150\">\n"))
        // Only the tablet form: its layers are the only ones, still from 150 mm.
        let tablet = CLDRExporter.export(try Self.layout(text, name: "small.yaml"), form: "tablet", file: "small.yaml")
        #expect(tablet.text?.components(separatedBy: "<layers ").count == 2)
        #expect(tablet.text?.contains("minDeviceWidth=\"150\"") == true)
        let missing = CLDRExporter.export(try Self.layout(text, name: "small.yaml"), form: "watch", file: "small.yaml")
        #expect(missing.text == nil)
        #expect(
            missing.diagnostics.map(\.message) == ["the layout has no form 'watch'; its forms are 'default', 'tablet'"])
    }
}
