import LayoutFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system calls the CLI needs, over the C library (no Foundation: it costs start-up).
enum FileSystem {
    /// A failed call: the `errno` it left.
    struct Failure: Error, Equatable, Sendable {
        /// The `errno` value.
        let code: Int32

        /// The C library's text for the error with a lower-case first letter, as every message of
        /// the tool has it: "no such file or directory".
        var message: String { FileAccess.reason(code) }
    }

    /// What a path names.
    enum Kind: Equatable, Sendable {
        case directory
        /// A regular file, or anything else that can be opened and read (a FIFO, `/dev/stdin`).
        case file
    }

    /// What `path` names, following symbolic links.
    ///
    /// - Parameter path: The path.
    /// - Returns: Its kind, or the error `stat` reported.
    static func kind(of path: String) -> Result<Kind, Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure(code: errno)) }
        return .success((info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file)
    }

    /// The names in a directory, without `.` and `..`, sorted by their UTF-8 bytes.
    ///
    /// - Parameter path: The directory.
    /// - Returns: The names, or the error `opendir` reported.
    static func contents(of path: String) -> Result<[String], Failure> {
        guard let directory = opendir(path) else { return .failure(Failure(code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }

    /// Makes the folder `path` and the folders above it that do not exist yet, as `mkdir -p`.
    ///
    /// - Parameter path: The folder.
    /// - Returns: Nothing when the folder exists now, else the error `mkdir` reported.
    static func makeFolders(_ path: String) -> Result<Void, Failure> {
        if case .success(.directory) = kind(of: path) { return .success(()) }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o755) != 0, errno != EEXIST { return .failure(Failure(code: errno)) }
            prefix += "/"
        }
        guard case .success(.directory) = kind(of: path) else { return .failure(Failure(code: ENOTDIR)) }
        return .success(())
    }
}
