/// The timing curve of a keyboard animation, mirroring `UIView.AnimationCurve`, whose raw values
/// these are.
///
/// The keyboard animates with a curve UIKit does not name (raw value 7); `keyboard` stands for it.
/// An embedder reads `UIResponder.keyboardAnimationCurveUserInfoKey` as an `Int` and converts with
/// `KeyboardAnimationCurve(rawValue: raw) ?? .keyboard`, and back with
/// `UIView.AnimationCurve(rawValue: curve.rawValue)`.
public enum KeyboardAnimationCurve: Int, Sendable, Hashable, CaseIterable, Codable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3
    /// UIKit's private keyboard curve (raw value 7), a spring-like ease.
    case keyboard = 7
}
