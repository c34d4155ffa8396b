/// Korean 2-set (두벌식) composition: compatibility jamo (ㄱ ㅏ …), typed one at a time, become
/// Hangul syllables by the arithmetic of the Unicode Standard, section 3.12.
///
/// A syllable is an initial consonant, a vowel and an optional final consonant:
/// `U+AC00 + (L × 21 + V) × 28 + T`. Typing joins a jamo to the syllable being composed when
/// it can: a vowel after a lone initial, a second vowel that makes a compound (ㅗ + ㅏ → ㅘ), a
/// final after the vowel, a second final that makes a compound (ㄹ + ㄱ → ㄺ). Otherwise the
/// syllable is finished and the jamo starts the next one — and a vowel after a final takes that
/// final (or the second half of a compound final) as its initial: 각 + ㅏ → 가가, 닭 + ㅣ → 달기.
public enum HangulComposer: SyllableComposer {
    /// The 19 initial consonants, in the order of their L index.
    static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)
    /// The 21 vowels, in the order of their V index.
    static let vowels = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ".unicodeScalars)
    /// The 27 final consonants, in the order of their T index (T = position + 1; 0 is none).
    static let finals = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ".unicodeScalars)
    /// The vowels 2-set types as two keystrokes.
    static let compoundVowels: [(first: Unicode.Scalar, second: Unicode.Scalar, compound: Unicode.Scalar)] = [
        ("ㅗ", "ㅏ", "ㅘ"), ("ㅗ", "ㅐ", "ㅙ"), ("ㅗ", "ㅣ", "ㅚ"), ("ㅜ", "ㅓ", "ㅝ"), ("ㅜ", "ㅔ", "ㅞ"),
        ("ㅜ", "ㅣ", "ㅟ"), ("ㅡ", "ㅣ", "ㅢ"),
    ]
    /// The finals 2-set types as two keystrokes.
    static let compoundFinals: [(first: Unicode.Scalar, second: Unicode.Scalar, compound: Unicode.Scalar)] = [
        ("ㄱ", "ㅅ", "ㄳ"), ("ㄴ", "ㅈ", "ㄵ"), ("ㄴ", "ㅎ", "ㄶ"), ("ㄹ", "ㄱ", "ㄺ"), ("ㄹ", "ㅁ", "ㄻ"),
        ("ㄹ", "ㅂ", "ㄼ"), ("ㄹ", "ㅅ", "ㄽ"), ("ㄹ", "ㅌ", "ㄾ"), ("ㄹ", "ㅍ", "ㄿ"), ("ㄹ", "ㅎ", "ㅀ"),
        ("ㅂ", "ㅅ", "ㅄ"),
    ]

    static let syllableBase: UInt32 = 0xAC00
    static let syllableCount: UInt32 = 11_172

    /// A syllable being composed, by table positions.
    struct Syllable: Equatable {
        /// The initial (an index into ``initials``), if any.
        var initial: Int?
        /// The vowel (an index into ``vowels``), if any.
        var vowel: Int?
        /// The final's T index (0: none).
        var final = 0
    }

    // MARK: - SyllableComposer

    public static func feed(_ keystrokes: [String], _ key: String) -> (committed: [[String]], composing: [String])? {
        guard let jamo = soleScalar(key), join(nil, jamo) != nil else { return nil }
        guard !keystrokes.isEmpty, let syllable = parse(keystrokes) else { return ([], [key]) }
        if join(syllable, jamo) != nil { return ([], keystrokes + [key]) }
        // A vowel after a final: the final (or its second half) starts the next syllable.
        if vowels.contains(jamo), syllable.final != 0, let moved = keystrokes.last,
            let start = soleScalar(moved), let initial = join(nil, start), join(initial, jamo) != nil
        {
            return ([Array(keystrokes.dropLast())], [moved, key])
        }
        return ([keystrokes], [key])
    }

    public static func render(_ keystrokes: [String]) -> String {
        guard let syllable = parse(keystrokes) else { return keystrokes.joined() }
        return String(Character(text(of: syllable)))
    }

    public static func keystrokes(for text: String) -> [String] {
        var result: [String] = []
        for scalar in text.unicodeScalars {
            let offset = scalar.value &- syllableBase
            guard scalar.value >= syllableBase, offset < syllableCount else {
                result.append(String(Character(scalar)))
                continue
            }
            let initial = Int(offset / 588)
            let vowel = Int(offset % 588 / 28)
            let final = Int(offset % 28)
            result.append(String(Character(initials[initial])))
            result += split(vowels[vowel], compoundVowels)
            if final > 0 { result += split(finals[final - 1], compoundFinals) }
        }
        return result
    }

    // MARK: - Arithmetic

    /// The syllable `jamo` makes joined to `syllable` (`nil`: nothing composed yet), or `nil`
    /// when it cannot join it.
    static func join(_ syllable: Syllable?, _ jamo: Unicode.Scalar) -> Syllable? {
        let vowel = vowels.firstIndex(of: jamo)
        guard var syllable else {
            if let vowel { return Syllable(initial: nil, vowel: vowel) }
            return initials.firstIndex(of: jamo).map { Syllable(initial: $0, vowel: nil) }
        }
        switch (syllable.initial, syllable.vowel, syllable.final) {
        case (_?, nil, _):
            // A lone initial takes a vowel.
            guard let vowel else { return nil }
            syllable.vowel = vowel
        case (_, let current?, 0):
            if vowel != nil {
                // A second vowel that makes a compound.
                guard let compound = combine(vowels[current], jamo, compoundVowels) else { return nil }
                syllable.vowel = vowels.firstIndex(of: compound)
            } else {
                // A final after the vowel (there is none without an initial).
                guard syllable.initial != nil, let final = finals.firstIndex(of: jamo) else { return nil }
                syllable.final = final + 1
            }
        case (_, _?, let final):
            // A second final that makes a compound.
            guard vowel == nil, let compound = combine(finals[final - 1], jamo, compoundFinals),
                let index = finals.firstIndex(of: compound)
            else { return nil }
            syllable.final = index + 1
        default:
            return nil
        }
        return syllable
    }

    /// The syllable `keystrokes` compose, joining each in turn; `nil` when one cannot join.
    static func parse(_ keystrokes: [String]) -> Syllable? {
        var syllable: Syllable?
        for key in keystrokes {
            guard let jamo = soleScalar(key), let joined = join(syllable, jamo) else { return nil }
            syllable = joined
        }
        return syllable
    }

    /// The scalar of a syllable: a precomposed syllable with initial and vowel, else the lone
    /// compatibility jamo.
    static func text(of syllable: Syllable) -> Unicode.Scalar {
        if let initial = syllable.initial, let vowel = syllable.vowel {
            let value = syllableBase + UInt32((initial * 21 + vowel) * 28 + syllable.final)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        if let initial = syllable.initial { return initials[initial] }
        if let vowel = syllable.vowel { return vowels[vowel] }
        return "\u{FFFD}"
    }

    private static func combine(
        _ first: Unicode.Scalar, _ second: Unicode.Scalar,
        _ pairs: [(first: Unicode.Scalar, second: Unicode.Scalar, compound: Unicode.Scalar)]
    ) -> Unicode.Scalar? {
        pairs.first { $0.first == first && $0.second == second }?.compound
    }

    private static func split(
        _ jamo: Unicode.Scalar, _ pairs: [(first: Unicode.Scalar, second: Unicode.Scalar, compound: Unicode.Scalar)]
    ) -> [String] {
        if let pair = pairs.first(where: { $0.compound == jamo }) {
            return [String(Character(pair.first)), String(Character(pair.second))]
        }
        return [String(Character(jamo))]
    }

    private static func soleScalar(_ text: String) -> Unicode.Scalar? {
        let scalars = text.unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }
}
