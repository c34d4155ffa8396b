import KeyboardGeometry
import KeyboardModel
import Testing

@testable import KeyboardRendering

/// Accent keys are drawn alike: every dead key's accent and every lone combining mark with a
/// spacing form bare (no dotted circle), half as large again, with its ink centred; hints of low
/// marks (`„`) are raised off the label. Keys 60 × 50 pt in one row, no insets or gaps, the
/// plain theme (label 22 pt, hint 11 pt): worked out by hand below.
@Suite struct AccentLabelTests {
    static let layout = KeyboardLayout(
        id: "accents", name: "Accents", locale: "cs", size: KeyboardSize(width: 480, height: 50),
        metrics: Metrics(
            insets: KeyboardInsets(top: 0, left: 0, bottom: 0, right: 0), keyGap: 0, rowGap: 0, minKeyWidth: 5,
            minRowHeight: 10)
    ) {
        Layer("letters") {
            Row {
                Key(id: "acute", action: .dead(accent: "´"))
                Key(id: "caron", action: .dead(accent: "ˇ"))
                Key(id: "tilde", action: .dead(accent: "~"))
                Key(id: "cedilla", action: .dead(accent: "¸"))
                Key(id: "mark", action: .character("\u{301}", shifted: "\u{301}"))
                Key(id: "plain-tilde", action: .character("~", shifted: "~"))
                Key(id: "a", action: .character("a", shifted: "A"), hint: "„")
                Key(id: "b", action: .character("b", shifted: "B"), hint: "x")
            }
        }
    }

    static func scene(height: Double = 50) throws -> KeyboardScene {
        var geometry = try LayoutGeometry(layout)
        let frames = try geometry.frames(ofLayer: "letters", for: KeyboardSize(width: 480, height: height))
        return KeyboardScene(frames, theme: .plain)
    }

    @Test func everyAccentIsBareLargerAndCentredByItsInk() throws {
        let caps = try Self.scene().caps
        let labels = caps.map { $0.label?.string }
        // The combining acute is drawn as its spacing form; nothing on a dotted circle.
        #expect(labels == ["´", "ˇ", "~", "¸", "´", "~", "a", "b"])
        // 22 pt × 1.5 = 33 pt (the baseline's bound, (25 − 1) / 0.66 = 36.4, does not bite).
        #expect(caps.prefix(5).map { $0.label?.fontSize } == [33, 33, 33, 33, 33])
        // Baselines: the middle 25 plus the ink's height in ems × 33: ´ and ˇ 0.66 (46.78),
        // ~ 0.33 (35.89), ¸ −0.1 (21.7); the plain ~ key is a character: 22 pt at 25 + 0.35 × 22.
        let ys = caps.map { (($0.label?.anchor.y ?? 0) * 100).rounded() / 100 }
        #expect(ys == [46.78, 46.78, 35.89, 21.7, 46.78, 32.7, 32.7, 32.7])
        #expect(caps[5].label?.fontSize == 22)
    }

    /// A hint of low marks sits half its size lower than the top (1 + 5.5), others on their
    /// baseline at 1 + 11.
    @Test func lowHintsAreRaisedOffTheLabel() throws {
        let caps = try Self.scene().caps
        #expect(caps[6].hint?.anchor.y == 6.5)
        #expect(caps[7].hint?.anchor.y == 12)
    }

    /// On a 30-pt key the accent's baseline would leave the key at 1.5 × its label size (15.6 ×
    /// 1.5 = 23.4): it is held to (15 − 1) / 0.66 = 21.2, and the baseline to 15 + 0.66 × 21.2.
    @Test func onAShortKeyTheBaselineStaysInside() throws {
        let caps = try Self.scene(height: 30).caps
        #expect(caps[0].label?.fontSize == 21.2)
        let y = try #require(caps[0].label?.anchor.y)
        #expect(abs(y - 28.992) < 1e-9)
        #expect(y <= 30)
    }
}
