import Dispatch

/// Warms layouts up before they are first shown, so that the first presentation costs only a
/// lookup.
///
/// What "prepare" means is injected: a closure from layout id to a prepared value (by default,
/// see `KeyboardPreloader.standard`, the parsed and validated layout with its key frames solved
/// at the estimated size). The preloader adds the rest:
/// - **Off the caller's thread.** Preparation runs on `queue` (a global utility queue by default),
///   several layouts in parallel; the caller returns at once.
/// - **Idempotent.** Each layout is prepared at most once: asking again for a layout that is
///   ready, failed or still being prepared starts nothing. A failure stays a failure until
///   `discard(layoutID:)`.
/// - **Completion.** Always called once, asynchronously on `queue` (never on the caller's stack,
///   never twice), when every layout asked for is ready or has failed; for a layout another call
///   is already preparing, that is when the first preparation finishes. An app hops to the main
///   actor itself if it needs to. The `async` variant returns at the same moment.
///
/// `Sendable`: its state sits behind a lock; the closure and the prepared values are `Sendable`.
public final class KeyboardPreloader<Prepared: Sendable>: Sendable {
    /// Prepares one layout, given its id; runs on the preloader's queue.
    public typealias Prepare = @Sendable (_ layoutID: String) throws -> Prepared
    /// The outcome of each layout asked for, by id.
    public typealias Outcomes = [String: Result<Prepared, KeyboardPreloadError>]

    private let prepare: Prepare
    private let queue: DispatchQueue
    private let jobs = Locked<[String: PreloadJob<Prepared>]>([:])

    /// Creates a preloader.
    ///
    /// - Parameters:
    ///   - queue: Where preparation and completions run; a concurrent global queue by default.
    ///   - prepare: Prepares one layout; its errors become `KeyboardPreloadError`s.
    public init(queue: DispatchQueue = .global(qos: .utility), prepare: @escaping Prepare) {
        self.queue = queue
        self.prepare = prepare
    }

    // MARK: - Preloading

    /// Starts preparing each layout not yet asked for, and calls `completion` when all of them
    /// are ready or have failed.
    ///
    /// - Parameters:
    ///   - layoutIDs: The layouts to warm up; repeats are ignored.
    ///   - completion: Called once, on the preloader's queue, with each layout's outcome.
    public func preload(_ layoutIDs: [String], completion: @escaping @Sendable (Outcomes) -> Void) {
        var unique: [String] = []
        var seen = Set<String>()
        for id in layoutIDs where seen.insert(id).inserted {
            unique.append(id)
        }
        var started: [(String, PreloadJob<Prepared>)] = []
        let wanted = jobs.withLock { jobs in
            unique.map { id -> (String, PreloadJob<Prepared>) in
                if let job = jobs[id] { return (id, job) }
                let job = PreloadJob<Prepared>()
                jobs[id] = job
                started.append((id, job))
                return (id, job)
            }
        }
        for (id, job) in started {
            queue.async { [prepare] in
                let outcome: Result<Prepared, KeyboardPreloadError>
                do {
                    outcome = .success(try prepare(id))
                } catch {
                    outcome = .failure(KeyboardPreloadError(layoutID: id, error: error))
                }
                job.finish(outcome)
            }
        }
        let all = DispatchGroup()
        for (_, job) in wanted {
            all.enter()
            job.group.notify(queue: queue) { all.leave() }
        }
        all.notify(queue: queue) {
            var outcomes: Outcomes = [:]
            for (id, job) in wanted {
                // Every job's group is left only after its result is stored: the fallback is never used.
                outcomes[id] =
                    job.result.withLock { $0 }
                    ?? .failure(KeyboardPreloadError(layoutID: id, message: "not finished"))
            }
            completion(outcomes)
        }
    }

    /// Prepares each layout not yet asked for, and returns when all of them are ready or failed.
    ///
    /// - Parameter layoutIDs: The layouts to warm up; repeats are ignored.
    /// - Returns: Each layout's outcome, by id.
    @discardableResult
    public func preload(_ layoutIDs: [String]) async -> Outcomes {
        await withCheckedContinuation { continuation in
            preload(layoutIDs) { continuation.resume(returning: $0) }
        }
    }

    // MARK: - Lookup

    /// The prepared layout, if it is ready: what a presentation calls.
    ///
    /// - Parameter layoutID: The layout's id.
    /// - Returns: The prepared value, or `nil` if not asked for, still preparing, or failed.
    /// - Complexity: O(1): one dictionary lookup under a lock.
    public func prepared(layoutID: String) -> Prepared? {
        guard case .ready(let value) = state(layoutID: layoutID) else { return nil }
        return value
    }

    /// Where a layout stands.
    ///
    /// - Parameter layoutID: The layout's id.
    /// - Returns: Not started, preparing, ready (with the value) or failed (with the reason).
    public func state(layoutID: String) -> KeyboardPreloadState<Prepared> {
        guard let job = jobs.withLock({ $0[layoutID] }) else { return .notStarted }
        switch job.result.withLock({ $0 }) {
        case nil: return .preparing
        case .success(let value)?: return .ready(value)
        case .failure(let error)?: return .failed(error)
        }
    }

    /// Forgets a layout (to free memory, or to retry a failure); the next `preload` prepares it
    /// again. A preparation in flight still completes for those already waiting on it.
    ///
    /// - Parameter layoutID: The layout's id.
    public func discard(layoutID: String) {
        _ = jobs.withLock { $0.removeValue(forKey: layoutID) }
    }
}
