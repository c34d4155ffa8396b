public import KeyboardGeometry
public import KeyboardModel
public import LayoutDiagnostics

/// A layout ready to present: read, validated, compiled and solved at the size it is expected
/// to have.
///
/// A value (`Sendable`), so it crosses from the preloader's queue to the main thread; it carries
/// the compiled ``geometry``, so a controller made from it (`KeyboardController(prepared:)`)
/// starts without compiling or solving anything, and a new size (a rotation) is one call,
/// ``resized(to:)``, on any thread.
public struct PreparedLayout: Sendable {
    /// The validated layout, with all its forms (its `formName` is its first form's; the form
    /// shown is ``formName``).
    public let layout: KeyboardLayout
    /// The compiled form of the layout shown at ``size``, for new sizes.
    public let geometry: LayoutGeometry
    /// The keyboard size the frames were solved for.
    public let size: KeyboardSize
    /// The idiom of the device it is shown on, when known: it chooses the form with the width,
    /// now and after ``resized(to:)``.
    public let idiom: Device.Idiom?
    /// Every layer's key frames at `size`, in layout order.
    public let layers: [LayerFrames]
    /// The loader's warnings (a prepared layout has no errors).
    public let warnings: [Diagnostic]

    /// Solves every layer of `geometry` at `size` — of the layout's form for `size`'s width,
    /// compiled when it is another form than `geometry`'s.
    ///
    /// - Parameters:
    ///   - geometry: The compiled layout.
    ///   - size: The keyboard size in points.
    ///   - warnings: The loader's warnings, kept for the app to show.
    /// - Throws: `GeometryError` when a layer cannot be laid out at `size`.
    public init(geometry: LayoutGeometry, size: KeyboardSize, warnings: [Diagnostic] = []) throws(GeometryError) {
        try self.init(layout: geometry.layout, geometry: geometry, size: size, idiom: nil, warnings: warnings)
    }

    /// Solves every layer of `geometry` on `device`: the form of the device's idiom and width
    /// (``KeyboardLayout/formName(for:)``), at the device's keyboard size.
    ///
    /// - Parameters:
    ///   - geometry: The compiled layout.
    ///   - device: The device and orientation.
    ///   - warnings: The loader's warnings, kept for the app to show.
    /// - Throws: `GeometryError` when a layer cannot be laid out at the device's size.
    public init(geometry: LayoutGeometry, device: Device, warnings: [Diagnostic] = []) throws(GeometryError) {
        try self.init(
            layout: geometry.layout, geometry: geometry, size: device.keyboardSize, idiom: device.idiom,
            warnings: warnings)
    }

    /// Solves `layout` at `size`, with `geometry` of one of its forms (compiled again when it is
    /// not the form for `size`'s width).
    package init(
        layout: KeyboardLayout, geometry: LayoutGeometry, size: KeyboardSize, idiom: Device.Idiom?,
        warnings: [Diagnostic]
    ) throws(GeometryError) {
        var geometry = try geometry.form(forWidth: size.width, idiom: idiom, of: layout)
        self.layers = try geometry.frames(for: size)
        self.layout = layout
        self.geometry = geometry
        self.size = size
        self.idiom = idiom
        self.warnings = warnings
    }

    /// The name of the form shown: the one ``size`` and ``idiom`` choose, which a resize may
    /// change.
    public var formName: String { geometry.layout.formName }

    /// The same layout solved at another size: after a rotation, or a new keyboard height (in
    /// the form for the new width).
    ///
    /// - Parameter size: The new keyboard size in points.
    /// - Returns: The layout prepared at `size`.
    /// - Throws: `GeometryError` when a layer cannot be laid out at `size`.
    public func resized(to size: KeyboardSize) throws(GeometryError) -> PreparedLayout {
        try PreparedLayout(layout: layout, geometry: geometry, size: size, idiom: idiom, warnings: warnings)
    }

    /// The same layout on another device or orientation: its form and keyboard size there.
    ///
    /// - Parameter device: The device and orientation.
    /// - Returns: The layout prepared on `device`.
    /// - Throws: `GeometryError` when a layer cannot be laid out at the device's size.
    public func resized(for device: Device) throws(GeometryError) -> PreparedLayout {
        try PreparedLayout(
            layout: layout, geometry: geometry, size: device.keyboardSize, idiom: device.idiom, warnings: warnings)
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
