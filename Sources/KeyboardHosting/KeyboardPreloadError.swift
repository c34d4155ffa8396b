/// Why a layout could not be prepared.
public struct KeyboardPreloadError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The layout's id.
    public var layoutID: String
    /// What went wrong, in words (the preparing step's error description).
    public var message: String

    /// Creates an error.
    public init(layoutID: String, message: String) {
        self.layoutID = layoutID
        self.message = message
    }

    public var description: String { "cannot prepare layout '\(layoutID)': \(message)" }
}
