/// Fingerprints of names, for finding equal names (duplicate keys, repeated alternates) without
/// comparing most of them.
enum KeyFingerprint {
    /// The fingerprint of every text that is not pure ASCII.
    static let nonASCII: UInt64 = 2

    /// A fingerprint that texts equal as `String`s (by canonical equivalence) share: the byte
    /// fingerprint of ASCII text, ``nonASCII`` for any other text (an ASCII string can be
    /// canonically equivalent to a non-ASCII one, e.g. `K` and the Kelvin sign).
    static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            if byte >= 0x80 { return nonASCII }
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash | 1
    }

    /// ``fingerprint(_:)`` of a string's UTF-8 bytes.
    static func fingerprint(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { fingerprint($0) }
    }

    /// A fingerprint of the UTF-8 bytes of `text` (FNV-1a), odd: strings with the same bytes share it.
    static func byteFingerprint(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash | 1
        }
    }

    /// Whether texts with fingerprints `a` and `b` may be equal.
    static func mayBeEqual(_ a: UInt64, _ b: UInt64) -> Bool {
        a == b || a == nonASCII || b == nonASCII
    }
}
