/// The words a user kept against the lexicon — a name, a word of their own, a spelling they
/// want — which the keyboard learns when they take a correction back or choose what they typed
/// from the bar: a learnt word is never corrected, and typing its start offers it.
///
/// A value the host keeps between runs (``words``, in the order learnt): the keyboard starts
/// with none. Words are kept by their bytes (`café` composed and decomposed are two words) and
/// found without regard to case (`keysmith` is `Keysmith`); at most ``limit``, the oldest
/// forgotten first.
public struct LearntWords: Sendable, Hashable {
    /// The words, oldest first.
    public private(set) var words: [String] = []
    /// The lower case of each word, by its bytes (what typing is compared with).
    private var lowered: [[UInt8]] = []
    /// The places of ``words`` in the byte order of their lower case: a word typed, or the
    /// words it starts, found by binary search.
    private var order: [Int] = []

    /// How many words are kept.
    public static let limit = 2_000
    /// The longest word learnt, in Unicode scalars (longer text is no word).
    public static let longestWord = 48

    /// Learnt words, oldest first: the last ``limit`` given, without empty ones, longer ones and
    /// repeats by bytes (a host's saved list is read in time linear in the limit, however long).
    public init(_ words: [String] = []) {
        for word in words.suffix(Self.limit) { learn(word) }
    }

    /// Learns `word`, or makes it the newest if it is learnt already (by its bytes).
    ///
    /// - Returns: Whether it was new.
    @discardableResult
    public mutating func learn(_ word: String) -> Bool {
        let count = word.unicodeScalars.count
        guard count > 0, count <= Self.longestWord else { return false }
        let key = Array(word.lowercased().utf8)
        let existing = place(of: word, key: key)
        if let existing {
            remove(at: existing)
        } else if words.count == Self.limit {
            remove(at: 0)
        }
        order.insert(words.count, at: Self.lowerBound(of: key, in: lowered, order))
        words.append(word)
        lowered.append(key)
        return existing == nil
    }

    /// Forgets `word` (by its bytes).
    public mutating func forget(_ word: String) {
        if let place = place(of: word, key: Array(word.lowercased().utf8)) { remove(at: place) }
    }

    /// Whether `word` is learnt, in any case.
    public func contains(_ word: String) -> Bool {
        guard !words.isEmpty else { return false }
        let key = Array(word.lowercased().utf8)
        let first = Self.lowerBound(of: key, in: lowered, order)
        return first < order.count && lowered[order[first]] == key
    }

    /// The newest learnt word that `typed` (two scalars or more) starts, in any case, and is
    /// not: cased as `typed` is when it is capitalised or in capitals, else as learnt.
    public func completion(of typed: String) -> String? {
        guard !words.isEmpty, typed.unicodeScalars.count >= 2 else { return nil }
        let start = Array(typed.lowercased().utf8)
        var newest: Int?
        var position = Self.lowerBound(of: start, in: lowered, order)
        while position < order.count, lowered[order[position]].starts(with: start) {
            let index = order[position]
            if lowered[index].count > start.count, index > newest ?? -1 { newest = index }
            position += 1
        }
        return newest.map { Casing(of: typed).apply(to: words[$0]) }
    }

    /// The place in ``words`` of `word`, by its bytes (`key`: its lower case's bytes).
    private func place(of word: String, key: [UInt8]) -> Int? {
        var position = Self.lowerBound(of: key, in: lowered, order)
        while position < order.count, lowered[order[position]] == key {
            if words[order[position]].utf8.elementsEqual(word.utf8) { return order[position] }
            position += 1
        }
        return nil
    }

    private mutating func remove(at index: Int) {
        words.remove(at: index)
        lowered.remove(at: index)
        order.removeAll { $0 == index }
        for position in order.indices where order[position] > index { order[position] -= 1 }
    }

    /// The first place in `order` whose word's lower case does not come before `key`.
    private static func lowerBound(of key: [UInt8], in lowered: [[UInt8]], _ order: [Int]) -> Int {
        var low = 0
        var high = order.count
        while low < high {
            let middle = (low + high) / 2
            if lowered[order[middle]].lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `found` — the decoder's suggestions for the word typed, `count` at most — with the learnt
    /// words applied: a learnt word is not corrected, and the newest learnt word it starts takes
    /// the second place (the first stays the decoder's best), unless it is first; the correction
    /// a word end would make stays in the bar.
    public func applied(to found: WordSuggestions, count: Int) -> WordSuggestions {
        guard !words.isEmpty, !found.word.isEmpty else { return found }
        var result = found
        if found.correction != nil, contains(found.word) {
            result.correction = nil
            // The word stays as typed: it comes first, and the correction is no longer offered.
            result.suggestions.removeAll {
                $0.text.utf8.elementsEqual(found.word.utf8)
                    || $0.kind == .correction && $0.text.utf8.elementsEqual(found.correction?.utf8 ?? "".utf8)
            }
            result.suggestions.insert(WordSuggestion(text: found.word, kind: .literal), at: 0)
        }
        if let completion = completion(of: found.word) {
            // In the second place: moved there if the decoder ranked it lower.
            let place = result.suggestions.firstIndex { $0.text.utf8.elementsEqual(completion.utf8) }
            if place.map({ $0 > 1 }) ?? true {
                let suggestion = place.map { result.suggestions.remove(at: $0) }
                result.suggestions.insert(
                    suggestion ?? WordSuggestion(text: completion, kind: .completion),
                    at: min(1, result.suggestions.count))
            }
        }
        // Back to `count`, the correction kept: a word end puts in only what the bar shows.
        while result.suggestions.count > count {
            let last = result.suggestions.lastIndex { !$0.text.utf8.elementsEqual(result.correction?.utf8 ?? "".utf8) }
            result.suggestions.remove(at: last ?? result.suggestions.count - 1)
        }
        return result
    }

    public static func == (lhs: LearntWords, rhs: LearntWords) -> Bool {
        lhs.words.count == rhs.words.count && zip(lhs.words, rhs.words).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
    }

    /// Hashes what `==` compares: each word's bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.count)
        for word in words {
            for byte in word.utf8 { hasher.combine(byte) }
            hasher.combine(0xFF as UInt8)
        }
    }
}
