import KeyboardModel

/// A grid of terminal cells that boxes and text are drawn into.
///
/// Borders record which way their lines run, so boxes drawn next to each other join with the
/// right corner or junction (`┬ ┴ ├ ┤ ┼`). A wide character takes its cell and the next.
struct TextCanvas {
    /// One cell.
    enum Cell {
        /// Nothing: a space.
        case blank
        /// Part of a border, with the directions its lines run in.
        case border(BorderJoins)
        /// A character of one or two columns starting here.
        case glyph(Character)
        /// The second column of a wide character.
        case covered
    }

    /// The width in columns.
    let width: Int
    /// The height in lines.
    let height: Int
    /// The cells, line by line.
    private var cells: [Cell]

    /// A blank canvas.
    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Draws the outline of `box`, joining it to borders already there.
    mutating func drawBox(_ box: TextBox) {
        guard box.left <= box.right, box.top <= box.bottom else { return }
        for column in box.left...box.right {
            var joins: BorderJoins = []
            if column > box.left { joins.insert(.left) }
            if column < box.right { joins.insert(.right) }
            join(column, box.top, joins)
            join(column, box.bottom, joins)
        }
        for line in box.top...box.bottom {
            var joins: BorderJoins = []
            if line > box.top { joins.insert(.up) }
            if line < box.bottom { joins.insert(.down) }
            join(box.left, line, joins)
            join(box.right, line, joins)
        }
    }

    /// Writes `text` from `column` on `line`; characters that would pass `limit` (exclusive) or
    /// the canvas's edge are dropped, and characters that take no column are skipped.
    mutating func write(_ text: String, line: Int, column: Int, limit: Int) {
        guard line >= 0, line < height else { return }
        let end = min(limit, width)
        var column = column
        for character in text {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            guard column >= 0, column + columns <= end else { return }
            cells[line * width + column] = .glyph(character)
            if columns == 2 { cells[line * width + column + 1] = .covered }
            column += columns
        }
    }

    /// Puts one one-column character at (`column`, `line`).
    mutating func put(_ character: Character, line: Int, column: Int) {
        guard line >= 0, line < height, column >= 0, column < width else { return }
        cells[line * width + column] = .glyph(character)
    }

    /// The lines of the canvas, each exactly ``width`` columns wide, without newlines.
    func lines(style: LineStyle) -> [String] {
        var result: [String] = []
        result.reserveCapacity(height)
        for line in 0..<height {
            var text = ""
            text.reserveCapacity(width * 3)
            for cell in cells[(line * width)..<((line + 1) * width)] {
                switch cell {
                case .blank: text.append(" ")
                case .border(let joins): text.append(style.border(joins))
                case .glyph(let character): text.append(character)
                case .covered: break
                }
            }
            result.append(text)
        }
        return result
    }

    // MARK: - Private

    private mutating func join(_ column: Int, _ line: Int, _ joins: BorderJoins) {
        guard line >= 0, line < height, column >= 0, column < width else { return }
        let index = line * width + column
        if case .border(let existing) = cells[index] {
            cells[index] = .border(existing.union(joins))
        } else {
            cells[index] = .border(joins)
        }
    }
}
