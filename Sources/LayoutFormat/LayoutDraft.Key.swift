import KeyboardModel

extension LayoutDraft {
    /// One key as written; its id, shifted text and alternates are resolved on the merged layout
    /// (they depend on the locale and the top-level alternates, which a parent may supply).
    struct Key {
        /// The field names a key mapping may have.
        static let fieldNames = [
            "text", "shifted", "label", "id", "action", "to", "accent", "name", "alternates", "width", "min-width",
            "max-width",
        ]

        /// What the key does.
        enum Kind {
            /// A text key, with its explicit shifted text if written.
            case text(String, shifted: String?)
            /// A special key.
            case action(KeyAction)
        }

        var kind: Kind
        var id: Located<String>?
        var label: String?
        var alternates: [String]?
        var width: KeyWidth
        var minWidth: KeyLength?
        var maxWidth: KeyLength?
        /// Where the key starts.
        var location: SourceLocation
        /// The value of `to` (layer keys) or `accent` (dead keys).
        var detailLocation: SourceLocation?
    }
}
