public import KeyboardModel

/// Where one key sits at one keyboard size.
public struct KeyFrame: Sendable, Hashable {
    /// The key's id, unique within its layer.
    public let id: String
    /// The key itself.
    public let key: Key
    /// The drawn rectangle.
    public internal(set) var frame: KeyboardRect
    /// The touch rectangle: the frame grown by half the gap to each neighbour and to the
    /// keyboard's edge for edge keys. The hit regions of a layer tile the keyboard.
    public internal(set) var hitRegion: KeyboardRect
    /// The index of the key's row, top to bottom.
    public let row: Int
    /// The index of the key in its row, left to right.
    public let indexInRow: Int

    /// Creates a key frame.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - frame: The drawn rectangle.
    ///   - hitRegion: The touch rectangle.
    ///   - row: The row index.
    ///   - indexInRow: The index in the row.
    public init(key: Key, frame: KeyboardRect, hitRegion: KeyboardRect, row: Int, indexInRow: Int) {
        self.id = key.id
        self.key = key
        self.frame = frame
        self.hitRegion = hitRegion
        self.row = row
        self.indexInRow = indexInRow
    }
}
