import KeyboardModel
import LayoutDiagnostics

/// A value with the place it was written.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    /// Inlinable so that a reader in another module makes one without asking the runtime for
    /// `Located<Value>`'s metadata (which a parse of en-US asked for 26 times when it was not).
    @inlinable public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
