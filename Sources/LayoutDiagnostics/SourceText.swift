public import KeyboardModel

/// The text of a source file with its line starts, for showing the line a diagnostic points at.
public struct SourceText: Sendable, Hashable {
    /// The file, made once: the locations of its text are made from it.
    public let sourceFile: SourceFile
    /// The path of the file as the user gave it.
    public var file: String { sourceFile.path }
    /// The whole text as well-formed UTF-8 (after a UTF-8 byte order mark was removed). Kept as
    /// bytes: a file read is checked once and indexed once, and only the lines that diagnostics
    /// show are ever decoded.
    package let utf8: [UInt8]
    /// UTF-8 offsets where each line starts; line breaks are `\n`, `\r\n` or a lone `\r`.
    private let lineStarts: [Int]
    /// Whether each line is pure ASCII, where scalar columns and character columns agree.
    private let lineIsASCII: [Bool]

    /// The whole text (after a UTF-8 byte order mark was removed).
    ///
    /// - Complexity: O(*n*): the text is decoded on each call.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// Indexes the lines of `text`.
    ///
    /// - Complexity: O(*n*) in the UTF-8 length, one pass over the bytes.
    public init(file: String, text: String) {
        self.init(file: file, validUTF8: Array(text.utf8))
    }

    /// Indexes the lines of `bytes`, which must be well-formed UTF-8 (``YAMLReader`` checks them).
    ///
    /// - Complexity: O(*n*), one pass over the bytes.
    package init(file: String, validUTF8 bytes: [UInt8]) {
        let index = Self.index(bytes, validating: false)
        self.init(file: file, utf8: bytes, lineStarts: index.lineStarts, lineIsASCII: index.lineIsASCII)
    }

    /// A text whose lines are indexed already.
    package init(file: String, utf8: [UInt8], lineStarts: [Int], lineIsASCII: [Bool]) {
        sourceFile = SourceFile(file)
        self.utf8 = utf8
        self.lineStarts = lineStarts
        self.lineIsASCII = lineIsASCII
    }

    /// Whether the text holds a character other than spaces, tabs and line breaks.
    package var hasContent: Bool {
        utf8.contains {
            $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\t")
        }
    }

    /// The number of lines (a final line break starts an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The 1-based line `number` without its line break, if the file has it.
    ///
    /// - Complexity: O(1) to find the line, O(length) to make the substring.
    /// The UTF-8 offsets of line `number` (1-based) without its line break, or `nil`.
    package func lineRange(_ number: Int) -> Range<Int>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : utf8.count
        while end > start, utf8[end - 1] == UInt8(ascii: "\n") || utf8[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }

    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : utf8.count
        // Drop the line break.
        while end > start, utf8[end - 1] == UInt8(ascii: "\n") || utf8[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return Substring(String(decoding: utf8[start..<end], as: UTF8.self))
    }

    /// The 1-based line and character column of the character at UTF-8 offset `offset` of the
    /// text, or `nil` for an offset outside it.
    ///
    /// - Complexity: O(log *lines*) to find the line, O(*length of the line*) for the column.
    package func position(ofUTF8Offset offset: Int) -> (line: Int, column: Int)? {
        guard offset >= 0, offset <= utf8.count else { return nil }
        // The last line that starts at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        // Scalars before the offset on its line: every byte that is not a continuation byte.
        let scalars = utf8[lineStarts[low]..<offset].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return (low + 1, characterColumn(line: low + 1, scalarColumn: scalars))
    }

    /// Whether the 1-based `line` is pure ASCII (so scalar columns are character columns).
    package func isASCII(line: Int) -> Bool {
        line >= 1 && line <= lineIsASCII.count && lineIsASCII[line - 1]
    }

    /// For each Unicode-scalar offset of 1-based `line` (0 through its scalar count), the 1-based
    /// column in `Character`s of the character holding that scalar (a combining mark belongs to
    /// its base's column; the offset past the end is one past the last character).
    ///
    /// - Complexity: O(*length of the line*).
    package func characterColumns(line: Int) -> [Int] {
        // Most lines hold only scalars that are characters on their own: count those from the bytes.
        if let count = standaloneScalarCount(line: line) {
            return Array(1...(count + 1))
        }
        guard let text = self.line(line) else { return [1] }
        return CharacterColumns.columns(of: text)
    }

    /// Whether every scalar of 1-based `line` stands alone as a character, so that its scalar
    /// columns are its character columns.
    package func scalarsStandAlone(line: Int) -> Bool {
        standaloneScalarCount(line: line) != nil
    }

    /// The number of scalars on 1-based `line` if every one of them stands alone as a character.
    private func standaloneScalarCount(line: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : utf8.count
        return utf8.withUnsafeBufferPointer { bytes -> Int? in
            var index = start
            var count = 0
            while index < end {
                let lead = bytes[index]
                // ASCII first: printable characters stand alone, line breaks are skipped.
                if lead < 0x80 {
                    if lead == 0x0A || lead == 0x0D {
                        index += 1
                        continue
                    }
                    guard lead >= 0x20, lead < 0x7F else { return nil }
                    count += 1
                    index += 1
                    continue
                }
                var value: UInt32
                var length: Int
                switch lead {
                case 0..<0x80:
                    value = UInt32(lead)
                    length = 1
                case 0xC0..<0xE0:
                    value = UInt32(lead & 0x1F)
                    length = 2
                case 0xE0..<0xF0:
                    value = UInt32(lead & 0x0F)
                    length = 3
                default:
                    value = UInt32(lead & 0x07)
                    length = 4
                }
                guard index + length <= end else { return nil }
                for offset in 1..<max(length, 1) { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                if value == 0x0A || value == 0x0D {
                    index += length
                    continue
                }
                guard let scalar = Unicode.Scalar(value), Self.standsAlone(scalar) else { return nil }
                count += 1
                index += length
            }
            return count
        }
    }

    /// The 1-based column, in `Character`s, of the `scalarColumn`-th Unicode scalar (0-based) of
    /// 1-based line `line` — converting libyaml's scalar columns to the columns we report.
    package func characterColumn(line: Int, scalarColumn: Int) -> Int {
        if isASCII(line: line) { return scalarColumn + 1 }
        let columns = characterColumns(line: line)
        guard scalarColumn >= 0 else { return 1 }
        return scalarColumn < columns.count
            ? columns[scalarColumn] : (columns.last ?? 1) + scalarColumn - (columns.count - 1)
    }

    /// Whether a scalar is certain to be a whole grapheme cluster, whatever its neighbours: letters
    /// of the Latin, Greek, Cyrillic, Hebrew and Arabic alphabets, CJK ideographs and kana,
    /// general punctuation and currency signs, symbols and emoji bases. None of them joins the
    /// scalar before it; a line whose scalars all come from this set has no combining marks,
    /// joiners, variation selectors, skin-tone modifiers, regional indicators, Hangul jamo or
    /// prepended marks, so each scalar is one character.
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x370..<0x483, 0x48A..<0x530, 0x5D0..<0x5EB, 0x621..<0x64B,
            0x2010..<0x2028, 0x2030..<0x205F, 0x20A0..<0x20C1, 0x2190..<0x2400, 0x3041..<0x3097,
            0x30A1..<0x30FB, 0x4E00..<0xA000, 0x2600..<0x27C0, 0x1F300..<0x1F3FB, 0x1F400..<0x1FB00:
            return true
        default:
            return false
        }
    }
}
