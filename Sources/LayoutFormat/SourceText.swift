/// The text of a source file split into lines, for showing the line a diagnostic points at.
public struct SourceText: Sendable, Hashable {
    /// The path of the file as the user gave it.
    public let file: String
    /// The lines, without their line breaks (`\n`, `\r\n` or `\r`).
    public let lines: [Substring]

    /// Splits `text` into lines.
    public init(file: String, text: String) {
        self.file = file
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            // "\r\n" is one Character in Swift.
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append(text[start..<index])
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        lines.append(text[start..<text.endIndex])
        self.lines = lines
    }

    /// The 1-based line `number`, if the file has it.
    public func line(_ number: Int) -> Substring? {
        number >= 1 && number <= lines.count ? lines[number - 1] : nil
    }
}
