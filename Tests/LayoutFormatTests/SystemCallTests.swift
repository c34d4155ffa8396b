import Testing

@testable import LayoutFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one loop that writes a whole buffer to a file descriptor.
@Suite struct SystemCallTests {
    /// A new empty file's descriptor, open for reading and writing, already unlinked.
    private func temporaryFile() -> Int32? {
        var template = Array("/tmp/keysmith-systemcall-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let path = buffer.baseAddress else { return -1 }
            return mkstemp(path)
        }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { buffer in
            if let path = buffer.baseAddress { _ = unlink(path) }
        }
        return descriptor
    }

    /// The whole content of `descriptor`, read from its start.
    private func content(of descriptor: Int32) -> [UInt8] {
        _ = lseek(descriptor, 0, SEEK_SET)
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            result += chunk[0..<count]
        }
        return result
    }

    @Test func writesEveryByteOfALargeBuffer() throws {
        let descriptor = try #require(temporaryFile())
        defer { close(descriptor) }
        // 3 MiB of a pattern that shows a byte lost or repeated at any place.
        let bytes = (0..<3 * 1_048_576).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) }
        let failure = bytes.withUnsafeBytes { SystemCall.writeAll($0, to: descriptor) }
        #expect(failure == nil)
        #expect(content(of: descriptor) == bytes)
    }

    @Test func anEmptyBufferWritesNothing() throws {
        let descriptor = try #require(temporaryFile())
        defer { close(descriptor) }
        #expect(SystemCall.writeAll(UnsafeRawBufferPointer(start: nil, count: 0), to: descriptor) == nil)
        #expect([UInt8]().withUnsafeBytes { SystemCall.writeAll($0, to: descriptor) } == nil)
        #expect(content(of: descriptor).isEmpty)
    }

    @Test func aDescriptorThatIsNotOpenGivesItsError() {
        let failure = Array("text".utf8).withUnsafeBytes { SystemCall.writeAll($0, to: -1) }
        #expect(failure == EBADF)
    }

    @Test func aDescriptorOpenForReadingOnlyGivesItsError() throws {
        let descriptor = open("/dev/null", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let failure = Array("text".utf8).withUnsafeBytes { SystemCall.writeAll($0, to: descriptor) }
        #expect(failure == EBADF)
    }
}
