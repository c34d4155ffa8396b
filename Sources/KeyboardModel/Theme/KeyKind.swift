/// What a key is, for how a theme draws it: the rows of a theme's table of key looks.
public enum KeyKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A key that types a character: letters, digits, punctuation, dead keys, and keys that
    /// change the character before the caret.
    case character
    /// A key that does something else: shift, backspace, layer switches, the globe, caret keys,
    /// custom and host keys.
    case function
    /// The space bar.
    case space
    /// The key that finishes the input: return.
    case primary

    /// The position in `allCases`, without making the array.
    @inlinable public var ordinal: Int {
        switch self {
        case .character: 0
        case .function: 1
        case .space: 2
        case .primary: 3
        }
    }

    /// The kind of a key whose tap does `action`: the one place that says which keys are which.
    public init(_ action: KeyAction) {
        switch action {
        case .character, .dead, .modifyPrevious: self = .character
        case .space: self = .space
        case .return: self = .primary
        case .shift, .capsLock, .backspace, .layer, .nextKeyboard, .dismiss, .custom, .caret, .deleteForward, .tab,
            .host:
            self = .function
        }
    }
}
