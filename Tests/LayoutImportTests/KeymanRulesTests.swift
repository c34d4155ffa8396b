import Testing

@testable import LayoutImport

/// The few shapes of `.kmn` rules the Keyman importer reads, worked by hand.
@Suite struct KeymanRulesTests {
    @Test func theRulesKeysmithWritesAreRead() {
        let source = """
            c A comment line: + [T_X] > dk(nothing)
            store(&VERSION) '10.0'
            store(&NAME) 'Portugu' U+00EA 's'
            store(&KMW_RTL) '1'
            begin Unicode > use(main)
            group(main) using keys
            + [T_DK_00B4] > dk(dk_00B4)
            dk(dk_00B4) + [K_SPACE] > U+00B4
            dk(dk_00B4) + [U_0065] > U+00E9   c a comment after a rule
            dk(dk_00B4) + [T_DK_0060] > U+00B4 dk(dk_0060)
            deadkey(grave) + [U_0061] > 'à'
            U+304B + [T_MOD_dakuten] > U+304C
            'ab' + [T_MOD_x] > "c'd"
            + [SHIFT K_A] > 'A'
            """
        let rules = KeymanRules(Array(source.utf8))
        #expect(rules.name == "Português")
        #expect(rules.rightToLeft)
        #expect(rules.deadKeys == ["T_DK_00B4": "dk_00B4"])
        // The dead key then another leaves a dead key waiting: not a composition.
        #expect(rules.compositions["dk_00B4"]?.map(\.keyID) == ["K_SPACE", "U_0065"])
        #expect(rules.compositions["dk_00B4"]?.map(\.output) == ["\u{B4}", "\u{E9}"])
        #expect(rules.compositions["grave"]?.map(\.output) == ["à"])
        #expect(rules.modifications["T_MOD_dakuten"]?.map(\.before) == ["\u{304B}"])
        #expect(rules.modifications["T_MOD_dakuten"]?.map(\.after) == ["\u{304C}"])
        #expect(rules.modifications["T_MOD_x"]?.map(\.after) == ["c'd"])
        #expect(rules.modifications["K_A"] == nil)
        // Every key a line names, read or not (a touch key no line names does nothing in Keyman).
        #expect(rules.namedKeys.isSuperset(of: ["T_DK_00B4", "K_SPACE", "U_0065", "T_DK_0060", "K_A", "T_MOD_x"]))
        #expect(KeymanRules(Array("+ [T_NEW] > 'x' dk(y)\n".utf8)).namedKeys == ["T_NEW"])
        // Key ids are bytes: a precomposed é and e with a combining acute name two keys.
        #expect(KeymanRules(Array("+ [T_\u{E9}] > 'x'\n+ [T_e\u{301}] > 'y'\n".utf8)).namedKeys.count == 2)
    }

    @Test func anythingElseIsLeftAlone() {
        for text in ["", "+", "> >", "'unclosed", "[unclosed", "dk(", "U+ZZZZ + [K] > 'x'", "store(&NAME)"] {
            let rules = KeymanRules(Array(text.utf8))
            #expect(rules.deadKeys.isEmpty && rules.compositions.isEmpty && rules.modifications.isEmpty, "\(text)")
        }
    }
}
