import KeyboardGeometry
import Testing

@testable import KeyboardHosting

/// An iPad's floating (or undocked) keyboard: its frame ends above the window's bottom edge.
@MainActor
@Suite struct FloatingKeyboardTests {
    /// An iPad 11" window in landscape, 1194 × 834; a docked keyboard of height h sits at 834 − h.
    static let window = KeyboardRect(x: 0, y: 0, width: 1194, height: 834)
    /// The floating keyboard: 320 × 260 at (600, 300), ending at y = 560, far above 834.
    static let floating = KeyboardRect(x: 600, y: 300, width: 320, height: 260)
    static let docked = KeyboardRect(x: 0, y: 834 - 352, width: 1194, height: 352)
    /// A scroll view filling the window.
    static let view = KeyboardRect(x: 0, y: 0, width: 1194, height: 834)

    @Test func aFloatingKeyboardIsNotDockedAndAsksForNoInset() {
        #expect(!KeyboardAvoidance.isDocked(keyboardFrame: Self.floating, windowBounds: Self.window))
        #expect(KeyboardAvoidance.isDocked(keyboardFrame: Self.docked, windowBounds: Self.window))
        // Without window bounds nothing can tell: docked.
        #expect(KeyboardAvoidance.isDocked(keyboardFrame: Self.floating, windowBounds: nil))
        // It overlaps the view by its whole height (260), yet gives no inset.
        #expect(KeyboardAvoidance.bottomInset(keyboardFrame: Self.floating, viewFrame: Self.view) == 260)
        #expect(
            KeyboardAvoidance.bottomInset(keyboardFrame: Self.floating, viewFrame: Self.view, windowBounds: Self.window)
                == 0)
        #expect(
            KeyboardAvoidance.bottomInset(keyboardFrame: Self.docked, viewFrame: Self.view, windowBounds: Self.window)
                == 352)
    }

    @Test func theCenterTellsAFloatingShowWithNoHeightAndTeachesNothing() {
        let cache = KeyboardHeightCache()
        let center = KeyboardTransitionCenter(heightCache: cache, layoutID: "en-US", orientation: .landscape)
        let observer = RecordingObserver()
        center.addObserver(observer)
        let before = center.estimatedHeight
        let shown = center.keyboardWillChangeFrame(endFrame: Self.floating, windowBounds: Self.window)
        #expect(shown?.kind == .willShow)
        #expect(shown?.isDocked == false)
        #expect(shown?.endHeight == 0)
        #expect(center.isKeyboardVisible)
        #expect(center.keyboardHeight == 0)
        // The docked estimate is untouched by the floating keyboard's 260.
        #expect(center.estimatedHeight == before)
        #expect(cache.knownHeight(layoutID: "en-US", orientation: .landscape) == nil)
        // Docking it: a height change to 352, which the cache learns.
        let dockedChange = center.keyboardWillChangeFrame(endFrame: Self.docked, windowBounds: Self.window)
        #expect(dockedChange?.kind == .heightChange)
        #expect(dockedChange?.isDocked == true)
        #expect(center.keyboardHeight == 352)
        #expect(cache.knownHeight(layoutID: "en-US", orientation: .landscape) == 352)
        // Floating again: back to no height, the learnt 352 kept.
        let floatingAgain = center.keyboardWillShow(endFrame: Self.floating, windowBounds: Self.window)
        #expect(floatingAgain?.kind == .heightChange)
        #expect(floatingAgain?.endHeight == 0)
        #expect(cache.knownHeight(layoutID: "en-US", orientation: .landscape) == 352)
        #expect(observer.log == ["show 0", "change 352", "change 0"])
    }

    @Test func aSessionDropsItsInsetWhenTheKeyboardFloats() {
        var session = KeyboardAvoidanceSession(margin: 8)
        let scroll = KeyboardAvoidanceSession.ScrollView(
            frame: Self.view, contentOffset: .zero, focusedFieldFrame: nil, contentHeight: 2000, topInset: 0)
        func transition(_ frame: KeyboardRect, docked: Bool, kind: KeyboardTransition.Kind) -> KeyboardTransition {
            KeyboardTransition(
                kind: kind, endFrame: frame, endHeight: docked ? frame.height : 0, isVisible: true, isDocked: docked,
                duration: 0.25, curve: .keyboard)
        }
        let show = session.adjustment(for: transition(Self.docked, docked: true, kind: .willShow), in: scroll)
        #expect(show?.bottomInset == 352)
        let float = session.adjustment(for: transition(Self.floating, docked: false, kind: .heightChange), in: scroll)
        #expect(float?.bottomInset == 0)
        #expect(float?.contentOffset == .zero)
        // Floating while already without an inset: nothing to do.
        #expect(
            session.adjustment(for: transition(Self.floating, docked: false, kind: .heightChange), in: scroll) == nil)
        let dockAgain = session.adjustment(for: transition(Self.docked, docked: true, kind: .heightChange), in: scroll)
        #expect(dockAgain?.bottomInset == 352)
    }
}
