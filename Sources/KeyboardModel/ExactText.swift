/// Text that is equal to another only when their UTF-8 bytes are: the key of every table whose
/// texts must survive as written.
///
/// Swift's `String` compares by canonical equivalence, so a `[String: …]` merges `;` (U+003B) with
/// `;` (U+037E GREEK QUESTION MARK), `Å` (U+00C5) with `Å` (U+212B ANGSTROM SIGN), and `é` with
/// `e` + U+0301: a key typing one would type the other. Tables keyed on `ExactText` keep them apart,
/// and order them by their bytes, the same on every platform.
public struct ExactText: Sendable, Hashable, Comparable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The text, as written.
    public var string: String

    /// The text `string`, compared by its bytes.
    public init(_ string: String) {
        self.string = string
    }

    public init(stringLiteral value: String) {
        self.string = value
    }

    public var description: String { string }

    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    /// Byte order (UTF-8 order is code point order).
    public static func < (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.string.utf8.lexicographicallyPrecedes(rhs.string.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
        hasher.combine(string.utf8.count)
    }

    public init(from decoder: any Decoder) throws {
        string = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }
}

extension Dictionary where Key == ExactText {
    /// The value for the text `key`, compared by its bytes.
    @inlinable
    public subscript(text key: String) -> Value? {
        get { self[ExactText(key)] }
        set { self[ExactText(key)] = newValue }
    }
}

extension Set where Element == ExactText {
    /// Whether the set holds the text `member`, compared by its bytes.
    @inlinable
    public func contains(text member: String) -> Bool {
        contains(ExactText(member))
    }
}

extension String {
    /// Whether this text and `other` have the same UTF-8 bytes (where `==` compares by canonical
    /// equivalence).
    @inlinable
    public func isExactly(_ other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}

extension Array where Element == String {
    /// Whether the two lists hold texts with the same bytes, in the same order.
    @inlinable
    public func isExactly(_ other: [String]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.isExactly($1) }
    }
}
