import KeyboardModel
import LayoutDiagnostics

/// A value with the place it was written.
package struct Located<Value> {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
