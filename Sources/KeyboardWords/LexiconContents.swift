/// What a compiled lexicon is made from: word forms with their counts, the fold that makes
/// each form's search key, the language and its punctuation. The tools fill one from a word list
/// (`LexiconSources`), and ``Lexicon/encode(_:)`` writes it.
///
/// Forms are compared by their Unicode scalars, never as `String`s (which would merge
/// canonically equivalent forms, `;` U+003B and U+037E among them).
public struct LexiconContents: Sendable, Equatable {
    /// One word form and how often it was seen.
    public struct Word: Sendable, Equatable {
        /// The form, scalar by scalar, as the text will hold it.
        public var form: [Unicode.Scalar]
        /// How often it occurs in the source (1 when the source has no counts).
        public var count: UInt64

        public init(form: [Unicode.Scalar], count: UInt64) {
            self.form = form
            self.count = count
        }
    }

    /// The words; no two with the same scalars.
    public var words: [Word]
    /// The search key of each scalar used in the words: what a tap on a key must type to match
    /// it (`é` → `e`, `Ё` → `е`, a combining accent → nothing). A scalar the table lacks is its
    /// own key.
    public var fold: [Unicode.Scalar: [Unicode.Scalar]]
    /// The language's BCP 47 tag (`en`, `ru`), possibly empty.
    public var language: String
    /// Whether the language has letter case (Keyman's `languageUsesCasing`).
    public var usesCasing: Bool
    /// What follows an accepted suggestion (Keyman's `punctuation.insertAfterWord`): a space by
    /// default, nothing for scripts written without spaces.
    public var insertAfterWord: String
    /// The quotes that mark a suggestion keeping what was typed (Keyman's
    /// `quotesForKeepSuggestion`), if the source names them.
    public var keepQuotes: (open: String, close: String)?

    public init(
        words: [Word], fold: [Unicode.Scalar: [Unicode.Scalar]], language: String, usesCasing: Bool = true,
        insertAfterWord: String = " ", keepQuotes: (open: String, close: String)? = nil
    ) {
        self.words = words
        self.fold = fold
        self.language = language
        self.usesCasing = usesCasing
        self.insertAfterWord = insertAfterWord
        self.keepQuotes = keepQuotes
    }

    public static func == (lhs: LexiconContents, rhs: LexiconContents) -> Bool {
        // Text by its bytes: `String ==` would take canonically equivalent texts for equal.
        func same(_ a: String?, _ b: String?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.utf8.elementsEqual(b.utf8)
        }
        return lhs.words == rhs.words && lhs.fold == rhs.fold && same(lhs.language, rhs.language)
            && lhs.usesCasing == rhs.usesCasing && same(lhs.insertAfterWord, rhs.insertAfterWord)
            && same(lhs.keepQuotes?.open, rhs.keepQuotes?.open) && same(lhs.keepQuotes?.close, rhs.keepQuotes?.close)
    }
}
