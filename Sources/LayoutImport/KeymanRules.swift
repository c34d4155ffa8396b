import KeyboardModel

/// What Keysmith reads of a Keyman keyboard source (`.kmn`) beside a touch layout: the rules
/// that give its touch keys their dead keys, compositions and modify-previous tables, its name
/// and its direction. `keysmith export keyman` writes these rules; a keyboard's own `.kmn` is read
/// for the same few shapes, and every other line is left alone:
///
/// | rule | what it says |
/// | --- | --- |
/// | `+ [T_KEY] > dk(NAME)` | touch key `T_KEY` is a dead key |
/// | `dk(NAME) + [U_0065] > 'é'` | the dead key then the key typing `e` types `é` (a composition) |
/// | `dk(NAME) + [K_SPACE] > '´'` | the dead key then space types `´` |
/// | `'か' + [T_KEY] > 'が'` | touch key `T_KEY` turns `か` before the caret into `が` |
/// | `store(&NAME) '…'`, `store(&KMW_RTL) '1'` | the keyboard's name, right to left |
///
/// Strings are `'…'` or `"…"` literals and `U+XXXX` code points, in any mix.
struct KeymanRules: Sendable {
    /// The dead key each touch key makes, by key id. (The tables are keyed by bytes: `[T_é]` and
    /// `[T_e\u{301}]` are two keys.)
    var deadKeys: [ExactText: String] = [:]
    /// Each dead key's rules: the key pressed after it (by id) and what is typed, in file order.
    var compositions: [ExactText: [(keyID: String, output: String)]] = [:]
    /// The modify-previous rules of each touch key: the text before the caret and what it
    /// becomes, in file order.
    var modifications: [ExactText: [(before: String, after: String)]] = [:]
    /// Every key a line of the source names (`[T_KEY]`), whether or not this reader reads the
    /// line: a key no line names does nothing in Keyman.
    var namedKeys: Set<ExactText> = []
    /// `&NAME`.
    var name: String?
    /// `&KMW_RTL` set.
    var rightToLeft = false

    /// Reads the rules of `bytes` (the `.kmn`'s text); lines it cannot read are left out.
    init(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard let tokens = Self.tokens(of: line) else { continue }
            read(tokens)
        }
    }

    /// One token of a rule.
    enum Token: Equatable {
        case plus, arrow
        /// `[ID]`: a key.
        case key(String)
        /// `dk(NAME)` or `deadkey(NAME)`.
        case deadKey(String)
        /// A string literal or `U+XXXX` code points.
        case text(String)
        /// `store(&NAME)`.
        case store(String)
        /// Anything else (`begin`, `group(main)`, `using`, `keys`, `use(main)`, `any(…)`…).
        case other
    }

    private mutating func read(_ tokens: [Token]) {
        for case .key(let id) in tokens { namedKeys.insert(ExactText(id)) }
        // `store(&NAME) 'text'`
        if case .store(let name)? = tokens.first {
            let value = Self.joinedText(tokens.dropFirst())
            switch name.lowercased() {
            case "&name": self.name = value
            case "&kmw_rtl": rightToLeft = value == "1"
            default: break
            }
            return
        }
        guard let arrow = tokens.firstIndex(of: .arrow), let plus = tokens[..<arrow].firstIndex(of: .plus),
            plus + 2 == arrow, case .key(let keyID) = tokens[plus + 1]
        else { return }
        let context = tokens[..<plus]
        let output = tokens[(arrow + 1)...]
        switch (context.first, context.count) {
        case (nil, _):
            // `+ [KEY] > dk(NAME)`
            if output.count == 1, case .deadKey(let name)? = output.first { deadKeys[ExactText(keyID)] = name }
        case (.deadKey(let name)?, 1):
            // `dk(NAME) + [KEY] > text`: only what types text and leaves no dead key waiting.
            guard let typed = Self.joinedText(output) else { return }
            compositions[ExactText(name), default: []].append((keyID, typed))
        default:
            // `'before' + [KEY] > 'after'`
            guard let before = Self.joinedText(context), !before.isEmpty, let after = Self.joinedText(output) else {
                return
            }
            modifications[ExactText(keyID), default: []].append((before, after))
        }
    }

    /// The text of tokens that are all text (`nil` for anything else).
    private static func joinedText(_ tokens: ArraySlice<Token>) -> String? {
        var result = ""
        for token in tokens {
            guard case .text(let text) = token else { return nil }
            result += text
        }
        return result
    }

    /// The tokens of one line (`nil` for a comment, a blank line or one it cannot read).
    static func tokens(of line: Substring) -> [Token]? {
        var tokens: [Token] = []
        var index = line.startIndex
        func word() -> Substring {
            let start = index
            while index < line.endIndex, !line[index].isWhitespace, line[index] != "+", line[index] != ">" {
                if line[index] == "(" {
                    // A call's argument is part of the word: `dk(acute)`, `store(&NAME)`.
                    while index < line.endIndex, line[index] != ")" { index = line.index(after: index) }
                }
                if index < line.endIndex { index = line.index(after: index) }
            }
            return line[start..<index]
        }
        while index < line.endIndex {
            let character = line[index]
            if character.isWhitespace {
                index = line.index(after: index)
                continue
            }
            switch character {
            case "+":
                tokens.append(.plus)
                index = line.index(after: index)
            case ">":
                tokens.append(.arrow)
                index = line.index(after: index)
            case "'", "\"":
                let open = character
                index = line.index(after: index)
                guard let close = line[index...].firstIndex(of: open) else { return nil }
                tokens.append(.text(String(line[index..<close])))
                index = line.index(after: close)
            case "[":
                guard let close = line[index...].firstIndex(of: "]") else { return nil }
                let inside = line[line.index(after: index)..<close].split(separator: " ")
                // Modifiers before the key (`[SHIFT K_A]`) are not this reader's: their key is.
                tokens.append(.key(inside.last.map(String.init) ?? ""))
                index = line.index(after: close)
            case "U" where line[line.index(after: index)...].first == "+",
                "u" where line[line.index(after: index)...].first == "+":
                // `U+00E9`: the `+` is the code point's, not a rule's.
                let start = index
                index = line.index(index, offsetBy: 2)
                while index < line.endIndex, line[index].isHexDigit { index = line.index(after: index) }
                guard let scalar = codePoint(line[start..<index]) else { return nil }
                tokens.append(.text(String(Character(scalar))))
            default:
                let text = word()
                if tokens.isEmpty, text == "c" || text.hasPrefix("c\t") { return nil }  // a comment line
                if text == "c" { return tokens.isEmpty ? nil : tokens }  // a comment ends the line
                if let argument = argument(text, of: ["dk", "deadkey"]) {
                    tokens.append(.deadKey(argument))
                } else if let argument = argument(text, of: ["store"]) {
                    tokens.append(.store(argument))
                } else {
                    tokens.append(.other)
                }
            }
        }
        return tokens.isEmpty ? nil : tokens
    }

    /// `U+00E9` (or `u+00e9`, 4 to 6 hex digits) as its scalar.
    private static func codePoint(_ text: Substring) -> Unicode.Scalar? {
        guard text.count >= 6, text.count <= 8, text.lowercased().hasPrefix("u+") else { return nil }
        return UInt32(text.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
    }

    /// The argument of a call `name(argument)` whose name is one of `names` (any case).
    private static func argument(_ text: Substring, of names: [String]) -> String? {
        guard let open = text.firstIndex(of: "("), text.last == ")",
            names.contains(text[..<open].lowercased())
        else { return nil }
        return String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    }
}
