public import KeyboardGeometry
public import KeyboardModel
public import LayoutFormat

/// A layout ready to present: read, validated, and solved at the size it is expected to have.
///
/// A value (`Sendable`), so it crosses from the preloader's queue to the main thread; presenting
/// it is a lookup of the layer's frames and, for each touch, an O(log n) hit test.
public struct PreparedLayout: Sendable {
    /// The validated layout.
    public let layout: KeyboardLayout
    /// The keyboard size the frames were solved for.
    public let size: Size
    /// Every layer's key frames at `size`, in layout order.
    public let layers: [LayerFrames]
    /// The loader's warnings (a prepared layout has no errors).
    public let warnings: [Diagnostic]

    /// Creates a prepared layout.
    public init(layout: KeyboardLayout, size: Size, layers: [LayerFrames], warnings: [Diagnostic]) {
        self.layout = layout
        self.size = size
        self.layers = layers
        self.warnings = warnings
    }

    /// The frames of the layer named `name`.
    ///
    /// - Parameter name: A layer's name.
    /// - Returns: Its frames, or `nil` when the layout has no such layer.
    /// - Complexity: O(layers).
    public func frames(ofLayer name: String) -> LayerFrames? {
        layers.first { $0.name == name }
    }
}
