import KeyboardModel
import TestSupport

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

/// A small valid layout; `extra` is appended at the top level.
func minimalLayout(
    rows: String = "      - [q, w, e]\n      - [{action: backspace}, {action: return}]\n", extra: String = ""
)
    -> String
{
    layoutHeader(id: "t", name: "T", locale: "en-US")
        + """
        layers:
          letters:
            rows:
        \(rows)\(extra)
        """
}
