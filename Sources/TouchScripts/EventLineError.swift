import KeyboardInput
/// A problem with one line of a touch-event file, at a column of that line.
package struct EventLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based column, in Unicode scalars.
    package let column: Int
    /// What is wrong, e.g. "expected ':' after the key".
    package let message: String

    package init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    package var description: String { "\(column): \(message)" }
}
