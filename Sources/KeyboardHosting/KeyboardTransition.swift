public import KeyboardGeometry

/// One keyboard transition as observers see it: where the keyboard ends up and how it gets there.
public struct KeyboardTransition: Sendable, Hashable {
    /// What kind of change this is.
    public enum Kind: Sendable, Hashable {
        /// The keyboard is about to appear.
        case willShow
        /// The keyboard is about to disappear.
        case willHide
        /// The visible keyboard is about to change height (a layout switch, the suggestion bar,
        /// a rotation).
        case heightChange
    }

    /// What kind of change this is.
    public var kind: Kind
    /// The keyboard's frame at the end of the animation, in window coordinates (for a hide,
    /// usually just below the window).
    public var endFrame: KeyboardRect
    /// The height the keyboard takes from the bottom of the window at the end:
    /// `endFrame.height` while docked and visible, 0 when hiding or floating.
    public var endHeight: Double
    /// Whether the keyboard is visible at the end of the animation.
    public var isVisible: Bool
    /// Whether the keyboard is docked: its frame reaches the window's bottom edge. An iPad's
    /// floating or undocked keyboard is not: it covers no fixed strip, so it asks for no bottom
    /// inset and teaches no height.
    public var isDocked: Bool
    /// The animation's duration in seconds (0 when the system does not animate).
    public var duration: Double
    /// The animation's timing curve.
    public var curve: KeyboardAnimationCurve

    /// Creates a transition.
    public init(
        kind: Kind, endFrame: KeyboardRect, endHeight: Double, isVisible: Bool, isDocked: Bool = true, duration: Double,
        curve: KeyboardAnimationCurve
    ) {
        self.kind = kind
        self.endFrame = endFrame
        self.endHeight = endHeight
        self.isVisible = isVisible
        self.isDocked = isDocked
        self.duration = duration
        self.curve = curve
    }
}
