/// A named symbol for a key cap that is not text — what hosts and renderers draw as an icon,
/// with a text fallback (``unicodeFallbacks``, ``asciiFallbacks``) where they have none.
///
/// Keys with an action show its symbol by default (``KeyAction/defaultSymbol``: a shift key
/// shows ``shift``); `symbol:` in a layout names another for any key (a `custom` emoji key
/// showing ``emoji``).
public enum KeySymbol: String, Sendable, Hashable, Codable, CaseIterable {
    case shift
    case capsLock = "caps-lock"
    case backspace
    case deleteForward = "delete-forward"
    case `return`
    case space
    case tab
    case globe
    case dismiss
    case arrowLeft = "arrow-left"
    case arrowRight = "arrow-right"
    case arrowUp = "arrow-up"
    case arrowDown = "arrow-down"
    case emoji
    case settings
    case microphone
    case escape
    case control
    case alt
    case function
    case command
    case copy
    case cut
    case paste
    case selectAll = "select-all"

    /// What to draw without an icon, best first (shorter ones for narrow keys), in Unicode.
    public var unicodeFallbacks: [String] {
        switch self {
        case .shift: ["⇧"]
        case .capsLock: ["⇪"]
        case .backspace: ["⌫"]
        case .deleteForward: ["⌦"]
        case .return: ["⏎"]
        case .space: ["space", "␣"]
        case .tab: ["⇥"]
        case .globe: ["🌐"]
        case .dismiss: ["⌨"]
        case .arrowLeft: ["←"]
        case .arrowRight: ["→"]
        case .arrowUp: ["↑"]
        case .arrowDown: ["↓"]
        case .emoji: ["☺"]
        case .settings: ["⚙"]
        case .microphone: ["🎤"]
        case .escape: ["⎋"]
        case .control: ["⌃"]
        case .alt: ["⌥"]
        case .function: ["fn"]
        case .command: ["⌘"]
        case .copy: ["copy"]
        case .cut: ["cut", "✂"]
        case .paste: ["paste"]
        case .selectAll: ["select all", "all"]
        }
    }

    /// What to draw without an icon in plain ASCII, best first.
    public var asciiFallbacks: [String] {
        switch self {
        case .shift: ["shift", "sh"]
        case .capsLock: ["caps"]
        case .backspace: ["delete", "del"]
        case .deleteForward: ["del>", "dl"]
        case .return: ["return", "ret"]
        case .space: ["space", "_"]
        case .tab: ["tab"]
        case .globe: ["globe", "gl"]
        case .dismiss: ["hide"]
        case .arrowLeft: ["<-", "<"]
        case .arrowRight: ["->", ">"]
        case .arrowUp: ["up", "^"]
        case .arrowDown: ["down", "v"]
        case .emoji: ["emoji", ":)"]
        case .settings: ["settings", "set"]
        case .microphone: ["mic"]
        case .escape: ["esc"]
        case .control: ["ctrl"]
        case .alt: ["alt"]
        case .function: ["fn"]
        case .command: ["cmd"]
        case .copy: ["copy"]
        case .cut: ["cut"]
        case .paste: ["paste"]
        case .selectAll: ["select all", "all"]
        }
    }

    /// The names a layout file uses, in declaration order.
    public static let fileNames = allCases.map(\.rawValue)
}
