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
    /// Moves the caret one character, or one line (to the same column), without typing.
    case caret(CaretMove)
    /// Deletes the character after the caret.
    case deleteForward
    /// Types a tab ("\t").
    case tab
    /// Asks the host for something it does (copy, paste, the emoji picker, a modifier latch…):
    /// told to the delegate, nothing typed.
    case host(HostAction)

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
        case caretLeft = "caret-left"
        case caretRight = "caret-right"
        case caretUp = "caret-up"
        case caretDown = "caret-down"
        case deleteForward = "delete-forward"
        case tab
        case escape
        case control
        case alt
        case function
        case copy
        case cut
        case paste
        case selectAll = "select-all"
        case settings
        case emoji
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
        case .caret(let move):
            switch move {
            case .left: .caretLeft
            case .right: .caretRight
            case .up: .caretUp
            case .down: .caretDown
            }
        case .deleteForward: .deleteForward
        case .tab: .tab
        case .host(let action): action.kind
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
        case .caretLeft: self = .caret(.left)
        case .caretRight: self = .caret(.right)
        case .caretUp: self = .caret(.up)
        case .caretDown: self = .caret(.down)
        case .deleteForward: self = .deleteForward
        case .tab: self = .tab
        case .escape, .control, .alt, .function, .copy, .cut, .paste, .selectAll, .settings, .emoji:
            guard let action = HostAction(kind) else { return nil }
            self = .host(action)
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

    /// Other tools' and people's names for actions, each with the name meant: what a "did you
    /// mean" offers for `action: bksp` or a key id `enter`.
    public static let fileNameSynonyms: [String: String] = [
        "enter": "return", "delete": "backspace", "del": "backspace", "bksp": "backspace",
        "caps": "caps-lock", "capslock": "caps-lock", "globe": "next-keyboard", "hide": "dismiss",
        "switch": "layer", "accent": "dead", "esc": "escape", "ctrl": "control", "option": "alt",
        "fn": "function", "left": "caret-left", "right": "caret-right", "up": "caret-up", "down": "caret-down",
        "forward-delete": "delete-forward", "select": "select-all",
    ]

    /// Gives a text action the shifted text `shifted` works out from its text, the text moved
    /// rather than copied (the loader sets every text key's so); other actions stay as they are.
    @inlinable package mutating func setShifted(_ shifted: (String) -> String) {
        switch consume self {
        case .character(let text, _): self = .character(text, shifted: shifted(text))
        case let other: self = other
        }
    }

    /// The default id of a key with this action: the text for text keys, a custom key's name
    /// (so that a host tells two custom keys apart), else the action's name.
    @inlinable public var defaultID: String {
        switch self {
        case .character(let text, _): text
        case .custom(let name): name
        default: name
        }
    }

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
        case .caret(.left): .arrowLeft
        case .caret(.right): .arrowRight
        case .caret(.up): .arrowUp
        case .caret(.down): .arrowDown
        case .deleteForward: .deleteForward
        case .tab: .tab
        case .host(let action): action.symbol
        case .character, .layer, .dead, .custom, .modifyPrevious: nil
        }
    }

    /// The default label: the text for text keys, a glyph or short word for the others.
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
        case .caret, .deleteForward, .tab, .host: defaultSymbol?.unicodeFallbacks.first ?? name
        }
    }
}

/// Where a caret key moves the caret.
public enum CaretMove: String, Sendable, Hashable, Codable, CaseIterable {
    /// One character back.
    case left
    /// One character on.
    case right
    /// To the same column of the line above (the start of the text on the first line).
    case up
    /// To the same column of the line below (the end of the text on the last line).
    case down
}

/// What a host action key asks the host for: told to the delegate by name, nothing typed.
public enum HostAction: String, Sendable, Hashable, Codable, CaseIterable {
    case escape
    /// A latch for the next key, as a hardware keyboard's modifier.
    case control
    case alt
    case function
    case copy
    case cut
    case paste
    case selectAll = "select-all"
    case settings
    /// The system's emoji picker.
    case emoji

    /// The action's kind in a layout file.
    public var kind: KeyAction.Kind { names.kind }

    /// The symbol its key shows.
    public var symbol: KeySymbol { names.symbol }

    /// The host action of `kind`, if it is one.
    public init?(_ kind: KeyAction.Kind) {
        guard let action = Self.allCases.first(where: { $0.kind == kind }) else { return nil }
        self = action
    }

    /// The one table of each host action's kind and symbol.
    private var names: (kind: KeyAction.Kind, symbol: KeySymbol) {
        switch self {
        case .escape: (.escape, .escape)
        case .control: (.control, .control)
        case .alt: (.alt, .alt)
        case .function: (.function, .function)
        case .copy: (.copy, .copy)
        case .cut: (.cut, .cut)
        case .paste: (.paste, .paste)
        case .selectAll: (.selectAll, .selectAll)
        case .settings: (.settings, .settings)
        case .emoji: (.emoji, .emoji)
        }
    }
}
