#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells a saved file from the version read before: its modification time, size and
/// inode (editors that save by renaming a new file over the old one change the inode).
struct FileStamp: Sendable, Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
    var inode: UInt64

    /// The stamp of the file at `path` now, or `nil` when it cannot be read (being replaced,
    /// removed).
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return FileStamp(
            seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(info.st_size),
            inode: UInt64(info.st_ino))
    }
}
