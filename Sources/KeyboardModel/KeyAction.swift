/// What a key does when tapped.
public enum KeyAction: Sendable, Hashable, Codable {
    /// Types `text`, or `shifted` while shift or caps lock is on.
    case character(String, shifted: String)
    /// One-shot shift; a double tap locks capitals when the behaviour allows it.
    case shift
    /// Locks or unlocks capitals.
    case capsLock
    /// Deletes backwards; repeats while held.
    case backspace
    /// Types a space.
    case space
    /// Types a line break and tells the delegate.
    case `return`
    /// Switches to the named layer.
    case layer(String)
    /// Switches to the next system keyboard (the globe key).
    case nextKeyboard
    /// Hides the keyboard.
    case dismiss
    /// A dead key: the accent combines with the next character typed.
    case dead(accent: String)
    /// A key the embedding app handles: the name is forwarded to the delegate.
    case custom(String)
    /// Changes the character before the caret through the layout's modify table of this name
    /// (the kana pad's ゛゜小 key: か → が, は → ば → ぱ → は).
    case modifyPrevious(table: String)

    /// The kinds of action, by the name layout files use (`caps-lock`, `next-keyboard`).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case character
        case shift
        case capsLock = "caps-lock"
        case backspace
        case space
        case `return`
        case layer
        case nextKeyboard = "next-keyboard"
        case dismiss
        case dead
        case custom
        case modifyPrevious = "modify-previous"
    }

    /// The kind of action.
    public var kind: Kind {
        switch self {
        case .character: .character
        case .shift: .shift
        case .capsLock: .capsLock
        case .backspace: .backspace
        case .space: .space
        case .return: .return
        case .layer: .layer
        case .nextKeyboard: .nextKeyboard
        case .dismiss: .dismiss
        case .dead: .dead
        case .custom: .custom
        case .modifyPrevious: .modifyPrevious
        }
    }

    /// The action of `kind` with `argument` — the target layer, the accent or the custom name,
    /// for the kinds that take one; `nil` for a character (which needs its texts) or a missing argument.
    public init?(_ kind: Kind, argument: String? = nil) {
        switch kind {
        case .character: return nil
        case .shift: self = .shift
        case .capsLock: self = .capsLock
        case .backspace: self = .backspace
        case .space: self = .space
        case .return: self = .return
        case .nextKeyboard: self = .nextKeyboard
        case .dismiss: self = .dismiss
        case .layer, .dead, .custom, .modifyPrevious:
            guard let argument else { return nil }
            switch kind {
            case .layer: self = .layer(argument)
            case .dead: self = .dead(accent: argument)
            case .modifyPrevious: self = .modifyPrevious(table: argument)
            default: self = .custom(argument)
            }
        }
    }

    /// The name used in layout files and as a special key's default id.
    public var name: String { kind.rawValue }

    /// The action names a layout file may use in `action:`.
    public static let fileNames = Kind.allCases.filter { $0 != .character }.map(\.rawValue)

    /// The default id of a key with this action: the text for text keys, else the action's name.
    @inlinable public var defaultID: String {
        if case .character(let text, _) = self { return text }
        return name
    }

    /// The default label: the text for text keys, a glyph or short word for the others.
    /// The symbol a key with this action shows by default (`nil`: its label, as text).
    public var defaultSymbol: KeySymbol? {
        switch self {
        case .shift: .shift
        case .capsLock: .capsLock
        case .backspace: .backspace
        case .space: .space
        case .return: .return
        case .nextKeyboard: .globe
        case .dismiss: .dismiss
        case .character, .layer, .dead, .custom, .modifyPrevious: nil
        }
    }

    @inlinable public var defaultLabel: String {
        switch self {
        case .character(let text, _): text
        case .shift: "⇧"
        case .capsLock: "⇪"
        case .backspace: "⌫"
        case .space: "space"
        case .return: "return"
        case .layer(let target): target
        case .nextKeyboard: "🌐"
        case .dismiss: "⌨"
        case .dead(let accent): accent
        case .custom(let name): name
        case .modifyPrevious(let table): table
        }
    }
}
