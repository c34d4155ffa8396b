/// What a solver keeps for each added constraint: its marker symbols and its addition order.
struct ConstraintRecord: Sendable {
    /// The slack (inequality) or positive error (preference); -1 for a required equality,
    /// which has no marker.
    var marker: Int
    /// The error symbol of an inequality preference or the negative error of an equality
    /// preference; -1 when absent.
    var other: Int
    /// The order of addition, for deterministic explanations.
    var sequence: Int
}
