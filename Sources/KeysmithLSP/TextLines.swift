/// The lines of a document's text, to turn positions between the protocol's (0-based line,
/// offset in UTF-16 or UTF-8 units) and the format's (1-based line, column in `Character`s).
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as both the protocol and the layout reader count them.
package struct TextLines: Sendable {
    /// The text.
    package let text: String
    /// Where each line starts.
    private let starts: [String.Index]

    package init(_ text: String) {
        self.text = text
        var starts = [text.startIndex]
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            if byte == UInt8(ascii: "\n") {
                starts.append(index)
            } else if byte == UInt8(ascii: "\r") {
                if index < utf8.endIndex, utf8[index] == UInt8(ascii: "\n") { continue }
                starts.append(index)
            }
        }
        self.starts = starts
    }

    /// The number of lines.
    package var count: Int { starts.count }

    /// Line `line` (0-based) without its line break; empty past the end.
    package func line(_ line: Int) -> Substring {
        guard line >= 0, line < starts.count else { return "" }
        var end = line + 1 < starts.count ? starts[line + 1] : text.endIndex
        while end > starts[line] {
            let before = text.utf8.index(before: end)
            let byte = text.utf8[before]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { break }
            end = before
        }
        return text[starts[line]..<end]
    }

    /// The index of `position` in the text: clamped to the line's end (the protocol's rule for a
    /// character past it) and to the text's end; an offset inside a character's units counts as
    /// that character's start.
    package func index(of position: LSP.Position, encoding: PositionEncoding) -> String.Index {
        guard position.line < starts.count else { return text.endIndex }
        guard position.line >= 0 else { return text.startIndex }
        let line = self.line(position.line)
        var remaining = position.character
        var index = line.startIndex
        while index < line.endIndex, remaining > 0 {
            let scalar = line.unicodeScalars[index]
            let units = encoding == .utf16 ? UTF16.width(scalar) : UTF8.width(scalar)
            if units > remaining { break }
            remaining -= units
            line.unicodeScalars.formIndex(after: &index)
        }
        return index
    }

    /// The protocol's position of a text index.
    package func position(of index: String.Index, encoding: PositionEncoding) -> LSP.Position {
        // The last line starting at or before the index.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let line = self.line(low)
        let clamped = min(index, line.endIndex)
        return LSP.Position(line: low, character: encoding.length(of: text[starts[low]..<clamped]))
    }

    /// The protocol's position of the format's 1-based `line` and `column` (in `Character`s);
    /// a column past the line's end is its end.
    package func position(line: Int, column: Int, encoding: PositionEncoding) -> LSP.Position {
        let row = max(0, min(line - 1, starts.count - 1))
        let text = self.line(row)
        let characters = max(0, column - 1)
        let end = text.index(text.startIndex, offsetBy: characters, limitedBy: text.endIndex) ?? text.endIndex
        return LSP.Position(line: row, character: encoding.length(of: text[text.startIndex..<end]))
    }

    /// The format's 1-based line and `Character` column of a protocol position.
    package func lineAndColumn(of position: LSP.Position, encoding: PositionEncoding) -> (line: Int, column: Int) {
        let index = self.index(of: position, encoding: encoding)
        let row = max(0, min(position.line, starts.count - 1))
        let text = self.line(row)
        let clamped = min(max(index, text.startIndex), text.endIndex)
        return (row + 1, text[text.startIndex..<clamped].count + 1)
    }
}
