/// How much one deletion removed.
public enum DeletionUnit: String, Sendable, Hashable, CaseIterable {
    /// One character (grapheme cluster), as `TextInput.deleteBackward()` removes it.
    case character
    /// One word, as `TextInput.deleteWordBackward()` removes it (a backspace held for 2 s).
    case word
}
