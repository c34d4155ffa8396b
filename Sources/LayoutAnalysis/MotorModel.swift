#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A model of the hand: how long a movement takes (Fitts' law in Shannon's formulation) and how
/// far taps spread around their aim (the dual-Gaussian law). docs/ANALYZE.md gives each constant
/// with its source.
public enum MotorModel: String, Sendable, CaseIterable, Hashable {
    /// A stylus: Fitts' law as Soukoreff & MacKenzie (1995) apply it to a soft keyboard,
    /// `MT = log2(D/W + 1) / 4.9` seconds (an index of performance of 4.9 bits/s, no intercept).
    case stylus
    /// A fingertip: FFitts' law (Bi, Li & Zhai 2013), whose index of difficulty takes the width
    /// the finger's relative precision leaves, `log2(D / (√(2πe·α)·W) + 1)`, with the intercept
    /// and slope of Zhai, Sue & Accot (2002), `MT = 0.083 + 0.127 · ID` seconds.
    case finger

    /// The intercept `a` of the movement time, in seconds: also the time of a repeated tap on the
    /// same key (a movement of length zero).
    public var intercept: Double {
        switch self {
        case .stylus: 0
        case .finger: 0.083
        }
    }

    /// The slope `b` of the movement time, in seconds per bit.
    public var slope: Double {
        switch self {
        case .stylus: 1 / 4.9
        case .finger: 0.127
        }
    }

    /// The relative term `α` of the dual-Gaussian spread, `σ² = α·W² + σa²` (Bi & Zhai 2013).
    public static let relativeSpread = 0.0075
    /// The finger's absolute precision `σa²` in mm² (Bi & Zhai 2013); a stylus tip has none.
    public var absoluteSpread: Double {
        switch self {
        case .stylus: 0
        case .finger: 1.68
        }
    }

    /// The index of difficulty, in bits, of a movement of `distance` to a target `width` wide
    /// along the movement (any one unit for both).
    public func indexOfDifficulty(distance: Double, width: Double) -> Double {
        guard distance > 0, width > 0 else { return 0 }
        switch self {
        case .stylus: return log2(distance / width + 1)
        case .finger: return log2(distance / (Self.fingerWidthFactor * width) + 1)
        }
    }

    /// The time, in seconds, of a movement of `distance` to a target `width` wide along it.
    public func movementTime(distance: Double, width: Double) -> Double {
        intercept + slope * indexOfDifficulty(distance: distance, width: width)
    }

    /// The standard deviation, in mm, of taps aimed at the centre of a target `extent` mm long
    /// along one axis: `√(α·W² + σa²)`.
    public func spread(extent: Double) -> Double {
        (Self.relativeSpread * extent * extent + absoluteSpread).squareRoot()
    }

    /// `√(2πe·α)`: the effective width of FFitts' relative precision as a share of the nominal.
    static let fingerWidthFactor = (2 * Double.pi * exp(1.0) * relativeSpread).squareRoot()
}

/// The normal distribution's cumulative function, through the C library's `erfc` (accurate in
/// both tails, where `1 − erf` would lose digits).
enum Normal {
    /// `P(X ≤ z)` for a standard normal `X`.
    static func cdf(_ z: Double) -> Double {
        0.5 * erfc(-z / 2.0.squareRoot())
    }

    /// The probability that a normal variable with mean `mean` and deviation `sigma` falls in
    /// `[low, high]`; with no spread, whether the mean lies inside.
    static func probability(from low: Double, to high: Double, mean: Double, sigma: Double) -> Double {
        guard sigma > 0 else { return low <= mean && mean <= high ? 1 : 0 }
        return max(0, cdf((high - mean) / sigma) - cdf((low - mean) / sigma))
    }
}
