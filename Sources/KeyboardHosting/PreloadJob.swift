import Dispatch

/// One preparation of one layout: the group its waiters wait on, and its result once known.
///
/// The group is entered once, before the job is published, and left once, after the result is
/// stored; so whoever sees the job can wait on the group and then read the result.
final class PreloadJob<Prepared: Sendable>: Sendable {
    let group = DispatchGroup()
    let result = Locked<Result<Prepared, KeyboardPreloadError>?>(nil)

    init() {
        group.enter()
    }

    /// Stores the result and releases the waiters; called once.
    func finish(_ outcome: Result<Prepared, KeyboardPreloadError>) {
        result.withLock { $0 = outcome }
        group.leave()
    }
}
