public import KeyboardGeometry
public import KeyboardWords

/// The keystrokes a suggestion bar saves (docs/ANALYZE.md): each word is typed a character at
/// a time on the centres of its keys, and is taken from the bar as soon as the bar offers it.
/// A word of *n* characters costs *n* + 1 keystrokes typed out (its space included) and *k* + 1
/// with the bar, *k* the characters typed before it is offered (the tap on it adds the space).
public struct KeystrokeSavings: Sendable, Equatable {
    /// What the words are: the text's most frequent, or the lexicon's.
    public var source: String
    /// How many distinct words were measured, and their share of all words (by count).
    public var words: Int
    public var coverage: Double
    /// The share of keystrokes the bar saves (0–1), weighted by how often each word occurs.
    public var saved: Double
    /// The share of words the bar never offers (typed out in full), weighted alike.
    public var neverOffered: Double
    /// The bar's slots.
    public var slots: Int

    /// The most distinct words measured.
    public static let wordLimit = 2_000

    /// Measures `words` (each with how often it occurs, most frequent first) through `decoder`.
    ///
    /// - Parameters:
    ///   - words: The words, each a string of characters as the text has them, and its count.
    ///   - total: The count of all the text's words (for ``coverage``).
    ///   - decoder: The lexicon on the layer's frames.
    ///   - frames: The layer the words are typed on (its key centres), or `nil` for taps without
    ///     points.
    ///   - slots: The bar's slots.
    ///   - source: What the words are, for reports.
    ///   - progress: Told the share of the words measured, now and then.
    /// - Complexity: O(*w* · *n*) decodings for *w* words of *n* characters.
    public static func measure(
        _ words: [(text: String, count: Double)], total: Double, decoder: WordDecoder, frames: LayerFrames?,
        slots: Int = 3, source: String, progress: ((Double) -> Void)? = nil
    ) -> KeystrokeSavings {
        var typedOut = 0.0
        var withBar = 0.0
        var never = 0.0
        var measured = 0.0
        let measuredWords = words.prefix(wordLimit)
        for (index, (text, count)) in measuredWords.enumerated() {
            if let progress, index % 32 == 0 { progress(Double(index) / Double(measuredWords.count)) }
            let characters = text.map(String.init)
            let taps = characters.map { WordTap(text: $0, point: frames?.centre(ofKeyTyping: $0)) }
            var cost = characters.count + 1
            var offered = false
            for typed in 0...taps.count {
                let bar = decoder.suggestions(for: Array(taps.prefix(typed)), count: slots).suggestions
                if bar.contains(where: { $0.text.utf8.elementsEqual(text.utf8) }) {
                    cost = typed + 1
                    offered = true
                    break
                }
            }
            typedOut += count * Double(characters.count + 1)
            withBar += count * Double(cost)
            if !offered { never += count }
            measured += count
        }
        return KeystrokeSavings(
            source: source, words: min(words.count, wordLimit), coverage: total > 0 ? measured / total : 0,
            saved: typedOut > 0 ? 1 - withBar / typedOut : 0, neverOffered: measured > 0 ? never / measured : 0,
            slots: slots)
    }
}
