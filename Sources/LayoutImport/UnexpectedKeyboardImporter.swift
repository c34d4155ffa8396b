import KeyboardModel
import LayoutFormat

/// Reads an Unexpected Keyboard layout (XML: `<keyboard>` of `<row>`s of `<key>`s, each with a
/// centre value and up to eight corner swipes) into Keysmith's model, through libxml2.
///
/// Unexpected Keyboard adds a bottom row of its own unless `bottom_row="false"`; the import takes
/// it from `../res/bottom_row.xml` beside the layouts folder when it is there (and its numeric pane
/// from `../res/numeric.xml`), and otherwise writes one, said.
///
/// | Unexpected Keyboard | Keysmith |
/// | --- | --- |
/// | `c` or `key0` | the key's action or text |
/// | `n ne e se s sw w nw`, legacy `key1`–`key8` (nw ne sw se w e n s) | flicks |
/// | `width`, `shift` | units; a gap of `shift` units before the key |
/// | row `height` | the row's height weight |
/// | named keys (`shift`, `backspace`, `delete`, `enter`, `switch_numeric`, `accent_aigu` …) | actions, dead keys with combining accents |
/// | `loc …` placeholders | left out (said once) |
/// | `<modmap><shift a= b=/>` | the shifted text of the key typing `a` |
/// | `script` Arabic, Hebrew, Persian, Urdu | `direction: rtl` |
public enum UnexpectedKeyboardImporter {
    /// Imports an Unexpected Keyboard layout: the built-in rows are looked up beside the
    /// source's folder with its reader.
    ///
    /// - Returns: The layout and what was found on the way.
    public static func importLayout(_ source: ImportSource) -> ImportResult {
        var files = XMLSourceFiles(source)
        guard let root = files.root else { return files.unreadable }
        var reader = Reader(diagnostics: files.diagnostics)
        let folder = source.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().dropLast()
        func builtIn(_ name: String) -> XMLElement? {
            let path = (folder.isEmpty ? "" : folder.joined(separator: "/") + "/") + "res/" + name
            // The numeric pane imported on its own is not its own companion.
            guard path != source.file, let found = files.companion(at: path) else { return nil }
            return found
        }
        let wantsBottomRow = root.attribute("bottom_row") != "false"
        let bottomRow = wantsBottomRow ? builtIn("bottom_row.xml") : nil
        let numeric = builtIn("numeric.xml")
        reader.diagnostics += files.companionDiagnostics
        let layout = reader.layout(
            root, id: source.id, bottomRow: bottomRow, wantsBottomRow: wantsBottomRow, numeric: numeric)
        return ImportResult(
            layout: reader.diagnostics.contains { $0.severity == .error } ? nil : layout,
            diagnostics: reader.diagnostics, source: files.sources[0], sources: files.sources)
    }

    /// The legacy corner attributes, `key1`–`key8`, by direction.
    static let legacyCorners: [(String, FlickDirection)] = [
        ("key1", .nw), ("key2", .ne), ("key3", .sw), ("key4", .se), ("key5", .w), ("key6", .e), ("key7", .n),
        ("key8", .s),
    ]

    /// Named keys with a Keysmith action.
    static let namedActions: [String: KeyAction] = [
        "shift": .shift, "capslock": .capsLock, "backspace": .backspace, "delete": .deleteForward,
        "esc": .host(.escape), "tab": .tab, "enter": .return, "action": .return, "space": .space,
        "ctrl": .host(.control), "alt": .host(.alt), "fn": .host(.function), "switch_emoji": .host(.emoji),
        "change_method": .nextKeyboard, "switch_forward": .nextKeyboard, "switch_backward": .nextKeyboard,
        "config": .host(.settings), "cursor_left": .caret(.left), "cursor_right": .caret(.right),
        "left": .caret(.left), "right": .caret(.right), "up": .caret(.up), "down": .caret(.down),
        "copy": .host(.copy), "paste": .host(.paste), "cut": .host(.cut), "selectAll": .host(.selectAll),
        "voice_typing": .custom("dictation"),
    ]

    /// Named keys that type a character.
    static let namedTexts: [String: String] = [
        "zwj": "\u{200D}", "zwnj": "\u{200C}", "halfspace": "\u{200C}", "lrm": "\u{200E}", "rlm": "\u{200F}",
        "nbsp": "\u{A0}", "maqaf": "\u{5BE}", "geresh": "\u{5F3}", "gershayim": "\u{5F4}",
    ]

    /// The combining marks of `accent_*` dead keys and `combining_*` keys, by name.
    static let accents: [String: String] = [
        "aigu": "\u{301}", "grave": "\u{300}", "circonflexe": "\u{302}", "tilde": "\u{303}", "trema": "\u{308}",
        "cedille": "\u{327}", "macron": "\u{304}", "caron": "\u{30C}", "ring": "\u{30A}", "ogonek": "\u{328}",
        "dot_above": "\u{307}", "double_aigu": "\u{30B}", "breve": "\u{306}", "dot_below": "\u{323}",
        "horn": "\u{31B}", "hook_above": "\u{309}", "double_grave": "\u{30F}",
    ]

    /// Scripts written right to left.
    static let rightToLeftScripts: Set<String> = ["arabic", "hebrew", "persian", "urdu"]
}
