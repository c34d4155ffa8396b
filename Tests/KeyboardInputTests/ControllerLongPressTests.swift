import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Long press opens alternates at 0.45 s; moving selects; release inserts.
@MainActor @Suite struct ControllerLongPressTests {
    private static let plain = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none))

    /// Released at 0.449 s: the plain letter; at 0.45 s: the first alternate.
    @Test(arguments: [(0.449, "e"), (0.45, "è"), (1.0, "è")])
    func threshold(releasedAt: Double, expected: String) throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.down("e", at: 3)
        try harness.up("e", at: 3 + releasedAt)
        #expect(harness.text == expected)
        #expect(harness.controller.alternates == nil)
    }

    @Test(arguments: [(0.449, false), (0.45, true)])
    func tickOpensThePopup(time: Double, open: Bool) throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.down("e", at: 0)
        harness.controller.tick(at: time)
        #expect((harness.controller.alternates != nil) == open)
        #expect(harness.recorder.events == (open ? ["alternates e 0"] : []))
    }

    @Test func movingSelectsTheCellUnderTheFinger() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.down("e", at: 0)
        harness.controller.tick(at: 0.5)
        let popup = try #require(harness.controller.alternates)
        #expect(popup.alternates == ["è", "é", "ê"])
        harness.event(.moved, popup.cells[2].center, at: 0.6)
        #expect(harness.controller.alternates?.selectedIndex == 2)
        harness.event(.moved, popup.cells[1].center, at: 0.7)
        harness.event(.ended, popup.cells[1].center, at: 0.8)
        #expect(harness.text == "é")
        #expect(harness.recorder.events == ["alternates e 0", "alternates e 2", "alternates e 1", "hide", "insert é"])
    }

    @Test func beyondTheRowSelectsTheNearestEnd() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.down("e", at: 0)
        harness.controller.tick(at: 0.5)
        harness.event(.moved, KeyboardPoint(x: 389, y: 0), at: 0.6)
        #expect(harness.controller.alternates?.selectedIndex == 2)
        harness.event(.moved, KeyboardPoint(x: 0, y: 0), at: 0.7)
        #expect(harness.controller.alternates?.selectedIndex == 0)
    }

    @Test func shiftGivesTheUppercaseAlternate() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.tap("shift", at: 0)
        try harness.down("e", at: 1)
        try harness.up("e", at: 1.5)
        #expect(harness.text == "È")
        #expect(harness.shift == .off)
    }

    /// The long-press clock restarts when the finger reaches another key.
    @Test func clockRestartsOnAnotherKey() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.down("w", at: 0)
        try harness.move(to: "e", at: 0.3)
        harness.controller.tick(at: 0.749)
        #expect(harness.controller.alternates == nil)
        harness.controller.tick(at: 0.75)
        #expect(harness.controller.alternates?.keyID == "e")
    }

    @Test func keyWithoutAlternatesCommitsItsTextAfterALongHold() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.down("q", at: 0)
        try harness.up("q", at: 2)
        #expect(harness.text == "q")
    }

    @Test func cancelClosesThePopupAndCommitsNothing() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.down("e", at: 0)
        harness.controller.tick(at: 0.5)
        harness.event(.cancelled, try harness.center("e"), at: 0.6)
        #expect(harness.text == "")
        #expect(harness.controller.alternates == nil)
        #expect(harness.recorder.events == ["alternates e 0", "hide"])
    }

    @Test func anotherTouchCommitsTheSelectedAlternate() throws {
        let harness = try ControllerHarness(Self.plain)
        try harness.down("e", at: 0, touch: 1)
        harness.controller.tick(at: 0.5)
        let popup = try #require(harness.controller.alternates)
        harness.event(.moved, popup.cells[2].center, at: 0.6, touch: 1)
        try harness.tap("x", at: 0.7, touch: 2)
        #expect(harness.text == "êx")
    }

    // MARK: - Popup geometry

    /// Left half: cells grow rightwards from the key's left edge, one key wide.
    @Test func popupOverALeftKeyGrowsRightwards() throws {
        let harness = try ControllerHarness(Self.plain)
        let key = try harness.frame("e")
        try harness.down("e", at: 0)
        harness.controller.tick(at: 0.5)
        let popup = try #require(harness.controller.alternates)
        for (index, cell) in popup.cells.enumerated() {
            #expect(abs(cell.minX - (key.minX + Double(index) * key.width)) < 1e-9)
            #expect(abs(cell.width - key.width) < 1e-9)
            #expect(abs(cell.maxY - key.minY) < 1e-9)
        }
    }

    /// Right half: cell 0 over the key, the others to its left.
    @Test func popupOverARightKeyGrowsLeftwards() throws {
        let harness = try ControllerHarness(Self.plain)
        let key = try harness.frame("p")
        try harness.down("p", at: 0)
        harness.controller.tick(at: 0.5)
        let popup = try #require(harness.controller.alternates)
        #expect(popup.alternates == ["þ", "π"])
        #expect(abs(popup.cells[0].maxX - key.maxX) < 1e-9)
        #expect(abs(popup.cells[1].maxX - (key.maxX - key.width)) < 1e-9)
    }

    /// A leftwards row that would pass the left edge is shifted back inside the keyboard.
    @Test func popupIsClampedIntoTheKeyboard() throws {
        let harness = try ControllerHarness(Self.plain)
        let key = try harness.frame("y")
        #expect(key.midX > 195)
        try harness.down("y", at: 0)
        harness.controller.tick(at: 0.5)
        let popup = try #require(harness.controller.alternates)
        #expect(popup.cells.count == 8)
        #expect(8 * key.width > key.maxX)  // would pass the left edge
        #expect(abs(popup.cells[7].minX) < 1e-9)
        #expect(abs(popup.cells[0].maxX - 8 * key.width) < 1e-9)
        #expect(abs(popup.cells[0].minX - popup.cells[1].maxX) < 1e-9)
    }

    @Test func popupNarrowsCellsWhenTheRowIsWiderThanTheKeyboard() throws {
        let layout = KeyboardLayout(id: "t", name: "T", locale: "en", alternates: ["x": (1...12).map(String.init)]) {
            Layer("letters") {
                Row(letters: "x y")
            }
        }
        let harness = try ControllerHarness(layout)
        try harness.down("x", at: 0)
        harness.controller.tick(at: 0.5)
        let popup = try #require(harness.controller.alternates)
        #expect(abs(popup.cells[0].minX) < 1e-9)
        #expect(abs(popup.cells[11].maxX - 390) < 1e-9)
    }
}
