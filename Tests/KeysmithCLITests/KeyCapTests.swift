import Foundation
import Keysmith
import LayoutFormat
import Testing

/// Key caps end to end, from `Tests/Fixtures/valid/key-caps.yaml`: decoded, drawn by both
/// renderers, shown and used by the controller.
@MainActor @Suite struct KeyCapTests {
    static func layout() throws -> KeyboardLayout {
        let path = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/valid/key-caps.yaml").path
        let result = LayoutLoader().load(path: path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.layout)
    }

    @Test func theFieldsAreDecoded() throws {
        let keys = try Self.layout().layers[0].rows.flatMap(\.keys)
        let e = try #require(keys.first { $0.id == "e" })
        #expect(e.hint == "é")
        #expect(e.defaultAlternate == "é")
        #expect(e.alternates == ["è", "é", "ê", "ë"])
        #expect(keys.first { $0.id == "ß" }?.shiftedLabel == "ẞ")
        #expect(keys.first { $0.id == "emoji" }?.accessibilityLabel == "emoji keyboard")
        // Symbols: explicit, by default for an action key, none for a relabelled one.
        #expect(keys.first { $0.id == "emoji" }?.shownSymbol == .emoji)
        #expect(keys.first { $0.id == "shift" }?.shownSymbol == .shift)
        #expect(keys.first { $0.id == "backspace" }?.shownSymbol == nil)
        #expect(keys.first { $0.id == "return" }?.shownSymbol == .arrowRight)
    }

    @Test func theTextRendererDrawsHintsAndSymbols() throws {
        let layout = try Self.layout()
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: layout.size)
        let text = try TextRenderer(columns: 80).render(frames, of: layout)
        let lines = text.split(separator: "\n").map(String.init)
        // Four keys of 19 columns each in 80: the first inner line holds each hint at its left.
        #expect(lines[2] == "│                   │é                 ·│                  │!                  │")
        #expect(lines.contains { $0.contains("⇧") && $0.contains("☺") && $0.contains("del") && $0.contains("→") })
        #expect(lines.last?.contains("top left: hints") == true)
    }

    @Test func theSVGRendererNamesKeysAndSymbols() throws {
        let layout = try Self.layout()
        var geometry = try LayoutGeometry(layout)
        let svg = try SVGRenderer().render([geometry.frames(ofLayer: "letters", for: layout.size)], of: layout)
        // Each key's kind, and what assistive technology says: its accessibility label, else its
        // symbol in words, else what it shows.
        let kinds = [
            "q": ("character", "q"), "e": ("character", "e"), "ß": ("character", "ß"), "1": ("character", "1"),
            "shift": ("function", "shift"), "emoji": ("function", "emoji keyboard"),
            "backspace": ("function", "del"), "return": ("primary", "arrow right"),
        ]
        for (id, (kind, spoken)) in kinds {
            #expect(
                svg.contains(
                    "<g data-key-id=\"\(id)\" data-kind=\"\(kind)\" data-state=\"normal\" aria-label=\"\(spoken)\">"),
                "\(id)")
        }
        #expect(svg.contains("data-symbol=\"emoji\""))
        #expect(svg.contains("data-symbol=\"arrow-right\""))
        #expect(svg.contains(">é</text>"))  // e's hint, instead of its alternates' preview
        #expect(svg.contains(">!</text>"))
    }

    @Test func theControllerOpensOnTheDefaultAndShowsTheShiftedLabel() throws {
        let controller = try KeyboardController(layout: Self.layout())
        let buffer = TextBuffer("x")
        controller.input = buffer
        let e = try #require(controller.frames?.key(withID: "e"))
        controller.handle(TouchEvent(id: 1, phase: .began, location: e.frame.center, timestamp: 0))
        controller.tick(at: 0.5)
        // é is selected at once, whatever cell is under the finger.
        #expect(controller.alternates?.alternates[controller.alternates?.selectedIndex ?? -1] == "é")
        controller.handle(TouchEvent(id: 1, phase: .ended, location: e.frame.center, timestamp: 0.6))
        #expect(buffer.text == "xé")
        let sharp = try #require(controller.frames?.key(withID: "ß"))
        #expect(controller.label(of: sharp) == "ß")
        controller.setShiftState(.once)
        #expect(controller.label(of: sharp) == "ẞ")
    }

    /// `render --shift` draws the shifted face: capitals, and `shifted-label`s.
    @Test func renderShiftDrawsTheShiftedFace() throws {
        let path = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/valid/key-caps.yaml").path
        let plain = runCLI(["render", path, "--columns", "80"])
        let shifted = runCLI(["render", path, "--columns", "80", "--shift"])
        #expect(plain.status == 0 && shifted.status == 0)
        let label = { (text: String) in text.split(separator: "\n").first { $0.contains("│ ") && $0.contains("1") } }
        // Row one's label line: q e ß 1, then Q E ẞ 1 (a digit's upper case is itself).
        #expect(
            label(plain.standardOutput)?.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
                == ["q", "e", "ß", "1"])
        #expect(
            label(shifted.standardOutput)?.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
                == ["Q", "E", "ẞ", "1"])
        let svg = runCLI(["render", path, "--format", "svg", "--shift"])
        #expect(svg.standardOutput.contains(">ẞ</text>"))
        #expect(svg.standardOutput.contains(">Q</text>"))
    }

    @Test func theControllerShowsCapitalsWhileShifted() throws {
        let controller = try KeyboardController(layout: Self.layout())
        controller.input = TextBuffer("x")
        let q = try #require(controller.frames?.key(withID: "q"))
        #expect(controller.label(of: q) == "q")
        controller.setShiftState(.locked)
        #expect(controller.label(of: q) == "Q")
    }
}
