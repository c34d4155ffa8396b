import KeyboardModel
import LayoutFormat
import Testing

/// One set of defaults: a layout made in code with only what it must say equals the same layout
/// written in YAML with only what a file must say — behaviour (autocapitalisation by the letters'
/// script), metrics, direction and keys take the same defaults both ways.
@Suite struct CodeDefaultsTests {
    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let letters: String
        let locale: String
        let hasShift: Bool
    }

    static let cases = [
        Case(description: "Latin with shift: sentences", letters: "q w e", locale: "en", hasShift: true),
        Case(description: "Latin without shift: none", letters: "q w e", locale: "en", hasShift: false),
        Case(description: "Devanagari with shift: none", letters: "क ख ग", locale: "hi", hasShift: true),
        Case(description: "Cyrillic with shift: sentences", letters: "й ц у", locale: "ru", hasShift: true),
        Case(description: "Turkish dotted i", letters: "i ı o", locale: "tr", hasShift: true),
    ]

    @Test(arguments: cases)
    func aDefaultOnlyLayoutIsTheSameInCodeAndInYAML(_ example: Case) throws {
        let inCode = KeyboardLayout(id: "same", name: "Same", locale: example.locale) {
            Layer("letters") {
                Row(letters: example.letters)
                if example.hasShift {
                    Row {
                        Key.shift()
                        Key.backspace()
                    }
                } else {
                    Row { Key.backspace() }
                }
                Row { Key.return() }
            }
        }
        let letters = example.letters.split(separator: " ").joined(separator: ", ")
        let second =
            example.hasShift
            ? "{action: shift, width: 1.5}, {action: backspace, width: 1.5}" : "{action: backspace, width: 1.5}"
        let yaml = """
            format: 1
            id: same
            name: Same
            locale: \(example.locale)
            size: {width: 390, height: 216}
            layers:
              letters:
                rows:
                  - [\(letters)]
                  - [\(second)]
                  - [{action: return, width: 2.5}]

            """
        let result = LayoutLoader().load(text: yaml, name: "same.yaml")
        let fromYAML = try #require(result.layout, "\(result.diagnostics)")
        #expect(fromYAML == inCode)
        #expect(fromYAML.behavior == inCode.behavior)
        #expect(fromYAML.behavior.autocapitalize == Autocapitalization.default(for: inCode.layers))
    }

    @Test func theDefaultsByScript() {
        func layers(_ letters: String, shift: Bool) -> [Layer] {
            KeyboardLayout(id: "x", name: "X", locale: "en") {
                Layer("letters") {
                    Row(letters: letters)
                    if shift { Row { Key.shift() } }
                }
            }.layers
        }
        #expect(Autocapitalization.default(for: layers("a b", shift: true)) == .sentences)
        #expect(Autocapitalization.default(for: layers("a b", shift: false)) == .none)
        #expect(Autocapitalization.default(for: layers("ا ب", shift: true)) == .none)
        #expect(Autocapitalization.default(for: layers("1 2", shift: true)) == .none)
    }
}
