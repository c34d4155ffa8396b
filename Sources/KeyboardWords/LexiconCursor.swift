/// Reads a compiled lexicon's header and small sections, checking each read against the end of
/// the bytes.
struct LexiconCursor {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Throws unless `count` more bytes follow the offset.
    func need(_ count: Int, _ section: String) throws(LexiconError) {
        guard count >= 0, bytes.count - offset >= count else { throw .truncated(section: section, offset: bytes.count) }
    }

    func uint16(at offset: Int) -> UInt16 { UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8 }

    func uint32(at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    /// Moves to the next multiple of eight.
    mutating func align() { offset = (offset + 7) & ~7 }

    /// A text: a 16-bit length and that many bytes of UTF-8, ending by `end`.
    mutating func text(_ section: String, end: Int) throws(LexiconError) -> String {
        guard end - offset >= 2 else { throw .truncated(section: section, offset: offset) }
        let length = Int(uint16(at: offset))
        offset += 2
        guard end - offset >= length else { throw .truncated(section: section, offset: offset) }
        let slice = bytes[offset..<(offset + length)]
        var iterator = slice.makeIterator()
        var decoder = UTF8()
        var scalars = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error: throw .malformed(section: section, offset: offset, reason: "a text is not UTF-8")
            }
        }
        offset += length
        return String(scalars)
    }

    /// `count` Unicode scalars as 32-bit values, strictly ascending.
    mutating func scalars(_ count: Int, _ section: String) throws(LexiconError) -> [Unicode.Scalar] {
        try need(4 * count, section)
        var result = [Unicode.Scalar]()
        result.reserveCapacity(count)
        for index in 0..<count {
            let value = uint32(at: offset + 4 * index)
            guard let scalar = Unicode.Scalar(value), result.last.map({ $0.value < value }) ?? true else {
                throw .malformed(section: section, offset: offset + 4 * index, reason: "not a rising Unicode scalar")
            }
            result.append(scalar)
        }
        offset += 4 * count
        return result
    }
}
