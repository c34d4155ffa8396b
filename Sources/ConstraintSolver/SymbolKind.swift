/// The kinds of tableau symbols (kiwi's terminology).
///
/// Symbols are plain `Int` ids handed out by a per-tableau counter; the kind of each id is kept
/// in a dense array. Only external symbols may take negative values ("unrestricted"); all the
/// others are restricted to be non-negative.
///
/// Unlike kiwi there is no dummy kind: a required equality adds no marker column. Dummy
/// columns never pivot but fill every row that depends on the equality (on the phone system
/// they made rows ten times longer and the 16-board build fifty times slower); the price is
/// that removing a required equality rebuilds the tableau (see ``Solver/removeConstraint(_:)``).
enum SymbolKind: UInt8, Sendable {
    /// A caller's variable.
    case external
    /// The slack of an inequality (and the artificial variable of phase one).
    case slack
    /// The error of a non-required constraint; carries an objective weight.
    case error

    /// One letter for dumps: `v`, `s`, `e`.
    var letter: String {
        switch self {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        }
    }
}
