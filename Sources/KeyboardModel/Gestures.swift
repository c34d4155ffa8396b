/// A direction a key can be flicked in: the eight compass points, north up the screen.
public enum FlickDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case n, ne, e, se, s, sw, w, nw

    /// Whether it is one of `ne`, `se`, `sw`, `nw`.
    public var isDiagonal: Bool { rawValue.count == 2 }

    /// The direction of a movement by (`dx`, `dy`) on the screen among `allowed`: the nearest by
    /// angle, within the sector of each (45° either side of a direction when only the four
    /// main ones are used, 22.5° when a diagonal is); `nil` when the nearest direction of the
    /// eight (or four) is not allowed, or there is no movement.
    public static func of(dx: Double, dy: Double, among allowed: [FlickDirection]) -> FlickDirection? {
        guard dx != 0 || dy != 0, !allowed.isEmpty else { return nil }
        let candidates = allowed.contains(where: \.isDiagonal) ? allCases : [.n, .e, .s, .w]
        var best: (direction: FlickDirection, dot: Double)?
        for direction in candidates {
            let vector = direction.screenVector
            let dot = dx * vector.dx + dy * vector.dy
            if best == nil || dot > (best?.dot ?? 0) { best = (direction, dot) }
        }
        guard let best, allowed.contains(best.direction) else { return nil }
        return best.direction
    }

    /// The unit vector of the direction on the screen, where `y` grows downwards.
    public var screenVector: (dx: Double, dy: Double) {
        let half = 0.5.squareRoot()
        switch self {
        case .n: return (0, -1)
        case .ne: return (half, -half)
        case .e: return (1, 0)
        case .se: return (half, half)
        case .s: return (0, 1)
        case .sw: return (-half, half)
        case .w: return (-1, 0)
        case .nw: return (-half, -half)
        }
    }
}

/// What a key does when flicked in one direction.
public struct Flick: Sendable, Hashable, Codable {
    /// The direction.
    public var direction: FlickDirection
    /// What the flick does: text, or an action.
    public var action: KeyAction
    /// The legend drawn for it (by default the text, or the action's label).
    public var label: String

    /// Creates a flick; `label` defaults to the action's label.
    public init(_ direction: FlickDirection, _ action: KeyAction, label: String? = nil) {
        self.direction = direction
        self.action = action
        self.label = label ?? action.defaultLabel
    }
}

/// How far a finger must move for a flick, as fractions of the key's row height (Keyman's
/// defaults), and how long a multitap cycle waits for the next tap.
public struct GestureSettings: Sendable, Hashable, Codable {
    /// Moving this far from the touch-down point makes the touch a flick: a pending long press
    /// is cancelled and a direction is armed (0.30).
    public var flickStart: Double
    /// Past this distance the armed direction no longer changes (0.35).
    public var flickLock: Double
    /// A release at least this far away types the armed direction's output (0.75); closer,
    /// the flick is abandoned and types nothing.
    public var flickTrigger: Double
    /// The longest pause between two taps of a multitap key for the second to step the cycle,
    /// in seconds (0.8, as iPhone's 12-key kana pad).
    public var multitapInterval: Double

    /// Creates settings; the defaults are Keyman's flick thresholds and iPhone's multitap time.
    public init(
        flickStart: Double = 0.30, flickLock: Double = 0.35, flickTrigger: Double = 0.75,
        multitapInterval: Double = 0.8
    ) {
        self.flickStart = flickStart
        self.flickLock = flickLock
        self.flickTrigger = flickTrigger
        self.multitapInterval = multitapInterval
    }
}

/// What backspace removes.
public enum BackspaceUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// One user-perceived character (a grapheme cluster): `é`, `👍🏽`, `कि`.
    case grapheme
    /// One Unicode scalar, as Indic keyboards do: `कमा` ⌫ → `कम`.
    case scalar
}

/// An input method that assembles what keys type into syllables as they are typed.
public enum ComposerKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Korean 2-set (두벌식): compatibility jamo typed one by one become Hangul syllables.
    case hangul
}
