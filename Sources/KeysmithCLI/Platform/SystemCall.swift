#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's `read` and `write`, under names that do not clash with Swift methods called
/// `read` and `write`.
enum SystemCall {
    /// `read(2)`: up to `count` bytes into `buffer`; the count read, 0 at the end, -1 on error.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.read(descriptor, buffer, count)
        #elseif canImport(Darwin)
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `write(2)`: up to `count` bytes from `buffer`; the count written, -1 on error.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, buffer, count)
        #elseif canImport(Darwin)
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}
