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
    /// Imports the CLDR keyboard `bytes` read from `file`, as layout `id`.
    ///
    /// - Parameters:
    ///   - bytes: The file's content.
    ///   - file: Its path; imported key sets are looked up beside its folder.
    ///   - id: The layout's id.
    ///   - platform: Only this form of a keyboard with two touch forms.
    ///   - read: Reads a file by path (`nil` when it cannot be read).
    /// - Returns: The layout and what was found on the way.
    static func importLayout(
        _ bytes: [UInt8], file: String, id: String, platform: ImportForm? = nil,
        read: (String) -> [UInt8]? = { _ in nil }
    ) -> ImportResult {
        let document = XMLDocumentReader.read(bytes, file: file)
        var reader = Reader(diagnostics: document.diagnostics)
        var sources = [document.source]
        guard let root = document.root else {
            return ImportResult(layout: nil, diagnostics: reader.diagnostics, source: document.source)
        }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        // Problems of the imported files, kept apart while the reader reads (which calls `imported`).
        var importProblems: [Diagnostic] = []
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
                guard let bytes = read(candidate) else { continue }
                let read = XMLDocumentReader.read(bytes, file: candidate)
                sources.append(read.source)
                importProblems += read.diagnostics
                return read.root
            }
            return nil
        }
        let layout = reader.layout(root, id: id, platform: platform, imported: imported)
        reader.diagnostics += importProblems
        return ImportResult(
            layout: reader.diagnostics.contains { $0.severity == .error } ? nil : layout,
            diagnostics: reader.diagnostics, source: document.source, sources: sources)
    }

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
    static func isRightToLeft(_ locale: String) -> Bool {
        let parts = locale.split(separator: "-").map(String.init)
        if let script = parts.dropFirst().first(where: { $0.count == 4 }) {
            return ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg"].contains(script)
        }
        return ["ar", "he", "fa", "ur", "ps", "ug", "yi", "dv", "ckb", "sd", "syr", "iw"].contains(parts.first ?? "")
    }

    /// Hardware forms, in the order one is chosen when there is no touch form.
    static let hardwareForms = ["us", "iso", "jis", "abnt2", "ks"]
}
