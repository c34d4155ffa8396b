/// A rectangle in points, origin top-left (UIKit's convention), for the hosting calculations:
/// keyboard and view frames in window coordinates, a focused field's frame in the scroll view's
/// content coordinates.
///
/// A small value of its own so that this module needs no UIKit or CoreGraphics: an embedder
/// converts with `HostingRect(x: r.minX, y: r.minY, width: r.width, height: r.height)`.
public struct HostingRect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; expected ≥ 0.
    public var width: Double
    /// The height; expected ≥ 0.
    public var height: Double

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = HostingRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// Whether all four numbers are finite.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    public var description: String { "(\(x), \(y), \(width) × \(height))" }
}
