#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The little file-system access the loader needs, over the C library (cheaper to start than
/// Foundation).
package enum FileAccess {
    /// Why a file could not be read.
    package enum Failure: Error, Equatable {
        /// `stat`, `open` or `read` failed; the text is the system's reason, lower-cased.
        case system(String)
        /// The path is a folder.
        case isDirectory
        /// The file is larger than the limit.
        case tooLarge(size: Int)
    }

    /// Reads a whole regular file, refusing it before reading when it is larger than `limit`.
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(.system(reason(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
        let size = Int(info.st_size)
        if size > limit { return .failure(.tooLarge(size: size)) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(.system(reason(errno))) }
        defer { close(descriptor) }
        // Read up to one byte past the limit: a file that grew since `stat` is still refused.
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return SystemCall.read(descriptor, base + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.system(reason(errno)))
            }
            if got == 0 { break }
            count += got
            if count == bytes.count, count <= limit {
                bytes.append(contentsOf: repeatElement(0, count: min(limit + 1, bytes.count * 2) - bytes.count))
            }
        }
        if count > limit { return .failure(.tooLarge(size: count)) }
        bytes.removeLast(bytes.count - count)
        return .success(bytes)
    }

    /// The canonical absolute path (symbolic links resolved), if the path exists.
    package static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether something exists at `path`.
    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The system's reason for `code`, with a lower-case first letter ("no such file or directory").
    package static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        let message = String(cString: text)
        guard let first = message.first else { return message }
        return first.lowercased() + message.dropFirst()
    }
}
