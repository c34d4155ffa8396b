/// An axis-aligned rectangle: origin top-left, size in points.
public struct KeyboardRect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = KeyboardRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The centre.
    public var center: KeyboardPoint { KeyboardPoint(x: midX, y: midY) }
    /// The area.
    public var area: Double { width * height }

    /// Whether `point` lies inside, counting the left and top edges but not the right and bottom
    /// ones, so that rectangles sharing an edge never both contain a point of it.
    ///
    /// - Parameter point: The point.
    /// - Returns: `true` when `minX ≤ x < maxX` and `minY ≤ y < maxY`.
    public func contains(_ point: KeyboardPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `(x, y, width × height)`.
    public var description: String { "(\(x), \(y), \(width) × \(height))" }
}
