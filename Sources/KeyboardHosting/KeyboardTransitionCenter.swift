public import KeyboardGeometry
public import KeyboardModel

/// The one place keyboard notifications arrive: it keeps the keyboard's state, teaches the height
/// cache, and tells observers of each real change.
///
/// An iOS embedder forwards `keyboardWillShow`, `keyboardWillHide` and `keyboardWillChangeFrame`
/// notifications (see docs/HOSTING.md); each call says what the keyboard will do and returns the
/// transition the observers were told of, or `nil` when nothing was told.
///
/// **Isolation.** Main-actor isolated: UIKit posts keyboard notifications on the main thread and
/// observers are views and view controllers, which are main-actor types; isolating the center to
/// the main actor lets Swift 6 check every use at compile time, with no lock and no `@unchecked`.
///
/// **Observers** are held weakly (registration does not keep them alive) and pruned as soon as
/// they are gone; adding one twice has no effect. They are told in the order they were added.
///
/// **Coalescing.** UIKit repeats itself: a show comes as a frame change *and* a will-show; a
/// rotation or a focus change re-sends will-show while the keyboard is up. A notification that
/// leaves visibility and height unchanged (show while shown at the same height, hide while
/// hidden) is dropped; show while shown at a new height becomes `.heightChange`. A frame change
/// at the same height updates `keyboardFrame` without telling anyone.
///
/// **Preloading.** While `isPreloading` is true (the app is showing the keyboard off-screen to
/// warm it up and measure it), the height cache still learns every visible height but observers
/// are not told and the center's own state does not change, so the first real show after the
/// preload is reported as a show.
@MainActor
public final class KeyboardTransitionCenter {
    /// The cache that learns each real height; `nil` to learn nothing.
    public let heightCache: KeyboardHeightCache?
    /// The id under which heights are recorded: the current layout's, or one fixed id for the
    /// system keyboard.
    public var layoutID: String
    /// The orientation under which heights are recorded; update it on rotation (setting
    /// ``device`` sets it too).
    public var orientation: KeyboardOrientation
    /// The device and orientation the keyboard is shown on, when the host knows them (a Keysmith
    /// keyboard's host): before a height is learnt, the estimate is the device's keyboard height
    /// (``Device/keyboardHeight``), the height ``LayoutPreparation`` prepares the layout at on it.
    public var device: Device? {
        didSet { if let device { orientation = device.orientation } }
    }
    /// While true, observers are not told and the state does not change; the cache still learns.
    public var isPreloading = false

    /// Whether the keyboard is (about to be) visible.
    public private(set) var isKeyboardVisible = false
    /// The keyboard's last end frame in window coordinates while visible; `.zero` before any.
    public private(set) var keyboardFrame = KeyboardRect.zero

