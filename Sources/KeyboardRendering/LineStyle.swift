/// The characters a text drawing is made of: Unicode light box-drawing lines, or plain ASCII.
public enum LineStyle: String, Sendable, Hashable, CaseIterable {
    /// Light box-drawing lines (`┌ ─ ┬ │ ┼ …`), Unicode glyphs for special keys, `…` to shorten.
    case unicode
    /// `+ - |` only; special keys as short words, `~` to shorten, ASCII marks and header.
    case ascii

    /// The character that ends a shortened label.
    var ellipsis: Character { self == .unicode ? "…" : "~" }

    /// The mark in the corner of a key with long-press alternates.
    var alternatesMark: Character { self == .unicode ? "·" : "*" }

    /// The mark in the corner of a dead key.
    var deadKeyMark: Character { self == .unicode ? "˚" : "^" }

    /// The separator between the parts of a header.
    var headerSeparator: String { self == .unicode ? " · " : " - " }

    /// The sign between width and height in a header.
    var times: String { self == .unicode ? " × " : " x " }

    /// The character for a border cell joined to its neighbours in the given directions.
    ///
    /// - Parameter joins: Which of the four neighbours the cell's lines run to.
    /// - Returns: A line, corner or junction character.
    func border(_ joins: BorderJoins) -> Character {
        let vertical = joins.contains(.up) || joins.contains(.down)
        let horizontal = joins.contains(.left) || joins.contains(.right)
        if self == .ascii {
            if vertical && horizontal { return "+" }
            return vertical ? "|" : "-"
        }
        switch joins {
        case [.right, .down]: return "┌"
        case [.left, .down]: return "┐"
        case [.right, .up]: return "└"
        case [.left, .up]: return "┘"
        case [.up, .down, .right]: return "├"
        case [.up, .down, .left]: return "┤"
        case [.left, .right, .down]: return "┬"
        case [.left, .right, .up]: return "┴"
        case [.left, .right, .up, .down]: return "┼"
        default: return vertical ? "│" : "─"
        }
    }
}

/// The directions in which a border cell's lines leave it.
struct BorderJoins: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let up = BorderJoins(rawValue: 1)
    static let down = BorderJoins(rawValue: 2)
    static let left = BorderJoins(rawValue: 4)
    static let right = BorderJoins(rawValue: 8)
}
