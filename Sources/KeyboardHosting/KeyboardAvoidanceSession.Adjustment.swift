public import KeyboardGeometry

extension KeyboardAvoidanceSession {
    /// What to apply to the scrolling view, animated with the keyboard's duration and curve.
    public struct Adjustment: Sendable, Hashable {
        /// The bottom content inset (and scroll-indicator inset) the view needs.
        public var bottomInset: Double
        /// The content offset to scroll to.
        public var contentOffset: KeyboardPoint

        /// Creates an adjustment.
        public init(bottomInset: Double, contentOffset: KeyboardPoint) {
            self.bottomInset = bottomInset
            self.contentOffset = contentOffset
        }
    }
}
