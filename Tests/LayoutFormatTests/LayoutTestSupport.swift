import KeyboardModel

@testable import LayoutFormat
@testable import LocatedYAML

/// Reads `text` as the YAML file `file` and decodes it (without `extends`).
func decodeLayout(_ text: String, file: String = "t.yaml") -> LayoutLoadResult {
    let document = YAMLReader.read(Array(text.utf8), file: file)
    guard let root = document.root else {
        return LayoutLoadResult(layout: nil, diagnostics: document.diagnostics, sources: [document.source])
    }
    return LayoutDecoder.decode(root, source: document.source)
}

/// `LINE:COLUMN: severity CODE: message`, with notes indented below, for exact comparisons.
func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.flatMap { diagnostic in
        let location = diagnostic.location
        let head =
            "\(location.line):\(location.column): \(diagnostic.severity.rawValue) \(diagnostic.code): "
            + diagnostic.message
        return [head] + diagnostic.notes.map { "  \($0.location.line):\($0.location.column): note: \($0.message)" }
    }
}

/// The folder `Tests/Fixtures`, found from this file's path.
func fixturesFolder(_ path: String = #filePath) -> String {
    var components = path.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(2)  // LayoutFormatTests/LayoutTestSupport.swift
    return components.joined(separator: "/") + "/Fixtures"
}

/// The package root, found from this file's path.
func packageRoot(_ path: String = #filePath) -> String {
    var components = path.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast(3)  // Tests/LayoutFormatTests/LayoutTestSupport.swift
    return components.joined(separator: "/")
}

/// A small valid layout; `extra` is appended at the top level.
func minimalLayout(
    rows: String = "      - [q, w, e]\n      - [{action: backspace}, {action: return}]\n", extra: String = ""
)
    -> String
{
    """
    format: 1
    id: t
    name: T
    locale: en-US
    size: {width: 390, height: 216}
    layers:
      letters:
        rows:
    \(rows)\(extra)
    """
}
