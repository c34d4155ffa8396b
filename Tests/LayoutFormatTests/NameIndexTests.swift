import KeyboardModel
import Testing

@testable import LayoutFormat

/// `NameIndex` finds the format's names by their bytes, which is right only while every name is
/// lowercase ASCII letters, digits and hyphens (no other text is canonically equivalent to one).
@Suite struct NameIndexTests {
    /// Whether `name` is made only of what a name of the format may hold.
    private func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    @Test func everyFieldAndChoiceNameIsLowercaseASCII() {
        for mapping in MappingKind.allCases {
            for spec in mapping.specs {
                #expect(isPlainName(spec.name), "field '\(spec.name)' of \(mapping)")
                for choice in spec.kind.choices {
                    #expect(isPlainName(choice), "choice '\(choice)' of '\(spec.name)'")
                }
            }
        }
        func check<Value: FormatChoice>(_: Value.Type) {
            for value in Value.allCases { #expect(isPlainName(value.rawValue), "\(Value.self).\(value)") }
        }
        check(KeyAction.Kind.self)
        check(RowAlignment.self)
        check(KeySymbol.self)
        check(TextDirection.self)
        check(ComposerKind.self)
        check(Autocapitalization.self)
        check(BackspaceUnit.self)
        check(ThemeFont.Weight.self)
    }

    @Test func aNameIsFoundByItsBytesAndNothingElseIs() {
        let names = ["key", "key-gap", "row-gap", "action", "a", "ab", "ba"]
        let index = NameIndex(names)
        for (position, name) in names.enumerated() {
            var name = name
            #expect(name.withUTF8 { index.position(of: $0) } == position)
        }
        for other in ["", "ke", "keys", "key-ga", "row_gap", "Key", "b", "abc", "\u{212A}ey"] {
            var other = other
            #expect(other.withUTF8 { index.position(of: $0) } == nil, "\(other)")
        }
    }

    @Test func aChoiceIsItsCaseAndAFieldAllowsOnlyItsOwn() {
        var shift = "shift"
        #expect(shift.withUTF8 { KeyAction.Kind.names.value(named: $0) } == .shift)
        var caps = "caps-lock"
        #expect(caps.withUTF8 { KeyAction.Kind.names.value(named: $0) } == .capsLock)
        var unknown = "shif"
        #expect(unknown.withUTF8 { KeyAction.Kind.names.value(named: $0) } == nil)
        // `action:` lists every kind but `character` (a text key has no action).
        var character = "character"
        #expect(character.withUTF8 { KeyField.table.allows(.action, named: $0) } == false)
        #expect(shift.withUTF8 { KeyField.table.allows(.action, named: $0) })
        #expect(shift.withUTF8 { KeyField.table.allows(.symbol, named: $0) })
        var layer = "layer"
        #expect(layer.withUTF8 { KeyField.table.allows(.action, named: $0) })
        #expect(layer.withUTF8 { KeyField.table.allows(.symbol, named: $0) } == false)
    }
}
