import KeyboardModel
import LayoutFormat
import LocatedYAML

/// Reads a FlorisBoard layout (JSON: a list of rows of key objects) into Keysmith's model.
///
/// FlorisBoard composes a keyboard at run time from several files; the import does what it does
/// with the files found beside the source (`layouts/<type>/<name>.json`): a `characters` layout
/// gets the modifier rows of `../charactersMod/default.json` (its `placeholder` is where the last
/// row goes, between shift and delete) and a symbols layer from `../symbols/western.json`, and
/// `../extension.json` gives its name and direction. Long-press items come from the keys' `popup`
/// and from a popup mapping file when one is given. FlorisBoard stores no widths; they follow its
/// rules (shift, delete, enter and view keys 1.56 keys wide, space taking the rest).
///
/// | FlorisBoard | Keysmith |
/// | --- | --- |
/// | a key with `code` ≥ 0 (plain, `text_key`) | a text key typing that code point, shown as `label` |
/// | `auto_text_key` | the same, with its capital on shift |
/// | `case_selector {lower, upper}`, `shift_state_selector {default, shiftedManual}` | `text` and `shifted` |
/// | `multi_text_key {codePoints}` | a text key typing them |
/// | `variation_selector`, `kana_selector`, `char_width_selector` | the default (`default`, `hira`, `full`), said |
/// | `layout_direction_selector {ltr, rtl}` | the layout's direction's |
/// | `popup {main, relevant}` and popup mappings | alternates, `main` first and the default |
/// | codes 32, 10, 9; −7, −11, −201, −202, −227, −212 | space, return, tab; backspace, shift, layer keys, next-keyboard, emoji |
/// | other negative codes (currency slots, URI TLDs, …) | left out, said |
public enum FlorisBoardImporter {
    /// Imports a FlorisBoard layout: its companion files are looked up beside it with the
    /// source's reader, and long-press items taken from the source's `popups` mapping
    /// (`popupMappings/<locale>.json`), if given.
    ///
    /// - Returns: The layout and what was found on the way.
    public static func importLayout(_ source: ImportSource) -> ImportResult {
        let (bytes, file, id, popups, read) = (source.bytes, source.file, source.id, source.popups, source.read)
        let document = JSONReader.read(bytes, file: file, limits: KeymanImporter.importLimits, anyRoot: true)
        var reader = Reader(diagnostics: document.diagnostics)
        var sources = [document.source]
        guard !document.diagnostics.contains(where: { $0.severity == .error }), let root = document.root else {
            return ImportResult(layout: nil, diagnostics: reader.diagnostics, source: document.source)
        }
        // Companions: what FlorisBoard would compose this layout with.
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let type = folder.last.map(String.init) ?? ""
        let layouts = folder.dropLast().joined(separator: "/")
        let name = String(file.split(separator: "/").last?.split(separator: ".").first ?? Substring(id))
        func companion(_ path: String) -> YAMLNode? {
            let full = layouts.isEmpty ? path : layouts + "/" + path
            guard let bytes = read(full) else { return nil }
            let read = JSONReader.read(bytes, file: full, limits: KeymanImporter.importLimits, anyRoot: true)
            sources.append(read.source)
            reader.diagnostics += read.diagnostics
            return read.diagnostics.contains { $0.severity == .error } ? nil : read.root
        }
        var popupRoot: YAMLNode?
        if let popups {
            let read = JSONReader.read(popups.bytes, file: popups.file, limits: KeymanImporter.importLimits)
            sources.append(read.source)
            reader.diagnostics += read.diagnostics
            popupRoot = read.root
        }
        let manifest = companion("extension.json")
        let layout = reader.layout(
            root, id: id, name: name, type: type, manifest: manifest, popups: popupRoot,
            modifier: type == "characters" ? companion("charactersMod/default.json") : nil,
            symbols: type == "characters" ? companion("symbols/western.json") : nil)
        return ImportResult(
            layout: reader.diagnostics.contains { $0.severity == .error } ? nil : layout,
            diagnostics: reader.diagnostics, source: document.source, sources: sources)
    }

    /// FlorisBoard's key codes for actions (its `KeyCode`), with Keysmith's action.
    static let actions: [Int: KeyAction] = [
        -7: .backspace, -11: .shift, -227: .nextKeyboard, -212: .host(.emoji), 32: .space, 10: .return, 9: .tab,
    ]

    /// The codes that switch FlorisBoard's views, by the layer they go to.
    static let views: [Int: String] = [-201: "letters", -202: "symbols"]

    /// The keys FlorisBoard widens (`TextKey.kt`): shift, delete, enter, view switches.
    static let wide: Set<Int> = [-7, -11, 10, -201, -202, -227]
}
