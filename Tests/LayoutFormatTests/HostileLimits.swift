/// Bounds shared by the tests of hostile inputs.
enum HostileLimits {
    /// The longest a debug build may take to reject one hostile input: far above the linear
    /// work of the largest (about a second under load), far below what work growing with the
    /// square of the input would take.
    static let rejectionTime = Duration.seconds(5)
}
