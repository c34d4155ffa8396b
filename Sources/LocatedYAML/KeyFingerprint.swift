import LayoutDiagnostics

/// Fingerprints of names, for finding equal names (duplicate keys, repeated alternates) without
/// comparing most of them.
public enum KeyFingerprint {
    /// A fingerprint of the UTF-8 bytes of a text (FNV-1a), odd: texts with the same bytes share
    /// it, and texts are equal only when their bytes are (`;` U+003B and U+037E are two names,
    /// though `String`'s `==` calls them equal).
    package static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash | 1
    }

    /// ``fingerprint(_:)`` of a string's UTF-8 bytes.
    package static func fingerprint(_ text: String) -> UInt64 {
        // Native strings lend their bytes without a copy; others are made contiguous first.
        if let print = text.utf8.withContiguousStorageIfAvailable({ fingerprint($0) }) { return print }
        var text = text
        return text.withUTF8 { fingerprint($0) }
    }
}
