// The bundled lexicons' bytes, from the hexadecimal digits scripts/bundle-lexicons.sh embeds
// (Lexicons/): read straight from the binary's constant data, with no file and no allocation
// until a lexicon is asked for.

extension BundledResources {
    /// The compiled bytes of the bundled lexicon of `language` (a BCP 47 language subtag,
    /// ``lexiconLanguages``), or `nil` for a language without one.
    public static func compiledLexicon(_ language: String) -> [UInt8]? {
        guard let digits = lexiconDigits(language) else { return nil }
        let text = UnsafeBufferPointer(start: digits.utf8Start, count: digits.utf8CodeUnitCount)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 2)
        var high: UInt8?
        for digit in text {
            let value: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "\n"): continue
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        return high == nil ? bytes : nil
    }
}
