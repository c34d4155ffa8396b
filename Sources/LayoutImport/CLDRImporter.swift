import KeyboardModel
import LayoutFormat

/// Reads a CLDR keyboard (LDML keyboard 3.0, `<keyboard3>` XML) into Keysmith's model, through
/// libxml2.
///
/// Keys are declared once (`keys`, with the implied keys of the specification and the key sets
/// `import`ed from files beside the source) and placed by id in the rows of `layers`. A keyboard
/// with a touch form imports it (a second touch form becomes the tablet form); one with only
/// hardware forms imports the first (`us`, `iso`, `jis`, `abnt2`, `ks`), its layers by modifiers,
/// with a row of touch keys added (shift, AltGr, backspace, return), said.
public enum CLDRImporter {
    /// Imports a CLDR keyboard: imported key sets are looked up beside the source's folder with
    /// its reader, and its `form` picks one of two touch forms.
    ///
    /// - Returns: The layout and what was found on the way.
    public static func importLayout(_ source: ImportSource) -> ImportResult {
        var files = XMLSourceFiles(source)
        guard let root = files.root else { return files.unreadable }
        var reader = Reader(diagnostics: files.diagnostics)
        let folder = source.file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        /// A key set `import`ed by `path` (`45/keys-Zyyy-punctuation.xml`), from the folders a CLDR
        /// checkout or a copy of it keeps them in, beside the keyboard's.
        func imported(_ path: String) -> XMLElement? {
            let name = String(path.split(separator: "/").last ?? "")
            let version = path.split(separator: "/").first.map(String.init) ?? ""
            let base = folder.isEmpty ? "." : folder
            let candidates = [
                "\(base)/\(name)", "\(base)/../import/\(name)", "\(base)/../import-\(version)/\(name)",
                "\(base)/../import-46/\(name)", "\(base)/../import-45/\(name)", "\(base)/../import-47/\(name)",
                "\(base)/../../import/\(version)/\(name)",
            ]
            for candidate in candidates {
                if let found = files.companion(at: candidate) { return found }
            }
            return nil
        }
        let layout = reader.layout(root, id: source.id, platform: source.form, imported: imported)
        // The imported files' problems follow the keyboard's own.
        reader.diagnostics += files.companionDiagnostics
        return ImportResult(
            layout: reader.diagnostics.contains { $0.severity == .error } ? nil : layout,
            diagnostics: reader.diagnostics, source: files.sources[0], sources: files.sources)
    }

    /// The system's keys that CLDR names none for, written as gaps by these ids (`keysmith
    /// export cldr`; `bksp` as Keyman's conformance keyboards write it), read back as the keys:
    /// the one table both directions use.
    package static let namedGaps: [(id: String, action: KeyAction)] = [
        ("bksp", .backspace), ("globe", .nextKeyboard), ("hide", .dismiss),
    ]

    /// The implied keys every keyboard has (the specification's `keys-Latn-implied`): `gap`,
    /// `space`, the digits and the Latin letters, each typing itself.
    static let impliedKeys: [String: String] = {
        var keys: [String: String] = ["space": " "]
        for scalar in Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars) {
            keys[String(scalar)] = String(scalar)
        }
        return keys
    }()

    /// Whether a locale is written right to left: its script subtag (Arab, Hebr, Thaa, Syrc, Nkoo,
    /// Adlm, Rohg), else its language's usual script (CLDR keyboards say no direction).
    package static func isRightToLeft(_ locale: String) -> Bool {
        let parts = locale.split(separator: "-").map(String.init)
        if let script = parts.dropFirst().first(where: { $0.count == 4 }) {
            return ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg"].contains(script)
        }
        return ["ar", "he", "fa", "ur", "ps", "ug", "yi", "dv", "ckb", "sd", "syr", "iw"].contains(parts.first ?? "")
    }

    /// Hardware forms, in the order one is chosen when there is no touch form.
    static let hardwareForms = ["us", "iso", "jis", "abnt2", "ks"]
}
