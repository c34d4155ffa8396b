import TestSupport
import Testing

@testable import KeysmithLSP

@Suite struct TextLinesTests {
    /// Pieces of text whose widths differ in every encoding: ASCII, CJK (3 UTF-8 bytes, 1 UTF-16
    /// unit), emoji (4 bytes, 2 units), a combining mark (a character of 2 scalars), line breaks.
    static let pieces = ["a", "b", " ", "日", "本", "😀", "e\u{301}", "👍🏽", "\n", "\r\n", "\r", "é", ":"]

    /// The reference: the lines split by hand and each character's units summed one by one.
    static func reference(_ parts: [String], encoding: PositionEncoding) -> [(line: Int, column: Int, units: Int)] {
        var result: [(Int, Int, Int)] = []
        var line = 1
        var column = 1
        var units = 0
        for part in parts {
            if part == "\n" || part == "\r\n" || part == "\r" {
                result.append((line, column, units))
                line += 1
                column = 1
                units = 0
                continue
            }
            result.append((line, column, units))
            column += 1
            units += encoding == .utf16 ? part.utf16.count : part.utf8.count
        }
        result.append((line, column, units))
        return result
    }

    @Test(arguments: [PositionEncoding.utf16, .utf8])
    func positionsAgreeWithTheReference(encoding: PositionEncoding) {
        var random = SplitMix64(seed: 21)
        for _ in 0..<300 {
            let count = Int(random.next() % 30)
            var parts = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }
            // "\r" then "\n" would be one break, and a mark after a letter joins it: keep parts apart.
            parts = parts.enumerated().filter { index, part in
                !(index > 0 && parts[index - 1] == "\r" && (part == "\n" || part == "\r\n"))
            }.map(\.element)
            let text = parts.joined()
            // Characters that join across parts (a mark after "e" is one part already; "\r" "\n").
            guard text.count == parts.count else { continue }
            let lines = TextLines(text)
            for (line, column, units) in Self.reference(parts, encoding: encoding) {
                let position = lines.position(line: line, column: column, encoding: encoding)
                #expect(position == LSP.Position(line: line - 1, character: units), "\(parts) \(line):\(column)")
                let back = lines.lineAndColumn(of: position, encoding: encoding)
                #expect(back.line == line && back.column == column, "\(parts) \(line):\(column)")
            }
        }
    }

    @Test func anOffsetInsideACharacterOrPastTheLineIsClamped() {
        let lines = TextLines("a😀b\nxy")
        // UTF-16 offset 2 is inside the emoji (units 1 and 2): the character's start.
        #expect(lines.lineAndColumn(of: LSP.Position(line: 0, character: 2), encoding: .utf16) == (1, 2))
        // Past the end of a line: its end, not the next line.
        #expect(lines.lineAndColumn(of: LSP.Position(line: 0, character: 99), encoding: .utf16) == (1, 4))
        // Past the last line: the end of the text.
        #expect(lines.lineAndColumn(of: LSP.Position(line: 9, character: 0), encoding: .utf16) == (2, 3))
    }

    @Test func incrementalChangesInEitherEncoding() {
        var document = OpenDocument(uri: "file:///a.yaml", path: "/a.yaml", version: 1, text: "k: 日本😀x\nnext")
        // Replace "x" (after 3 + 1 + 2 UTF-16 units of "k: 日本😀"... "k: " is 3, 日本 2, 😀 2: 7).
        let x = LSP.Position(line: 0, character: 7)
        document.apply(
            [LSP.ContentChange(range: LSP.Range(start: x, end: LSP.Position(line: 0, character: 8)), text: "yz")],
            version: 2, encoding: .utf16)
        #expect(document.text == "k: 日本😀yz\nnext")
        // In UTF-8, "k: " 3 + 日本 6 + 😀 4 = 13 bytes before "yz".
        let y = LSP.Position(line: 0, character: 13)
        document.apply(
            [LSP.ContentChange(range: LSP.Range(start: y, end: LSP.Position(line: 1, character: 1)), text: "-")],
            version: 3, encoding: .utf8)
        #expect(document.text == "k: 日本😀-ext")
        #expect(document.version == 3)
    }
}
