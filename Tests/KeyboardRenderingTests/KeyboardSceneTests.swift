import KeyboardGeometry
import KeyboardModel
import KeyboardWords
import Testing

@testable import KeyboardInput
@testable import KeyboardRendering

/// The scene of a layout whose geometry is worked out by hand: one row of ten keys, each 10 pt
/// wide and 40 pt high, on a keyboard 100 × 40 with no insets and no gaps (key `k` at x = 10 k).
@Suite struct KeyboardSceneTests {
    static let layout = KeyboardLayout(
        id: "ten", name: "Ten", locale: "en", size: KeyboardSize(width: 100, height: 40),
        metrics: Metrics(
            insets: KeyboardInsets(top: 0, left: 0, bottom: 0, right: 0), keyGap: 0, rowGap: 0, minKeyWidth: 5,
            minRowHeight: 10),
        alternates: ["e": ["è", "é", "ê"], "p": ["1", "2"]]
    ) {
        Layer("letters") {
            Row {
                Key.shift(width: .units(1))
                Key.characters("q w e r t y u i")
                Key.character("p")
            }
        }
    }

    static func frames() throws -> LayerFrames {
        var geometry = try LayoutGeometry(layout)
        return try geometry.frames(ofLayer: "letters", for: layout.size)
    }

    static func point(_ x: Double, _ y: Double) -> KeyboardPoint { KeyboardPoint(x: x, y: y) }

    @Test func theFramesAreTheOnesWorkedOut() throws {
        let frames = try Self.frames()
        #expect(frames.keys.map(\.frame.x) == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90])
        #expect(frames.keys.allSatisfy { $0.frame.width == 10 && $0.frame.height == 40 && $0.frame.y == 0 })
    }

