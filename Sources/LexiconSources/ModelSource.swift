/// The parts of a Keyman lexical-model source (`*.model.ts`) that a compiler of `trie-1.0`
/// models reads: its properties' names and values, found by a small tokenizer of TypeScript
/// (comments, strings with their escapes, names, numbers, punctuation). Anything else — types,
/// functions — is skipped over as tokens.
struct ModelSource {
    struct Token {
        enum Kind { case name, string, number, punctuation }
        var kind: Kind
        var text: String
        var line: Int
        var column: Int
    }

    let tokens: [Token]

    init(bytes: [UInt8]) {
        tokens = Self.tokenize(Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
    }

    /// The token naming property `name` (`name:` with the colon after it).
    func key(_ name: String) -> Token? {
        keyIndex(name).map { tokens[$0] }
    }

    private func keyIndex(_ name: String) -> Int? {
        tokens.indices.first { index in
            index + 1 < tokens.count && (tokens[index].kind == .name || tokens[index].kind == .string)
                && tokens[index].text == name && tokens[index + 1].text == ":"
        }
    }

    /// The token after `name:`: a string, number or name (`true`), or `function` / `(` for code.
    func value(of name: String) -> Token? {
        guard let index = keyIndex(name), index + 2 < tokens.count else { return nil }
        return tokens[index + 2]
    }

    /// The strings of the array after `name:`.
    func strings(in name: String) -> [Token] {
        guard let index = keyIndex(name), index + 2 < tokens.count, tokens[index + 2].text == "[" else { return [] }
        var result = [Token]()
        var position = index + 3
        while position < tokens.count, tokens[position].text != "]" {
            if tokens[position].kind == .string { result.append(tokens[position]) }
            position += 1
        }
        return result
    }

    // MARK: - Tokens

    private static func tokenize(_ scalars: [Unicode.Scalar]) -> [Token] {
        var tokens = [Token]()
        var index = 0
        var line = 1
        var lineStart = 0
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let column = index - lineStart + 1
            if scalar == "\n" {
                line += 1
                index += 1
                lineStart = index
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", peek(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") {
                    if scalars[index] == "\n" {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                index += 2
            } else if scalar == "/",
                tokens.last.map({ "(,=:[!&|?{};".unicodeScalars.contains($0.text.unicodeScalars.first ?? " ") }) ?? true
            {
                // A regular expression literal: skipped to its closing slash (not one inside a
                // character class or escaped).
                index += 1
                var inClass = false
                while index < scalars.count, scalars[index] != "\n" {
                    let next = scalars[index]
                    if next == "\\" {
                        index += 2
                        continue
                    }
                    if next == "[" {
                        inClass = true
                    } else if next == "]" {
                        inClass = false
                    } else if next == "/", !inClass {
                        break
                    }
                    index += 1
                }
                index += 1
                tokens.append(Token(kind: .punctuation, text: "/regex/", line: line, column: column))
            } else if scalar == "'" || scalar == "\"" || scalar == "`" {
                let (text, end, lines, lastStart) = string(scalars, from: index, quote: scalar)
                tokens.append(Token(kind: .string, text: text, line: line, column: column))
                if lines > 0 {
                    line += lines
                    lineStart = lastStart
                }
                index = end
            } else if scalar.properties.isAlphabetic || scalar == "_" || scalar == "$" {
                var end = index
                while end < scalars.count,
                    scalars[end].properties.isAlphabetic || scalars[end] == "_" || scalars[end] == "$"
                        || ("0"..."9").contains(scalars[end])
                {
                    end += 1
                }
                tokens.append(Token(kind: .name, text: text(scalars[index..<end]), line: line, column: column))
                index = end
            } else if ("0"..."9").contains(scalar) {
                var end = index
                while end < scalars.count,
                    scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end])
                        || scalars[end] == "."
                {
                    end += 1
                }
                tokens.append(Token(kind: .number, text: text(scalars[index..<end]), line: line, column: column))
                index = end
            } else {
                tokens.append(Token(kind: .punctuation, text: String(scalar), line: line, column: column))
                index += 1
            }
        }
        return tokens
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// A string literal from its opening quote: its value (escapes resolved), the index after it,
    /// and the line breaks inside it with where the last line started.
    private static func string(
        _ scalars: [Unicode.Scalar], from start: Int, quote: Unicode.Scalar
    ) -> (String, Int, Int, Int) {
        var value = String.UnicodeScalarView()
        var index = start + 1
        var lines = 0
        var lastStart = 0
        while index < scalars.count, scalars[index] != quote {
            var scalar = scalars[index]
            if scalar == "\n" {
                lines += 1
                lastStart = index + 1
            }
            if scalar == "\\", index + 1 < scalars.count {
                index += 1
                scalar = scalars[index]
                switch scalar {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                case "u":
                    var hex = ""
                    var end = index + 1
                    if end < scalars.count, scalars[end] == "{" {
                        end += 1
                        while end < scalars.count, scalars[end] != "}" {
                            hex.unicodeScalars.append(scalars[end])
                            end += 1
                        }
                        index = end
                    } else {
                        while end < scalars.count, end < index + 5 {
                            hex.unicodeScalars.append(scalars[end])
                            end += 1
                        }
                        index = end - 1
                    }
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) { value.append(decoded) }
                default: value.append(scalar)
                }
                index += 1
                continue
            }
            value.append(scalar)
            index += 1
        }
        return (String(value), index + 1, lines, lastStart)
    }
}
