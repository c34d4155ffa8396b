import KeyboardInput
import KeyboardModel

/// The Keyman keyboard source (`.kmn`) that goes beside an exported touch layout: its name,
/// direction and touch layout file, and the rules of its dead keys and modify-previous keys, so
/// that Keyman types what Keysmith types.
///
/// - A dead key is the touch key `T_DK_XXXX` (its accent's code points): `+ [T_DK_00B4] >
///   dk(dk_00B4)`. After it, each text a key of the layout types (`[U_0065]`) types what
///   Keysmith's controller types for the accent then that text: the `compose` entry, else the
///   canonical composition with the accent's combining mark, else the accent and the text; space
///   types the accent; another dead key types the accent and waits with its own.
/// - A modify-previous key is `T_MOD_TABLE`: each entry of its table is `U+304B + [T_MOD_TABLE] >
///   U+304C` (the text before the caret becomes the replacement).
///
/// Every text is written as `U+XXXX` code points, so the rules keep their bytes. Keysmith's
/// importer reads these rules back (``KeymanRules`` in LayoutImport).
struct KeymanSource {
    /// The dead keys' accents, in the order their keys were written, each once by its bytes.
    private(set) var accents: [String] = []
    /// The modify tables, likewise.
    private(set) var tables: [String] = []
    /// Every text a written key types (an id `U_…`), in order, each once.
    private(set) var texts: [String] = []
    private var seen: Set<ExactText> = []

    /// The touch key id of a dead key with `accent`, which gets its rules.
    mutating func deadKeyID(_ accent: String) -> String {
        if !accents.contains(where: { $0.isExactly(accent) }) { accents.append(accent) }
        return "T_DK_" + Self.hex(accent)
    }

    /// The touch key id of a modify-previous key with `table`, which gets its rules.
    mutating func modifyKeyID(_ table: String) -> String {
        if !tables.contains(where: { $0.isExactly(table) }) { tables.append(table) }
        return "T_MOD_" + KeymanExporter.Writer.safeID(table)
    }

    /// Notes that a key types `text` (the dead keys' rules cover it).
    mutating func typed(_ text: String) {
        guard !text.isEmpty, seen.insert(ExactText(text)).inserted else { return }
        texts.append(text)
    }

    /// The source's text for `layout`, whose touch layout is `layoutFile`.
    func text(for layout: KeyboardLayout, layoutFile: String) -> String {
        var lines = [
            "c \(Self.comment(layout.name)): the rules of \(Self.comment(layoutFile)), written by keysmith export.",
            "store(&VERSION) '10.0'",
            "store(&NAME) " + Self.literal(layout.name),
            "store(&TARGETS) 'mobile tablet'",
            "store(&LAYOUTFILE) " + Self.literal(layoutFile),
        ]
        if layout.direction == .rightToLeft { lines.append("store(&KMW_RTL) '1'") }
        lines += ["", "begin Unicode > use(main)", "", "group(main) using keys"]
        for accent in accents {
            let name = "dk(dk_\(Self.hex(accent)))"
            lines += ["", "c dead key \(Self.comment(accent)) (U+\(Self.hex(accent).replacingUnderscores()))"]
            lines.append("+ [\(deadKeyID(of: accent))] > \(name)")
            lines.append(
                "\(name) + [K_SPACE] > "
                    + Self.codePoints(layout.compose.compose(accent: accent, base: " ") ?? accent))
            for other in accents {
                let (typed, waiting) = KeyboardController.deadKey(other, after: accent, compose: layout.compose)
                var output = typed.isEmpty ? "" : Self.codePoints(typed)
                if let waiting { output += (output.isEmpty ? "" : " ") + "dk(dk_\(Self.hex(waiting)))" }
                lines.append("\(name) + [\(deadKeyID(of: other))] > " + (output.isEmpty ? "nul" : output))
            }
            for text in texts {
                let typed = KeyboardController.resolve(accent, text, compose: layout.compose)
                lines.append("\(name) + [\(KeymanExporter.Writer.codePointID(text))] > " + Self.codePoints(typed))
            }
        }
        for table in tables {
            lines += ["", "c modify-previous table \(Self.comment(table))"]
            let entries = layout.modifyTables[text: table] ?? [:]
            for before in entries.keys.sorted() {
                guard let after = entries[before] else { continue }
                lines.append(
                    Self.codePoints(before.string) + " + [T_MOD_\(KeymanExporter.Writer.safeID(table))] > "
                        + Self.codePoints(after))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func deadKeyID(of accent: String) -> String { "T_DK_" + Self.hex(accent) }

    /// `00B4` for ´, `0065_0301` for e and a combining acute.
    static func hex(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }.joined(separator: "_")
    }

    /// `text` as Keyman code points: `U+0065 U+0301`.
    static func codePoints(_ text: String) -> String {
        hex(text).split(separator: "_").map { "U+" + $0 }.joined(separator: " ")
    }

    /// A store's value: plain ASCII text in quotes, the rest (quotes, controls, other scripts)
    /// as code points between.
    static func literal(_ text: String) -> String {
        var parts: [String] = []
        var run = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F, scalar != "'" {
                run.unicodeScalars.append(scalar)
            } else {
                if !run.isEmpty { parts.append("'\(run)'") }
                run = ""
                parts.append("U+" + hex(String(scalar)))
            }
        }
        if !run.isEmpty { parts.append("'\(run)'") }
        return parts.isEmpty ? "''" : parts.joined(separator: " ")
    }

    /// Text for a comment: on one line.
    static func comment(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}

extension String {
    /// `0065_0301` → `0065 U+0301`, for a comment naming code points.
    fileprivate func replacingUnderscores() -> String {
        split(separator: "_").joined(separator: " U+")
    }
}
