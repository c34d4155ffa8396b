#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The path of a source file, held once for the whole process: what a ``SourceLocation`` carries
/// instead of the path's `String`.
///
/// A load of `en-US` makes thousands of locations (every key, every field whose place a later
/// check may report), each copied a few times; with the path as a `String` each copy retained and
/// released its storage, more than half of the load's atomic reference-count updates. A
/// `SourceFile` is the number of its path in a table of the process, so copying a location costs
/// nothing and comparing two files compares two numbers.
///
/// Paths are kept for the life of the process: as many as distinct paths are ever named, each a
/// few dozen bytes — the files a tool reads, the documents an editor opens, and the files a
/// layout names that cannot be read (in an editor, each prefix typed into `extends:` or `theme:`
/// is one until the name is whole: a few kilobytes an hour of typing). (A number, not a
/// pointer to the stored path: `Optional` packs its `nil` into a pointer's spare values, and a
/// debug build read a `nil` `Located<Int>` made that way as a value.)
public struct SourceFile: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path's number in ``SourceFileRegistry``: numbers are given out in order and never
    /// reused.
    private let number: UInt32

    /// The file at `path` as the user gave it (paths equal as `String`s are one file).
    ///
    /// - Complexity: One look-up in the process's table of paths, under its lock: make a file
    ///   once per file read and locations from it, not a file per location.
    public init(_ path: String) {
        number = SourceFileRegistry.shared.number(of: path)
    }

    /// The path as the user gave it.
    ///
    /// - Complexity: One read of the process's table of paths, under its lock.
    public var path: String { SourceFileRegistry.shared.path(numbered: number) }

    public var description: String { path }

    /// By path.
    public static func < (lhs: SourceFile, rhs: SourceFile) -> Bool {
        lhs.number != rhs.number && lhs.path < rhs.path
    }
}

/// The process's table of paths: each path stored once, numbered in order, never removed.
///
/// Why `@unchecked Sendable` is sound: the table is only read or changed between
/// `pthread_mutex_lock` and `pthread_mutex_unlock` of `mutex`, which lives at a fixed heap
/// address for the life of the process (the registry is one global, never destroyed).
private struct SourceFileRegistry: @unchecked Sendable {
    static let shared = SourceFileRegistry()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let table: UnsafeMutablePointer<(numbers: [String: UInt32], paths: [String])>

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        table = .allocate(capacity: 1)
        table.initialize(to: ([:], []))
    }

    /// The number of `path`, given on its first use.
    func number(of path: String) -> UInt32 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let number = table.pointee.numbers[path] { return number }
        // Past four billion distinct paths (not a process this library runs in), the last is
        // reused rather than the count overflowing.
        let number = UInt32(clamping: table.pointee.paths.count)
        if Int(number) == table.pointee.paths.count {
            table.pointee.paths.append(path)
        }
        table.pointee.numbers[path] = number
        return number
    }

    /// The path numbered `number` (every number was given by ``number(of:)``).
    func path(numbered number: UInt32) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let paths = table.pointee.paths
        return Int(number) < paths.count ? paths[Int(number)] : ""
    }
}
