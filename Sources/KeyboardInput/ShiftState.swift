/// Whether the next letters come out in capitals.
public enum ShiftState: String, Sendable, Hashable, CaseIterable {
    /// Lower case.
    case off
    /// The next character only is shifted (a shift tap, or autocapitalisation).
    case once
    /// Caps lock: every character is shifted until shift or caps lock is tapped again.
    case locked

    /// Whether characters typed now come out shifted.
    public var isOn: Bool { self != .off }
}
