/// A point in points, origin top-left: here, a scroll view's content offset.
public struct HostingPoint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = HostingPoint(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}
