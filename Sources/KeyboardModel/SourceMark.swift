/// Where a model value came from, carried beside it but kept out of its equality and hash.
///
/// Two keys that say the same thing are equal whether they were read from line 3 or line 30 of a
/// file, or built in code (where there is no location at all).
public struct SourceMark: Sendable, Hashable, Codable {
    /// The location, or `nil` for values built in code.
    public var location: SourceLocation?

    /// Creates a mark.
    ///
    /// - Parameter location: The location, or `nil` for values built in code.
    @inlinable public init(_ location: SourceLocation? = nil) {
        self.location = location
    }

    /// No location: a value made in code (made where it is used: no global to look up per key).
    @inlinable public static var none: SourceMark { SourceMark() }

    public static func == (lhs: SourceMark, rhs: SourceMark) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        location = container.decodeNil() ? nil : try container.decode(SourceLocation.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let location {
            try container.encode(location)
        } else {
            try container.encodeNil()
        }
    }
}
