/// Which scalars make up words: letters, marks and digits, and apostrophes and hyphens between
/// them (`don't`, `well-known`). The one definition the decoder, the controller and the tools
/// use to find the word being typed.
public enum WordCharacters {
    /// Whether `scalar` is part of a word wherever it stands.
    public static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case 0...0x7F: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            // Zero-width joiner and non-joiner shape Indic and Arabic words.
            return scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    /// Whether `scalar` joins two parts of a word (an apostrophe or a hyphen).
    public static func isJoiner(_ scalar: Unicode.Scalar) -> Bool { isApostrophe(scalar) || isHyphen(scalar) }

    /// Whether `scalar` is an apostrophe: `'`, or a typographic one (`’` U+2019, `ʼ` U+02BC).
    public static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x27, 0x2019, 0x02BC: true
        default: false
        }
    }

    /// Whether `scalar` is a hyphen that joins two parts of a word (`well-known`).
    public static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2010, 0x2011: true
        default: false
        }
    }

    /// The word the text ends with: the last run of word scalars, with the joiners inside it and
    /// one at its end (`don'` while `don't` is being typed); empty after a space or punctuation.
    public static func trailingWord(of text: String) -> Substring {
        let scalars = text.unicodeScalars
        var start = scalars.endIndex
        var index = scalars.endIndex
        while index > scalars.startIndex {
            let previous = scalars.index(before: index)
            let scalar = scalars[previous]
            if isWordScalar(scalar) {
                start = previous
            } else if isJoiner(scalar), previous > scalars.startIndex,
                isWordScalar(scalars[scalars.index(before: previous)])
            {
                start = previous
            } else {
                break
            }
            index = previous
        }
        return Substring(scalars[start...])
    }
}
