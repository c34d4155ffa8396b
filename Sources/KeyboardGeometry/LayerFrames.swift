public import KeyboardModel

/// The frames of every key of one layer at one keyboard size, with an O(log n) hit test.
public struct LayerFrames: Sendable, Equatable {
    /// The layer's name.
    public let name: String
    /// The keyboard size the frames are for.
    public internal(set) var size: Size
    /// Every key, row by row, left to right.
    public internal(set) var keys: [KeyFrame]
    /// `rowKeyStart[r]..<rowKeyStart[r + 1]` are the indices in `keys` of row `r`.
    let rowKeyStart: [Int]
    /// The hit-region edges between rows: `rows + 1` values from 0 to the height.
    var rowEdges: [Double]
    /// Per row `r`, the `n + 1` hit-region edges of its `n` keys from 0 to the width, starting at
    /// `rowKeyStart[r] + r`.
    var keyEdges: [Double]
    /// The index in `keys` of each id (the first key when an id repeats).
    let indexByID: [String: Int]

    /// Creates empty frames for `layer`; the geometry fills in the rectangles.
    init(layer: Layer) {
        name = layer.name
        size = Size(width: 0, height: 0)
        var keys: [KeyFrame] = []
        var starts = [0]
        var indexByID: [String: Int] = [:]
        for (rowIndex, row) in layer.rows.enumerated() {
            for (keyIndex, key) in row.keys.enumerated() {
                if indexByID[key.id] == nil { indexByID[key.id] = keys.count }
                keys.append(KeyFrame(key: key, frame: .zero, hitRegion: .zero, row: rowIndex, indexInRow: keyIndex))
            }
            starts.append(keys.count)
        }
        self.keys = keys
        self.rowKeyStart = starts
        self.rowEdges = Array(repeating: 0, count: layer.rows.count + 1)
        self.keyEdges = Array(repeating: 0, count: keys.count + layer.rows.count)
        self.indexByID = indexByID
    }

    /// The number of rows.
    public var rowCount: Int { rowKeyStart.count - 1 }

    /// The frame of the key with id `id`.
    ///
    /// - Parameter id: A key id.
    /// - Returns: The key's frame, or `nil` when the layer has no such key.
    /// - Complexity: One hash look-up.
    public func key(withID id: String) -> KeyFrame? {
        indexByID[id].map { keys[$0] }
    }

    /// The key whose hit region contains `point`.
    ///
    /// Hit regions tile the keyboard: every point of `[0, width) × [0, height)` belongs to exactly
    /// one key (a row without keys owns its band but has no key).
    ///
    /// - Parameter point: A point in keyboard coordinates.
    /// - Returns: The key, or `nil` outside the keyboard.
    /// - Complexity: O(log rows + log keys in the row).
    public func key(at point: Point) -> KeyFrame? {
        index(at: point).map { keys[$0] }
    }

    /// The index in ``keys`` of the key whose hit region contains `point`.
    ///
    /// - Parameter point: A point in keyboard coordinates.
    /// - Returns: The index, or `nil` outside the keyboard.
    /// - Complexity: O(log rows + log keys in the row).
    public func index(at point: Point) -> Int? {
        guard point.x >= 0, point.x < size.width, point.y >= 0, point.y < size.height else { return nil }
        let rows = rowCount
        guard rows > 0 else { return nil }
        let row = Self.lastIndex(in: rowEdges, base: 0, count: rows, notAbove: point.y)
        let first = rowKeyStart[row]
        let count = rowKeyStart[row + 1] - first
        guard count > 0 else { return nil }
        return first + Self.lastIndex(in: keyEdges, base: first + row, count: count, notAbove: point.x)
    }

    /// The largest `i` in `0..<count` with `edges[base + i] <= value` (0 when there is none).
    @inline(__always)
    private static func lastIndex(in edges: [Double], base: Int, count: Int, notAbove value: Double) -> Int {
        edges.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = count - 1
            while low < high {
                let middle = (low + high + 1) >> 1
                if buffer[base + middle] <= value {
                    low = middle
                } else {
                    high = middle - 1
                }
            }
            return low
        }
    }
}
