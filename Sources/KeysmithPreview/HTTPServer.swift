#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a request gets from the application behind the server.
package enum HTTPReply: Sendable {
    /// An ordinary response.
    case response(HTTPResponse)
    /// A Server-Sent Events stream that stays open, starting with `first`; later events come
    /// from ``HTTPApplication/poll(now:)``.
    case eventStream(first: [UInt8])
}

/// The application the server runs: it answers requests and, between them, may have an event
/// for every open event stream.
@MainActor protocol HTTPApplication: AnyObject {
    func respond(to request: HTTPRequest) -> HTTPReply
    /// Called after every wake-up of the server (at least every ``HTTPServer/Limits/tick``);
    /// the event's bytes go to every open stream.
    func poll(now: Double) -> [UInt8]?
}

/// A small, careful HTTP/1.1 server over the platform's sockets, for the preview page: one
/// thread, non-blocking sockets and `poll`, a bound on connections, time limits on slow
/// clients, request limits from ``HTTPRequestParser``, and `400`-class answers for malformed
/// requests after which it keeps serving.
@MainActor package final class HTTPServer {
    /// The bounds the server keeps.
    package struct Limits: Sendable {
        /// Open connections, event streams included; more are answered `503` and closed.
        var connections = 64
        /// Seconds a client may take to send a whole request once it has started one.
        var requestTime = 5.0
        /// Seconds a kept-alive connection may stay idle.
        var idleTime = 60.0
        /// Seconds a response may wait for a client that does not read it.
        var writeTime = 30.0
        /// Bytes waiting for one slow client before it is dropped.
        var pendingOutput = 4 * 1024 * 1024
        /// The longest wait between two calls of ``HTTPApplication/poll(now:)``.
        var tick = 0.1
        /// Seconds between the comments that keep an idle event stream open.
        var streamPing = 15.0
    }

    /// The port the server listens on.
    package let port: Int
    let limits: Limits
    let parser = HTTPRequestParser()

    /// Opens the listening socket.
    package init(host: String, port: Int, limits: Limits = Limits()) throws(PreviewServerError) {
        switch Socket.listen(host: host, port: port) {
        case .success(let (fd, bound)):
            listener = fd
            self.port = bound
        case .failure(let error):
            throw error
        }
        self.limits = limits
    }

    /// Serves the preview `session` until interrupted (or until `stop` says so).
    package func serve(_ session: PreviewSession, stop: () -> Bool = { false }) {
        serve(application: session, stop: stop)
    }

    /// Serves `application` until `stop` says so (checked after every wake-up).
    func serve(application: any HTTPApplication, stop: () -> Bool) {
        signal(SIGPIPE, SIG_IGN)
        while !stop() {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            for connection in connections {
                var events: Int32 = 0
                if !connection.closeAfterWrite { events |= Int32(POLLIN) }
                if connection.hasOutput { events |= Int32(POLLOUT) }
                fds.append(pollfd(fd: connection.fd, events: Int16(events), revents: 0))
            }
            let ready = poll(&fds, nfds_t(fds.count), Int32(limits.tick * 1000))
            let now = Socket.now()
            if ready > 0 {
                if fds[0].revents & Int16(POLLIN) != 0 { acceptConnections(now: now) }
                for (index, connection) in zip(fds.indices.dropFirst(), connections) {
                    let events = fds[index].revents
                    if events & Int16(POLLIN | POLLHUP | POLLERR) != 0 { read(connection, now: now, application) }
                    if events & Int16(POLLOUT) != 0, connection.isOpen { write(connection, now: now) }
                }
            }
            expire(now: now)
            if let event = application.poll(now: now) { broadcast(event, now: now) }
            connections.removeAll { !$0.isOpen }
        }
    }

    // MARK: - Private

    private let listener: Int32
    private var connections: [Connection] = []
    /// Where every read lands before it is appended to its connection's bytes.
    private var readBuffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// One client connection and what it has sent and is owed.
    private final class Connection {
        let fd: Int32
        var inbound: [UInt8] = []
        var outbound: [UInt8] = []
        var sent = 0
        /// When the request being received began (its first byte), if one is partly here.
        var requestStarted: Double?
        var lastActivity: Double
        /// When the output waiting now started waiting, if any waits.
        var outputSince: Double?
        var lastPing: Double
        var isEventStream = false
        var closeAfterWrite = false
        var continueSent = false
        var isOpen = true

        init(fd: Int32, now: Double) {
            self.fd = fd
            lastActivity = now
            lastPing = now
        }

        var hasOutput: Bool { sent < outbound.count }

        func queue(_ bytes: [UInt8], now: Double) {
            if !hasOutput { outputSince = now }
            outbound += bytes
        }

        func close() {
            guard isOpen else { return }
            isOpen = false
            _ = shutdown(fd, Int32(SHUT_RDWR))
            _ = closeDescriptor(fd)
        }
    }

    private func acceptConnections(now: Double) {
        while let fd = Socket.accept(listener) {
            let connection = Connection(fd: fd, now: now)
            if connections.filter(\.isOpen).count >= limits.connections {
                // Best effort: the refusal fits any socket buffer, and the connection closes.
                let refusal = HTTPResponse.problem(.serviceUnavailable, "too many connections").bytes(keepAlive: false)
                _ = refusal.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
                connection.close()
                continue
            }
            connections.append(connection)
        }
    }

    private func read(_ connection: Connection, now: Double, _ application: any HTTPApplication) {
        let count = readBuffer.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, 0) }
        if count == 0 || (count < 0 && !Socket.wouldBlock) {
            connection.close()
            return
        }
        guard count > 0, !connection.closeAfterWrite else { return }
        connection.lastActivity = now
        if connection.isEventStream { return }  // a stream's client has nothing more to say
        connection.inbound += readBuffer[..<count]
        process(connection, now: now, application)
        if connection.hasOutput { write(connection, now: now) }
    }

    /// Answers every whole request buffered on `connection`, in order.
    private func process(_ connection: Connection, now: Double, _ application: any HTTPApplication) {
        while !connection.closeAfterWrite, !connection.isEventStream, !connection.inbound.isEmpty {
            switch parser.parse(connection.inbound[...]) {
            case .incomplete(let expectsContinue):
                if connection.requestStarted == nil { connection.requestStarted = now }
                if expectsContinue, !connection.continueSent {
                    connection.queue(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), now: now)
                    connection.continueSent = true
                }
                return
            case .rejected(let status, let reason):
                connection.queue(HTTPResponse.problem(status, reason).bytes(keepAlive: false), now: now)
                connection.inbound = []
                connection.closeAfterWrite = true
            case .request(let request, let consumed):
                connection.inbound.removeFirst(consumed)
                connection.requestStarted = nil
                connection.continueSent = false
                switch application.respond(to: request) {
                case .response(let response):
                    let keepAlive = request.keepsAlive && response.status.rawValue < 400
                    connection.queue(
                        response.bytes(keepAlive: keepAlive, headOnly: request.method == "HEAD"), now: now)
                    if !keepAlive { connection.closeAfterWrite = true }
                case .eventStream(let first):
                    connection.queue(HTTPResponse.eventStreamHead() + first, now: now)
                    connection.isEventStream = true
                    connection.inbound = []
                }
            }
        }
    }

    private func write(_ connection: Connection, now: Double) {
        while connection.hasOutput {
            let count = connection.outbound.withUnsafeBytes {
                send(connection.fd, $0.baseAddress.map { $0 + connection.sent }, $0.count - connection.sent, 0)
            }
            if count < 0 {
                if !Socket.wouldBlock { connection.close() }
                return
            }
            connection.sent += count
            connection.outputSince = now
        }
        connection.outbound.removeAll(keepingCapacity: true)
        connection.sent = 0
        connection.outputSince = nil
        if connection.closeAfterWrite { connection.close() }
    }

    /// Closes connections that took too long, answering `408` to a request left half-sent.
    private func expire(now: Double) {
        for connection in connections where connection.isOpen {
            if let since = connection.outputSince, now - since > limits.writeTime {
                connection.close()
            } else if let started = connection.requestStarted, now - started > limits.requestTime,
                !connection.closeAfterWrite
            {
                connection.queue(
                    HTTPResponse.problem(.requestTimeout, "the request took too long").bytes(keepAlive: false), now: now
                )
                connection.inbound = []
                connection.closeAfterWrite = true
                write(connection, now: now)
            } else if connection.isEventStream, now - connection.lastPing > limits.streamPing {
                connection.lastPing = now
                connection.queue(Array(": ping\n\n".utf8), now: now)
                write(connection, now: now)
            } else if !connection.isEventStream, !connection.hasOutput, connection.requestStarted == nil,
                now - connection.lastActivity > limits.idleTime
            {
                connection.close()
            }
        }
    }

    private func broadcast(_ event: [UInt8], now: Double) {
        for connection in connections where connection.isOpen && connection.isEventStream {
            if connection.outbound.count - connection.sent + event.count > limits.pendingOutput {
                connection.close()
                continue
            }
            connection.queue(event, now: now)
            write(connection, now: now)
        }
    }
}
