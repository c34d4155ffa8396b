public import KeyboardGeometry
import KeyboardModel

/// One keystroke of the word being typed: what it typed and, for a tap on a key, where the
/// finger came down. A keystroke without a point (a long-press alternate, a flick, a dead key's
/// composition, text that was there before) is taken as meant.
public struct WordTap: Sendable, Equatable {
    /// What the keystroke typed (usually one character).
    public var text: String
    /// Where the tap landed, when a tap on a key typed it.
    public var point: KeyboardPoint?

    public init(text: String, point: KeyboardPoint? = nil) {
        self.text = text
        self.point = point
    }

    public static func == (lhs: WordTap, rhs: WordTap) -> Bool {
        lhs.point == rhs.point && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }
}

/// What kind of candidate a suggestion is.
public enum SuggestionKind: String, Sendable, Equatable, Codable {
    /// A word that starts with what was typed (as the decoder reads the taps).
    case completion
    /// A word of the same length as what was typed, with other letters, or with a letter missed,
    /// added or swapped.
    case correction
    /// Exactly what was typed.
    case literal
}

/// One entry of the suggestion bar.
public struct WordSuggestion: Sendable, Hashable, CustomStringConvertible {
    /// The word, cased as the user typed.
    public var text: String
    public var kind: SuggestionKind
    /// The candidate's cost (negative log probability of the word and the taps, in nats): lower
    /// is likelier. For ranking and for tools; not comparable across words of other lengths.
    public var cost: Double

    public init(text: String, kind: SuggestionKind, cost: Double = 0) {
        self.text = text
        self.kind = kind
        self.cost = cost
    }

    public var description: String { "\(text) (\(kind.rawValue))" }

    public static func == (lhs: WordSuggestion, rhs: WordSuggestion) -> Bool {
        lhs.kind == rhs.kind && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    /// Hashes what `==` compares: the kind and the text's bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        for byte in text.utf8 { hasher.combine(byte) }
    }
}

/// The decoder's answer for a word: the candidates for the bar, best first, and the correction
/// that a word end would make (when the typed word should be replaced).
public struct WordSuggestions: Sendable, Hashable {
    /// The word as typed.
    public var word: String
    /// Up to the asked number of suggestions, best first; when the correction a word end would
    /// make is the likeliest reading, what was typed comes first (to keep it) and the correction
    /// second (in a bar of one place, the correction alone).
    public var suggestions: [WordSuggestion]
    /// What autocorrection would replace the word with at a word end, if anything: always one of
    /// ``suggestions``, so that a word end puts in only what the bar shows.
    public var correction: String?

    public init(word: String = "", suggestions: [WordSuggestion] = [], correction: String? = nil) {
        self.word = word
        self.suggestions = suggestions
        self.correction = correction
    }

    public static func == (lhs: WordSuggestions, rhs: WordSuggestions) -> Bool {
        lhs.word.utf8.elementsEqual(rhs.word.utf8) && lhs.suggestions == rhs.suggestions
            && lhs.correction?.utf8.elementsEqual(rhs.correction?.utf8 ?? "".utf8) ?? (rhs.correction == nil)
    }

    /// Hashes what `==` compares, by bytes.
    public func hash(into hasher: inout Hasher) {
        for byte in word.utf8 { hasher.combine(byte) }
        hasher.combine(suggestions)
        hasher.combine(correction == nil)
        for byte in correction?.utf8 ?? "".utf8 { hasher.combine(byte) }
    }
}

extension LayerFrames {
    /// The centre of the first key that types `text`, unshifted or shifted (compared by
    /// bytes): where a tap meant for it lands at best.
    public func centre(ofKeyTyping text: String) -> KeyboardPoint? {
        for key in keys {
            guard case .character(let plain, let shifted) = key.key.action else { continue }
            if plain.utf8.elementsEqual(text.utf8) || shifted.utf8.elementsEqual(text.utf8) { return key.frame.center }
        }
        return nil
    }
}
