import KeyboardModel

/// A grid of terminal cells that boxes and text are drawn into.
///
/// Borders record which way their lines run, so boxes drawn next to each other join with the
/// right corner or junction (`┬ ┴ ├ ┤ ┼`). A wide character takes its cell and the next.
///
/// Cells are plain integers (no reference counting while drawing): ``blank``, ``covered`` (the
/// second column of a wide character), ``borderBase`` plus the border's joins, or ``glyphBase``
/// plus an index into ``glyphs``.
struct TextCanvas {
    /// The width in columns.
    let width: Int
    /// The height in lines.
    let height: Int
    /// The cells, line by line.
    private var cells: [UInt32]
    /// The characters written, indexed by glyph cells.
    private var glyphs: [Character] = []

    private static let blank: UInt32 = 0
    private static let covered: UInt32 = 1
    private static let borderBase: UInt32 = 2
    private static let glyphBase: UInt32 = 32

    /// A blank canvas.
    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: Self.blank, count: self.width * self.height)
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
            cells[line * width + column] = glyph(character)
            if columns == 2 { cells[line * width + column + 1] = Self.covered }
            column += columns
        }
    }

    /// Puts one one-column character at (`column`, `line`).
    mutating func put(_ character: Character, line: Int, column: Int) {
        guard line >= 0, line < height, column >= 0, column < width else { return }
        cells[line * width + column] = glyph(character)
    }

    /// The lines of the canvas, each exactly ``width`` columns wide, without newlines.
    ///
    /// - Complexity: O(cells); each line is built as UTF-8 bytes and decoded once.
    func lines(style: LineStyle) -> [String] {
        let borders = (0..<16).map { Array(String(style.border(BorderJoins(rawValue: UInt8($0)))).utf8) }
        let glyphBytes = glyphs.map { Array(String($0).utf8) }
        var result: [String] = []
        result.reserveCapacity(height)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * 3)
        for line in 0..<height {
            bytes.removeAll(keepingCapacity: true)
            for cell in cells[(line * width)..<((line + 1) * width)] {
                if cell == Self.blank {
                    bytes.append(0x20)
                } else if cell >= Self.glyphBase {
                    bytes.append(contentsOf: glyphBytes[Int(cell - Self.glyphBase)])
                } else if cell >= Self.borderBase {
                    bytes.append(contentsOf: borders[Int((cell - Self.borderBase) & 15)])
                }
            }
            result.append(String(decoding: bytes, as: UTF8.self))
        }
        return result
    }

    // MARK: - Private

    private mutating func glyph(_ character: Character) -> UInt32 {
        glyphs.append(character)
        return Self.glyphBase + UInt32(truncatingIfNeeded: glyphs.count - 1)
    }

    private mutating func join(_ column: Int, _ line: Int, _ joins: BorderJoins) {
        guard line >= 0, line < height, column >= 0, column < width else { return }
        let index = line * width + column
        let cell = cells[index]
        var merged = joins.rawValue
        if cell >= Self.borderBase && cell < Self.glyphBase {
            merged |= UInt8(truncatingIfNeeded: cell - Self.borderBase)
        }
        cells[index] = Self.borderBase + UInt32(merged)
    }
}