    /// e at x 30…40: the head is 15 wide (10 + 2 × 2.5), 40 high, its bottom 10 above the key
    /// (y −50…−10), starting 2.5 left of the key.
    @Test func aBubbleOverAMiddleKey() throws {
        let scene = KeyboardScene(
            try Self.frames(), theme: .plain, state: KeyboardScene.State(pressedKeyID: "e"))
        let bubble = try #require(scene.bubble)
        #expect(bubble.keyID == "e")
        // e at x 30…40.
        #expect(bubble.head == KeyboardRect(x: 27.5, y: -50, width: 15, height: 40))
        #expect(
            bubble.outline.points == [
                Self.point(27.5, -50), Self.point(42.5, -50), Self.point(42.5, -10), Self.point(40, 0),
                Self.point(40, 40), Self.point(30, 40), Self.point(30, 0), Self.point(27.5, -10),
            ])
        // The label: 22 pt wanted, 0.52 × 40 = 20.8 allowed by the height, (15 − 6) / 0.6 = 15 by
        // the width; centred in the head, its baseline 0.35 em below the middle (−30 + 5.25).
        let label = try #require(bubble.label)
        #expect(label.string == "e")
        #expect(label.fontSize == 15)
        #expect(label.anchor == Self.point(35, -24.75))
        #expect(scene.caps.first { $0.keyID == "e" }?.state == .pressed)
        #expect(scene.caps.filter { $0.state == .pressed }.count == 1)
    }

    /// At the edges the head moves inside 0…100; the key part stays on the key.
    @Test func bubblesStayInsideTheKeyboardAtTheEdges() throws {
        let frames = try Self.frames()
        // q (x 10…20): the head would start at 7.5, inside; shift (x 0…10) is no character key.
        let left = try #require(
            KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(pressedKeyID: "q")).bubble)
        #expect(left.head.minX == 7.5)
        #expect(KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(pressedKeyID: "shift")).bubble == nil)
        // p (x 90…100): the head would end at 102.5; it ends at 100, starting at 85.
        let right = try #require(
            KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(pressedKeyID: "p")).bubble)
        #expect(right.head == KeyboardRect(x: 85, y: -50, width: 15, height: 40))
        #expect(
            right.outline.points == [
                Self.point(85, -50), Self.point(100, -50), Self.point(100, -10), Self.point(100, 0),
                Self.point(100, 40), Self.point(90, 40), Self.point(90, 0), Self.point(85, -10),
            ])
        // A keyboard narrower than a head: the head starts at 0.
        let narrow = Painter.bubbleHeadLeft(key: KeyboardRect(x: 0, y: 0, width: 10, height: 40), keyboardWidth: 12)
        #expect(narrow == 0)
        // Tablets show none.
        let tablet = KeyboardScene(
            frames, theme: .plain, state: KeyboardScene.State(pressedKeyID: "q"),
            options: KeyboardScene.Options(form: "tablet"))
        #expect(tablet.bubble == nil)
    }

    /// e (x 30…40) has three alternates: cells one key wide in the row above, growing right from
    /// the key (its middle, 35, is in the left half); p (x 90…100) grows left.
    @Test func calloutsOverAMiddleAndAnEdgeKey() throws {
        let frames = try Self.frames()
        var popup = AlternatesPopup(
            keyID: "e", alternates: ["è", "é", "ê"], over: KeyboardRect(x: 30, y: 0, width: 10, height: 40),
            keyboardWidth: 100)
        popup.selectedIndex = 1
        let scene = KeyboardScene(
            frames, theme: .plain, state: KeyboardScene.State(pressedKeyID: "e", callout: popup))
        #expect(scene.bubble == nil)  // the callout replaces the bubble
        let callout = try #require(scene.callout)
        #expect(callout.frame == KeyboardRect(x: 30, y: -40, width: 30, height: 40))
        #expect(callout.cornerRadius == 4)  // the plain theme's 4, under a quarter of 30
        #expect(callout.items.map(\.alternate) == ["è", "é", "ê"])
        #expect(callout.items.map(\.frame.x) == [30, 40, 50])
        #expect(callout.items.map(\.isSelected) == [false, true, false])
        #expect(callout.items[1].style == KeyboardTheme.plain.light.calloutSelected)
        #expect(callout.items[0].style == KeyboardTheme.plain.light.callout)
        #expect(callout.items[1].label.anchor == Self.point(45, -20 + 0.35 * callout.items[1].label.fontSize))

        let edge = AlternatesPopup(
            keyID: "p", alternates: ["1", "2"], over: KeyboardRect(x: 90, y: 0, width: 10, height: 40),
            keyboardWidth: 100)
        let right = try #require(
            KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(pressedKeyID: "p", callout: edge)).callout)
        #expect(right.items.map(\.frame.x) == [90, 80])
        #expect(right.frame == KeyboardRect(x: 80, y: -40, width: 20, height: 40))
    }

    @Test func capsTakeTheirKindAndStateFromTheKeyAndTheState() throws {
        let frames = try Self.frames()
        let rest = KeyboardScene(frames, theme: .plain)
        #expect(rest.caps.map(\.kind) == [.function] + Array(repeating: .character, count: 9))
        #expect(rest.caps.allSatisfy { $0.state == .normal })
        #expect(rest.background == KeyboardTheme.plain.light.background)
        let shifted = KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(shift: .once))
        #expect(shifted.caps[0].state == .active)
        #expect(shifted.caps[1].label?.string == "Q")
        let off = KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(disabledKeyIDs: ["w"]))
        #expect(off.caps[2].state == .disabled)
        #expect(off.caps[2].style == KeyboardTheme.plain.light.style(.character, .disabled))
        let dark = KeyboardScene(frames, theme: .plain, appearance: .dark)
        #expect(dark.background == KeyboardTheme.plain.dark.background)
        #expect(dark.caps[1].label?.color == KeyboardTheme.plain.dark.style(.character, .normal).text)
        // Corner radius: the theme's 4, at most a quarter of the 10-point width (2.5).
        #expect(rest.caps[1].cornerRadius == 2.5)
    }

    /// The SVG of a pressed key and of an open callout, checked against the numbers above.
    @Test func theSVGDrawsTheOverlaysWhereTheSceneSays() throws {
        let frames = try Self.frames()
        let renderer = SVGRenderer(theme: .plain)
        let bubble = renderer.keyboard(
            KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(pressedKeyID: "p")))
        #expect(
            bubble.contains(
                "<g data-preview-for=\"p\">\n<path class=\"bubble\" d=\"M85 -50L100 -50L100 -10L100 0L100 40L90 40L90 0L85 -10Z\" fill=\"#FFFFFF\"/>\n"
            ))
        var popup = AlternatesPopup(
            keyID: "e", alternates: ["è", "é", "ê"], over: KeyboardRect(x: 30, y: 0, width: 10, height: 40),
            keyboardWidth: 100)
        popup.selectedIndex = 1
        let callout = renderer.keyboard(
            KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(pressedKeyID: "e", callout: popup)))
        #expect(
            callout.contains(
                "<g data-callout-for=\"e\" role=\"listbox\">\n<rect class=\"callout\" x=\"30\" y=\"-40\" width=\"30\" height=\"40\" rx=\"4\" ry=\"4\""
            ))
        #expect(
            callout.contains(
                "<g role=\"option\" data-alternate=\"é\" aria-selected=\"true\">\n<rect class=\"callout-item\" x=\"40\" y=\"-40\" width=\"10\" height=\"40\" rx=\"2.5\" ry=\"2.5\" fill=\"#000000\"/>"
            ))
        #expect(callout.contains("<g role=\"option\" data-alternate=\"è\" aria-selected=\"false\">"))
        #expect(!callout.contains("data-preview-for"))
    }
}

