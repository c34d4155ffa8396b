import KeyboardGeometry
import KeyboardInput
import KeyboardModel
import TestSupport
import Testing

/// Touch-up commits, slide-off, release outside, cancel, rollover.
@MainActor @Suite struct ControllerCommitTests {
    private static let noAutocap = ControllerLayouts.phone(behavior: Behavior(autocapitalize: .none))

    @Test func commitsOnTouchUpNotDown() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("q", at: 0)
        #expect(harness.text == "")
        try harness.up("q", at: 0.05)
        #expect(harness.text == "q")
        #expect(harness.recorder.events == ["insert q"])
    }

    @Test func slideOffCommitsTheKeyUnderTheFingerAtRelease() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("q", at: 0)
        try harness.move(to: "w", at: 0.05)
        try harness.move(to: "e", at: 0.1)
        try harness.up("r", at: 0.15)
        #expect(harness.text == "r")
    }

    /// A release where the finger last moved reuses the key found then (no second hit test).
    @Test func releaseWhereTheFingerLastMovedCommitsThatKey() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("q", at: 0)
        try harness.move(to: "w", at: 0.05)
        try harness.up("w", at: 0.1)
        try harness.down("a", at: 0.2)
        harness.event(.moved, KeyboardPoint(x: 20, y: -30), at: 0.25)
        try harness.move(to: "e", at: 0.3)
        try harness.up("e", at: 0.35)
        try harness.down("s", at: 0.4)
        harness.event(.moved, KeyboardPoint(x: 20, y: -30), at: 0.45)
        harness.event(.ended, KeyboardPoint(x: 20, y: -30), at: 0.5)
        #expect(harness.text == "we")
    }

    @Test func releaseOutsideTheKeyboardCommitsNothing() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("q", at: 0)
        harness.event(.moved, KeyboardPoint(x: 20, y: -30), at: 0.05)
        harness.event(.ended, KeyboardPoint(x: 20, y: -30), at: 0.1)
        try harness.down("w", at: 0.2)
        harness.event(.ended, KeyboardPoint(x: 500, y: 30), at: 0.25)
        #expect(harness.text == "")
        #expect(harness.recorder.events == [])
    }

    @Test func touchThatStartsOutsideAndEndsOnAKeyCommitsIt() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        harness.event(.began, KeyboardPoint(x: 20, y: -30), at: 0)
        try harness.up("w", at: 0.1)
        #expect(harness.text == "w")
    }

    @Test func cancelledTouchCommitsNothing() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("q", at: 0)
        harness.event(.cancelled, try harness.center("q"), at: 0.05)
        try harness.up("q", at: 0.1)
        #expect(harness.text == "")
    }

    @Test func eventsOfUnknownTouchesAreIgnored() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.up("q", at: 0)
        try harness.move(to: "q", at: 0.1, touch: 7)
        harness.event(.cancelled, try harness.center("q"), at: 0.2, touch: 9)
        #expect(harness.text == "")
        try harness.down("a", at: 0.3, touch: 2)
        try harness.up("a", at: 0.35, touch: 3)
        try harness.up("a", at: 0.4, touch: 2)
        #expect(harness.text == "a")
    }

    @Test func aSecondBeganForTheSameIdRestartsTheTouch() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("q", at: 0)
        try harness.down("w", at: 0.05)
        try harness.up("w", at: 0.1)
        #expect(harness.text == "w")
    }

    // MARK: - Rollover

    /// Later touch ends first: the earlier one was committed when the later began.
    @Test func rolloverLaterTouchEndsFirst() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("a", at: 0, touch: 1)
        try harness.down("s", at: 0.03, touch: 2)
        #expect(harness.text == "a")
        try harness.up("s", at: 0.06, touch: 2)
        try harness.up("a", at: 0.09, touch: 1)
        #expect(harness.text == "as")
    }

    @Test func rolloverEarlierTouchEndsFirst() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("a", at: 0, touch: 1)
        try harness.down("s", at: 0.03, touch: 2)
        try harness.up("a", at: 0.06, touch: 1)
        try harness.up("s", at: 0.09, touch: 2)
        #expect(harness.text == "as")
    }

    /// The rolled-over touch commits the key under it when the next began, not where it ends.
    @Test func rolloverCommitsWhereTheEarlierFingerWasWhenTheNextBegan() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("a", at: 0, touch: 1)
        try harness.move(to: "d", at: 0.02, touch: 1)
        try harness.down("s", at: 0.03, touch: 2)
        try harness.move(to: "f", at: 0.05, touch: 1)
        try harness.up("f", at: 0.06, touch: 1)
        try harness.up("s", at: 0.09, touch: 2)
        #expect(harness.text == "ds")
    }

    @Test func threeOverlappingTouchesCommitInBeginOrder() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("q", at: 0, touch: 1)
        try harness.down("w", at: 0.01, touch: 2)
        try harness.down("e", at: 0.02, touch: 3)
        try harness.up("e", at: 0.03, touch: 3)
        try harness.up("w", at: 0.04, touch: 2)
        try harness.up("q", at: 0.05, touch: 1)
        #expect(harness.text == "qwe")
    }

    /// Cancelling an earlier touch after a later one began changes nothing: it already committed.
    @Test func cancelAfterRolloverKeepsTheCommit() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("a", at: 0, touch: 1)
        try harness.down("s", at: 0.03, touch: 2)
        harness.event(.cancelled, try harness.center("a"), at: 0.05, touch: 1)
        try harness.up("s", at: 0.09, touch: 2)
        #expect(harness.text == "as")
    }

    @Test func cancellingTheLaterTouchKeepsOnlyTheEarlier() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("a", at: 0, touch: 1)
        try harness.down("s", at: 0.03, touch: 2)
        harness.event(.cancelled, try harness.center("s"), at: 0.05, touch: 2)
        try harness.up("a", at: 0.09, touch: 1)
        #expect(harness.text == "a")
    }

    /// Rollover with an earlier touch released outside the keyboard: nothing for it.
    @Test func rolloverOfATouchOutsideCommitsNothingForIt() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        harness.event(.began, KeyboardPoint(x: 10, y: -20), at: 0, touch: 1)
        try harness.down("s", at: 0.03, touch: 2)
        try harness.up("s", at: 0.09, touch: 2)
        #expect(harness.text == "s")
    }

    // MARK: - Size

    @Test func resizeMovesTheKeysAndCancelsTheTouch() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        try harness.down("p", at: 0)
        try harness.controller.resize(to: KeyboardSize(width: 600, height: 216))
        #expect(harness.controller.size == KeyboardSize(width: 600, height: 216))
        try harness.up("p", at: 0.05)
        #expect(harness.text == "")
        let p = try harness.frame("p")
        #expect(p.maxX > 550)
        try harness.tap("p", at: 0.1)
        #expect(harness.text == "p")
    }

    @Test func resizeToAnImpossibleSizeThrowsAndKeepsTheOldSize() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        #expect(throws: GeometryError.self) { try harness.controller.resize(to: KeyboardSize(width: 0, height: 216)) }
        #expect(harness.controller.size == KeyboardSize(width: 390, height: 216))
    }
}

extension ControllerCommitTests {
    /// The key under the finger, for a host that draws it pressed: it follows a slide, is the
    /// flicked key during a flick, and is gone after the release.
    @Test func pressedKeyFollowsTheFinger() throws {
        let harness = try ControllerHarness(Self.noAutocap)
        #expect(harness.controller.pressedKeyID == nil)
        try harness.down("q", at: 0)
        #expect(harness.controller.pressedKeyID == "q")
        try harness.move(to: "w", at: 0.05)
        #expect(harness.controller.pressedKeyID == "w")
        harness.event(.moved, KeyboardPoint(x: 20, y: -30), at: 0.1)
        #expect(harness.controller.pressedKeyID == nil)
        try harness.up("e", at: 0.15)
        #expect(harness.controller.pressedKeyID == nil)
        #expect(harness.text == "e")
    }
}
