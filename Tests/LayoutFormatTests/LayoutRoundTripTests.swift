import Foundation
import KeyboardModel
import TestSupport
import Testing

@testable import LayoutFormat

@Suite struct LayoutRoundTripTests {
    static let validFixtures = ["base", "child", "minimal", "rtl-hebrew"]

    /// Every valid fixture, and every bundled layout in `Layouts/` once there are some.
    static var allValidPaths: [String] {
        let valid = validFixtures.map { fixturesFolder() + "/valid/\($0).yaml" }
        let layouts = packageRoot() + "/Layouts"
        let bundled = ((try? FileManager.default.contentsOfDirectory(atPath: layouts)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted().map { layouts + "/" + $0 }
        return valid + bundled
    }

    @Test(arguments: allValidPaths)
    func validLayoutsLoadWithoutDiagnosticsAndRoundTripThroughJSON(_ path: String) throws {
        let result = LayoutLoader().load(path: path)
        #expect(result.diagnostics.isEmpty, "\(summary(result.diagnostics))")
        let layout = try #require(result.layout)
        let data = try JSONEncoder().encode(layout)
        let decoded = try JSONDecoder().decode(KeyboardLayout.self, from: data)
        #expect(decoded == layout)
        // Source marks are outside equality, so compare them on their own.
        #expect(decoded.source.location == layout.source.location)
        #expect(
            decoded.layers.flatMap(\.keys).map(\.source.location)
                == layout.layers.flatMap(\.keys).map(\.source.location))
        #expect(decoded.constraints.map(\.source.location) == layout.constraints.map(\.source.location))
        // Encoding is deterministic enough to decode to the same value again.
        let again = try JSONDecoder().decode(KeyboardLayout.self, from: JSONEncoder().encode(decoded))
        #expect(again == layout)
    }

    @Test func baseFixtureDecodesEveryFeature() throws {
        let layout = try #require(LayoutLoader().load(path: fixturesFolder() + "/valid/base.yaml").layout)
        #expect(layout.layers.map(\.name) == ["letters", "numbers", "symbols"])
        #expect(layout.layers.map { $0.keys.count } == [32, 30, 31])
        let letters = try #require(layout.layer(named: "letters"))
        #expect(letters.rows[3].height == 1.1)
        #expect(letters.key(withID: "shift")?.minWidth == .units(1.25))
        #expect(letters.key(withID: "backspace")?.maxWidth == .points(60))
        #expect(letters.key(withID: "space")?.minWidth == .percent(40))
        #expect(letters.key(withID: "e")?.alternates == ["è", "é", "ê", "ë", "ē", "ė", "ę"])
        let numbers = try #require(layout.layer(named: "numbers"))
        #expect(numbers.key(withID: "\"")?.action == .character("\"", shifted: "\""))
        #expect(numbers.key(withID: "-")?.alternates == ["–", "—", "•"])
        #expect(numbers.key(withID: "to-letters")?.width == .percent(20))
        #expect(numbers.key(withID: "return")?.width == .points(88))
        let symbols = try #require(layout.layer(named: "symbols"))
        #expect(symbols.rows[2].alignment == .left)
        #expect(symbols.key(withID: "\\")?.label == "\\")
        #expect(symbols.key(withID: "dead-diaeresis")?.action == .dead(accent: "¨"))
        #expect(symbols.key(withID: "emoji")?.action == .custom("emoji"))
        #expect(symbols.key(withID: "emoji")?.label == "😀")
        #expect(layout.constraints.map(\.strength) == [.required, .strong, .strong, .medium, .weak])
        #expect(layout.metrics.maxUnitWidth == 48)
        #expect(layout.metrics.preferredRowHeight == 42)
        #expect(layout.behavior.returnTo == "letters")
    }

    @Test func childFixtureMergesOverBase() throws {
        let layout = try #require(LayoutLoader().load(path: fixturesFolder() + "/valid/child.yaml").layout)
        #expect(layout.layers.map(\.name) == ["letters", "numbers", "symbols", "emoji"])
        #expect(layout.locale == "de-DE")
        #expect(layout.size == KeyboardSize(width: 390, height: 216))
        #expect(layout.metrics.keyGap == 5)
        #expect(layout.metrics.insets == KeyboardInsets(top: 8, left: 4, bottom: 4, right: 3))
        #expect(layout.metrics.maxUnitWidth == 48)
        #expect(layout.behavior.autocapitalize == .words)
        #expect(layout.behavior.returnTo == "letters")
        #expect(layout.alternates["u"] == ["ü", "ù"])
        #expect(layout.alternates["e"]?.count == 7)
        #expect(layout.compose.compose(accent: "´", base: "y") == "ý")
        #expect(layout.compose.compose(accent: "´", base: "a") == "á")
        #expect(layout.compose.compose(accent: "`", base: "e") == "è")
        #expect(layout.constraints.count == 6)
        // Keys of the parent's layers take the child's locale: shifted "ß" stays "ß".
        #expect(layout.layer(named: "numbers")?.key(withID: "ß")?.action == .character("ß", shifted: "ß"))
        #expect(layout.layer(named: "letters")?.key(withID: "u")?.alternates == ["ü", "ù"])
    }
}
