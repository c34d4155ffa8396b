import KeyboardModel

/// docs/FORMAT.md's table of what a dead key composes without a `compose` entry: each spacing
/// accent with a known combining mark (``ComposeTable/spacingAccents``), and every letter of the
/// Latin, Greek and Cyrillic alphabets (plain, and with one accent already) that Unicode's
/// canonical composition (``CanonicalComposition``) joins with the mark — what the controller
/// types for the accent then the letter. `keysmith schema reference --doc` writes it into the
/// document's `composition` region.
package enum CompositionReference {
    /// The letters tried as bases: ASCII letters, the Greek and Cyrillic alphabets, the Latin
    /// letters up to Latin Extended-B (so `ü` then ´ shows `ǘ`, `ơ` then ´ `ớ`) and Vietnamese's
    /// (`ạ` then ^ shows `ậ`).
    static let bases: [Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [
            0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x391...0x3A9, 0x3B1...0x3C9, 0x410...0x44F, 0x406...0x406,
            0x456...0x456, 0x1EA0...0x1EF9,
        ]
        return ranges.flatMap { $0 }.compactMap(Unicode.Scalar.init).filter {
            $0.properties.isAlphabetic && $0.value != 0xD7 && $0.value != 0xF7
        }
    }()

    /// The table, in Markdown, ending with a line break.
    package static func table() -> String {
        var lines = ["| accent | combining mark | composes (the accent, then the letter) |", "|---|---|---|"]
        for (accent, mark) in ComposeTable.spacingAccents {
            let results = bases.compactMap { base in CanonicalComposition.compose(String(base), mark) }
            let shown = results.isEmpty ? "nothing: give it `compose` entries" : results.joined(separator: " ")
            lines.append(
                "| \(Self.code(accent)) U+\(Self.hex(accent))\(Self.standIn(accent)) | U+\(Self.hex(mark)) "
                    + "| \(shown) (\(results.count)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The accent as Markdown code: a backtick needs double backticks and spaces.
    private static func code(_ scalar: Unicode.Scalar) -> String {
        scalar == "`" ? "`` ` ``" : "`\(scalar)`"
    }

    /// For the ASCII stand-ins of US-International (`'` for the acute, `"` for the diaeresis).
    private static func standIn(_ scalar: Unicode.Scalar) -> String {
        scalar == "'" || scalar == "\"" ? " (as on US-International)" : ""
    }
}
