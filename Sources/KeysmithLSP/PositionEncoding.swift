/// The units the client counts a position's `character` in: UTF-16 code units (the protocol's
/// default) or UTF-8 bytes, when the client offers it.
package enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The encoding to use with a client that offers `offered` (preferred first): UTF-8 when it
    /// is offered (the server's texts are UTF-8), else UTF-16, which every client must support.
    package static func negotiated(from offered: [String]?) -> PositionEncoding {
        (offered ?? []).contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }

    /// The length of `text` in this encoding's units.
    package func length(of text: Substring) -> Int {
        switch self {
        case .utf16: text.utf16.count
        case .utf8: text.utf8.count
        }
    }

    /// The length of one character in this encoding's units.
    package func length(of character: Character) -> Int {
        switch self {
        case .utf16: character.utf16.count
        case .utf8: character.utf8.count
        }
    }
}
