/// What a key is, for how a theme draws it: the rows of a theme's table of key looks.
///
/// - `character`: a key that types a character: letters, digits, punctuation, dead keys, and
///   keys that change the character before the caret;
/// - `function`: a key that does something else: shift, backspace, layer switches, the globe,
///   caret keys, custom and host keys;
/// - `space`: the space bar;
/// - `primary`: the key that finishes the input: return.
public enum KeyKind: String, Sendable, Hashable, Codable, CaseIterable {
    case character, function, space, primary

    /// The position in `allCases`, without making the array.
    public var ordinal: Int { Self.ordinals[self] }
    private static let ordinals = CaseOrdinals<KeyKind>()

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
