extension TextBuffer {
    /// A selection in characters together with the same range in scalar offsets.
    struct Selection: Equatable {
        /// The selection in characters.
        var characters: Range<Int>
        /// The same range in Unicode scalar offsets.
        var scalars: Range<Int>

        /// A selection from explicit ranges.
        init(characters: Range<Int>, scalars: Range<Int>) {
            self.characters = characters
            self.scalars = scalars
        }

        /// An empty selection: a caret at character `caret`, which is scalar offset `scalar`.
        init(caret: Int, scalar: Int) {
            characters = caret..<caret
            scalars = scalar..<scalar
        }
    }
}
