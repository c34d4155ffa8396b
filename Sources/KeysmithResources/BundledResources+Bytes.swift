extension BundledResources {
    /// The compiled bytes of bundled layout `id`, or `nil` for an id that is not bundled.
    ///
    /// - Parameter id: A layout id of ``layoutIDs``.
    /// - Returns: A compiled layout's bytes (decoded from the embedded hex on each call).
    /// - Complexity: O(*n*) in the layout's size.
    public static func compiledLayout(_ id: String) -> [UInt8]? {
        guard let hex = compiledHex(id) else { return nil }
        return hex.withUTF8Buffer { digits -> [UInt8]? in
            guard digits.count % 2 == 0 else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(digits.count / 2)
            var index = 0
            while index < digits.count {
                guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else { return nil }
                bytes.append(high << 4 | low)
                index += 2
            }
            return bytes
        }
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
