import Foundation
import KeyboardModel
import LayoutFormat
import TestSupport
import Testing

@testable import KeyboardInput

/// Autocapitalisation on scripts without letter case: shift is a second set of letters there
/// (InScript puts ण on shifted म), so a sentence must not start with the shifted letter.
@MainActor @Suite struct CaselessScriptTests {
    /// A Hindi InScript-like layout written without `autocapitalize`: म/ण, क/ख, ा/ॅ and र/ढ on
    /// the same keys, a shift key, a full stop, space, backspace and return.
    static let hindi =
        layoutHeader(id: "hi", name: "Hindi", locale: "hi-IN")
            + """
            layers:
              letters:
                rows:
                  - [{text: म, shifted: ण}, {text: क, shifted: ख}, {text: ा, shifted: ॅ}, {text: र, shifted: ढ}]
                  - [{action: shift}, ., {action: space}, {action: backspace}, {action: return}]
            """

    static func load(_ text: String) throws -> KeyboardLayout {
        let result = LayoutLoader().load(bytes: Array(text.utf8), path: "hi.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.layout)
    }

    @Test func theDefaultIsNoneForLettersWithoutCase() throws {
        #expect(try Self.load(Self.hindi).behavior.autocapitalize == .none)
        // The same layout with Latin letters has case: the default is sentences.
        let latin = Self.hindi.replacingOccurrences(
            of: "{text: म, shifted: ण}, {text: क, shifted: ख}, {text: ा, shifted: ॅ}, {text: र, shifted: ढ}",
            with: "m, k, a, r")
        #expect(try Self.load(latin).behavior.autocapitalize == .sentences)
    }

    /// "मकान. मरा" typed tap by tap at the start of a text and after a full stop: the unshifted
    /// letters both times, as the keys show them.
    @Test func aSentenceStartsWithTheUnshiftedLetter() throws {
        let harness = try ControllerHarness(try Self.load(Self.hindi))
        #expect(harness.shift == .off)
        try harness.tap(["म", "क", "ा"])
        #expect(harness.text == "मका")
        try harness.tap([".", "space", "म", "र", "ा"], from: 2)
        #expect(harness.text == "मका. मरा")
        // Shift still reaches the second letters.
        try harness.tap(["shift", "म"], from: 5)
        #expect(harness.text == "मका. मराण")
    }

    /// On a layout without a shift key, autocapitalisation (even written) does nothing, so
    /// lower-case letters can be typed; `validate` warns about it (KS2116).
    @Test func noShiftKeyMeansNoAutocapitalisation() throws {
        let text =
            layoutHeader(id: "hi", name: "Latin without shift", locale: "en-US")
                + """
                behavior: {autocapitalize: sentences}
                layers:
                  letters:
                    rows:
                      - [a, b, c]
                      - [{action: space}, {action: backspace}, {action: return}]
                """
        let result = LayoutLoader().load(bytes: Array(text.utf8), path: "hi.yaml")
        #expect(result.diagnostics.map(\.code) == ["KS2116"])
        let layout = try #require(result.layout)
        #expect(layout.behavior.autocapitalize == .sentences)
        #expect(layout.autocapitalization == .none)
        let harness = try ControllerHarness(layout)
        try harness.tap(["a", "b"])
        #expect(harness.text == "ab")
        #expect(TypableCharacters.missing(in: "abc", layout: layout).isEmpty)
        #expect(TypableCharacters.missing(in: "A", layout: layout) == ["A"])
    }
}
