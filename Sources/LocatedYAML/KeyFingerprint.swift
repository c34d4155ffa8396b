import LayoutDiagnostics

/// Fingerprints of names, for finding equal names (duplicate keys, repeated alternates) without
/// comparing most of them.
public enum KeyFingerprint {
    /// The fingerprint of every text that may equal texts with other bytes: it matches any.
    /// Public and inlinable so that the decoder's module folds the constant (a `package` one
    /// was a call through a lazy global's addressor for every key).
    @inlinable public static var unsure: UInt64 { 2 }

    /// A fingerprint that texts equal as `String`s (by canonical equivalence) share: a hash of the
    /// bytes of text made only of ASCII and other ``isPlain(_:)`` scalars, ``unsure`` for any
    /// other text (an ASCII string can be canonically equivalent to a non-ASCII one, e.g. `K` and
    /// the Kelvin sign, and `é` to `e` + U+0301).
    package static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                // ASCII, most of every layout's names: one byte at a time.
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                index += 1
                continue
            }
            guard let scalar = scalar(in: bytes, at: index), isPlain(scalar.value) else { return unsure }
            for offset in index..<index + scalar.length {
                hash = (hash ^ UInt64(bytes[offset])) &* 0x100_0000_01b3
            }
            index += scalar.length
        }
        return hash | 1
    }

    /// The scalar whose UTF-8 starts at `index` of valid UTF-8 `bytes`, and its length in bytes.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, index + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (value, length)
    }

    /// Scalars that are their own canonical decomposition and have combining class 0 (checked
    /// against Foundation's normalization by the tests), in order: letters of the Greek,
    /// Cyrillic, Hebrew and Arabic alphabets without accents, Latin-1 symbols and the Latin
    /// letters without a decomposition, punctuation, currency signs and emoji. A text made of
    /// these and ASCII is its own canonical decomposition, so it equals another such text
    /// exactly when their bytes do.
    package static let plainRanges: [ClosedRange<UInt32>] = [
        0xA0...0xBF, 0xC6...0xC6, 0xD0...0xD0, 0xD7...0xD8, 0xDE...0xDF, 0xE6...0xE6, 0xF0...0xF0, 0xF7...0xF8,
        0xFE...0xFE, 0x141...0x142, 0x152...0x153, 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9, 0x410...0x418,
        0x41A...0x438, 0x43A...0x44F, 0x5D0...0x5EA, 0x60C...0x60C, 0x61B...0x61B, 0x61F...0x621, 0x627...0x63A,
        0x640...0x64A, 0x660...0x669, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x1F300...0x1F64F,
        0x1F680...0x1F6FF, 0x1F900...0x1F9FF,
    ]

    /// Whether the scalar `value` is in ``plainRanges``.
    package static func isPlain(_ value: UInt32) -> Bool {
        // Binary search: the first range that ends at or after `value`.
        var low = 0
        var high = plainRanges.count
        while low < high {
            let middle = (low + high) / 2
            if plainRanges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < plainRanges.count && plainRanges[low].contains(value)
    }

    /// ``fingerprint(_:)`` of a string's UTF-8 bytes.
    package static func fingerprint(_ text: String) -> UInt64 {
        // Native strings lend their bytes without a copy; others are made contiguous first.
        if let print = text.utf8.withContiguousStorageIfAvailable({ fingerprint($0) }) { return print }
        var text = text
        return text.withUTF8 { fingerprint($0) }
    }

    /// A fingerprint of the UTF-8 bytes of `text` (FNV-1a), odd: strings with the same bytes share it.
    package static func byteFingerprint(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash | 1
    }

    /// Whether texts with fingerprints `a` and `b` may be equal.
    package static func mayBeEqual(_ a: UInt64, _ b: UInt64) -> Bool {
        a == b || a == unsure || b == unsure
    }
}
