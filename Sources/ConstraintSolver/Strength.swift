/// The weight of a constraint: required, or a preference that gives way to heavier ones.
///
/// Weights follow kiwi: `weak` 1, `medium` 1 000, `strong` 1 000 000 and `required`
/// 1 001 001 000; any weight at or above `required` is clipped to it and means "must hold".
/// A heavier preference always beats any number of violations of a lighter tier only as far
/// as the weights say so: the solver minimises the weighted sum of violations.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The objective weight; `Strength.required.weight` for required constraints.
    public let weight: Double

    /// The weight of `required`.
    public static let requiredWeight: Double = 1_001_001_000

    /// A constraint that must hold.
    public static let required = Strength(weight: requiredWeight)
    /// A strong preference (1 000 000).
    public static let strong = Strength(weight: 1_000_000)
    /// A medium preference (1 000).
    public static let medium = Strength(weight: 1_000)
    /// A weak preference (1).
    public static let weak = Strength(weight: 1)

    /// Creates a strength from a raw weight, clipped to `0...requiredWeight` (NaN becomes 0).
    ///
    /// - Parameter weight: The weight.
    public init(weight: Double) {
        if weight.isNaN {
            self.weight = 0
        } else {
            self.weight = min(max(weight, 0), Strength.requiredWeight)
        }
    }

    /// Creates a strength from kiwi-style tier counts: `strong·10⁶ + medium·10³ + weak`, each
    /// count multiplied by `multiplier` and clipped to `0...1000`.
    ///
    /// - Parameters:
    ///   - strong: The strong count.
    ///   - medium: The medium count.
    ///   - weak: The weak count.
    ///   - multiplier: A factor applied to each count before clipping.
    /// - Returns: The strength, clipped to ``required``.
    public static func custom(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) -> Strength {
        func clip(_ value: Double) -> Double {
            value.isNaN ? 0 : min(max(value, 0), 1000)
        }
        let weight =
            clip(strong * multiplier) * 1_000_000 + clip(medium * multiplier) * 1000
            + clip(weak * multiplier)
        return Strength(weight: weight)
    }

    /// Whether the strength is `required`.
    public var isRequired: Bool { weight >= Strength.requiredWeight }

    /// Orders by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.weight < rhs.weight
    }

    /// `required`, `strong`, `medium`, `weak`, or the weight.
    public var description: String {
        switch weight {
        case Strength.requiredWeight: "required"
        case 1_000_000: "strong"
        case 1000: "medium"
        case 1: "weak"
        default: "\(weight)"
        }
    }
}
