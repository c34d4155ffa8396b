import Testing

@testable import LayoutDiagnostics

/// Which characters look alike, from Unicode's confusables data and NFKC (pairs checked by hand
/// against confusables.txt and the NFKC forms).
@Suite struct LookalikesTests {
    @Test(arguments: [
        // Both are a space and U+0301 in NFKC; confusables.txt maps both to the apostrophe.
        ("´", "΄", true),
        // µ MICRO SIGN is μ in NFKC.
        ("µ", "μ", true),
        // Cyrillic а (U+0430) and Greek α map to Latin a.
        ("a", "а", true),
        ("a", "α", true),
        // The grave and acute accents both map to the apostrophe, but not to each other.
        ("`", "´", false),
        // Right single quotation mark and the apostrophe.
        ("’", "'", true),
        // Different letters, one character and itself, and texts of several characters.
        ("a", "b", false),
        ("´", "´", false),
        ("ab", "аb", false),
        ("é", "e", false),
    ])
    func lookAlike(_ a: String, _ b: String, _ expected: Bool) {
        #expect(Lookalikes.lookAlike(a, b) == expected)
        #expect(Lookalikes.lookAlike(b, a) == expected)
    }

    @Test func quotedNamesTheCodePointsOfLookalikesThatAreNotASCII() {
        #expect(Lookalikes.quoted("΄") == "'΄' (U+0384 GREEK TONOS)")
        #expect(Lookalikes.quoted("´") == "'´' (U+00B4 ACUTE ACCENT)")
        #expect(Lookalikes.quoted("а") == "'а' (U+0430 CYRILLIC SMALL LETTER A)")
        // ASCII stays as typed; so does a character without look-alikes.
        #expect(Lookalikes.quoted("'") == "'''")
        #expect(Lookalikes.quoted("a") == "'a'")
        #expect(Lookalikes.quoted("ж") == "'ж'")
        #expect(Lookalikes.quoted("ab") == "'ab'")
    }
}
