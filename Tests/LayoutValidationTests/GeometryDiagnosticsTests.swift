import KeyboardModel
import LayoutFormat
import LayoutValidation
import TestSupport
import Testing

/// The layout checks `validate` runs beyond the format: which devices a layout is for, and what
/// does not fit at a size.
@Suite struct GeometryDiagnosticsTests {
    /// The devices each bundled kind of layout is for, counted from the table by hand: a phone
    /// layout the 7 iPhones × 2 orientations; en-US (a tablet form, `idiom: pad`) those and the
    /// 4 iPads × 2; the iPad Pro layout (1024 pt wide, one form) the iPads alone.
    @Test(arguments: [("de-DE", 14, 0), ("en-US", 14, 8), ("en-US-ipad-pro", 0, 8), ("number-pad", 14, 0)])
    func theStandardDevicesOfALayout(id: String, phones: Int, pads: Int) throws {
        let layout = try #require(LayoutLoader().load(path: packageRoot() + "/Layouts/\(id).yaml").layout)
        let devices = GeometryDiagnostics.standardDevices(of: layout)
        #expect(devices.filter { $0.idiom == .phone }.count == phones)
        #expect(devices.filter { $0.idiom == .pad }.count == pads)
    }

    /// Seven keys of 40 pt fixed width need 7 × 40 + 6 gaps × 6 + insets 3 + 3 = 322 pt: they fit
    /// the preferred 390 pt and 330 pt, not 320 pt.
    static let wide =
        layoutHeader(id: "wide", name: "Wide", locale: "en-US")
            + """
            layers:
              letters:
                rows:
                  - - {text: a, width: 40pt}
                    - {text: b, width: 40pt}
                    - {text: c, width: 40pt}
                    - {text: d, width: 40pt}
                    - {text: e, width: 40pt}
                    - {text: f, width: 40pt}
                    - {text: g, width: 40pt}
            """

    @Test func aRowOfFixedWidthsFitsItsPreferredSizeOnly() throws {
        let result = LayoutLoader().load(bytes: Array(Self.wide.utf8), path: "wide.yaml")
        // Letters alone: the format's warnings, at `layers:` (line 6); no error.
        #expect(
            summary(result.diagnostics) == [
                "6:1: warning KS2107: no backspace key in any layer reachable from 'letters'",
                "6:1: warning KS2108: no return key in any layer reachable from 'letters'",
            ])
        let layout = try #require(result.layout)
        #expect(GeometryDiagnostics.diagnostics(for: layout, file: "wide.yaml").isEmpty)
        let roomy = [KeyboardSize(width: 330, height: 216)]
        #expect(GeometryDiagnostics.diagnostics(for: layout, sizes: roomy, file: "wide.yaml").isEmpty)
        let narrow = GeometryDiagnostics.diagnostics(
            for: layout, sizes: [KeyboardSize(width: 320, height: 216)], file: "wide.yaml")
        // 322 > 320; 40 pt is 12.5 % of 320, shown as 13 %; 2 pt off one key is the smallest fix.
        // Line 7 is `letters:`, line 9 column 11 the `{` of key `a`.
        #expect(
            summary(narrow) == [
                "7:3: error KS3001: layer 'letters' needs width ≥ 322 pt, got 320 pt: row 1 takes "
                    + (["a", "b", "c", "d", "e", "f", "g"].map { "40 pt for '\($0)' (fixed)" }.joined(separator: " + "))
                    + " + 36 pt for 6 key gaps + 6 pt for insets (left 3, right 3)",
                "  9:11: note: key 'a' is 40 pt wide (fixed), 13% of row 1, the most of any key",
                "  9:9: note: row 1 of layer 'letters' must fit the width",
                "  9:11: note: the smallest change that fits: width: 38pt on key 'a'",
            ])
    }
}
