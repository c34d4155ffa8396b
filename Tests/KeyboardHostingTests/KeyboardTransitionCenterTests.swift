import KeyboardGeometry
import Testing

@testable import KeyboardHosting

/// Records what it is told, as "show 291", "hide 0", "change 336".
@MainActor
final class RecordingObserver: KeyboardTransitionObserver {
    var log: [String] = []
    var transitions: [KeyboardTransition] = []
    var onShow: (() -> Void)?

    func keyboardWillShow(_ transition: KeyboardTransition) {
        log.append("show \(Int(transition.endHeight))")
        transitions.append(transition)
        onShow?()
    }

    func keyboardWillHide(_ transition: KeyboardTransition) {
        log.append("hide \(Int(transition.endHeight))")
        transitions.append(transition)
    }

    func keyboardHeightWillChange(_ transition: KeyboardTransition) {
        log.append("change \(Int(transition.endHeight))")
        transitions.append(transition)
    }
}

@MainActor
@Suite struct KeyboardTransitionCenterTests {
    /// An iPhone 14 window, 390 × 844; a docked keyboard of height h sits at y = 844 − h.
    static let window = KeyboardRect(x: 0, y: 0, width: 390, height: 844)

    static func docked(_ height: Double) -> KeyboardRect {
        KeyboardRect(x: 0, y: 844 - height, width: 390, height: height)
    }

    static let below = KeyboardRect(x: 0, y: 844, width: 390, height: 291)

