import Foundation
import Keysmith
import LayoutFormat
import Testing

/// A shifted face end to end, from `Tests/Fixtures/valid/shift-face.yaml`: decoded, drawn by
/// `render --shift` in place of its layer, and typed on by `type`.
@MainActor @Suite struct ShiftFaceTests {
    static let path = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/valid/shift-face.yaml").path

    @Test func theFaceIsDecoded() throws {
        let result = LayoutLoader().load(path: Self.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        #expect(layout.layers.map(\.name) == ["letters", "hamza", "numbers"])
        #expect(layout.layers.map(\.shiftOf) == [nil, "letters", nil])
        // Typed as written on the face: its shifted texts are its texts.
        let face = layout.layers[1].keys
        #expect(face.first { $0.id == "أ" }?.action == .character("أ", shifted: "أ"))
        #expect(face.first { $0.id == "heh-2" }?.action == .character("ه", shifted: "ه"))
    }

    @Test func renderShiftDrawsTheFaceInPlaceOfItsLayer() {
        let plain = runCLI(["render", Self.path, "--columns", "60"])
        let titles = plain.standardOutput.split(separator: "\n").filter { $0.hasPrefix("shift-face · ") }
        #expect(
            titles.map { $0.split(separator: "·")[2].trimmingCharacters(in: .whitespaces) } == [
                "letters", "hamza", "numbers",
            ])
        let shifted = runCLI(["render", Self.path, "--columns", "60", "--shift"])
        #expect(shifted.status == 0)
        let shiftedTitles = shifted.standardOutput.split(separator: "\n").filter { $0.hasPrefix("shift-face · ") }
        #expect(
            shiftedTitles.map { $0.split(separator: "·")[2].trimmingCharacters(in: .whitespaces) } == [
                "hamza", "numbers",
            ])
        #expect(shifted.standardOutput.contains("لإ"))
        let one = runCLI(["render", Self.path, "--columns", "60", "--shift", "--layer", "letters"])
        #expect(one.standardOutput.hasPrefix("shift-face · Arabic, hamza on shift · hamza · 390 × 216 pt"))
    }

    @Test func typeGoesThroughTheFace() {
        let result = runCLI(["type", Self.path, "أنا لآ إلى ٣", "--trace"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "أنا لآ إلى ٣\n")
        // The trace (on standard error): the first tap is shift, which shows the face; the next is on it.
        let taps = result.standardError.split(separator: "\n")
        #expect(taps.first?.contains("layer=letters key=shift") == true)
        #expect(taps.dropFirst().first?.contains("layer=hamza key=أ") == true)
    }
}

/// A one-shot AltGr layer and its shifted face, from `Tests/Fixtures/valid/altgr.yaml`.
@MainActor @Suite struct OneShotLayerTests {
    static let path = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/valid/altgr.yaml").path

    @Test func decodedAndTyped() throws {
        let result = LayoutLoader().load(path: Self.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let layout = try #require(result.layout)
        #expect(layout.layers.map(\.isOneShot) == [false, true, false])
        #expect(layout.layers.map(\.shiftOf) == [nil, nil, "altgr"])
        let typed = runCLI(["type", Self.path, "a£ € ½!", "--trace"])
        #expect(typed.status == 0, "\(typed.standardError)")
        #expect(typed.standardOutput == "a£ € ½!\n")
        // Shift off (the sentence starts capitalised), a; then shift, and AltGr shows
        // shift+AltGr; after £ the letters are back.
        let taps = typed.standardError.split(separator: "\n").map(String.init)
        #expect(taps.count > 5)
        #expect(taps[0].contains("layer=letters key=shift"))
        #expect(taps[1].contains("layer=letters key=a"))
        #expect(taps[2].contains("layer=letters key=shift"))
        #expect(taps[3].contains("layer=letters key=altgr"))
        #expect(taps[4].contains("layer=altgr-shift key=£"))
        #expect(taps[5].contains("layer=letters"))
    }
}
