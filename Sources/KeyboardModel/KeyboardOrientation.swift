/// The interface orientation a keyboard height is remembered for.
///
/// Heights are keyed by orientation rather than by size class: on a phone the keyboard's height
/// changes with orientation (and with the layout) but not with the compact/regular width split an
/// iPad makes for multitasking, where the docked keyboard keeps the screen's height. The cache
/// lives on one device, so the device itself need not be part of the key.
public enum KeyboardOrientation: String, Sendable, Hashable, CaseIterable, Codable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape

    /// The orientation of a window or screen of the given size: landscape when strictly wider than
    /// tall, portrait otherwise (a square counts as portrait).
    ///
    /// - Parameters:
    ///   - width: The width in points.
    ///   - height: The height in points.
    public init(width: Double, height: Double) {
        self = width > height ? .landscape : .portrait
    }
}
