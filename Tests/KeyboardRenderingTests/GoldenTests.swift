import Foundation
import KeyboardGeometry
import KeyboardModel
import Testing

@testable import KeyboardRendering

/// Text drawings of the bundled en-US layout, checked by eye once and locked in
/// `Golden/GoldenDrawings.swift` (as Swift text, since the test target declares no resources;
/// trailing spaces are trimmed there, and the property tests check the line widths).
///
/// To re-record after a deliberate change, run `scripts/record-golden-drawings.sh` (it draws
/// through `keysmith render`, the same renderer), then look at every changed drawing before
/// committing it.
@Suite struct GoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let width: Double
        let height: Double
        let columns: Int
        let style: LineStyle

        var name: String { "enUS\(Int(width))x\(Int(height))in\(columns)\(style == .unicode ? "Unicode" : "ASCII")" }
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(width: 390, height: 216, columns: 80, style: .unicode),
        Case(width: 390, height: 216, columns: 80, style: .ascii),
        Case(width: 320, height: 216, columns: 80, style: .unicode),
        Case(width: 320, height: 216, columns: 80, style: .ascii),
        Case(width: 844, height: 160, columns: 120, style: .unicode),
        Case(width: 844, height: 160, columns: 120, style: .ascii),
    ]

    static func render(_ testCase: Case) throws -> String {
        let layout = try BundledLayouts.load("en-US")
        var geometry = try LayoutGeometry(layout)
        let layers = try geometry.frames(for: KeyboardSize(width: testCase.width, height: testCase.height))
        return try TextRenderer(columns: testCase.columns, style: testCase.style).render(layers, of: layout)
    }

    /// Each line without trailing spaces.
    static func trimmed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }.joined(separator: "\n")
    }

    @Test(arguments: cases)
    func enUS(_ testCase: Case) throws {
        let golden = try #require(GoldenDrawings.all[testCase.name], "no golden drawing \(testCase.name)")
        #expect(Self.trimmed(try Self.render(testCase)) == golden, "\(testCase.name) differs; see GoldenTests")
    }

    /// en-US needs 4 rows of at least 26 pt, 3 gaps of 12 and insets of 8 + 4: 152 pt.
    @Test func enUSCannotBeDrawnBelow152PointsHigh() throws {
        let layout = try BundledLayouts.load("en-US")
        #expect {
            var geometry = try LayoutGeometry(layout)
            _ = try geometry.frames(for: KeyboardSize(width: 844, height: 150))
        } throws: { error in
            (error as? GeometryError)?.description == "layer 'letters' needs height ≥ 152 pt, got 150 pt"
        }
    }
}
