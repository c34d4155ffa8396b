import KeyboardModel

extension LayoutDraft {
    /// A constraint that parsed, with the key ids it names (checked on the merged layout).
    struct Constraint {
        var constraint: LayoutConstraint
        /// The key ids named, with their offsets in the text.
        var references: [ConstraintParse.Reference]
        /// The string node the constraint was read from, to place problems inside it.
        var node: YAMLNode
        /// The text of the file, to check that offsets map to columns.
        var source: SourceText?

        /// Where the character at `offset` is, and a note when that place is approximate.
        func place(offset: Int) -> (location: SourceLocation, note: Diagnostic?) {
            guard let scalar = node.scalar else { return (node.location, nil) }
            return DraftReader.place(offset: offset, from: node.location, scalar: scalar, source: source)
        }
    }
}