    @Test func showHideAndHeightChangeReachObserversWithTheirAnimation() {
        let center = KeyboardTransitionCenter()
        let observer = RecordingObserver()
        center.addObserver(observer)
        let shown = center.keyboardWillShow(endFrame: Self.docked(291), duration: 0.25, curve: .keyboard)
        center.keyboardWillShow(endFrame: Self.docked(336), duration: 0.1, curve: .easeOut)
        center.keyboardWillHide(endFrame: Self.below, duration: 0.3, curve: .easeIn)
        #expect(observer.log == ["show 291", "change 336", "hide 0"])
        #expect(
            shown
                == KeyboardTransition(
                    kind: .willShow, endFrame: Self.docked(291), endHeight: 291, isVisible: true, duration: 0.25,
                    curve: .keyboard))
        #expect(observer.transitions.map(\.kind) == [.willShow, .heightChange, .willHide])
        #expect(observer.transitions.map(\.duration) == [0.25, 0.1, 0.3])
        #expect(observer.transitions.map(\.curve) == [.keyboard, .easeOut, .easeIn])
        #expect(observer.transitions.map(\.isVisible) == [true, true, false])
        #expect(observer.transitions.last?.endFrame == Self.below)
        #expect(!center.isKeyboardVisible)
        #expect(center.keyboardHeight == 0)
    }

    @Test func curvesKeepUIKitRawValues() {
        #expect(KeyboardAnimationCurve.allCases.map(\.rawValue) == [0, 1, 2, 3, 7])
        #expect(KeyboardAnimationCurve(rawValue: 7) == .keyboard)
        #expect(KeyboardAnimationCurve(rawValue: 5) == nil)
    }

    @Test func repeatedNotificationsAreCoalesced() {
        let center = KeyboardTransitionCenter()
        let observer = RecordingObserver()
        center.addObserver(observer)
        #expect(center.keyboardWillHide() == nil)  // hide while hidden
        #expect(center.keyboardWillShow(endFrame: Self.docked(291)) != nil)
        #expect(center.keyboardWillShow(endFrame: Self.docked(291)) == nil)  // show while shown, same height
        // Same height, moved (an iPad rotation of the same keyboard): the frame is kept, nobody told.
        let moved = KeyboardRect(x: 10, y: 553, width: 370, height: 291)
        #expect(center.keyboardWillShow(endFrame: moved) == nil)
        #expect(center.keyboardFrame == moved)
        #expect(center.keyboardWillHide() != nil)
        #expect(center.keyboardWillHide() == nil)
        #expect(observer.log == ["show 291", "hide 0"])
    }

    @Test func frameChangesAloneDriveShowHideAndChange() {
        let center = KeyboardTransitionCenter()
        let observer = RecordingObserver()
        center.addObserver(observer)
        // UIKit's order for a show: will-change-frame, then will-show; the second is a repeat.
        center.keyboardWillChangeFrame(endFrame: Self.docked(291), windowBounds: Self.window)
        center.keyboardWillShow(endFrame: Self.docked(291))
        center.keyboardWillChangeFrame(endFrame: Self.docked(245), windowBounds: Self.window)
        // Moved below the window: a hide.
        center.keyboardWillChangeFrame(endFrame: Self.below, windowBounds: Self.window)
        center.keyboardWillHide(endFrame: Self.below)
        #expect(observer.log == ["show 291", "change 245", "hide 0"])
    }

    @Test func emptyOrBrokenFramesCountAsHidden() {
        let center = KeyboardTransitionCenter()
        let observer = RecordingObserver()
        center.addObserver(observer)
        #expect(center.keyboardWillShow(endFrame: KeyboardRect(x: 0, y: 844, width: 390, height: 0)) == nil)
        #expect(center.keyboardWillShow(endFrame: KeyboardRect(x: 0, y: .nan, width: 390, height: 291)) == nil)
        #expect(observer.log.isEmpty)
    }

    @Test func observersAreHeldWeaklyAndPrunedWhenGone() {
        let center = KeyboardTransitionCenter()
        let kept = RecordingObserver()
        center.addObserver(kept)
        center.addObserver(kept)  // no duplicate
        do {
            let temporary = RecordingObserver()
            center.addObserver(temporary)
            #expect(center.observerCount == 2)
            center.keyboardWillShow(endFrame: Self.docked(291))
            #expect(temporary.log == ["show 291"])
        }
        // `temporary` is gone: the center did not keep it alive, and forgets it.
        #expect(center.observerCount == 1)
        center.keyboardWillHide()
        #expect(kept.log == ["show 291", "hide 0"])
        center.removeObserver(kept)
        #expect(center.observerCount == 0)
        center.keyboardWillShow(endFrame: Self.docked(291))
        #expect(kept.log == ["show 291", "hide 0"])
    }

    @Test func weakReferenceDoesNotKeepAnObserverAlive() {
        let center = KeyboardTransitionCenter()
        weak var probe: RecordingObserver?
        do {
            let observer = RecordingObserver()
            probe = observer
            center.addObserver(observer)
        }
        #expect(probe == nil)
        #expect(center.observerCount == 0)
    }

    @Test func anObserverMayRemoveItselfWhileBeingTold() {
        let center = KeyboardTransitionCenter()
        let first = RecordingObserver()
        let second = RecordingObserver()
        first.onShow = { [unowned center, unowned first] in center.removeObserver(first) }
        center.addObserver(first)
        center.addObserver(second)
        center.keyboardWillShow(endFrame: Self.docked(291))
        center.keyboardWillHide()
        #expect(first.log == ["show 291"])
        #expect(second.log == ["show 291", "hide 0"])
    }

    @Test func noCallbacksDuringPreloadWhileTheCacheLearns() {
        let store = InMemoryHeightStore()
        let cache = KeyboardHeightCache(store: store)
        let center = KeyboardTransitionCenter(heightCache: cache, layoutID: "en-US", orientation: .portrait)
        let observer = RecordingObserver()
        center.addObserver(observer)
        #expect(center.estimatedHeight == 335)

        center.isPreloading = true
        #expect(center.keyboardWillShow(endFrame: Self.docked(291)) == nil)
        #expect(center.keyboardWillShow(endFrame: Self.docked(336)) == nil)
        #expect(center.keyboardWillHide() == nil)
        center.orientation = .landscape
        #expect(center.keyboardWillChangeFrame(endFrame: Self.docked(209), windowBounds: Self.window) == nil)
        center.isPreloading = false

        #expect(observer.log.isEmpty)
        #expect(!center.isKeyboardVisible)
        #expect(cache.knownHeight(layoutID: "en-US", orientation: .portrait) == 336)
        #expect(cache.knownHeight(layoutID: "en-US", orientation: .landscape) == 209)
        #expect(center.estimatedHeight == 209)

        // The first real show after the preload is a show.
        center.orientation = .portrait
        center.keyboardWillShow(endFrame: Self.docked(336))
        #expect(observer.log == ["show 336"])
        cache.flush()
        #expect(store.heights == ["portrait:en-US": 336, "landscape:en-US": 209])
    }

    @Test func realTransitionsTeachTheCacheToo() {
        let cache = KeyboardHeightCache()
        let center = KeyboardTransitionCenter(heightCache: cache, layoutID: "number-pad")
        center.keyboardWillShow(endFrame: Self.docked(260))
        center.keyboardWillHide(endFrame: Self.below)
        #expect(cache.knownHeight(layoutID: "number-pad", orientation: .portrait) == 260)
        center.layoutID = "en-US"
        #expect(center.estimatedHeight == 335)
    }
}
