/// What a dead key's accent makes with the next character: `´` + `e` → `é`.
public struct ComposeTable: Sendable, Hashable, Codable {
    /// Results by accent, then by the character typed after it, each compared by its bytes.
    public var entries: [ExactText: [ExactText: String]]

    /// Creates a table.
    public init(_ entries: [ExactText: [ExactText: String]] = [:]) {
        self.entries = entries
    }

    /// The result of `base` typed after `accent`, if the table has one.
    public func compose(accent: String, base: String) -> String? {
        entries[text: accent]?[text: base]
    }

    /// What `base` typed after the dead key `accent` gives without an entry in the table: the
    /// canonical composition of `base` with the accent's combining mark, else both.
    package static func withoutEntry(_ accent: String, _ base: String) -> String {
        if let mark = combiningMark(for: accent), let composed = CanonicalComposition.compose(base, mark) {
            return composed
        }
        return accent + base
    }

    /// Whether the table has any entry for `accent`.
    public func hasEntries(for accent: String) -> Bool {
        !(entries[text: accent]?.isEmpty ?? true)
    }

    /// The combining mark that a spacing accent stands for, for canonical composition:
    /// `´` → U+0301, the grave accent → U+0300, `^` → U+0302, `~` → U+0303, `¨` → U+0308, `˚` → U+030A,
    /// `¸` → U+0327, `ˇ` → U+030C, and a few more.
    public static func combiningMark(for accent: String) -> Unicode.Scalar? {
        guard accent.unicodeScalars.count == 1, let scalar = accent.unicodeScalars.first else {
            // An accent written as the combining mark itself (e.g. "\u{301}" after a space).
            return nil
        }
        if scalar.properties.generalCategory == .nonspacingMark { return scalar }
        return combiningMarks[scalar.value].flatMap(Unicode.Scalar.init)
    }

    /// Every spacing accent ``combiningMark(for:)`` knows, with its mark, in code point order of
    /// the accent (docs/FORMAT.md's table of what composes is made from it).
    public static var spacingAccents: [(accent: Unicode.Scalar, mark: Unicode.Scalar)] {
        combiningMarks.sorted { $0.key < $1.key }.compactMap { accent, mark in
            guard let accent = Unicode.Scalar(accent), let mark = Unicode.Scalar(mark) else { return nil }
            return (accent, mark)
        }
    }

    private static let combiningMarks: [UInt32: UInt32] = [
        0x00B4: 0x0301,  // ´ acute
        0x0027: 0x0301,  // ' as acute, as on US-International
        0x0060: 0x0300,  // ` grave
        0x005E: 0x0302,  // ^ circumflex
        0x02C6: 0x0302,  // ˆ modifier circumflex
        0x007E: 0x0303,  // ~ tilde
        0x02DC: 0x0303,  // ˜ small tilde
        0x00A8: 0x0308,  // ¨ diaeresis
        0x0022: 0x0308,  // " as diaeresis, as on US-International
        0x02DA: 0x030A,  // ˚ ring above
        0x00B8: 0x0327,  // ¸ cedilla
        0x02C7: 0x030C,  // ˇ caron
        0x02D8: 0x0306,  // ˘ breve
        0x00AF: 0x0304,  // ¯ macron
        0x02D9: 0x0307,  // ˙ dot above
        0x02DD: 0x030B,  // ˝ double acute
        0x02DB: 0x0328,  // ˛ ogonek
        0x0384: 0x0301,  // ΄ Greek tonos
        0x0385: 0x0344,  // ΅ Greek dialytika tonos
    ]
}
