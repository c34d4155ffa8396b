/// Canonical composition of a base character and a combining mark into one precomposed
/// character (`e` + U+0301 → `é`), without Foundation.
///
/// Swift compares and hashes strings by canonical equivalence, so a dictionary keyed by every
/// precomposed character of the scripts keyboards type finds `é` under the key "e\u{301}". The
/// first character stored under a key wins, which keeps NFC's choice where two code points are
/// equivalent (U+03AC ά rather than the excluded U+1F71). Built once, lazily (1 900
/// entries): Latin, Greek, Cyrillic, Armenian, Hebrew and Arabic up to U+06FF, and Latin and
/// Greek Extended (U+1E00–U+1FFF).
package enum CanonicalComposition {
    /// Precomposed characters by their text, which equals any canonically equivalent text.
    private static let table: [String: String] = {
        var table: [String: String] = [:]
        table.reserveCapacity(2_048)
        for range: ClosedRange<UInt32> in [0xC0...0x06FF, 0x1E00...0x1FFF] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark, .unassigned: continue
                default: break
                }
                let text = String(scalar)
                if table[text] == nil { table[text] = text }
            }
        }
        return table
    }()

    /// `base` followed by `mark`, as one precomposed character.
    ///
    /// - Parameters:
    ///   - base: One character, e.g. "e" or "ü".
    ///   - mark: A combining mark, e.g. U+0301.
    /// - Returns: The precomposed character, or `nil` when Unicode has none (`b` + U+0301).
    package static func compose(_ base: String, _ mark: Unicode.Scalar) -> String? {
        guard base.unicodeScalars.count <= 3, !base.isEmpty else { return nil }
        var text = base
        text.unicodeScalars.append(mark)
        return table[text]
    }
}
