import KeyboardModel
import TestSupport
import Testing

@testable import LayoutDiagnostics
@testable import LocatedYAML

/// The word-at-a-time scans over a file's bytes, against byte-by-byte reference models.
@Suite struct ByteScanTests {
    /// Random text over ASCII letters, spaces, line breaks and multi-byte characters.
    private func text(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "b", " ", ":", "\n", "\r", "\r\n", "é", "🎤", "€", "\t", "xxxxxxxx", "        "]
        let count = Int.random(in: 0...60, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
    }

    @Test func linesAndASCIIFlagsMatchASplitByHand() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let text = text(&random)
            // Reference: split the bytes at \n, \r\n and lone \r.
            let bytes = Array(text.utf8)
            var lines: [[UInt8]] = [[]]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\r") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    lines.append([])
                } else if byte == UInt8(ascii: "\n") {
                    lines.append([])
                } else {
                    lines[lines.count - 1].append(byte)
                }
                index += 1
            }
            let source = SourceText(file: "s.yaml", text: text)
            #expect(source.lineCount == lines.count, "\(Array(text.utf8))")
            for (number, line) in lines.enumerated() {
                #expect(source.line(number + 1).map { Array($0.utf8) } == line)
                #expect(source.isASCII(line: number + 1) == line.allSatisfy { $0 < 0x80 })
            }
        }
    }

    @Test func invalidUTF8AndNULBytesAreFoundWhereverTheyAre() {
        var random = SplitMix64(seed: 12)
        for _ in 0..<3_000 {
            var bytes = Array("key: value\n".utf8)
            let length = Int.random(in: 0...40, using: &random)
            for _ in 0..<length {
                switch Int.random(in: 0..<40, using: &random) {
                case 0: bytes.append(0)
                case 1: bytes.append(UInt8.random(in: 0x80...0xFF, using: &random))
                case 2: bytes += Array("é".utf8)
                case 3: bytes += Array("🎤".utf8)
                default: bytes.append(UInt8(ascii: "x"))
                }
            }
            // Reference: the standard library's decoding repairs exactly the ill-formed bytes.
            let valid = Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
            let document = YAMLReader.read(bytes, file: "b.yaml")
            let codes = document.diagnostics.map(\.code)
            if !valid {
                #expect(codes == [YAMLDiagnosticCode.invalidUTF8], "\(bytes)")
            } else if bytes.contains(0) {
                #expect(codes == [YAMLDiagnosticCode.nulByte], "\(bytes)")
            } else {
                #expect(!codes.contains(YAMLDiagnosticCode.invalidUTF8) && !codes.contains(YAMLDiagnosticCode.nulByte))
            }
        }
    }

    @Test func theCheckingIndexFindsTheFirstProblemAndTheLinesAsAScalarParserDoes() {
        var random = SplitMix64(seed: 31)
        let pieces: [[UInt8]] = [
            [0], Array("\u{85}".utf8), Array("\u{2028}".utf8), Array("\u{2029}".utf8), Array("é".utf8),
            Array("🎤".utf8), Array("€".utf8), Array("€".utf8.prefix(2)), [0x80], [0xC0, 0x80], [0xFF],
            Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array("abcdefgh".utf8), Array("x".utf8),
            Array("key: value ".utf8),
        ]
        for _ in 0..<4_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                // Problems are rarer than text, so that many files have none or one late.
                let piece = Int.random(in: 0..<40, using: &random)
                bytes += piece < pieces.count ? pieces[piece] : pieces[pieces.count - 1 - piece % 3]
            }
            // Reference: the standard library's UTF-8 parser, scalar by scalar; the lines split
            // at \n, \r\n and a lone \r.
            var invalid: Int?
            var other: SourceText.EncodingProblem?
            var lines: [[UInt8]] = [[]]
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            var previousWasCR = false
            parsing: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded):
                    let scalar = Unicode.UTF8.decode(encoded).value
                    if other == nil, scalar == 0 { other = .nul(offset: offset) }
                    if other == nil, [0x85, 0x2028, 0x2029].contains(scalar) {
                        other = .lineSeparator(offset: offset, scalar: scalar)
                    }
                    if scalar == 0x0A, previousWasCR {
                    } else if scalar == 0x0A || scalar == 0x0D {
                        lines.append([])
                    } else {
                        lines[lines.count - 1] += Array(encoded)
                    }
                    previousWasCR = scalar == 0x0D
                    offset += encoded.count
                case .error:
                    invalid = offset
                    break parsing
                case .emptyInput:
                    break parsing
                }
            }
            let index = SourceText.index(bytes, validating: true)
            if let invalid {
                #expect(index.problem == .invalidUTF8(offset: invalid), "\(bytes)")
                continue
            }
            #expect(index.problem == other, "\(bytes)")
            #expect(index.lineStarts.count == lines.count, "\(bytes)")
            #expect(index.lineIsASCII == lines.map { $0.allSatisfy { $0 < 0x80 } }, "\(bytes)")
            for (number, start) in index.lineStarts.enumerated() where number < lines.count {
                #expect(Array(bytes[start..<min(start + lines[number].count, bytes.count)]) == lines[number])
            }
        }
    }

    /// Lines whose columns have traps: tabs, wide and combining characters, emoji sequences,
    /// control bytes and every kind of line break.
    private func columnText(_ random: inout SplitMix64) -> String {
        let pieces = [
            "a", " ", ":", "-", "\t", "\u{7F}", "\u{1}", "\n", "\r", "\r\n", "é", "e\u{301}", "\u{301}", "漢", "字",
            "€", "“", "«", "🎤", "👍🏽", "🇫🇷", "👨‍👩‍👧", "❤️", "각", "\u{1100}\u{1161}", "\u{FEFF}", "ก\u{E33}", "\u{200D}",
        ]
        let count = Int.random(in: 0...40, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "a" }.joined()
    }

    @Test func characterColumnsMatchACountByCharacters() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<2_000 {
            let text = columnText(&random)
            let source = SourceText(file: "c.yaml", text: text)
            for number in 1...source.lineCount {
                guard let line = source.line(number) else { continue }
                // Reference: the column of each scalar is the number of the Character holding it.
                var expected: [Int] = []
                var column = 1
                for character in line {
                    for _ in character.unicodeScalars { expected.append(column) }
                    column += 1
                }
                expected.append(column)
                #expect(source.characterColumns(line: number) == expected, "\(Array(text.unicodeScalars))")
                for scalar in 0..<expected.count {
                    #expect(source.characterColumn(line: number, scalarColumn: scalar) == expected[scalar])
                }
            }
        }
    }
}
