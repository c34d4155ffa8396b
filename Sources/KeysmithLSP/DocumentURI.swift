/// `file:` URIs and the paths they name (RFC 8089 with percent-encoding, RFC 3986).
package enum DocumentURI {
    /// The path of a `file:` URI (`file:///home/a/en%20US.yaml` → `/home/a/en US.yaml`), or
    /// `nil` for another scheme.
    package static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = uri.dropFirst("file://".count)
        // `file://host/path`: the authority is dropped (only the local host is meaningful).
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        var bytes: [UInt8] = []
        var iterator = Array(rest.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
                let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes a path may hold unencoded: letters, digits, `-._~` and `/`.
    private static let unreserved = Set(
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8))

    /// The `file:` URI of an absolute path, percent-encoding what a path segment may not hold.
    package static func uri(of path: String) -> String {
        var result = "file://"
        for byte in path.utf8 {
            let allowed = Self.unreserved.contains(byte)
            if allowed {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
