/// What is happening to a key, for how a theme draws it: the columns of a theme's table of key
/// looks.
public enum KeyCapState: String, Sendable, Hashable, Codable, CaseIterable {
    /// At rest.
    case normal
    /// Under a finger.
    case pressed
    /// On: shift while shift is on, caps lock while capitals are locked, a layer key while its
    /// layer is shown.
    case active
    /// Not available now (the host says so).
    case disabled

    /// The position in `allCases`, without making the array.
    @inlinable public var ordinal: Int {
        switch self {
        case .normal: 0
        case .pressed: 1
        case .active: 2
        case .disabled: 3
        }
    }
}
