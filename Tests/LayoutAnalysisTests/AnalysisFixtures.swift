import Foundation
import FrequencyTables
import KeyboardModel
import KeysmithSources
import LayoutAnalysis
import LayoutFormat
import Testing

/// Layouts and texts for the analysis tests.
enum AnalysisFixtures {
    struct LoadFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// A layout from YAML text.
    static func layout(_ yaml: String, path: String = "test.yaml") throws -> KeyboardLayout {
        let result = LayoutLoader().load(bytes: Array(yaml.utf8), path: path)
        guard let layout = result.layout, !result.hasErrors else {
            throw LoadFailure(description: "\(path): \(result.diagnostics.map(\.message))")
        }
        return layout
    }

    /// A bundled layout by id.
    static func bundled(_ id: String) throws -> KeyboardLayout {
        try layout(BundledSources.layouts[id] ?? "", path: "Layouts/\(id).yaml")
    }

    /// A layout file of Tests/Fixtures/analyze.
    static func fixture(_ name: String) throws -> KeyboardLayout {
        let path = #filePath.split(separator: "/").dropLast(2).joined(separator: "/")
        let file = "/" + path + "/Fixtures/analyze/" + name + ".yaml"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw LoadFailure(description: "cannot read \(file)")
        }
        return try layout(text, path: file)
    }

    /// A one-row layout of square keys `side` points wide, no gaps or insets, with `keys` in
    /// order (each a character key whose id is its text).
    static func row(_ keys: [String], side: Double = 50) throws -> KeyboardLayout {
        let list = keys.map { "\"\($0)\"" }.joined(separator: ", ")
        return try bare(
            width: side * Double(keys.count), height: side,
            layers: """
                  letters:
                    rows:
                      - [\(list)]
                """)
    }

    /// A layout `width` × `height` points with no insets, `keyGap` between keys, no row gap,
    /// no autocapitalisation and the YAML `layers` given (indented as under `layers:`).
    static func bare(width: Double, height: Double, keyGap: Double = 0, layers: String) throws -> KeyboardLayout {
        try layout(
            """
            format: 1
            id: bare
            name: Bare
            locale: en-US
            size: {width: \(width), height: \(height)}
            metrics: {insets: {top: 0, left: 0, bottom: 0, right: 0}, key-gap: \(keyGap), row-gap: 0, min-key-width: 1, min-row-height: 1}
            behavior: {autocapitalize: none, double-space-period: false}
            layers:
            \(layers)
            """)
    }

    /// Statistics of `text`.
    static func statistics(_ text: String) -> TextStatistics {
        var statistics = TextStatistics(source: "test")
        statistics.add(text: text)
        return statistics
    }
}
