public import KeyboardModel

/// The frames of every key of one layer at one keyboard size, with an O(log n) hit test.
public struct LayerFrames: Sendable, Equatable {
    /// The keyboard size the frames are for.
    public internal(set) var size: KeyboardSize
    /// Every key, row by row, left to right.
    public internal(set) var keys: [KeyFrame]
    /// The hit-region edges: first the `rows + 1` edges between rows (from 0 to the height), then
    /// per row the `n + 1` edges of its `n` keys (from 0 to the width); see
    /// ``LayerIndex/keyEdgeBase(ofRow:)``.
    var edges: [Double]
    /// What does not change with the size: name, rows, ids.
    let layerIndex: LayerIndex

    /// Creates empty frames for `layer`, whose spanning keys take `phantoms` in the rows below
    /// theirs; the geometry fills in the rectangles.
    init(layer: Layer, phantoms: [Phantom] = []) {
        size = KeyboardSize(width: 0, height: 0)
        var keys: [KeyFrame] = []
        var starts = [0]
        var indexByID: [ExactText: Int] = [:]
        for (rowIndex, row) in layer.rows.enumerated() {
            for (keyIndex, key) in row.keys.enumerated() {
                if indexByID[text: key.id] == nil { indexByID[text: key.id] = keys.count }
                keys.append(KeyFrame(key: key, frame: .zero, hitRegion: .zero, row: rowIndex, indexInRow: keyIndex))
            }
            starts.append(keys.count)
        }
        self.keys = keys
        var slotStart = starts
        var slotKeys: [Int] = []
        if !phantoms.isEmpty {
            slotStart = [0]
            for row in layer.rows.indices {
                let inRow = phantoms.filter { $0.row == row }
                for index in starts[row]..<starts[row + 1] {
                    for phantom in inRow where phantom.before == index { slotKeys.append(-(phantom.key + 1)) }
                    slotKeys.append(index)
                }
                for phantom in inRow where phantom.before < 0 { slotKeys.append(-(phantom.key + 1)) }
                slotStart.append(slotKeys.count)
            }
        }
        self.edges = Array(repeating: 0, count: 2 * layer.rows.count + 1 + (slotStart.last ?? 0))
        self.layerIndex = LayerIndex(
            name: layer.name, rowKeyStart: starts, indexByID: indexByID, slotStart: slotStart, slotKeys: slotKeys)
    }

    /// The layer's name.
    public var name: String { layerIndex.name }

    /// The number of rows.
    public var rowCount: Int { layerIndex.rowCount }

    /// The frame of the key with id `id`.
    ///
    /// - Parameter id: A key id.
    /// - Returns: The key's frame, or `nil` when the layer has no such key.
    /// - Complexity: One hash look-up.
    public func key(withID id: String) -> KeyFrame? {
        layerIndex.indexByID[text: id].map { keys[$0] }
    }

    /// The key whose hit region contains `point`.
    ///
    /// Hit regions tile the keyboard: every point of `[0, width) × [0, height)` belongs to exactly
    /// one key (a row without keys owns its band but has no key).
    ///
    /// - Parameter point: A point in keyboard coordinates.
    /// - Returns: The key, or `nil` outside the keyboard.
    /// - Complexity: O(log rows + log keys in the row).
    public func key(at point: KeyboardPoint) -> KeyFrame? {
        index(at: point).map { keys[$0] }
    }

    /// The index in ``keys`` of the key whose hit region contains `point`.
    ///
    /// - Parameter point: A point in keyboard coordinates.
    /// - Returns: The index, or `nil` outside the keyboard.
    /// - Complexity: O(log rows + log keys in the row).
    public func index(at point: KeyboardPoint) -> Int? {
        guard point.x >= 0, point.x < size.width, point.y >= 0, point.y < size.height else { return nil }
        let rows = rowCount
        guard rows > 0 else { return nil }
        let row = Self.lastIndex(in: edges, base: 0, count: rows, notAbove: point.y)
        let first = layerIndex.slotStart[row]
        let count = layerIndex.slotStart[row + 1] - first
        guard count > 0 else { return nil }
        let slot = first + Self.lastIndex(in: edges, base: rows + 1 + first + row, count: count, notAbove: point.x)
        // A spanning key's place in a row below its own is the key's.
        guard !layerIndex.slotKeys.isEmpty else { return slot }
        let key = layerIndex.slotKeys[slot]
        return key >= 0 ? key : -key - 1
    }

    /// The largest `i` in `0..<count` with `edges[base + i] <= value` (0 when there is none).
    ///
    /// The loop runs ⌈log₂ count⌉ times whatever the value, and its comparison becomes a 0 or 1
    /// that scales the step instead of a jump, so random points cost no mispredicted branches.
    @inline(__always)
    private static func lastIndex(in edges: [Double], base: Int, count: Int, notAbove value: Double) -> Int {
        edges.withUnsafeBufferPointer { buffer in
            var low = 0
            var length = count
            while length > 1 {
                let half = length &>> 1
                let below = buffer[base &+ low &+ half] <= value
                low &+= half & (0 &- Int(unsafeBitCast(below, to: UInt8.self)))
                length &-= half
            }
            return low
        }
    }
}
