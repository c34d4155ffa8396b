#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a mutex: every read and write goes through `withLock`.
///
/// Why not `Synchronization.Mutex`: on Apple platforms it needs iOS 18 / macOS 15, and this module
/// exists for iOS embedders with older deployment targets (the package declares no platforms).
/// A heap-allocated `pthread_mutex_t` works everywhere.
///
/// Why `@unchecked Sendable` is sound: `value` is only touched inside `withLock`, which holds the
/// mutex for the whole access, so no two threads ever see it at once; the mutex itself lives at a
/// stable heap address (never moved, as a Swift stored property could be) and is destroyed only in
/// `deinit`, when no other reference exists. `Value: Sendable` is required so that what crosses
/// threads through the lock is itself safe to share.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value.
    ///
    /// - Parameter body: Reads or changes the value; must not call `withLock` on the same lock.
    /// - Returns: What `body` returns.
    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
