import KeyboardModel

/// Checks that a file is UTF-8 without NUL bytes, before libyaml sees it.
///
/// libyaml would also accept UTF-16, but layouts are UTF-8 only, so that every tool reading them
/// agrees on their text; its own messages for bad bytes also lack a useful location.
enum EncodingCheck {
    enum Outcome {
        /// Well-formed UTF-8 without NUL bytes, starting at `bodyOffset` (3 after a UTF-8 byte
        /// order mark).
        case success(bodyOffset: Int)
        case failure(Diagnostic, SourceText)
    }

    static func check(_ bytes: [UInt8], file: String) -> Outcome {
        let start = SourceLocation.start(of: file)
        let empty = SourceText(file: file, text: "")
        // UTF-32 and UTF-16 byte order marks (UTF-32 LE starts like UTF-16 LE: test it first).
        func at(_ index: Int) -> Int { index < bytes.count ? Int(bytes[index]) : -1 }
        let head = (at(0), at(1), at(2), at(3))
        if head == (0xFF, 0xFE, 0, 0) || head == (0, 0, 0xFE, 0xFF) {
            return .failure(wide("UTF-32", at: start), empty)
        }
        if (head.0, head.1) == (0xFF, 0xFE) || (head.0, head.1) == (0xFE, 0xFF) {
            return .failure(wide("UTF-16", at: start), empty)
        }
        // UTF-16 without a byte order mark: ASCII text with every other byte zero.
        if bytes.count >= 2, bytes.prefix(64).enumerated().contains(where: { $0.element == 0 }) {
            let head = Array(bytes.prefix(64))
            let evenZeros = stride(from: 0, to: head.count, by: 2).filter { head[$0] == 0 }.count
            let oddZeros = stride(from: 1, to: head.count, by: 2).filter { head[$0] == 0 }.count
            if max(evenZeros, oddZeros) * 2 >= head.count / 2, min(evenZeros, oddZeros) == 0 {
                return .failure(wide("UTF-16", at: start), empty)
            }
        }
        let bodyOffset = (head.0, head.1, head.2) == (0xEF, 0xBB, 0xBF) ? 3 : 0
        let body = bytes[bodyOffset...]
        var mayHoldNUL = false
        guard let invalid = firstInvalidUTF8(body, mayHoldNUL: &mayHoldNUL), invalid.offset < body.endIndex else {
            if mayHoldNUL, let nul = body.firstIndex(of: 0) {
                let (text, location) = locate(body, upTo: nul, file: file)
                return .failure(
                    Diagnostic(
                        .error, code: YAMLDiagnosticCode.nulByte,
                        "file holds a NUL byte; layout files are text", at: location),
                    SourceText(file: file, text: text))
            }
            return .success(bodyOffset: bodyOffset)
        }
        let (text, location) = locate(body, upTo: invalid.offset, file: file)
        let hex = "0x" + String(body[invalid.offset], radix: 16, uppercase: true)
        return .failure(
            Diagnostic(
                .error, code: YAMLDiagnosticCode.invalidUTF8,
                "invalid UTF-8 byte \(hex); layout files must be UTF-8", at: location),
            SourceText(file: file, text: text))
    }

    private static func wide(_ encoding: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, code: YAMLDiagnosticCode.wideEncoding,
            "file is \(encoding) encoded; save it as UTF-8", at: location)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence; sets
    /// `mayHoldNUL` when the bytes before it may include a zero byte.
    private static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>, mayHoldNUL: inout Bool) -> (offset: Int, Void)? {
        var index = bytes.startIndex
        let end = bytes.endIndex
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        return bytes.withUnsafeBytes { raw -> (offset: Int, Void)? in
            while index < end {
                // Runs of ASCII without zero bytes go eight bytes at a time.
                let offset = index - bytes.startIndex
                if offset + 8 <= raw.count {
                    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    if word & highs == 0 {
                        if (word &- ones) & ~word & highs != 0 { mayHoldNUL = true }
                        index += 8
                        continue
                    }
                }
                let lead = bytes[index]
                if lead < 0x80 {
                    if lead == 0 { mayHoldNUL = true }
                    index += 1
                    continue
                }
                guard let length = sequenceLength(bytes, at: index) else { return (index, ()) }
                index += length
            }
            return nil
        }
    }

    /// The length of the well-formed multi-byte UTF-8 sequence at `index`, or `nil`.
    private static func sequenceLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int? {
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
        guard index + length <= bytes.endIndex else { return nil }
        let second = bytes[index + 1]
        guard second >= lowerBound, second <= upperBound else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// The text before `offset` (valid UTF-8) and the location of `offset` in it.
    private static func locate(_ bytes: ArraySlice<UInt8>, upTo offset: Int, file: String) -> (String, SourceLocation) {
        // Keep the whole line the bad byte sits on, so the caret has its context.
        var lineEnd = offset
        while lineEnd < bytes.endIndex, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        let prefix = String(decoding: bytes[bytes.startIndex..<offset], as: UTF8.self)
        // NUL bytes are shown as U+2400 SYMBOL FOR NULL, so terminals print the line whole.
        var shown = ""
        for scalar in String(decoding: bytes[bytes.startIndex..<lineEnd], as: UTF8.self).unicodeScalars {
            shown.unicodeScalars.append(scalar.value == 0 ? "\u{2400}" : scalar)
        }
        let source = SourceText(file: file, text: prefix)
        let line = source.lineCount
        let column = (source.line(line)?.count ?? 0) + 1
        return (shown, SourceLocation(file: file, line: line, column: column))
    }
}
