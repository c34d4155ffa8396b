import KeyboardModel
import LayoutFormat
import LocatedYAML

/// Reads a squeekboard layout (YAML: `outlines`, `views`, `buttons`) into Keysmith's model.
///
/// | squeekboard | Keysmith |
/// | --- | --- |
/// | `views` (`base` first) | layers, names made lower case with `-` |
/// | a row string of button names | a row of keys, left to right as written |
/// | a name without a `buttons` entry | a text key typing the name |
/// | `outline` width | the width in units of the `default` outline (rounded to 0.01) |
/// | `outline` height | the row's height weight (its tallest button over `default`'s) |
/// | `text: " "` | `action: space` |
/// | `action: erase` | backspace |
/// | `action: show_prefs` | next-keyboard (squeekboard's layout switcher) |
/// | `action: {set_view: v}` | a layer key to `v` |
/// | `action: {locking: {lock_view: u, unlock_view: b}}` | shift on both, and `u` the shifted face of `b` (else a layer key, said) |
/// | `keysym: Return / Tab / Left / Right / Up / Down / Delete / BackSpace / Escape` | return, tab, caret moves, delete-forward, backspace, the host's escape |
/// | other `keysym`s | a custom action named after the keysym, said |
/// | `modifier: Control / Alt` | the host's control and alt latches |
/// | `label`, `icon` | the label; icons with a named symbol (`key-shift` → `shift` …) |
/// | `margins` | not carried over, said |
public enum SqueekboardImporter {
    /// Imports a squeekboard layout (its id is the file's name without `.yaml`, as squeekboard
    /// names layouts).
    ///
    /// - Returns: The layout and what was found on the way.
    public static func importLayout(_ source: ImportSource) -> ImportResult {
        let (bytes, file, id) = (source.bytes, source.file, source.id)
        let document = YAMLReader.read(bytes, file: file)
        // squeekboard takes the last of a repeated key; so does the import, with a warning.
        let read = document.diagnostics.map { diagnostic in
            diagnostic.code == YAMLDiagnosticCode.duplicateKey
                ? Diagnostic(
                    .warning, code: diagnostic.code, diagnostic.message + "; the last one is used",
                    at: diagnostic.location, notes: diagnostic.notes)
                : diagnostic
        }
        var reader = Reader(file: file, diagnostics: read)
        guard !read.contains(where: { $0.severity == .error }), let root = document.root else {
            return ImportResult(layout: nil, diagnostics: reader.diagnostics, source: document.source)
        }
        let layout = reader.layout(root, id: id)
        return ImportResult(
            layout: reader.diagnostics.contains { $0.severity == .error } ? nil : layout,
            diagnostics: reader.diagnostics, source: document.source)
    }

    /// The icons with a Keysmith symbol.
    static let symbols: [String: KeySymbol] = [
        "key-shift": .shift, "edit-clear-symbolic": .backspace, "key-enter": .return,
        "keyboard-mode-symbolic": .globe, "go-previous-symbolic": .arrowLeft, "go-next-symbolic": .arrowRight,
        "go-up-symbolic": .arrowUp, "go-down-symbolic": .arrowDown, "emoji-people-symbolic": .emoji,
        "face-smile-symbolic": .emoji, "keyboard-hide-symbolic": .dismiss,
    ]

    /// Keysyms with a Keysmith action.
    static let keysyms: [String: KeyAction] = [
        "Return": .return, "KP_Enter": .return, "Tab": .tab, "BackSpace": .backspace, "Delete": .deleteForward,
        "Left": .caret(.left), "Right": .caret(.right), "Up": .caret(.up), "Down": .caret(.down),
        "Escape": .host(.escape),
    ]
}
