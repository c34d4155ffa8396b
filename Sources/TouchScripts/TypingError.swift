import KeyboardInput
/// Why ``Typist`` could not type a text.
package enum TypingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The layout has no way to produce these characters (each listed once, in text order).
    case cannotType(layoutID: String, characters: [Character])

    /// `layout 'en-US' cannot type 'ж' (U+0436), 'ю' (U+044E)`.
    package var description: String {
        switch self {
        case .cannotType(let layout, let characters):
            let list = characters.map(Self.describe).joined(separator: ", ")
            return "layout '\(layout)' cannot type \(list)"
        }
    }

    /// `'ж' (U+0436)`; control characters are shown by code point only.
    static func describe(_ character: Character) -> String {
        let codes = character.unicodeScalars.map { scalar in
            var hex = String(scalar.value, radix: 16, uppercase: true)
            while hex.count < 4 { hex = "0" + hex }
            return "U+" + hex
        }
        let visible = character.unicodeScalars.allSatisfy { scalar in
            scalar.properties.generalCategory != .control && scalar.properties.generalCategory != .format
        }
        let shown = visible ? "'\(character)' " : ""
        return shown + "(" + codes.joined(separator: " ") + ")"
    }
}
