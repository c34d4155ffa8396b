#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SourceText {
    /// Why the bytes of a file are not text a layout may hold.
    package enum EncodingProblem: Error, Equatable, Sendable {
        /// A byte that starts no well-formed UTF-8 sequence, at its offset.
        case invalidUTF8(offset: Int)
        /// A NUL byte, at its offset.
        case nul(offset: Int)
        /// NEL (U+0085), LINE SEPARATOR (U+2028) or PARAGRAPH SEPARATOR (U+2029), at its
        /// offset: libyaml counts them as line breaks and editors do not, so every location
        /// after one would be a line off.
        case lineSeparator(offset: Int, scalar: UInt32)

        /// The offset of the offending byte.
        package var offset: Int {
            switch self {
            case .invalidUTF8(let offset), .nul(let offset), .lineSeparator(let offset, _): offset
            }
        }
    }

    /// Checks that `bytes` are UTF-8 a layout may hold and indexes their lines, in one pass.
    ///
    /// - Returns: The text, or the first problem in it.
    /// - Complexity: O(*n*), one pass over the bytes (eight at a time through ASCII).
    package static func checking(file: String, bytes: [UInt8]) -> Result<SourceText, EncodingProblem> {
        let index = Self.index(bytes, validating: true)
        if let problem = index.problem { return .failure(problem) }
        return .success(
            SourceText(file: file, utf8: bytes, lineStarts: index.lineStarts, lineIsASCII: index.lineIsASCII))
    }

    /// The line starts of `bytes` and whether each line is ASCII; when `validating`, also the
    /// first byte that is not UTF-8 (the index stops there), or else the first NUL byte or line
    /// separator (a file that is not UTF-8 is reported as that, whatever else it holds).
    package static func index(_ bytes: [UInt8], validating: Bool) -> (
        lineStarts: [Int], lineIsASCII: [Bool], problem: EncodingProblem?
    ) {
        var starts = [0]
        var ascii = [true]
        starts.reserveCapacity(bytes.count / 32 + 2)
        ascii.reserveCapacity(bytes.count / 32 + 2)
        let problem = bytes.withUnsafeBufferPointer { bytes -> EncodingProblem? in
            var previousWasCR = false
            var offset = 0
            var firstOther: EncodingProblem?
            let raw = UnsafeRawBufferPointer(bytes)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            // The high bits searched for: when not validating, none once the line is known not to
            // be ASCII.
            var highBits = highs
            /// The high bit of each zero byte of `word` (and possibly of bytes above the lowest one).
            func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
            while offset < bytes.count {
                // Eight bytes at a time: skip to the first line break of the word, its first
                // non-ASCII byte (while the line is ASCII so far, or always when validating), or
                // its first NUL when validating (the lowest flagged byte is exact; flags above it
                // may be false).
                if offset + 8 <= bytes.count {
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    var flags = (word & highBits) | zeroBytes(word ^ (ones &* 0x0A)) | zeroBytes(word ^ (ones &* 0x0D))
                    if validating { flags |= zeroBytes(word) }
                    if flags == 0 {
                        offset += 8
                        previousWasCR = false
                        continue
                    }
                    let skipped = flags.trailingZeroBitCount / 8
                    if skipped > 0 {
                        offset += skipped
                        previousWasCR = false
                    }
                }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\n") {
                    offset += 1
                    if previousWasCR {
                        starts[starts.count - 1] = offset
                    } else {
                        starts.append(offset)
                        ascii.append(true)
                        highBits = highs
                    }
                    previousWasCR = false
                } else if byte == UInt8(ascii: "\r") {
                    offset += 1
                    starts.append(offset)
                    ascii.append(true)
                    highBits = highs
                    previousWasCR = true
                } else if byte < 0x80 {
                    if validating, byte == 0, firstOther == nil { firstOther = .nul(offset: offset) }
                    offset += 1
                    previousWasCR = false
                } else {
                    ascii[ascii.count - 1] = false
                    previousWasCR = false
                    guard validating else {
                        highBits = 0
                        offset += 1
                        continue
                    }
                    guard let length = UTF8Check.sequenceLength(UnsafeRawBufferPointer(bytes), at: offset) else {
                        return .invalidUTF8(offset: offset)
                    }
                    // U+0085 is C2 85; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                    if firstOther == nil, length == 2, byte == 0xC2, bytes[offset + 1] == 0x85 {
                        firstOther = .lineSeparator(offset: offset, scalar: 0x85)
                    }
                    if firstOther == nil, length == 3, byte == 0xE2, bytes[offset + 1] == 0x80,
                        bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9
                    {
                        firstOther = .lineSeparator(offset: offset, scalar: 0x2000 + UInt32(bytes[offset + 2]) - 0x80)
                    }
                    offset += length
                }
            }
            return firstOther
        }
        return (starts, ascii, problem)
    }
}

extension SourceText {
    /// The places of comments that look like mapping entries — a `#` that starts its line (after
    /// spaces) followed by `:` (`#: [♯]`) — which YAML reads as comments, silently.
    ///
    /// - Complexity: O(*n*) to find each `#`, then O(*line*) for each.
    package func commentsLikeEntries() -> [(line: Int, column: Int)] {
        var found: [(line: Int, column: Int)] = []
        utf8.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                guard let hit = memchr(base + offset, Int32(UInt8(ascii: "#")), bytes.count - offset) else { break }
                let index = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                offset = index + 1
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { continue }
                var start = index
                while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
                guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") || bytes[start - 1] == UInt8(ascii: "\r")
                else { continue }
                if let place = position(ofUTF8Offset: index) { found.append(place) }
            }
        }
        return found
    }
}
