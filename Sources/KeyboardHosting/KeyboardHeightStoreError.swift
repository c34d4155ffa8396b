/// Why a keyboard-height store could not be read or written.
///
/// The cache never throws these at its callers: it reports them through its `reportProblem`
/// closure and carries on with what it knows.
public enum KeyboardHeightStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The store exists but could not be read (`code` is the `errno` value, when there is one).
    case unreadable(path: String, code: Int32)
    /// The store was read but does not hold a valid height table.
    case corrupt(path: String, reason: String)
    /// The store could not be written (`code` is the `errno` value, when there is one).
    case unwritable(path: String, code: Int32)
    /// The table was read but some entries are not usable heights (≤ 0, not finite, or a key that
    /// is not `orientation:layout`); they were dropped.
    case invalidEntries(keys: [String])

    public var description: String {
        switch self {
        case .unreadable(let path, let code):
            return "cannot read keyboard heights from '\(path)' (errno \(code))"
        case .corrupt(let path, let reason):
            return "ignoring corrupt keyboard heights in '\(path)': \(reason)"
        case .unwritable(let path, let code):
            return "cannot write keyboard heights to '\(path)' (errno \(code))"
        case .invalidEntries(let keys):
            return "ignoring invalid keyboard heights for \(keys.map { "'\($0)'" }.joined(separator: ", "))"
        }
    }
}
