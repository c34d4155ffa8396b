public import KeyboardModel

/// Every time threshold of the touch dispatcher, in seconds, in one place.
///
/// The defaults follow iOS. Thresholds are inclusive and compared with a tolerance of 1 ns
/// (``tolerance``), so a timer due at 0.5 s fires for an event at 0.5 s even when the sum of
/// the intervals is off in its last bit; 0.499 s does not fire it.
public struct KeyboardTiming: Sendable, Hashable {
    /// The most time from the release of a shift tap to the touch-down of the next one for the
    /// pair to count as a double tap (caps lock).
    public var doubleTapInterval: Double
    /// How long a finger must rest on a key with alternates before they open.
    public var longPressDelay: Double
    /// How long backspace is held before its first repeat.
    public var repeatDelay: Double
    /// The time between later repeats of backspace.
    public var repeatInterval: Double
    /// How long backspace is held before repeats delete whole words.
    public var wordDeleteDelay: Double
    /// The most time between two spaces for the second to become ". " (double-space period).
    /// iOS has no limit; ours lets a pause type two spaces on purpose. `.infinity` removes it.
    public var doubleSpaceInterval: Double
    /// Flick distances and the multitap interval, overriding the layout's
    /// (`behavior.gestures`) when set: for a host's own settings.
    public var gestures: GestureSettings?

    /// The slack allowed in every comparison of a time with a threshold.
    public static let tolerance = 1e-9

    /// The most backspace repeats one event or tick performs; a longer backlog (a clock that
    /// jumped ahead) is skipped, so no input can make the controller loop for long.
    public static let maxRepeatsPerStep = 10_000

    /// Creates a timing; the defaults are iOS's.
    ///
    /// - Parameters:
    ///   - doubleTapInterval: Shift double-tap window (0.3 s).
    ///   - longPressDelay: Long-press delay (0.45 s).
    ///   - repeatDelay: Backspace's first repeat (0.5 s).
    ///   - repeatInterval: Backspace's later repeats (0.1 s).
    ///   - wordDeleteDelay: When backspace starts deleting words (2 s).
    ///   - doubleSpaceInterval: Double-space period window (2 s).
    ///   - gestures: Flick distances and the multitap interval (`nil`: the layout's).
    public init(
        doubleTapInterval: Double = 0.3, longPressDelay: Double = 0.45, repeatDelay: Double = 0.5,
        repeatInterval: Double = 0.1, wordDeleteDelay: Double = 2, doubleSpaceInterval: Double = 2,
        gestures: GestureSettings? = nil
    ) {
        self.doubleTapInterval = doubleTapInterval
        self.longPressDelay = longPressDelay
        self.repeatDelay = repeatDelay
        self.repeatInterval = repeatInterval
        self.wordDeleteDelay = wordDeleteDelay
        self.doubleSpaceInterval = doubleSpaceInterval
        self.gestures = gestures
    }

    /// The iOS defaults.
    public static let standard = KeyboardTiming()
}
