/// Strings made from UTF-8 bytes, the one-byte ASCII ones made once: most key texts are one
/// ASCII letter, and the YAML reader and the compiled reader each make them by the hundred.
package enum UTF8Text {
    /// The string of `bytes`, which must be well-formed UTF-8 (ill-formed bytes are repaired).
    @inline(__always)
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.count == 1, let byte = bytes.first, byte < 0x80 { return asciiStrings[Int(byte)] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The string of each ASCII character.
    private static let asciiStrings = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
}
