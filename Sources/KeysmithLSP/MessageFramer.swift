/// Splits the bytes of a stream into the bodies of Language Server Protocol messages: header
/// lines `Name: value` ended by CR LF, an empty line, then `Content-Length` bytes of body.
///
/// A header that cannot be read is skipped up to the next message that can (the stream goes
/// on); a body longer than ``maxBodySize`` is skipped without being kept.
package struct MessageFramer: Sendable {
    /// What the stream held next.
    package enum Frame: Sendable, Equatable {
        /// A whole body.
        case message([UInt8])
        /// A header block that cannot be read, and why; its bytes were dropped.
        case badHeader(String)
        /// A body over the size limit, which was skipped.
        case tooLarge(Int)
    }

    /// The largest body accepted: 16 MiB (a layout file is at most 1 MiB; JSON escaping can
    /// grow one several times).
    package static let defaultMaxBodySize = 16 << 20

    /// The largest body accepted.
    package var maxBodySize: Int
    /// Bytes received and not yet framed.
    private var buffer: [UInt8] = []
    /// Where the unread part of ``buffer`` starts.
    private var start = 0
    /// Body bytes still to drop from a message too large to keep.
    private var skipping = 0

    package init(maxBodySize: Int = MessageFramer.defaultMaxBodySize) {
        self.maxBodySize = maxBodySize
    }

    /// Adds bytes read from the stream.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next frame, or `nil` when more bytes are needed.
    ///
    /// - Complexity: O(*header length*) per call, plus O(*n*) to compact the buffer now and then.
    package mutating func next() -> Frame? {
        defer { compact() }
        if skipping > 0 {
            let dropped = min(skipping, buffer.count - start)
            start += dropped
            skipping -= dropped
            if skipping > 0 { return nil }
        }
        // The header block ends at the first CR LF CR LF.
        guard let headerEnd = findHeaderEnd() else {
            // A header block that never ends: give up on it rather than keep it forever.
            if buffer.count - start > 8192 {
                start = buffer.count
                return .badHeader("a header block longer than 8192 bytes")
            }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                start = bodyStart
                return .badHeader("the header line '\(line.prefix(80))' has no ':'")
            }
            let name = line[..<colon].trimmingSpaces.lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else {
                    start = bodyStart
                    return .badHeader("Content-Length '\(value.prefix(40))' is not a length")
                }
                length = number
            }
        }
        guard let length else {
            start = bodyStart
            return .badHeader("the header has no Content-Length")
        }
        if length > maxBodySize {
            start = bodyStart
            skipping = length
            let dropped = min(skipping, buffer.count - start)
            start += dropped
            skipping -= dropped
            return .tooLarge(length)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    /// The offset of the CR LF CR LF that ends the header block starting at ``start``.
    private func findHeaderEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Drops the bytes already framed once they are most of the buffer.
    private mutating func compact() {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The frame of `body`: its header and the body, as written to the stream.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

extension Substring {
    /// Without spaces and tabs at either end.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
