/// The `Character` columns of a text's Unicode scalars, found faster than by walking the
/// `Character`s, and the same.
///
/// Between two scalars that are both "plain" — letters, digits, punctuation, symbols other than
/// modifier symbols, spaces — no rule of Unicode's grapheme cluster segmentation (UAX #29) keeps
/// them together, so a character ends there. Only the stretches between such breaks that hold
/// anything else (marks, joiners, Hangul jamo, regional indicators, prepended concatenation
/// marks, controls) are walked as `Character`s.
package enum CharacterColumns {
    /// For each scalar offset of `text` (0 through its scalar count), the 1-based column of the
    /// character holding that scalar; the offset past the end is one past the last character.
    package static func columns(of text: Substring) -> [Int] {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in columns(of: text, bytes: bytes) }
        return found ?? columns(of: text, bytes: nil)
    }

    /// ``columns(of:)`` over the text's UTF-8 bytes when they are at hand (decoded here, which is
    /// several times faster than stepping through the scalar view), else over its scalars.
    private static func columns(of text: Substring, bytes: UnsafeBufferPointer<UInt8>?) -> [Int] {
        var columns: [Int] = []
        columns.reserveCapacity(text.utf8.count + 1)
        var column = 0
        var plain = PlainScalars()
        // The scalars with their UTF-8 offsets.
        var scalarList: [(Unicode.Scalar, Int)] = []
        if bytes == nil {
            var offset = 0
            for scalar in text.unicodeScalars {
                scalarList.append((scalar, offset))
                offset += UTF8.width(scalar)
            }
        }
        let total = bytes?.count ?? scalarList.count
        // The stretch since the last certain break: where it starts (a UTF-8 offset), how many
        // scalars it has.
        var start = 0
        var count = 0
        var previousIsPlain = false
        var position = 0
        func stretch(_ from: Int, _ to: Int) -> Substring {
            let utf8 = text.utf8
            let lower = utf8.index(utf8.startIndex, offsetBy: from)
            let upper = utf8.index(lower, offsetBy: to - from)
            return text[lower..<upper]
        }
        while position < total {
            let scalar: Unicode.Scalar
            let offset: Int
            let next: Int
            if let bytes {
                offset = position
                let lead = bytes[position]
                var value = UInt32(lead)
                var length = 1
                if lead >= 0xF0 {
                    length = 4
                    value &= 0x07
                } else if lead >= 0xE0 {
                    length = 3
                    value &= 0x0F
                } else if lead >= 0xC0 {
                    length = 2
                    value &= 0x1F
                }
                if length > 1 {
                    for extra in 1..<length where position + extra < bytes.count {
                        value = value << 6 | UInt32(bytes[position + extra] & 0x3F)
                    }
                }
                scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                next = position + length
            } else {
                (scalar, offset) = scalarList[position]
                next = position + 1
            }
            let isPlain = plain.contains(scalar)
            if isPlain && previousIsPlain {
                // A certain break before this scalar: the stretch before it is done.
                if count == 1 {
                    column += 1
                    columns.append(column)
                } else {
                    walk(stretch(start, offset), column: &column, into: &columns)
                }
                start = offset
                count = 0
            }
            count += 1
            previousIsPlain = isPlain
            position = next
        }
        if count == 1 {
            column += 1
            columns.append(column)
        } else if count > 1 {
            walk(stretch(start, text.utf8.count), column: &column, into: &columns)
        }
        columns.append(column + 1)
        return columns
    }

    /// The columns of a stretch walked as `Character`s.
    private static func walk(_ stretch: Substring, column: inout Int, into columns: inout [Int]) {
        for character in stretch {
            column += 1
            for _ in character.unicodeScalars { columns.append(column) }
        }
    }

    /// Whether scalars are plain, with the answers for the last few blocks of 128 kept.
    package struct PlainScalars {
        private var blocks: [(block: UInt32, plain: [Bool])] = []

        package mutating func contains(_ scalar: Unicode.Scalar) -> Bool {
            let value = scalar.value
            if value < 0x80 { return value >= 0x20 && value != 0x7F }
            let block = value >> 7
            if let known = blocks.first(where: { $0.block == block }) { return known.plain[Int(value & 0x7F)] }
            var plain = [Bool](repeating: false, count: 128)
            for offset in 0..<128 {
                if let member = Unicode.Scalar(block << 7 | UInt32(offset)) {
                    plain[offset] = CharacterColumns.isPlain(member)
                }
            }
            if blocks.count >= 8 { blocks.removeFirst() }
            blocks.append((block, plain))
            return plain[Int(value & 0x7F)]
        }
    }

    /// Whether `scalar` takes part in no grapheme rule but the default break on both sides.
    package static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value >= 0x20 && value != 0x7F }
        switch value {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7FF:  // Hangul jamo and syllables
            return false
        case 0x1F1E6...0x1F1FF:  // regional indicators
            return false
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD, 0x111C2...0x111C3,
            0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:  // prepended concatenation marks
            return false
        case 0x0E33, 0x0EB3, 0xFF9E, 0xFF9F:  // letters that extend the one before (Thai and Lao AM, kana marks)
            return false
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation,
            .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
            .currencySymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
