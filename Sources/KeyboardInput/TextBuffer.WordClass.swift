extension TextBuffer {
    /// The kind of a character, for deleting words.
    ///
    /// A character is classified by its first Unicode scalar.
    enum WordClass: Equatable {
        /// White space, line breaks included (`Unicode.Scalar.Properties.isWhitespace`).
        case whitespace
        /// Letters and marks (`isAlphabetic`), numbers (any `numericType`), `_`, `'` and `’`.
        case word
        /// Everything else: punctuation, symbols, emoji.
        case other

        /// The class of a character that starts with `scalar`.
        init(_ scalar: Unicode.Scalar) {
            let properties = scalar.properties
            if properties.isWhitespace {
                self = .whitespace
            } else if properties.isAlphabetic || properties.numericType != nil || scalar == "_" || scalar == "'"
                || scalar == "\u{2019}"
            {
                self = .word
            } else {
                self = .other
            }
        }
    }
}
