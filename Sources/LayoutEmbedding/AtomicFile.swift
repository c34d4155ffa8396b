#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing a file whole or not at all, over the C library (no Foundation: it costs start-up).
package enum AtomicFile {
    /// Writes `bytes` to `path` whole or not at all: to a temporary file beside it, then renamed
    /// over it, so that a reader never sees half a file.
    ///
    /// - Parameters:
    ///   - bytes: The content.
    ///   - path: The file to write.
    /// - Returns: Whether it was written; `errno` says why not.
    package static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let temporary = path + ".keysmith-partial"
        guard let handle = fopen(temporary, "w") else { return false }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        let closed = fclose(handle) == 0
        guard written == bytes.count, closed, rename(temporary, path) == 0 else {
            let saved = errno
            unlink(temporary)
            errno = saved
            return false
        }
        return true
    }
}