    /// Whether the visible keyboard is docked at the window's bottom (not an iPad's floating
    /// or undocked keyboard); `true` while hidden.
    public private(set) var isKeyboardDocked = true
    /// The height the visible keyboard takes from the window's bottom: 0 while hidden or floating.
    public var keyboardHeight: Double { isKeyboardVisible && isKeyboardDocked ? keyboardFrame.height : 0 }

    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var observer: (any KeyboardTransitionObserver)?
        let id: ObjectIdentifier
    }

    /// Creates a center.
    ///
    /// - Parameters:
    ///   - heightCache: The cache that learns each real height; `nil` to learn nothing.
    ///   - layoutID: The id under which heights are recorded.
    ///   - orientation: The current interface orientation.
    public init(
        heightCache: KeyboardHeightCache? = nil, layoutID: String = "system",
        orientation: KeyboardOrientation = .portrait
    ) {
        self.heightCache = heightCache
        self.layoutID = layoutID
        self.orientation = orientation
    }

    /// The height to lay out for before the keyboard says: the height learnt for the current
    /// layout and orientation, else the ``device``'s keyboard height, else the cache's fallback
    /// (the standard fallback without a cache: the system keyboard's, with its bar).
    public var estimatedHeight: Double {
        if let known = heightCache?.knownHeight(layoutID: layoutID, orientation: orientation) { return known }
        if let device { return device.keyboardHeight }
        return heightCache?.fallbackHeight ?? KeyboardHeightCache.standardFallbackHeight
    }

    // MARK: - Observers

    /// Registers an observer, weakly; adding one already registered does nothing.
    ///
    /// - Parameter observer: Told of each transition until it is removed or deallocated.
    public func addObserver(_ observer: any KeyboardTransitionObserver) {
        prune()
        let id = ObjectIdentifier(observer)
        guard !observers.contains(where: { $0.id == id }) else { return }
        observers.append(WeakObserver(observer: observer, id: id))
    }

    /// Unregisters an observer; removing one not registered does nothing.
    ///
    /// - Parameter observer: The observer to forget.
    public func removeObserver(_ observer: any KeyboardTransitionObserver) {
        let id = ObjectIdentifier(observer)
        observers.removeAll { $0.id == id || $0.observer == nil }
    }

    /// The number of registered observers still alive (dead ones are pruned first).
    public var observerCount: Int {
        prune()
        return observers.count
    }

    private func prune() {
        observers.removeAll { $0.observer == nil }
    }

    // MARK: - Notifications

    /// Forwards `UIResponder.keyboardWillShowNotification`.
    ///
    /// - Parameters:
    ///   - endFrame: The keyboard's end frame in window coordinates.
    ///   - duration: The animation's duration in seconds.
    ///   - curve: The animation's curve.
    /// - Returns: The transition observers were told of (`.willShow`, or `.heightChange` when
    ///   already visible at another height), or `nil` when coalesced or preloading.
    ///   - windowBounds: The window's bounds, when known: a keyboard whose frame ends above the
    ///     window's bottom edge is floating (see ``KeyboardTransition/isDocked``).
    @discardableResult
    public func keyboardWillShow(
        endFrame: KeyboardRect, windowBounds: KeyboardRect? = nil, duration: Double = 0.25,
        curve: KeyboardAnimationCurve = .keyboard
    ) -> KeyboardTransition? {
        update(visible: true, endFrame: endFrame, windowBounds: windowBounds, duration: duration, curve: curve)
    }

    /// Forwards `UIResponder.keyboardWillHideNotification`.
    ///
    /// - Parameters:
    ///   - endFrame: The keyboard's end frame in window coordinates (usually below the window).
    ///   - duration: The animation's duration in seconds.
    ///   - curve: The animation's curve.
    /// - Returns: The `.willHide` transition observers were told of, or `nil` when already hidden
    ///   or preloading.
    @discardableResult
    public func keyboardWillHide(
        endFrame: KeyboardRect = .zero, duration: Double = 0.25, curve: KeyboardAnimationCurve = .keyboard
    ) -> KeyboardTransition? {
        update(visible: false, endFrame: endFrame, windowBounds: nil, duration: duration, curve: curve)
    }

    /// Forwards `UIResponder.keyboardWillChangeFrameNotification`; the keyboard counts as visible
    /// when its end frame overlaps the window (so a frame moved below the window is a hide).
    ///
    /// An embedder may forward this notification alone, or together with the other two: the
    /// repeats are coalesced.
    ///
    /// - Parameters:
    ///   - endFrame: The keyboard's end frame in window coordinates.
    ///   - windowBounds: The window's bounds.
    ///   - duration: The animation's duration in seconds.
    ///   - curve: The animation's curve.
    /// - Returns: The transition observers were told of, or `nil`.
    @discardableResult
    public func keyboardWillChangeFrame(
        endFrame: KeyboardRect, windowBounds: KeyboardRect, duration: Double = 0.25,
        curve: KeyboardAnimationCurve = .keyboard
    ) -> KeyboardTransition? {
        let visible = KeyboardAvoidance.overlapHeight(of: endFrame, with: windowBounds) > 0
        return update(
            visible: visible, endFrame: endFrame, windowBounds: windowBounds, duration: duration, curve: curve)
    }

    private func update(
        visible requested: Bool, endFrame: KeyboardRect, windowBounds: KeyboardRect?, duration: Double,
        curve: KeyboardAnimationCurve
    ) -> KeyboardTransition? {
        // A "visible" keyboard with no usable height cannot be laid out for: treat it as hidden.
        let visible = requested && endFrame.isFinite && endFrame.height > 0
        let docked = !visible || KeyboardAvoidance.isDocked(keyboardFrame: endFrame, windowBounds: windowBounds)
        // Only a docked keyboard's height is the height to lay out for next time.
        if visible && docked {
            heightCache?.record(height: endFrame.height, layoutID: layoutID, orientation: orientation)
        }
        guard !isPreloading else { return nil }
        let height = visible && docked ? endFrame.height : 0
        let kind: KeyboardTransition.Kind
        switch (isKeyboardVisible, visible) {
        case (false, true):
            kind = .willShow
        case (true, false):
            kind = .willHide
        case (true, true) where height != keyboardHeight:
            kind = .heightChange
        case (true, true):
            keyboardFrame = endFrame
            return nil
        case (false, false):
            return nil
        }
        isKeyboardVisible = visible
        isKeyboardDocked = docked
        if visible { keyboardFrame = endFrame }
        let transition = KeyboardTransition(
            kind: kind, endFrame: endFrame, endHeight: height, isVisible: visible, isDocked: docked,
            duration: duration.isFinite ? max(0, duration) : 0, curve: curve)
        tell(transition)
        return transition
    }

    private func tell(_ transition: KeyboardTransition) {
        prune()
        // A snapshot: an observer may add or remove observers while being told.
        for entry in observers {
            guard let observer = entry.observer else { continue }
            switch transition.kind {
            case .willShow: observer.keyboardWillShow(transition)
            case .willHide: observer.keyboardWillHide(transition)
            case .heightChange: observer.keyboardHeightWillChange(transition)
            }
        }
    }
}
