/// The text of a source file with its line starts, for showing the line a diagnostic points at.
public struct SourceText: Sendable, Hashable {
    /// The path of the file as the user gave it.
    public let file: String
    /// The whole text (after a UTF-8 byte order mark was removed).
    public let text: String
    /// UTF-8 offsets where each line starts; line breaks are `\n`, `\r\n` or a lone `\r`.
    private let lineStarts: [Int]
    /// Whether each line is pure ASCII, where scalar columns and character columns agree.
    private let lineIsASCII: [Bool]

    /// Indexes the lines of `text`.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length, one pass over the bytes.
    public init(file: String, text: String) {
        self.file = file
        self.text = text
        var starts = [0]
        var ascii = [true]
        var previousWasCR = false
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                if previousWasCR {
                    starts[starts.count - 1] = offset
                } else {
                    starts.append(offset)
                    ascii.append(true)
                }
                previousWasCR = false
            } else if byte == UInt8(ascii: "\r") {
                starts.append(offset)
                ascii.append(true)
                previousWasCR = true
            } else {
                if byte >= 0x80 { ascii[ascii.count - 1] = false }
                previousWasCR = false
            }
        }
        lineStarts = starts
        lineIsASCII = ascii
    }

    /// The number of lines (a final line break starts an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line `number` without its line break, if the file has it.
    ///
    /// - Complexity: O(1) to find the line, O(length) to make the substring.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
        var end = number < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number]) : utf8.endIndex
        // Drop the line break.
        while end > start {
            let before = utf8.index(before: end)
            let byte = utf8[before]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { break }
            end = before
        }
        return text[start..<end]
    }

    /// The 1-based column, in `Character`s, of the `scalarColumn`-th Unicode scalar (0-based) of
    /// 1-based line `line` — converting libyaml's scalar columns to the columns we report.
    package func characterColumn(line: Int, scalarColumn: Int) -> Int {
        if line >= 1, line <= lineIsASCII.count, lineIsASCII[line - 1] { return scalarColumn + 1 }
        guard let text = self.line(line) else { return scalarColumn + 1 }
        let scalars = text.unicodeScalars
        // Fast path: an ASCII prefix has as many characters as scalars.
        var ascii = true
        var count = 0
        var index = scalars.startIndex
        while count < scalarColumn, index < scalars.endIndex {
            if scalars[index].value >= 0x80 { ascii = false }
            scalars.formIndex(after: &index)
            count += 1
        }
        if ascii { return scalarColumn + 1 }
        // Count the characters that start before the scalar.
        let target = index
        var characters = 0
        var characterIndex = text.startIndex
        while characterIndex < target {
            text.formIndex(after: &characterIndex)
            characters += 1
        }
        // A scalar inside a cluster (a combining mark) belongs to that cluster's column.
        if characterIndex > target { return characters }
        return characters + 1
    }
}
