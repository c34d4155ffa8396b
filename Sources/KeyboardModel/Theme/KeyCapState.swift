/// What is happening to a key, for how a theme draws it: the columns of a theme's table of key
/// looks.
///
/// - `normal`: at rest;
/// - `pressed`: under a finger;
/// - `active`: on: shift while shift is on, caps lock while capitals are locked, a layer key
///   while its layer is shown;
/// - `disabled`: not available now (the host says so).
public enum KeyCapState: String, Sendable, Hashable, Codable, CaseIterable {
    case normal, pressed, active, disabled

    /// The position in `allCases`, without making the array.
    public var ordinal: Int { Self.ordinals[self] }
    private static let ordinals = CaseOrdinals<KeyCapState>()
}
