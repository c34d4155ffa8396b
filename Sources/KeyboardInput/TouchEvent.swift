public import KeyboardGeometry

/// One step of one finger on the keyboard: where, when, and in which phase.
///
/// Timestamps are seconds on any clock that only moves forward (the controller never reads a
/// clock itself), so that tests and replays are deterministic.
public struct TouchEvent: Sendable, Hashable {
    /// Identifies the finger; every event of one touch carries the same id.
    public var id: Int
    /// Whether the finger went down, moved, lifted, or the system took the touch away.
    public var phase: Phase
    /// Where the finger is, in keyboard coordinates (points, origin top-left).
    public var location: KeyboardPoint
    /// When it happened, in seconds.
    public var timestamp: Double

    /// Creates a touch event.
    ///
    /// - Parameters:
    ///   - id: The finger's id.
    ///   - phase: The phase.
    ///   - location: Where the finger is, in keyboard coordinates.
    ///   - timestamp: When, in seconds.
    public init(id: Int, phase: Phase, location: KeyboardPoint, timestamp: Double) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}
