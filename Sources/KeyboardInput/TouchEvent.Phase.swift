extension TouchEvent {
    /// The phase of a touch, as UIKit names them.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// The finger went down.
        case began
        /// The finger moved while down.
        case moved
        /// The finger lifted.
        case ended
        /// The system took the touch away (an incoming call, a gesture); nothing is committed.
        case cancelled
    }
}
