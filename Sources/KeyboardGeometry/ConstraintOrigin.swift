public import KeyboardModel

/// Where a geometry constraint came from: a place in the layout and what it asks for.
///
/// Every constraint the geometry compiles carries one, so a conflict can be reported at the
/// lines that caused it.
public struct ConstraintOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The key, row, layer, metrics or layout constraint that asked for it; `nil` for layouts
    /// built in code.
    public var location: SourceLocation?
    /// What it asks for, e.g. "row 3 of layer 'letters' must fit the width".
    public var message: String

    /// Creates an origin.
    ///
    /// - Parameters:
    ///   - location: Where it was written.
    ///   - message: What it asks for.
    public init(location: SourceLocation?, message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:column: message`, or the message alone without a location.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
