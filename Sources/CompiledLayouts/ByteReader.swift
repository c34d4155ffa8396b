/// Reads the compiled format's values from bytes, checking every read against the end of its
/// section: nothing in the file is trusted.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    /// The next byte to read (from the start of the file, for messages).
    private(set) var offset: Int
    /// The end of the section being read.
    let end: Int
    /// The section's tag, for messages.
    let section: String

    init(bytes: UnsafeRawBufferPointer, from start: Int, to end: Int, section: String) {
        self.bytes = bytes
        self.offset = start
        self.end = end
        self.section = section
    }

    /// Whether every byte of the section has been read.
    var isAtEnd: Bool { offset == end }

    /// The bytes left in the section.
    var remaining: Int { end - offset }

    /// An error at the byte being read.
    func malformed(_ reason: String) -> CompiledLayoutError {
        .malformed(section: section, offset: offset, reason: reason)
    }

    /// The next byte, not read (0 at the end of the section).
    @inline(__always) func peek() -> UInt8 { offset < end ? bytes[offset] : 0 }

    /// Moves past `count` bytes that a count has already checked are there.
    mutating func skip(_ count: Int) { offset = min(end, offset + count) }

    @inline(__always) mutating func byte() throws(CompiledLayoutError) -> UInt8 {
        guard offset < end else { throw malformed("the section ends in the middle of a value") }
        let value = bytes[offset]
        offset += 1
        return value
    }

    /// The next four bytes, read with one check of the section's end.
    @inline(__always) mutating func fourBytes() throws(CompiledLayoutError) -> SIMD4<UInt8> {
        guard end - offset >= 4 else { throw malformed("the section ends in the middle of a value") }
        let value = bytes.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt8>.self)
        offset += 4
        return value
    }

    /// An unsigned LEB128 integer of at most ten bytes that fits 64 bits.
    @inline(__always) mutating func varint() throws(CompiledLayoutError) -> UInt64 {
        let first = try byte()
        if first < 0x80 { return UInt64(first) }
        var value = UInt64(first & 0x7F)
        var shift: UInt64 = 7
        while true {
            let next = try byte()
            if shift == 63, next > 1 { throw malformed("a number is larger than 64 bits") }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// A count of items that each take at least one byte: at most `limit`, and no more than the
    /// bytes left, so that no count in a file can make the reader reserve more than the file.
    @inline(__always) mutating func count(limit: Int = .max, of what: @autoclosure () -> String)
        throws(CompiledLayoutError) -> Int
    {
        let value = try varint()
        guard value <= UInt64(remaining) else {
            throw malformed("\(what()) count \(value) is more than the \(remaining) bytes left")
        }
        let count = Int(value)
        guard count <= limit else {
            throw .overLimit(reason: "\(what()) count is \(count); the limit is \(limit)")
        }
        return count
    }

    /// A finite number in the form `ByteWriter.number` writes.
    @inline(__always) mutating func number() throws(CompiledLayoutError) -> Double {
        let start = offset
        let value = try varint()
        let result: Double
        switch value & 3 {
        case 0, 2: result = Double(Self.unzigzag(value >> 1))
        case 1: result = Double(Self.unzigzag(value >> 2)) / 100
        default:
            guard value == 3 else { throw malformed("unknown number form \(value)") }
            var bits: UInt64 = 0
            for index in 0..<8 { bits |= UInt64(try byte()) << (8 * UInt64(index)) }
            result = Double(bitPattern: bits)
        }
        guard result.isFinite else {
            throw .malformed(section: section, offset: start, reason: "a number is not finite")
        }
        return result
    }

    @inline(__always) private static func unzigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }

    /// A code of `table`.
    @inline(__always) mutating func code<Value>(_ table: CodeTable<Value>, _ what: @autoclosure () -> String)
        throws(CompiledLayoutError) -> Value
    {
        let code = try byte()
        guard let value = table.value(code) else { throw malformed("unknown \(what()) code \(code)") }
        return value
    }
}

/// Little-endian integers at fixed places of the header and section table.
extension UnsafeRawBufferPointer {
    func uint16(at offset: Int) -> UInt16 {
        UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
    }

    func uint32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) | UInt32(self[offset + 1]) << 8 | UInt32(self[offset + 2]) << 16
            | UInt32(self[offset + 3]) << 24
    }
}
