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

    /// The symbol's semantic name, with the state it shows (`delete`, `shift`, `shift.on`,
    /// `shift.locked`, `globe`, `return`, …): what a host that draws its own icons keys them
    /// by. One table with ``systemImageName(shifted:locked:)``.
    ///
    /// - Parameters:
    ///   - shifted: Whether shift is on.
    ///   - locked: Whether capitals are locked.
    public func semanticName(shifted: Bool = false, locked: Bool = false) -> String {
        names(shifted: shifted, locked: locked).semantic
    }

    /// The SF Symbols name iOS's own keyboard draws for the symbol in that state (`delete.left`,
    /// `shift.fill`, `capslock.fill`, `globe`, …), for `UIImage(systemName:)`.
    ///
    /// - Parameters:
    ///   - shifted: Whether shift is on.
    ///   - locked: Whether capitals are locked.
    public func systemImageName(shifted: Bool = false, locked: Bool = false) -> String {
        names(shifted: shifted, locked: locked).system
    }

    /// The semantic and the SF Symbols name of the symbol in a shift state: the one table.
    private func names(shifted: Bool, locked: Bool) -> (semantic: String, system: String) {
        switch self {
        case .shift:
            locked ? ("shift.locked", "capslock.fill") : shifted ? ("shift.on", "shift.fill") : ("shift", "shift")
        case .capsLock: locked ? ("capslock.on", "capslock.fill") : ("capslock", "capslock")
        case .backspace: ("delete", "delete.left")
        case .deleteForward: ("delete.forward", "delete.right")
        case .return: ("return", "return")
        case .space: ("space", "space")
        case .tab: ("tab", "arrow.right.to.line")
        case .globe: ("globe", "globe")
        case .dismiss: ("dismiss", "keyboard.chevron.compact.down")
        case .arrowLeft: ("arrow.left", "arrow.left")
        case .arrowRight: ("arrow.right", "arrow.right")
        case .arrowUp: ("arrow.up", "arrow.up")
        case .arrowDown: ("arrow.down", "arrow.down")
        case .emoji: ("emoji", "face.smiling")
        case .settings: ("settings", "gearshape")
        case .microphone: ("microphone", "mic")
        case .escape: ("escape", "escape")
        case .control: ("control", "control")
        case .alt: ("alt", "option")
        case .function: ("function", "fn")
        case .command: ("command", "command")
        case .copy: ("copy", "doc.on.doc")
        case .cut: ("cut", "scissors")
        case .paste: ("paste", "doc.on.clipboard")
        case .selectAll: ("select.all", "selection.pin.in.out")
        }
    }
}
