#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the server could not start.
package struct PreviewServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for a person.
    package let description: String
}

/// The thin layer over the platform's sockets the server uses: a listening TCP socket bound to
/// one address, non-blocking connections, and a monotonic clock.
enum Socket {
    /// A listening, non-blocking socket on `host` (an IPv4 or IPv6 address, or `localhost`) and
    /// `port` (0 for any free port), and the port it got.
    static func listen(host: String, port: Int, backlog: Int32 = 64) -> Result<(Int32, Int), PreviewServerError> {
        let address = host == "localhost" ? "127.0.0.1" : host
        let family = address.contains(":") ? AF_INET6 : AF_INET
        let fd = socket(family, streamType, 0)
        guard fd >= 0 else { return .failure(error("cannot make a socket")) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard let (parsed, addressLength) = Self.socketAddress(address, port: port, family: family) else {
            close(fd)
            return .failure(PreviewServerError(description: "'\(host)' is not an IPv4 or IPv6 address"))
        }
        var socketAddress = parsed
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, addressLength) }
        }
        guard bound == 0 else {
            let failure = error("cannot listen on \(host) port \(port)")
            close(fd)
            return .failure(failure)
        }
        guard systemListen(fd, backlog) == 0, setNonBlocking(fd) else {
            let failure = error("cannot listen on \(host) port \(port)")
            close(fd)
            return .failure(failure)
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let failure = error("cannot read the port")
            close(fd)
            return .failure(failure)
        }
        let networkPort =
            family == AF_INET6
            ? withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
            }
            : withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
            }
        return .success((fd, Int(UInt16(bigEndian: networkPort))))
    }

    /// The next waiting connection, non-blocking, or `nil` when none is waiting.
    static func accept(_ listener: Int32) -> Int32? {
        let fd = systemAccept(listener)
        guard fd >= 0 else { return nil }
        guard setNonBlocking(fd) else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Makes `fd` non-blocking and closed on `exec`.
    static func setNonBlocking(_ fd: Int32) -> Bool {
        let flags = fcntl(fd, F_GETFL, 0)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0
    }

    /// Seconds on a clock that never goes back.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Whether the last call failed only because it would have blocked (or was interrupted).
    static var wouldBlock: Bool { errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR }

    // MARK: - Private

    /// `address` and `port` as a socket address of `family` and its length, or `nil` when the
    /// text is no address of that family.
    private static func socketAddress(
        _ address: String, port: Int, family: Int32
    ) -> (sockaddr_storage, socklen_t)? {
        var storage = sockaddr_storage()
        let parsed = withUnsafeMutablePointer(to: &storage) { pointer -> Bool in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                    ipv6.pointee.sin6_family = sa_family_t(AF_INET6)
                    ipv6.pointee.sin6_port = UInt16(port).bigEndian
                    return inet_pton(AF_INET6, address, &ipv6.pointee.sin6_addr) == 1
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                ipv4.pointee.sin_family = sa_family_t(AF_INET)
                ipv4.pointee.sin_port = UInt16(port).bigEndian
                return inet_pton(AF_INET, address, &ipv4.pointee.sin_addr) == 1
            }
        }
        guard parsed else { return nil }
        let size = family == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size
        return (storage, socklen_t(size))
    }

    #if canImport(Darwin)
        private static let streamType = SOCK_STREAM
    #else
        private static let streamType = Int32(SOCK_STREAM.rawValue)
    #endif

    private static func error(_ what: String) -> PreviewServerError {
        PreviewServerError(description: "\(what): \(String(cString: strerror(errno)))")
    }
}

// The platform's `listen` and `accept`, under names the enum's own functions do not shadow.
private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 { listen(fd, backlog) }
private func systemAccept(_ fd: Int32) -> Int32 { accept(fd, nil, nil) }
/// The platform's `close`, for types with a `close()` of their own.
func closeDescriptor(_ fd: Int32) -> Int32 { close(fd) }
