// libFuzzer target: the preview server's request reader and routes on arbitrary bytes, as a
// connection would receive them. Build and run with scripts/fuzz.sh.
import FuzzSupport
import KeysmithPreview
import KeysmithSources

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A session on the bundled en-US layout, written once to a temporary file.
@MainActor let session: PreviewSession = {
    let path = "/tmp/keysmith-fuzz-http-\(getpid())-en-US.yaml"
    let text = BundledSources.layouts["en-US"] ?? ""
    if let file = fopen(path, "w") {
        fputs(text, file)
        fclose(file)
    }
    return PreviewSession(path: path, allowedHosts: nil, watchInterval: .infinity)
}()

/// The request that empties the typed text.
let clear: HTTPRequest? = {
    if case .request(let request, _) = HTTPRequestParser().parse(
        Array("POST /clear HTTP/1.1\r\nHost: h\r\n\r\n".utf8)[...])
    {
        return request
    }
    return nil
}()

/// One input: read requests from the bytes as a connection does (pipelined, each consuming its
/// own bytes) and answer each; whatever the bytes, the reader answers, refuses or waits.
@MainActor func fuzzOne(_ bytes: [UInt8]) {
    let parser = HTTPRequestParser()
    // Each input starts from an empty text, so that runs do not pile text up.
    defer { if let clear { _ = session.respond(to: clear) } }
    var rest = bytes[...]
    while !rest.isEmpty {
        switch parser.parse(rest) {
        case .incomplete, .rejected:
            return
        case .request(let request, let consumed):
            if case .response(let response) = session.respond(to: request) {
                _ = response.bytes(keepAlive: request.keepsAlive)
            }
            rest = rest.dropFirst(max(consumed, 1))
        }
    }
}

@main enum FuzzHTTP: FuzzTarget {
    static let body: @MainActor ([UInt8]) -> Void = fuzzOne
}
