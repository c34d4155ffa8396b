import KeyboardModel
import Testing

@testable import LayoutFormat

/// Layouts made in code get the diagnostics a layout file gets.
@Suite struct CodeLayoutValidationTests {
    static func broken() -> KeyboardLayout {
        var metrics = Metrics()
        metrics.keyGap = -40
        return KeyboardLayout(id: "broken", name: "Broken", locale: "en", metrics: metrics) {
            Layer("letters") {
                Row(letters: "q w e q")
                Row {
                    Key.shift()
                    Key.layer("emoji", label: "☺")
                    Key.dead("¤")
                    Key.backspace()
                }
                Row {
                    Key.space()
                    Key.return()
                }
            }
        }
    }

    @Test func theMistakesOfACodeLayoutAreReportedAsInAFile() {
        let result = LayoutLoader().validate(Self.broken())
        #expect(result.layout == nil)
        let lines = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code) \($0.message)" }
        // Located in the written text: line 1 is its header comment, then format, id, name,
        // locale, size (no direction: ltr is the default), `metrics:` with only key-gap on line 8
        // after "  key-gap: ", `behavior:` with only autocapitalize (the rest are defaults),
        // `layers:`, the layer and `rows:`; the second q is the 4th item of the first row (line
        // 14, column 19); the layer key's `to` (line 15) and the dead key on the row's
        // continuation line (16).
        #expect(
            lines == [
                "8:12 KS2008 'key-gap' must not be negative, found -40",
                "14:19 KS2101 duplicate key id 'q' in layer 'letters'; give one of the keys an explicit 'id'",
                "15:59 KS2102 no layer named 'emoji'",
                "16:33 KS2104 dead key accent '¤' composes nothing; add it to 'compose' or use an accent with a "
                    + "combining mark",
            ])
        // The written text is kept, so the diagnostics render with their source lines.
        #expect(result.sources.map(\.file) == ["broken.yaml"])
    }

    @Test func aValidCodeLayoutComesBackEqual() throws {
        let layout = KeyboardLayout(id: "mini", name: "Mini", locale: "en-US") {
            Layer("letters") {
                Row(letters: "q w e r t y u i o p")
                Row {
                    Key.shift()
                    Key.characters("z x c")
                    Key.backspace()
                }
                Row {
                    Key.layer("numbers", label: "123")
                    Key.space()
                    Key.return()
                }
            }
            Layer("numbers") {
                Row(letters: "1 2 3")
                Row {
                    Key.layer("letters", label: "ABC")
                    Key.space()
                    Key.backspace()
                }
            }
        }
        let result = LayoutLoader().validate(layout)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layout == layout)
    }

    /// The builder takes the layout's locale: Turkish shifts i to İ, as a Turkish layout file does.
    @Test func theBuilderShiftsByTheLayoutsLocale() throws {
        let turkish = KeyboardLayout(id: "tr-mini", name: "Türkçe", locale: "tr") {
            Layer("letters") { Row(letters: "i ı") }
        }
        #expect(
            turkish.layers[0].rows[0].keys.map(\.action) == [
                .character("i", shifted: "İ"), .character("ı", shifted: "I"),
            ])
        // Outside a layout, and with a locale given, as before.
        #expect(Key.character("i").action == .character("i", shifted: "I"))
        #expect(Key.character("i", locale: "tr").action == .character("i", shifted: "İ"))
        // The same ids as a file: a custom key's id is its name unless given another.
        #expect(Key.custom("emoji").id == "emoji")
        #expect(Key.custom("emoji", id: "emoji").id == "emoji")
    }
}
