import LayoutDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The default `KeyboardHeightStore`: a small JSON file, replaced atomically on every save.
///
/// A save writes a temporary file in the same folder, flushes it to disk (`fsync`, and
/// `F_FULLFSYNC` on Apple platforms, whose `fsync` stops at the drive's cache), then renames
/// it over the old file, so a reader (or a crash) sees either the old table or the new one, never
/// a half-written file. The folder must exist. The file is one flat JSON object from key to
/// height, e.g. `{"landscape:en-US":162,"portrait:en-US":216}`.
public struct JSONFileHeightStore: KeyboardHeightStore {
    /// The file's path.
    public let path: String

    /// Files larger than this are treated as corrupt rather than read into memory.
    static let maximumSize = 1 << 20

    /// Creates a store for the file at `path`; nothing is read or written until the cache asks.
    ///
    /// - Parameter path: The JSON file, e.g. in Application Support on iOS.
    public init(path: String) {
        self.path = path
    }

    public func load() throws -> [String: Double] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return [:] }
            throw KeyboardHeightStoreError.unreadable(path: path, code: code)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw KeyboardHeightStoreError.unreadable(path: path, code: errno)
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            if bytes.count > Self.maximumSize {
                throw KeyboardHeightStoreError.corrupt(path: path, reason: "larger than \(Self.maximumSize) bytes")
            }
        }
        do {
            return try HeightTableJSON.decode(bytes)
        } catch {
            throw KeyboardHeightStoreError.corrupt(path: path, reason: error.description)
        }
    }

    public func save(_ heights: [String: Double]) throws {
        let text = HeightTableJSON.encode(heights)
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw KeyboardHeightStoreError.unwritable(path: path, code: errno) }
        var failure = Array(text.utf8).withUnsafeBytes { SystemCall.writeAll($0, to: descriptor) }
        if failure == nil { failure = SystemCall.flushToDisk(descriptor) }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw KeyboardHeightStoreError.unwritable(path: path, code: failure)
        }
        syncFolder()
    }

    /// Flushes the folder entry of the rename, so that it survives a power loss (best effort).
    private func syncFolder() {
        let folder: String
        if let slash = path.lastIndex(of: "/") {
            folder = slash == path.startIndex ? "/" : String(path[..<slash])
        } else {
            folder = "."
        }
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        SystemCall.flushToDisk(descriptor)
        close(descriptor)
    }
}
