public import KeyboardModel

/// A problem found in an input, with where it is and what to do about it.
///
/// Every diagnostic has a location; problems with a whole file point at its first character.
/// Notes attach related places ("first defined here").
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How bad it is.
    public var severity: Severity
    /// A stable code such as `KS1001`, for documentation and filtering.
    public var code: String
    /// One sentence, lower-case start, no final period.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Related places and hints.
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, code: String, _ message: String, at location: SourceLocation,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// A note attached to another diagnostic.
    public static func note(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.note, code: "", message, at: location)
    }

    /// How bad a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Codable, Comparable {
        case note
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
        }
    }
}
