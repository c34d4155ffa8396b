import LayoutDiagnostics
import LocatedYAML

/// The syntax of BCP 47 language tags (RFC 5646, section 2.1), for `locale`: whether a tag is
/// well-formed, without a list of languages.
///
///     Language-Tag = langtag / privateuse / grandfathered
///     langtag      = language ["-" script] ["-" region] *("-" variant) *("-" extension)
///                    ["-" privateuse]
///     language     = 2*3ALPHA ["-" extlang] / 4ALPHA / 5*8ALPHA
///     extlang      = 3ALPHA *2("-" 3ALPHA)
///     script       = 4ALPHA
///     region       = 2ALPHA / 3DIGIT
///     variant      = 5*8alphanum / (DIGIT 3alphanum)
///     extension    = singleton 1*("-" (2*8alphanum))      ; singleton: any alphanum but x
///     privateuse   = "x" 1*("-" (1*8alphanum))
///
/// Subtags are compared without regard to case. Section 2.2.5 and 2.2.6 also forbid a variant
/// or an extension singleton to appear twice (`de-1901-1901`, `en-a-bbb-a-ccc`); those are
/// rejected too.
enum LanguageTag {
    /// The 26 tags of the grammar's `grandfathered` rule, lower-cased.
    static let grandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de", "art-lojban",
        "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
    ]

    /// Whether `tag` is a well-formed language tag.
    static func isWellFormed(_ tag: String) -> Bool {
        var tag = tag
        // Over the bytes, without making a subtag: this runs for every layout.
        let wellFormed = tag.withUTF8 { bytes -> Bool? in
            var subtags = Subtags(bytes)
            guard subtags.allAlphanumeric else { return false }
            if subtags.current.count == 1, subtags.current.isX { return isPrivateUse(&subtags) }
            return isLangtag(&subtags) ? true : nil
        }
        return wellFormed ?? grandfathered.contains(tag.lowercased())
    }

    /// A well-formed tag that `tag` most likely means: `en_US` → `en-US`; `nil` if none.
    static func suggestion(for tag: String) -> String? {
        let dashed = String(tag.map { $0 == "_" ? "-" : $0 })
        return dashed != tag && isWellFormed(dashed) ? dashed : nil
    }

    // MARK: - Grammar

    /// One subtag: a range of the tag's bytes.
    private struct Subtag: Equatable {
        let bytes: UnsafeBufferPointer<UInt8>
        let start: Int
        let end: Int

        var count: Int { end - start }
        var isX: Bool { count == 1 && bytes[start] | 0x20 == UInt8(ascii: "x") }

        private func all(_ test: (UInt8) -> Bool) -> Bool {
            (start..<end).allSatisfy { test(bytes[$0]) }
        }
        func isAlpha(_ lengths: ClosedRange<Int>) -> Bool { lengths.contains(count) && all(Self.isLetter) }
        var isDigits: Bool { all(Self.isDigit) }
        var startsWithDigit: Bool { count > 0 && Self.isDigit(bytes[start]) }
        /// Lower-cased first byte, for singletons.
        var first: UInt8 { bytes[start] | 0x20 }

        static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        static func == (a: Subtag, b: Subtag) -> Bool {
            a.count == b.count
                && (0..<a.count).allSatisfy { a.bytes[a.start + $0] | 0x20 == b.bytes[b.start + $0] | 0x20 }
        }
    }

    /// The subtags of a tag, read one at a time.
    private struct Subtags {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The subtag being looked at (empty past the end).
        private(set) var current: Subtag

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            current = Subtag(bytes: bytes, start: 0, end: Self.end(from: 0, in: bytes))
        }

        var atEnd: Bool { current.start >= bytes.count }

        /// Every byte a letter, a digit or a `-` between non-empty subtags.
        var allAlphanumeric: Bool {
            guard !bytes.isEmpty, bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-") else {
                return false
            }
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "-") {
                    if bytes[index - 1] == UInt8(ascii: "-") { return false }
                } else if !Subtag.isLetter(byte) && !Subtag.isDigit(byte) {
                    return false
                }
            }
            return true
        }

        mutating func advance() {
            let start = current.end + 1
            current = Subtag(bytes: bytes, start: start, end: Self.end(from: start, in: bytes))
        }

        private static func end(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "-") { end += 1 }
            return end
        }
    }

    /// `x` followed by one or more subtags of 1 to 8 characters, to the end.
    private static func isPrivateUse(_ subtags: inout Subtags) -> Bool {
        subtags.advance()
        guard !subtags.atEnd else { return false }
        while !subtags.atEnd {
            guard (1...8).contains(subtags.current.count) else { return false }
            subtags.advance()
        }
        return true
    }

    private static func isLangtag(_ subtags: inout Subtags) -> Bool {
        // language: 2–3 letters with up to three extlangs, or 4–8 letters.
        guard subtags.current.isAlpha(2...8) else { return false }
        let short = subtags.current.count <= 3
        subtags.advance()
        if short {
            var extlangs = 0
            while extlangs < 3, !subtags.atEnd, subtags.current.isAlpha(3...3) {
                extlangs += 1
                subtags.advance()
            }
        }
        if !subtags.atEnd, subtags.current.isAlpha(4...4) { subtags.advance() }  // script
        if !subtags.atEnd, subtags.current.isAlpha(2...2) || (subtags.current.count == 3 && subtags.current.isDigits) {
            subtags.advance()  // region
        }
        // Variants, none twice (RFC 5646 2.2.5).
        var variants: [Subtag] = []
        while !subtags.atEnd, isVariant(subtags.current) {
            guard !variants.contains(subtags.current) else { return false }
            variants.append(subtags.current)
            subtags.advance()
        }
        // Extensions, no singleton twice (2.2.6).
        var singletons: [UInt8] = []
        while !subtags.atEnd, subtags.current.count == 1, !subtags.current.isX {
            guard !singletons.contains(subtags.current.first) else { return false }
            singletons.append(subtags.current.first)
            subtags.advance()
            var parts = 0
            while !subtags.atEnd, (2...8).contains(subtags.current.count) {
                parts += 1
                subtags.advance()
            }
            guard parts > 0 else { return false }
        }
        if !subtags.atEnd, subtags.current.isX { return isPrivateUse(&subtags) }
        return subtags.atEnd
    }

    /// 5 to 8 characters, or a digit and 3 characters.
    private static func isVariant(_ subtag: Subtag) -> Bool {
        (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.startsWithDigit)
    }
}
