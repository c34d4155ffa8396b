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

    /// The name used in layout files and as a special key's default id.
    public var name: String {
        switch self {
        case .character: "character"
        case .shift: "shift"
        case .capsLock: "caps-lock"
        case .backspace: "backspace"
        case .space: "space"
        case .return: "return"
        case .layer: "layer"
        case .nextKeyboard: "next-keyboard"
        case .dismiss: "dismiss"
        case .dead: "dead"
        case .custom: "custom"
        }
    }

    /// The action names a layout file may use in `action:`.
    public static let fileNames = [
        "shift", "caps-lock", "backspace", "space", "return", "layer", "next-keyboard", "dismiss", "dead", "custom",
    ]

    /// The default id of a key with this action: the text for text keys, else the action's name.
    public var defaultID: String {
        if case .character(let text, _) = self { return text }
        return name
    }

    /// The default label: the text for text keys, a glyph or short word for the others.
    public var defaultLabel: String {
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
        }
    }
}
