import KeysmithSources
import Testing

@testable import LayoutFormat

/// A layout is told from other YAML by its first 10 lines: a `format:` line or the layout
/// schema's modeline.
@Suite struct LayoutRecognitionTests {
    @Test(arguments: [
        ("format: 1\nid: a\n", true),
        ("\u{FEFF}format: 1\n", true),
        ("# yaml-language-server: $schema=../Schemas/layout.schema.json\nid: a\n", true),
        // Nine comment lines, then `format:` on the tenth: still read.
        (String(repeating: "# note\n", count: 9) + "format: 1\n", true),
        // On the eleventh: not.
        (String(repeating: "# note\n", count: 10) + "format: 1\n", false),
        // Indented, it is a field of something else; another schema is another file kind.
        ("build:\n  format: 1\n", false),
        ("# yaml-language-server: $schema=https://example.org/workflow.json\nname: build\n", false),
        ("name: build\non: [push]\n", false),
        // A theme file, told by its modeline or its fields: it has a `format:` line too.
        ("# yaml-language-server: $schema=../Schemas/theme.schema.json\nformat: 1\nid: ios\n", false),
        ("format: 1\nid: mine\nextends: ios\ncorner-radius: 8\n", false),
        ("format: 1\nid: mine\nlight:\n  background: \"#FFFFFF\"\n", false),
        // A layout with a field named like a theme's, below the top level.
        ("format: 1\nid: a\nlayers:\n  light:\n    rows: []\n", true),
        ("", false),
    ])
    func recognises(_ text: String, _ isLayout: Bool) {
        #expect(LayoutRecognition.isLayout(text) == isLayout)
    }

    /// Every bundled layout is recognised, and no bundled theme is.
    @Test func bundledLayoutsAreLayouts() {
        for (id, text) in BundledSources.layouts {
            #expect(LayoutRecognition.isLayout(text), "\(id)")
        }
        for (id, text) in BundledSources.themes {
            #expect(!LayoutRecognition.isLayout(text), "\(id)")
        }
    }
}
