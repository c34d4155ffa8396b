/// Appends the compiled format's values to a byte array: little-endian integers, LEB128
/// variable-length integers and compact numbers.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func uint16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func uint32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    /// An unsigned LEB128 integer: seven bits a byte, low bits first, the high bit set on every
    /// byte but the last.
    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func count(_ value: Int) { varint(UInt64(value)) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// A number in the shortest of three forms that gives back exactly the same `Double`: a whole
    /// number (`varint(zigzag(n) << 1)`), hundredths (`varint(zigzag(n) << 2 | 1)`, for `1.25`
    /// or `0.3`), or the IEEE 754 bits (`varint(3)` and 8 bytes).
    mutating func number(_ value: Double) {
        if let whole = Self.exactInteger(value) {
            varint(Self.zigzag(whole) << 1)
        } else if let hundredths = Self.exactInteger(value * 100), Double(hundredths) / 100 == value {
            varint(Self.zigzag(hundredths) << 2 | 1)
        } else {
            varint(3)
            uint64(value.bitPattern)
        }
    }

    /// `value` as an integer when it is one of magnitude below 2⁴⁸ (and not −0).
    private static func exactInteger(_ value: Double) -> Int64? {
        guard value.isFinite, value == value.rounded(), abs(value) < 0x1_0000_0000_0000 else { return nil }
        if value == 0, value.sign == .minus { return nil }
        return Int64(value)
    }

    /// Maps signed integers to unsigned ones with small magnitudes first: 0, −1, 1, −2, 2 …
    private static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    /// Writes `value` at `offset` over bytes already written.
    mutating func patch(uint32 value: UInt32, at offset: Int) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }

    mutating func append(_ other: [UInt8]) { bytes += other }
}
