import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import Testing

@testable import KeyboardRendering

/// What a native view needs from the scene beside the glyphs: each symbol's semantic name and SF
/// Symbols name in the state shown, each text's font role, and custom keys by their names.
@MainActor @Suite struct SemanticSymbolTests {
    static func caps(shift: ShiftState) throws -> [String: KeyboardScene.KeyCap] {
        let layout = try BundledLayouts.load("en-US")
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: layout.size)
        let scene = KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(shift: shift))
        return Dictionary(uniqueKeysWithValues: scene.caps.map { ($0.keyID, $0) })
    }

    @Test func symbolsAreNamedInTheStateShown() throws {
        let off = try Self.caps(shift: .off)
        #expect(off["shift"]?.symbolName == "shift")
        #expect(off["shift"]?.systemImageName == "shift")
        #expect(off["backspace"]?.symbolName == "delete")
        #expect(off["backspace"]?.systemImageName == "delete.left")
        #expect(off["next-keyboard"]?.symbolName == "globe")
        #expect(off["return"]?.symbolName == "return")
        // A letter has no symbol.
        #expect(off["q"]?.symbolName == nil)
        #expect(off["q"]?.systemImageName == nil)
        let on = try Self.caps(shift: .once)
        #expect(on["shift"]?.symbolName == "shift.on")
        #expect(on["shift"]?.systemImageName == "shift.fill")
        let locked = try Self.caps(shift: .locked)
        #expect(locked["shift"]?.symbolName == "shift.locked")
        #expect(locked["shift"]?.systemImageName == "capslock.fill")
    }

    /// ⌫ on a 30-pt key (42 pt high) fits between 3-point margins: at most (30 − 6) / 1.3 =
    /// 18.46 pt, rounded down to 18.4; a letter on the same key keeps 0.52 × 42 = 21.8 pt.
    @Test func aSymbolFitsANarrowKey() throws {
        let layout = KeyboardLayout(
            id: "n", name: "N", locale: "en", size: KeyboardSize(width: 60, height: 42),
            metrics: Metrics(
                insets: KeyboardInsets(top: 0, left: 0, bottom: 0, right: 0), keyGap: 0, rowGap: 0, minKeyWidth: 5,
                minRowHeight: 10)
        ) {
            Layer("letters") {
                Row {
                    Key.backspace(width: .points(30))
                    Key(action: .character("w", shifted: "W"), width: .points(30))
                }
            }
        }
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: layout.size)
        let scene = KeyboardScene(frames, theme: .plain)
        let backspace = try #require(scene.caps.first { $0.keyID == "backspace" }?.label)
        #expect(backspace.string == "⌫")
        #expect(backspace.fontSize == 18.4)
        #expect(scene.caps.first { $0.keyID == "w" }?.label?.fontSize == 21.8)
    }

    /// The alternates previewed in a key's corner are in capitals while shift is on, as the popup
    /// shows them, by the layout's case rules (Turkish: `i` → `İ`).
    @Test func previewedAlternatesFollowShift() throws {
        #expect(try Self.caps(shift: .off)["e"]?.hint?.string == "è\u{2009}é\u{2009}ê")
        #expect(try Self.caps(shift: .once)["e"]?.hint?.string == "È\u{2009}É\u{2009}Ê")
        let layout = KeyboardLayout(
            id: "tr", name: "TR", locale: "tr", size: KeyboardSize(width: 60, height: 42),
            alternates: ["u": ["i", "ı"]]
        ) {
            Layer("letters") { Row(letters: "u") }
        }
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: layout.size)
        func hint(_ shift: ShiftState) -> String? {
            KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(shift: shift, locale: "tr")).caps.first?
                .hint?.string
        }
        #expect(hint(.off) == "i\u{2009}ı")
        #expect(hint(.locked) == "İ\u{2009}I")
    }

    @Test func everySymbolHasNamesOfItsOwn() {
        let semantic = KeySymbol.allCases.map { $0.semanticName() }
        #expect(Set(semantic).count == KeySymbol.allCases.count)
        #expect(KeySymbol.allCases.allSatisfy { !$0.systemImageName().isEmpty })
        #expect(KeySymbol.capsLock.semanticName(locked: true) == "capslock.on")
    }

    @Test func textsCarryAFontRole() throws {
        let caps = try Self.caps(shift: .off)
        // Letters in the label font (regular weight), the return word too.
        #expect(caps["q"]?.label?.fontRole == .system)
        var text = try #require(caps["q"]?.label)
        text.weight = .semibold
        #expect(text.fontRole == .systemBold)
        text.families = ["ui-monospace", "Menlo"]
        #expect(text.fontRole == .mono)
        #expect(KeyboardScene.FontRole.systemBold.rawValue == "system.bold")
    }

    /// en-US's dictation key is a custom key named `dictation`: that is its id in the scene and in
    /// what the delegate hears, so a host tells two custom keys apart.
    @Test func customKeysAreCalledByTheirNames() throws {
        let caps = try Self.caps(shift: .off)
        #expect(caps["dictation"] != nil)
        #expect(caps["custom"] == nil)
        let layout = KeyboardLayout(id: "c", name: "C", locale: "en") {
            Layer("letters") {
                Row {
                    Key.custom("undo")
                    Key.custom("redo")
                }
            }
        }
        final class Heard: KeyboardDelegate {
            var names: [String] = []
            func keyboardController(_ controller: KeyboardController, didTouchDownOnKey keyID: String) {
                names.append("down \(keyID)")
            }
            func keyboardController(_ controller: KeyboardController, didTriggerCustomAction name: String) {
                names.append("action \(name)")
            }
        }
        let controller = try KeyboardController(layout: layout)
        let heard = Heard()
        controller.delegate = heard
        for (index, key) in (controller.frames?.keys ?? []).enumerated() {
            let time = Double(index)
            controller.handle(TouchEvent(id: index, phase: .began, location: key.frame.center, timestamp: time))
            controller.handle(TouchEvent(id: index, phase: .ended, location: key.frame.center, timestamp: time + 0.05))
        }
        #expect(heard.names == ["down undo", "action undo", "down redo", "action redo"])
    }
}
