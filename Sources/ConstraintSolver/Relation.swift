/// How a constraint relates its expression to zero.
public enum Relation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `expression == 0`.
    case equal = "=="
    /// `expression <= 0`.
    case lessThanOrEqual = "<="
    /// `expression >= 0`.
    case greaterThanOrEqual = ">="

    /// The operator as written: `==`, `<=` or `>=`.
    public var description: String { rawValue }
}
