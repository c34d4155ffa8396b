import Testing

@testable import LayoutDiagnostics
@testable import LayoutFormat

/// "Did you mean": near misses get the name meant; unrelated names and names with nothing in
/// common get nothing.
@Suite struct NameSuggestionTests {
    static let actions = ["shift", "caps-lock", "backspace", "space", "return", "layer", "dismiss", "dead"]

    @Test(arguments: [
        ("shfit", "shift"),  // a transposition
        ("backspce", "backspace"),  // a deletion
        ("LTR", "ltr"),  // letter case before distance
        ("Space", "space"),
        ("spcae", "space"),
    ])
    func nearMisses(_ name: String, _ expected: String) {
        #expect(NameSuggestion.closest(to: name, in: Self.actions + ["ltr", "rtl"]) == expected)
    }

    @Test func shortNamesNeedACharacterInCommon() {
        // One edit turns any one-character id into any other; only a shared character counts.
        #expect(NameSuggestion.closest(to: "é", in: ["0", "q", "'"]) == nil)
        #expect(NameSuggestion.closest(to: "a", in: ["'", "0"]) == nil)
        #expect(NameSuggestion.closest(to: "ww", in: ["w", "q"]) == "w")
        #expect(NameSuggestion.closest(to: "qq", in: ["q"]) == "q")
    }

    @Test func farNamesGetNothing() {
        #expect(NameSuggestion.closest(to: "enter", in: Self.actions) == nil)
        #expect(NameSuggestion.closest(to: "xyz", in: Self.actions) == nil)
    }

    @Test func synonymsStandForWhatTheyMean() {
        let synonyms = ["enter": "return", "centre": "center"]
        #expect(NameSuggestion.hint(for: "enter", in: Self.actions, synonyms: synonyms) == "; did you mean 'return'?")
        #expect(NameSuggestion.hint(for: "Enter", in: Self.actions, synonyms: synonyms) == "; did you mean 'return'?")
        #expect(NameSuggestion.hint(for: "zzz", in: Self.actions, synonyms: synonyms) == "")
    }
}
