import KeyboardModel

extension LayoutDraft {
    /// A constraint that parsed, with the key ids it names (checked on the merged layout).
    struct Constraint {
        var constraint: LayoutConstraint
        var references: [Reference]

        /// A key id named in the text, where it is, and a note when that place is approximate.
        struct Reference {
            var keyID: String
            var location: SourceLocation
            var notes: [Diagnostic]
        }
    }
}
