import KeyboardModel
import Testing

@testable import KeyboardInput

/// docs/FORMAT.md's composition table says what the controller does: each row's letters are
/// what a dead key with that accent, then a letter, types.
@Suite struct CompositionReferenceTests {
    /// Rows worked out by hand from Unicode's decompositions: the ring above joins A, U, a, u, w
    /// and y; the double acute O, U, o, u and Cyrillic У, у; the ogonek A E I O U, a e i o u, and
    /// Ǫ ǫ with the macron (ǭ decomposes to ǫ + U+0304, not to ǫ + U+0328).
    @Test func rowsWorkedOutByHand() {
        let table = CompositionReference.table()
        #expect(table.contains("| `˚` U+02DA | U+030A | Å Ů å ů ẘ ẙ (6) |\n"))
        #expect(table.contains("| `˝` U+02DD | U+030B | Ő Ű ő ű Ӳ ӳ (6) |\n"))
        #expect(table.contains("| `˛` U+02DB | U+0328 | Ą Ę Į Ǫ Ų ą ę į ǫ ų Ǭ ǭ (12) |\n"))
        // One row per accent the keyboard knows, after the two header lines.
        #expect(table.split(separator: "\n").count == ComposeTable.spacingAccents.count + 2)
    }

    /// Property: every letter of every row is what the controller types for the accent then its
    /// base, and every base not listed types the accent and the base.
    @Test func everyRowIsWhatADeadKeyTypes() {
        for (accent, mark) in ComposeTable.spacingAccents {
            for base in CompositionReference.bases {
                let typed = KeyboardController.resolve(String(accent), String(base), compose: ComposeTable())
                if let composed = CanonicalComposition.compose(String(base), mark) {
                    #expect(typed.isExactly(composed), "\(accent) \(base)")
                    #expect(typed.unicodeScalars.count == 1, "\(accent) \(base): \(typed)")
                } else {
                    #expect(typed.isExactly(String(accent) + String(base)), "\(accent) \(base)")
                }
            }
        }
    }
}
