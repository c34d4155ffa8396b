/// One named benchmark: `prepare` does the untimed set-up and returns the operation to time.
///
/// The operation is called many times; each call is one "operation" of the DESIGN contract, and
/// the harness reports nanoseconds per call. Keep state that must alternate (a resize back and
/// forth, say) inside the closure.
@MainActor
struct Benchmark {
    /// The stable name, e.g. `solver.phone.cold.1x`.
    let name: String
    /// Builds the fixture and returns the operation to time (on the main actor, where the
    /// keyboard controller and text buffer live).
    let prepare: @MainActor () throws -> @MainActor () -> Void
}

/// Keeps a value alive so that the optimiser cannot delete the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Two operations timed in alternation, for the ratio of their times: a slow spell of the machine
/// (this VM has them) slows both sides of a pair alike, so the ratio holds where separate runs'
/// times do not.
@MainActor
struct Comparison {
    /// The stable name, e.g. `format.parse-validate/yaml.events.en-US`.
    let name: String
    /// Builds the fixtures and returns the operation and the baseline it is divided by.
    let prepare: () throws -> (operation: () -> Void, baseline: () -> Void)
}
