import KeyboardGeometry

extension KeyboardRect {
    /// Whether all four numbers are finite (frames from the system can hold NaN or infinity).
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
