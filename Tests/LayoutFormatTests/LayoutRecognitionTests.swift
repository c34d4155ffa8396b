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
        // Lines that end in `\r\n` are lines too: the theme's field on its third line is seen,
        // and `format:` after a comment line.
        ("# a comment\r\nformat: 1\r\nid: a\r\n", true),
        ("format: 1\r\nid: mine\r\nlight:\r\n  background: \"#FFFFFF\"\r\n", false),
        ("\u{FEFF}# yaml-language-server: $schema=../Schemas/theme.schema.json\r\nformat: 1\r\n", false),
        // A byte order mark is skipped on the first line, and a modeline that names neither
        // schema decides nothing.
        ("\u{FEFF}light: {}\nformat: 1\n", false),
        ("# $schema=other.json\nformat: 1\n", true),
    ])
    func recognises(_ text: String, _ isLayout: Bool) {
        #expect(LayoutRecognition.isLayout(text) == isLayout)
        // One answer for both questions: a layout is no theme, and other YAML is neither.
        let kind = LayoutRecognition.kind(of: text)
        #expect((kind == .layout) == isLayout)
        #expect((kind == .theme) == LayoutRecognition.isTheme(text))
    }

    /// A theme is told by its fields anywhere in the file (not only its first lines), unless the
    /// file has `layers`; from bytes as from text.
    @Test(arguments: [
        (String(repeating: "# note\n", count: 40) + "fonts:\n  body: x\n", true),
        (String(repeating: "# note\n", count: 40) + "fonts:\n  body: x\nlayers:\n", false),
        ("format: 1\n  light: 3\n", false),
        ("format: 1\ndark: {}\n", true),
    ])
    func recognisesThemes(_ text: String, _ isTheme: Bool) {
        #expect(LayoutRecognition.isTheme(text) == isTheme)
        #expect(LayoutRecognition.isTheme(bytes: Array(text.utf8)) == isTheme)
        #expect(LayoutRecognition.isTheme(text.dropFirst(0)) == isTheme)
        #expect((LayoutRecognition.kind(of: text) == .theme) == isTheme)
    }

    /// Every bundled layout is recognised, and no bundled theme is.
    @Test func bundledLayoutsAreLayouts() {
        for (id, text) in BundledSources.layouts {
            #expect(LayoutRecognition.isLayout(text), "\(id)")
        }
        for (id, text) in BundledSources.themes {
            #expect(!LayoutRecognition.isLayout(text), "\(id)")
            #expect(LayoutRecognition.isTheme(text), "\(id)")
        }
    }
}
