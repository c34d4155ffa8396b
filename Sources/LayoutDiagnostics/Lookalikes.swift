/// Characters that look alike: one is the other's prototype in Unicode's confusables data
/// (UTS #39; not the closure, in which the grave and acute accents meet), or both have the same
/// NFKC form (`´` U+00B4 and `΄` U+0384 are both a space and U+0301). A message that
/// quotes such a character names its code point, so two that look the same on screen can be
/// told apart; a name that matches nothing can suggest its look-alike.
///
/// The groups are generated (`scripts/generate-lookalikes.py`) for the scripts and symbols
/// people put on keyboards.
package enum Lookalikes {
    /// The look-alikes of each character that has some.
    private static let others: [UInt32: [UInt32]] = {
        var index: [UInt32: [UInt32]] = [:]
        for line in pairs {
            let values = line.split(separator: " ").compactMap { UInt32($0, radix: 16) }
            if let first = values.first { index[first] = Array(values.dropFirst()) }
        }
        return index
    }()

    /// Whether two different texts of one character each look alike.
    package static func lookAlike(_ a: String, _ b: String) -> Bool {
        guard a != b, let first = single(a), let second = single(b) else { return false }
        return others[first.value]?.contains(second.value) ?? false
    }

    /// The characters that look like `text` (one character), in code point order.
    package static func alikes(of text: String) -> [String] {
        guard let scalar = single(text) else { return [] }
        return (others[scalar.value] ?? []).sorted().compactMap { Unicode.Scalar($0).map { String(Character($0)) } }
    }

    /// `text` quoted, with its code points and names when it is one character that is not ASCII
    /// and has look-alikes: `'΄' (U+0384 GREEK TONOS)`; else `'text'`.
    package static func quoted(_ text: String, shown: String? = nil) -> String {
        let quoted = "'\(shown ?? text)'"
        guard let scalar = single(text), !scalar.isASCII, others[scalar.value] != nil else { return quoted }
        return "\(quoted) (\(codePoint(scalar)))"
    }

    /// `U+0384 GREEK TONOS`.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        let hex = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        guard let name = scalar.properties.name else { return hex }
        return "\(hex) \(name)"
    }

    /// The one scalar of `text`, if it has one.
    private static func single(_ text: String) -> Unicode.Scalar? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }
}
