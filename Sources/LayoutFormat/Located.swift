import KeyboardModel

/// A value with the place it was written.
struct Located<Value> {
    var value: Value
    var location: SourceLocation

    init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
