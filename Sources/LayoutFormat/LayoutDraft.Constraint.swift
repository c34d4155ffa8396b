import KeyboardModel

extension LayoutDraft {
    /// A constraint that parsed, with the key ids it names (checked on the merged layout).
    struct Constraint {
        var constraint: LayoutConstraint
        /// The key ids named, with their offsets in the text.
        var references: [ConstraintParse.Reference]
        /// Where the constraint's string starts.
        var location: SourceLocation
        /// The string node the constraint was read from, to place problems inside it; `nil` when
        /// read without a node tree (``LayoutStreamReader``, which hands over only layouts
        /// without problems).
        var node: YAMLNode?
        /// The text of the file, to check that offsets map to columns.
        var source: SourceText?

        /// Where the character at `offset` is, and a note when that place is approximate.
        func place(offset: Int) -> (location: SourceLocation, note: Diagnostic?) {
            guard let scalar = node?.scalar else { return (location, nil) }
            return DraftReader.place(offset: offset, from: location, scalar: scalar, source: source)
        }
    }
}
