public import KeyboardGeometry

/// The row of long-press alternates shown above a key.
///
/// Cells are one key wide (narrower when they would not fit the keyboard's width) and sit in
/// the row above the key. Cell 0 is over the key. For a key in the left half of the keyboard
/// the row grows rightwards; for one in the right half it grows leftwards (cell 1 to the left of
/// cell 0), as iOS does near the right edge. Either way the row is then shifted, if needed, to
/// lie within `0...width`.
public struct AlternatesPopup: Sendable, Hashable {
    /// The id of the key that was long-pressed.
    public let keyID: String
    /// What each cell inserts, already shifted when shift was on as the popup opened.
    public let alternates: [String]
    /// Each cell's rectangle in keyboard coordinates (`y` may be negative: above the keyboard).
    public let cells: [KeyboardRect]
    /// The cell a release would insert: the one under the finger's x, the nearest end cell when
    /// the finger is beyond the row.
    public internal(set) var selectedIndex: Int

    /// The text a release would insert now.
    public var selectedAlternate: String { alternates[selectedIndex] }

    /// Lays out the cells for `alternates` over `key` on a keyboard `width` wide.
    init(keyID: String, alternates: [String], over key: KeyboardRect, keyboardWidth width: Double) {
        self.keyID = keyID
        self.alternates = alternates
        let count = Double(alternates.count)
        let cellWidth = count * key.width > width ? width / count : key.width
        let total = cellWidth * count
        let growsLeft = key.midX > width / 2
        // The row's left edge before clamping.
        var left = growsLeft ? key.maxX - total : key.minX
        left = min(max(left, 0), max(width - total, 0))
        let top = key.minY - key.height
        cells = alternates.indices.map { index in
            let slot = growsLeft ? alternates.count - 1 - index : index
            return KeyboardRect(x: left + Double(slot) * cellWidth, y: top, width: cellWidth, height: key.height)
        }
        selectedIndex = 0
    }

    /// The index of the cell under `x`: the cell whose span holds it, else the nearest end.
    func index(at x: Double) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for (index, cell) in cells.enumerated() {
            if x >= cell.minX && x < cell.maxX { return index }
            let distance = x < cell.minX ? cell.minX - x : x - cell.maxX
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }
}
