import KeyboardModel

extension KeyboardController {
    /// What a key does, worked out once per key so that a tap builds no strings.
    struct KeyOutput {
        /// The action, without its payload.
        enum Kind: UInt8 {
            case character, shift, capsLock, backspace, space, `return`, layer, nextKeyboard, dismiss, dead, custom
        }

        /// The action.
        let kind: Kind
        /// A character key's text (also a dead key's accent, a custom key's name).
        let text: String
        /// A character key's shifted text.
        let shifted: String
        /// The only scalar of `text`, when it has exactly one (for the text context).
        let scalar: Unicode.Scalar?
        /// The only scalar of `shifted`, when it has exactly one.
        let shiftedScalar: Unicode.Scalar?
        /// Long-press alternates (character keys only).
        let alternates: [String]
        /// The alternates in the locale's upper case, for when shift is on.
        let shiftedAlternates: [String]
        /// A layer key's target, as an index into the layout's layers (-1 when there is none).
        let layerTarget: Int

        /// Works out what `key` does in `layout`.
        init(_ key: Key, layout: KeyboardLayout, layerIndex: [String: Int]) {
            var text = ""
            var shifted = ""
            var target = -1
            switch key.action {
            case .character(let plain, let shiftedText):
                kind = .character
                text = plain
                shifted = shiftedText
            case .shift: kind = .shift
            case .capsLock: kind = .capsLock
            case .backspace: kind = .backspace
            case .space:
                kind = .space
                text = " "
                shifted = " "
            case .return:
                kind = .return
                text = "\n"
                shifted = "\n"
            case .layer(let name):
                kind = .layer
                target = layerIndex[name] ?? -1
            case .nextKeyboard: kind = .nextKeyboard
            case .dismiss: kind = .dismiss
            case .dead(let accent):
                kind = .dead
                text = accent
            case .custom(let name):
                kind = .custom
                text = name
            }
            self.text = text
            self.shifted = shifted
            self.scalar = Self.soleScalar(of: text)
            self.shiftedScalar = Self.soleScalar(of: shifted)
            self.layerTarget = target
            if kind == .character {
                let list = key.alternates.isEmpty ? layout.alternates[key.id] ?? [] : key.alternates
                alternates = list
                shiftedAlternates = list.map { CaseMapping.uppercase($0, locale: layout.locale) }
            } else {
                alternates = []
                shiftedAlternates = []
            }
        }

        /// The only scalar of `text`, or `nil` when it has none or several.
        private static func soleScalar(of text: String) -> Unicode.Scalar? {
            let scalars = text.unicodeScalars
            return scalars.count == 1 ? scalars.first : nil
        }
    }
}
