/// A point in a keyboard's coordinate space: points, origin top-left, y growing downwards.
public struct KeyboardPoint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal position.
    public var x: Double
    /// The vertical position.
    public var y: Double

    /// The origin, (0, 0).
    public static let zero = KeyboardPoint(x: 0, y: 0)

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal position.
    ///   - y: The vertical position.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
