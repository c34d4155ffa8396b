import KeyboardModel

/// Splits drawn lines into terminal cells, as a terminal shows them: a character of display
/// width *w* fills *w* cells (the second cell of a wide character is `nil`).
enum TextCells {
    /// The cells of `line`.
    static func cells(_ line: String) -> [Character?] {
        var cells: [Character?] = []
        for character in line {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            cells.append(character)
            if width == 2 { cells.append(nil) }
        }
        return cells
    }

    /// The text in `columns` of a line's cells, with wide characters whole.
    static func text(_ cells: [Character?], columns: Range<Int>) -> String {
        var text = ""
        for column in columns where column < cells.count {
            if let character = cells[column] { text.append(character) }
        }
        return text
    }

    /// The directions the lines of a box-drawing character run in (a reference table written
    /// from the Unicode character names, e.g. "BOX DRAWINGS LIGHT DOWN AND RIGHT" for ┌).
    static let joins: [Character: Set<String>] = [
        "┌": ["down", "right"], "┐": ["down", "left"], "└": ["up", "right"], "┘": ["up", "left"],
        "├": ["up", "down", "right"], "┤": ["up", "down", "left"], "┬": ["left", "right", "down"],
        "┴": ["left", "right", "up"], "┼": ["left", "right", "up", "down"], "─": ["left", "right"],
        "│": ["up", "down"],
    ]
}