extension KeyboardSceneTests {
    /// A swipe's trail: the state's points, in the theme's selected-callout colour (the plain
    /// theme's is black), 6 pt wide, drawn in the overlay; a single point draws none.
    @Test func theTrailOfASwipe() throws {
        let frames = try Self.frames()
        let points = [Self.point(15, 20), Self.point(35.5, 20), Self.point(55, 25)]
        let scene = KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(trail: points))
        let trail = try #require(scene.trail)
        #expect(trail.points == points)
        #expect(trail.colour.hex == "#000000")
        #expect(trail.width == 6)
        #expect(
            SVGRenderer(theme: .plain).overlay(scene).contains(
                "<polyline data-trail=\"\" class=\"trail\" points=\"15,20 35.5,20 55,25\" fill=\"none\" "
                    + "stroke=\"#000000\" stroke-width=\"6\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"))
        #expect(
            KeyboardScene(frames, theme: .plain, state: KeyboardScene.State(trail: [Self.point(1, 1)])).trail == nil)
    }

    /// The ordinals the theme's tables are indexed by are the cases' positions.
    @Test func ordinalsAreTheCasesPositions() {
        #expect(KeyKind.allCases.map(\.ordinal) == Array(0..<KeyKind.allCases.count))
        #expect(KeyCapState.allCases.map(\.ordinal) == Array(0..<KeyCapState.allCases.count))
        #expect(ThemeFont.Role.allCases.map(\.ordinal) == Array(0..<ThemeFont.Role.allCases.count))
    }

    /// The bar over the 100-pt keyboard: three slots 100/3 wide from y = −44 to 0, dividers
    /// half a point wide centred on x = 33.3 and 66.7, a third of the bar high (−29.3…−14.7);
    /// what was typed quoted when a correction is pending, the correction on a character cap.
    @Test func theSuggestionBar() throws {
        let frames = try Self.frames()
        let theme = KeyboardTheme.plain
        let suggestions = WordSuggestions(
            word: "hapy",
            suggestions: [
                WordSuggestion(text: "hapy", kind: .literal), WordSuggestion(text: "happy", kind: .correction),
                WordSuggestion(text: "happen", kind: .completion),
            ],
            correction: "happy")
        let scene = KeyboardScene(frames, theme: theme, state: KeyboardScene.State(suggestions: suggestions))
        let bar = try #require(scene.suggestionBar)
        #expect(bar.frame == KeyboardRect(x: 0, y: -44, width: 100, height: 44))
        #expect(bar.background == theme.appearance(.light).background)
        #expect(bar.slots.map(\.frame.x) == [0, 100.0 / 3, 200.0 / 3])
        #expect(bar.slots.allSatisfy { $0.frame.width == 100.0 / 3 && $0.frame.y == -44 && $0.frame.height == 44 })
        #expect(bar.slots.map(\.label.string) == ["\u{201C}hapy\u{201D}", "happy", "happen"])
        #expect(bar.slots.map(\.isPending) == [false, true, false])
        #expect(bar.slots[1].style == theme.appearance(.light).style(.character, .normal))
        #expect(bar.slots[0].style == nil && bar.slots[2].style == nil)
        // The cap: 3 pt in from each side, 12 % of 44 (5.28) down from the top, 76 % (33.44) high.
        let cap = bar.slots[1].capFrame
        let expected = [100.0 / 3 + 3, -44 + 5.28, 100.0 / 3 - 6, 33.44]
        for (value, wanted) in zip([cap.x, cap.y, cap.width, cap.height], expected) {
            #expect(abs(value - wanted) < 1e-9, "\(cap)")
        }
        #expect(bar.dividers.map(\.x) == [100.0 / 3 - 0.25, 200.0 / 3 - 0.25])
        #expect(bar.dividers.allSatisfy { $0.width == 0.5 && $0.height == 44.0 / 3 && $0.y == -44.0 * 2 / 3 })
        // Labels centred in their slots, on the baseline 0.35 em below the middle.
        for slot in bar.slots {
            #expect(slot.label.anchor.x == slot.frame.midX)
            #expect(slot.label.anchor.y == -22 + slot.label.fontSize * 0.35)
        }
        // No suggestions, no bar; a taller bar when the options say so.
        #expect(KeyboardScene(frames, theme: theme).suggestionBar == nil)
        let tall = KeyboardScene(
            frames, theme: theme, state: KeyboardScene.State(suggestions: suggestions),
            options: KeyboardScene.Options(suggestionBarHeight: 60))
        #expect(tall.suggestionBar?.frame == KeyboardRect(x: 0, y: -60, width: 100, height: 60))
        // The theme's height, unless the options say.
        var roomy = theme
        roomy.suggestionBarHeight = 50
        let themed = KeyboardScene(frames, theme: roomy, state: KeyboardScene.State(suggestions: suggestions))
        #expect(themed.suggestionBar?.frame == KeyboardRect(x: 0, y: -50, width: 100, height: 50))
    }
}
