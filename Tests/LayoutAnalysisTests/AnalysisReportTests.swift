import Foundation
import KeyboardModel
import LayoutAnalysis
import Testing

/// The report in each format: the JSON contract, the pictures' keys, the comparison.
@MainActor @Suite struct AnalysisReportTests {
    static func enUS(width: Double = 390) throws -> (LayoutAnalysis, KeyboardLayout) {
        let layout = try AnalysisFixtures.bundled("en-US")
        let statistics = AnalysisFixtures.statistics("Hello there, how are you? Fine: 42 apples & café.")
        let analysis = try LayoutAnalyzer(layout: layout, size: KeyboardSize(width: width, height: 216))
            .analyze(statistics)
        return (analysis, layout)
    }

    @Test func jsonKeepsTheContract() throws {
        let (analysis, _) = try Self.enUS()
        let text = AnalysisReport.json([analysis])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.count == 1)
        let entry = try #require(layouts.first)
        #expect(entry["id"] as? String == "en-US")
        let size = try #require(entry["size"] as? [String: Any])
        #expect(size["width"] as? Double == 390)
        #expect(size["height"] as? Double == 216)
        let wpm = try #require(entry["wpm"] as? Double)
        #expect(wpm > 5 && wpm < 100)
        let errorRate = try #require(entry["error-rate"] as? Double)
        #expect(errorRate > 0 && errorRate < 1)
        let keys = try #require(entry["keys"] as? [[String: Any]])
        #expect(keys.count == analysis.keys.count)
        var total = 0.0
        for key in keys {
            #expect(key["id"] is String)
            let usage = try #require(key["usage"] as? Double)
            let miss = try #require(key["miss"] as? Double)
            #expect(usage >= 0 && usage <= 1)
            #expect(miss >= 0 && miss <= 1)
            total += usage
        }
        #expect(abs(total - 1) < 1e-9)
        // The error rate is the usage-weighted miss.
        let weighted = keys.reduce(0.0) { $0 + (($1["usage"] as? Double) ?? 0) * (($1["miss"] as? Double) ?? 0) }
        #expect(abs(weighted - errorRate) < 1e-12)
    }

    @Test func svgDrawsBothMapsWithEveryKey() throws {
        let (analysis, layout) = try Self.enUS()
        let svg = AnalysisReport.svg([(analysis, layout)])
        #expect(svg.hasPrefix("<?xml"))
        // letters, numbers and the symbols layer are tapped ("&" is on numbers); each drawn with
        // usage and with misses.
        let used = Set(analysis.keys.filter { $0.usage > 0 }.map(\.layer))
        for layer in used {
            #expect(svg.contains("· \(layer) · 390 × 216 pt · usage"))
            #expect(svg.contains("· \(layer) · 390 × 216 pt · misses"))
        }
        for key in analysis.keys where used.contains(key.layer) {
            let id = key.id.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "'", with: "&apos;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            #expect(svg.contains("data-key-id=\"\(id)\""))
        }
        // The most used key is drawn in the map's top colour.
        #expect(svg.contains("fill=\"#B10026\""))
        #expect(svg.contains("<text class=\"heat\""))
    }

    @Test func htmlHasFiguresForEachMap() throws {
        let (analysis, layout) = try Self.enUS()
        let html = AnalysisReport.html([(analysis, layout)])
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<figure data-map=\"usage\" data-layer=\"letters\">"))
        #expect(html.contains("<figure data-map=\"misses\" data-layer=\"letters\">"))
        #expect(html.contains("data-key-id=\"q\""))
    }

    @Test func textNamesTheRiskiestKeysAndTheDifferences() throws {
        let (wide, _) = try Self.enUS(width: 390)
        let (narrow, _) = try Self.enUS(width: 320)
        let text = AnalysisReport.text([wide, narrow])
        #expect(text.contains("riskiest keys (by share of all misses):"))
        #expect(text.contains("side by side:"))
        #expect(text.contains("differences from en-US 390 × 216:"))
        // Narrower keys miss more: the narrow entry names more misses and keys that miss more.
        #expect(text.contains("en-US 320 × 216: "))
        #expect(text.contains("points more misses"))
        #expect(text.contains("misses +"))
        #expect(wide.riskiest().count == 10)
    }

    /// A key whose id is an apostrophe is named in double quotes ("'"), not as three quotes in a
    /// row; other keys keep single quotes. On a row of `a` and `'`, each is the other's only
    /// neighbour, so both sentences name both.
    @Test func anApostropheKeyIsNamedInDoubleQuotes() throws {
        let layout = try AnalysisFixtures.row(["a", "'"], side: 20)
        let statistics = AnalysisFixtures.statistics("a'a'a'a")
        let analysis = try LayoutAnalyzer(layout: layout, size: layout.size).analyze(statistics)
        let text = AnalysisReport.text([analysis])
        #expect(text.contains("next to frequent \"'\" ("), "\(text)")
        #expect(text.contains("taps: \"'\" 50.0%"), "\(text)")
        #expect(text.contains("next to frequent 'a' ("), "\(text)")
        #expect(!text.contains("'" + "''"), "\(text)")
    }
}
