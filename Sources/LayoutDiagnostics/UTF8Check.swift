/// Well-formed UTF-8 (Unicode's table 3-7): the one check that source files and compiled
/// layouts' texts share.
package enum UTF8Check {
    /// Whether all of `bytes` is well-formed UTF-8.
    ///
    /// - Complexity: O(*n*).
    package static func isWellFormed(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
            } else if let length = sequenceLength(bytes, at: index) {
                index += length
            } else {
                return false
            }
        }
        return true
    }

    /// The length of the well-formed multi-byte UTF-8 sequence at `index`, or `nil`.
    package static func sequenceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch bytes[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upperBound = 0x9F
        case 0xF0:
            length = 4
            lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upperBound = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= lowerBound, second <= upperBound else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
