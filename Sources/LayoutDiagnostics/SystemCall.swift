#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's `read` and `write`, under names that do not clash with Swift methods called
/// `read` and `write` and on every platform's C module; and the one loop that writes a whole
/// buffer to a file descriptor.
package enum SystemCall {
    /// `read(2)`: up to `count` bytes into `buffer`; the count read, 0 at the end, -1 on error.
    package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `write(2)`: up to `count` bytes from `buffer`; the count written, -1 on error.
    package static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, buffer, count)
        #elseif canImport(Darwin)
            Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes and interrupted ones.
    ///
    /// - Returns: `nil` once everything is written, else the `errno` of the failure (`EIO` when
    ///   the descriptor takes nothing).
    @discardableResult
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard var pointer = bytes.baseAddress else { return nil }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(descriptor, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            pointer += written
            remaining -= written
        }
        return nil
    }

    /// Makes what was written to `descriptor` survive a power cut: `fsync(2)`, and on Apple
    /// platforms `fcntl(F_FULLFSYNC)`, since their `fsync` leaves the data in the drive's cache
    /// (falling back to `fsync` on a file system that does not support it).
    ///
    /// - Returns: `nil` on success, else the `errno` of the failure.
    @discardableResult
    package static func flushToDisk(_ descriptor: Int32) -> Int32? {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return nil }
        #endif
        return fsync(descriptor) == 0 ? nil : errno
    }
}
