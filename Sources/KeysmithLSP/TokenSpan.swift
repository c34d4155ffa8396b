/// The extent of the YAML token a diagnostic's column points at, for the range an editor
/// underlines: a quoted string to its closing quote, a plain scalar to the next `,` `]` `}`,
/// `: `, ` #` or the line's end; at least one character.
enum TokenSpan {
    /// The span of the token at 1-based `line` and `column` (in `Character`s) of `lines`.
    static func at(line: Int, column: Int, in lines: TextLines) -> TextSpan {
        let characters = Array(lines.line(line - 1))
        let start = max(0, column - 1)
        guard start < characters.count else { return TextSpan(line: line, column: column, length: 0) }
        var end = start
        let first = characters[start]
        if first == "\"" || first == "'" {
            end = start + 1
            while end < characters.count {
                if first == "\"", characters[end] == "\\" {
                    end += 2
                    continue
                }
                if characters[end] == first {
                    // `''` is an escaped quote in a single-quoted string.
                    if first == "'", end + 1 < characters.count, characters[end + 1] == "'" {
                        end += 2
                        continue
                    }
                    end += 1
                    break
                }
                end += 1
            }
            end = min(end, characters.count)
        } else {
            while end < characters.count {
                let character = characters[end]
                if end > start, ",]}".contains(character) { break }
                if character == ":", end + 1 >= characters.count || characters[end + 1] == " " { break }
                if character == " ", end + 1 < characters.count, characters[end + 1] == "#" { break }
                end += 1
            }
            while end > start + 1, characters[end - 1] == " " { end -= 1 }
        }
        return TextSpan(line: line, column: column, length: max(1, end - start))
    }
}
