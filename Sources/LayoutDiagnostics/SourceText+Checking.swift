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
    ///
    /// Line by line: each break is found by `memchr` (the next `\n` and the next `\r`, each
    /// searched again only once passed, so a file without `\r` is searched for one once), each
    /// line is ASCII when no byte of it has its high bit (eight bytes at a time), and only the
    /// lines that are not are walked for their UTF-8 sequences.
    package static func index(_ bytes: [UInt8], validating: Bool) -> (
        lineStarts: [Int], lineIsASCII: [Bool], problem: EncodingProblem?
    ) {
        var starts = [0]
        var ascii: [Bool] = []
        starts.reserveCapacity(bytes.count / 32 + 2)
        ascii.reserveCapacity(bytes.count / 32 + 2)
        let problem = bytes.withUnsafeBufferPointer { bytes -> EncodingProblem? in
            let count = bytes.count
            guard let base = bytes.baseAddress, count > 0 else {
                ascii.append(true)
                return nil
            }
            let raw = UnsafeRawBufferPointer(bytes)
            /// The offset of the first `byte` at or after `offset`, or the end.
            func next(_ byte: UInt8, from offset: Int) -> Int {
                guard offset < count, let hit = memchr(base + offset, Int32(byte), count - offset) else { return count }
                return UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
            }
            /// Whether the bytes from `start` up to `end` are ASCII.
            func isASCII(from start: Int, to end: Int) -> Bool {
                var bits: UInt64 = 0
                var offset = start
                while offset + 8 <= end {
                    bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    offset += 8
                }
                while offset < end {
                    bits |= UInt64(bytes[offset])
                    offset += 1
                }
                return bits & 0x8080_8080_8080_8080 == 0
            }
            var nextLF = next(UInt8(ascii: "\n"), from: 0)
            var nextCR = next(UInt8(ascii: "\r"), from: 0)
            // A NUL is ASCII: found once, for the file, and reported unless a separator is first.
            let firstNUL = validating ? next(0, from: 0) : count
            var firstSeparator: EncodingProblem?
            var start = 0
            while true {
                if nextLF < start { nextLF = next(UInt8(ascii: "\n"), from: start) }
                if nextCR < start { nextCR = next(UInt8(ascii: "\r"), from: start) }
                let end = min(nextLF, nextCR)
                let lineIsASCII = isASCII(from: start, to: end)
                ascii.append(lineIsASCII)
                if validating && !lineIsASCII {
                    var offset = start
                    while offset < end {
                        // ASCII eight bytes at a time, then one at a time up to a sequence.
                        if offset + 8 <= end,
                            raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                        {
                            offset += 8
                            continue
                        }
                        let byte = bytes[offset]
                        if byte < 0x80 {
                            offset += 1
                            continue
                        }
                        // A sequence holds no break byte: one cut by a break is not well formed.
                        guard let length = UTF8Check.sequenceLength(raw, at: offset) else {
                            return .invalidUTF8(offset: offset)
                        }
                        // U+0085 is C2 85; U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                        if firstSeparator == nil, length == 2, byte == 0xC2, bytes[offset + 1] == 0x85 {
                            firstSeparator = .lineSeparator(offset: offset, scalar: 0x85)
                        }
                        if firstSeparator == nil, length == 3, byte == 0xE2, bytes[offset + 1] == 0x80,
                            bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9
                        {
                            firstSeparator = .lineSeparator(
                                offset: offset, scalar: 0x2000 + UInt32(bytes[offset + 2]) - 0x80)
                        }
                        offset += length
                    }
                }
                guard end < count else { break }
                // "\r\n" is one break.
                start = end + 1
                if bytes[end] == UInt8(ascii: "\r"), start < count, bytes[start] == UInt8(ascii: "\n") { start += 1 }
                starts.append(start)
            }
            if let firstSeparator, firstSeparator.offset < firstNUL { return firstSeparator }
            return firstNUL < count ? .nul(offset: firstNUL) : nil
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
