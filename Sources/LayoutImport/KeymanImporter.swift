import KeyboardModel
import LayoutFormat
import LocatedYAML

/// Reads a Keyman touch layout (`.keyman-touch-layout`, JSON) into Keysmith's model.
///
/// JSON is read by the located YAML reader (JSON is YAML's flow syntax), so every problem has
/// the source's line and column; each warning also names its JSON Pointer.
///
/// | Keyman | Keysmith |
/// | --- | --- |
/// | `phone`, `tablet` | the forms `phone` (390 × 216) and `tablet` (from 960 pt, 1024 × 320); one alone is the layout's only form |
/// | `desktop` | left out, said |
/// | `layer` by `id` (`default` first) | layers, names made lower case with `-` |
/// | `shift` beside `default` | the shifted face of `default` (`shift-of`); keys to it are shift keys |
/// | `width`, `pad` (100 = one key) | units; `pad` a gap before the key |
/// | `sp` 1, 2 (special caps) | the special cap's action and symbol |
/// | `sp` 8 (dead-key style) | a text key, the style said |
/// | `sp` 9, 10 (blank, spacer) | gaps |
/// | `nextlayer` | a layer key (shift to the shifted face); on a key that types, said |
/// | `U_xxxx[_yyyy]` ids | the text of those code points |
/// | `K_`, `T_` ids | the cap's text (their output is the keyboard's rules), said per layer |
/// | `K_SPACE`, `K_BKSP`, `K_ENTER`, `K_TAB`, `K_LOPT`, `K_ROPT`, `K_SHIFT`, `K_CAPS`, arrows | space, backspace, return, tab, next-keyboard, dismiss, shift, caps-lock, caret moves |
/// | `sk` (with `default`) | alternates (with `default-alternate`) |
/// | `flick` | flicks |
/// | `multitap` | the multitap cycle |
/// | `hint` | `hint` (a special cap's hint is left out, said) |
/// | `font`, `fontsize`, `displayUnderlying`, `defaultHint` | left out, said |
///
/// The keyboard source beside it (`NAME.kmn` for `NAME.keyman-touch-layout`), when there is one,
/// gives the touch keys its rules make dead keys (with their compositions, as `compose`) and
/// modify-previous keys (as `modify-tables`), and the keyboard's name and direction
/// (``KeymanRules``).
public enum KeymanImporter {
    /// Where the tablet form starts: every iPhone in landscape (at most 932 pt) stays on the phone.
    static let tabletWidth = 960.0

    /// Imports a Keyman touch layout: the source's `form` picks one platform's layout (`nil`
    /// imports each as a form), and its `direction` is the script's (a Keyman keyboard says it in
    /// its `.kmn`, not here).
    ///
    /// - Returns: The layout and what was found on the way.
    public static func importLayout(_ source: ImportSource) -> ImportResult {
        let (bytes, file, id, platform, direction) = (
            source.bytes, source.file, source.id, source.form, source.direction
        )
        let document = JSONReader.read(bytes, file: file, limits: importLimits)
        var reader = Reader(diagnostics: document.diagnostics)
        reader.rules = source.read(rulesFile(of: file)).map(KeymanRules.init)
        guard !document.diagnostics.contains(where: { $0.severity == .error }), let root = document.root else {
            return ImportResult(layout: nil, diagnostics: reader.diagnostics, source: document.source)
        }
        let layout = reader.layout(root, id: id, platform: platform, direction: direction)
        return ImportResult(
            layout: reader.diagnostics.contains { $0.severity == .error } ? nil : layout,
            diagnostics: reader.diagnostics, source: document.source)
    }

    /// The keyboard source that goes with touch layout `file`: `x.kmn` beside `x.keyman-touch-layout`
    /// (or beside a file of any other name, with `.kmn` after it).
    static func rulesFile(of file: String) -> String {
        let suffix = ".keyman-touch-layout"
        return (file.hasSuffix(suffix) ? String(file.dropLast(suffix.count)) : file) + ".kmn"
    }

    /// Touch layouts are large (gff_amharic's is 1.2 MB of 4 665 keys and 23 177 long-press
    /// items): more nodes than a hand-written layout may have.
    static let importLimits = YAMLLimits(maxFileSize: 16 << 20, maxDepth: 64, maxNodes: 4_000_000)

    /// Special caps (`*Shift*`), by name, with the action they stand for on a key without
    /// another, and the symbol or label they show.
    static let specialCaps: [String: (action: KeyAction?, symbol: KeySymbol?, label: String?)] = [
        "Shift": (.shift, .shift, nil), "ShiftLock": (.capsLock, .capsLock, nil),
        "ShiftedLock": (.capsLock, .capsLock, nil), "BkSp": (.backspace, .backspace, nil),
        "RTLBkSp": (.backspace, .backspace, nil), "LTRBkSp": (.backspace, .backspace, nil),
        "Enter": (.return, .return, nil), "RTLEnter": (.return, .return, nil), "LTREnter": (.return, .return, nil),
        "Menu": (.nextKeyboard, .globe, nil), "Hide": (.dismiss, .dismiss, nil), "Tab": (.tab, .tab, nil),
        "TabLeft": (.tab, .tab, nil), "TabRight": (.tab, .tab, nil), "Esc": (.host(.escape), .escape, nil),
        "Ctrl": (.host(.control), .control, nil), "LCtrl": (.host(.control), .control, nil),
        "RCtrl": (.host(.control), .control, nil), "Alt": (.host(.alt), .alt, nil),
        "LAlt": (.host(.alt), .alt, nil), "RAlt": (.host(.alt), .alt, nil), "AltGr": (nil, nil, "AltGr"),
        "Caps": (.capsLock, .capsLock, nil), "123": (nil, nil, "123"), "abc": (nil, nil, "abc"),
        "ABC": (nil, nil, "ABC"), "Symbol": (nil, nil, "#+="), "Currency": (nil, nil, "$"),
        "Shifted": (nil, .shift, nil), "ZWNJ": (nil, nil, "ZWNJ"), "ZWNJiOS": (nil, nil, "ZWNJ"),
        "ZWNJAndroid": (nil, nil, "ZWNJ"), "ZWNJGeneric": (nil, nil, "ZWNJ"), "Sp": (.space, nil, nil),
        "NBSp": (nil, nil, "⍽"), "Language": (.nextKeyboard, .globe, nil),
    ]

    /// The id of the Keyman key that does `action` (the first of ``keyActions`` in name order),
    /// if there is one: the exporter writes it, this importer reads it back.
    package static func keyID(of action: KeyAction) -> String? {
        keyActions.filter { $0.value == action }.map(\.key).min()
    }

    /// Keys whose id says what they do (their cap is only a picture of it).
    static let keyActions: [String: KeyAction] = [
        "K_SPACE": .space, "K_BKSP": .backspace, "K_ENTER": .return, "K_TAB": .tab, "K_LOPT": .nextKeyboard,
        "K_ROPT": .dismiss, "K_SHIFT": .shift, "K_CAPS": .capsLock, "K_LEFT": .caret(.left),
        "K_RIGHT": .caret(.right), "K_UP": .caret(.up), "K_DOWN": .caret(.down), "K_DEL": .deleteForward,
        "K_ESC": .host(.escape), "K_LCONTROL": .host(.control), "K_RCONTROL": .host(.control),
        "K_CONTROL": .host(.control), "K_LALT": .host(.alt), "K_RALT": .host(.alt), "K_ALT": .host(.alt),
    ]
}
